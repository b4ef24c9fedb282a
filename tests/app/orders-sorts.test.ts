// The standing orders' choices say exactly how they sort: in the option's choices (what Discord shows)
// and in /rules table:orders, for both games (Lettow-Vorbeck 13.3: strength first, elite as the
// tie-break; Hill of Doves 2.15, 4.1, 4.16, 2.8).
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/games/hand-of-destiny/commands/orders.ts';
import { hod } from '../../src/games/hill-of-doves/commands/hod.ts';
import { harness } from '../helpers/harness.ts';

interface OptionJson {
  name: string;
  description: string;
  options?: OptionJson[];
  choices?: { name: string; value: string }[];
}
const optionsOf = (json: unknown): OptionJson[] => (json as { options?: OptionJson[] }).options ?? [];

describe('standing orders say how they sort', () => {
  it('13.3, 13.1.2 — /orders losses: and fire: name strength first and elite as the tie-break; /rules table:orders says the same', async () => {
    const losses = optionsOf(orders.data.toJSON()).find((o) => o.name === 'losses')!;
    expect(losses.choices!.find((c) => c.value === 'weakest-first')!.name).toBe(
      'weakest-first: lowest strength first; at equal strength non-elite before elite',
    );
    for (const o of optionsOf(orders.data.toJSON()))
      for (const c of o.choices ?? []) expect(c.name.length).toBeLessThanOrEqual(100);
    const h = harness({ seed: 'orders-sorts-lv' });
    await h.run('alice: /game new game:lettow-vorbeck');
    const chart = await h.text('alice: /rules table:orders');
    expect(chart).toContain('weakest-first: lowest strength first; at equal strength non-elite before elite');
    expect(chart).toContain('nearest-supply: the destination fewest steps from a retreat target; ties by space id');
    h.close();
  });

  it('2.15, 4.1, 4.16 — /hod orders: every choice says how it picks; /rules table:orders lists them and the orders now', async () => {
    const sub = optionsOf(hod.data.toJSON()).find((o) => o.name === 'orders')!;
    const opts = sub.options!;
    expect(opts.length).toBe(12);
    for (const o of opts) {
      expect(o.choices!.length).toBeGreaterThan(1);
      for (const c of o.choices!) {
        expect(c.name.startsWith(`${c.value}: `)).toBe(true);
        expect(c.name.length).toBeLessThanOrEqual(100);
      }
    }
    const supplies = opts.find((o) => o.name === 'supplies')!;
    expect(supplies.choices!.find((c) => c.value === 'as-needed')!.name).toMatch(/hospitalized first/);
    const h = harness({ seed: 'orders-sorts-hod' });
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    const chart = await h.text('alice: /rules table:orders');
    expect(chart).toMatch(/- reserves \(AsC-3c committing reserves \(r\. 4\.16\)\):/);
    expect(chart).toMatch(/commit-if-retreat: all, but only when companies alone would not make the Boers fall back/);
    h.close();
  });
});
