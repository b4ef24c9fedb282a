// The sensible scripted player plays a complete quick-start game through the console path;
// forced steps pass by themselves, undone moves included, and every die of the log verifies from the seed.
import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';
import { playSensible } from './sensible.ts';

describe('the sensible player', () => {
  it('26.0 — plays a whole quick-start game to a result, asked only for real decisions; the dice verify (6.2)', async () => {
    const h = harness({ seed: 'sensible-test' });
    const g = await playSensible('sensible-test', { h });
    expect(g.result).toMatch(/win|Draw/);
    const events = h.read.events();
    expect(events.filter((e) => e.type === 'kernel.forced').length).toBeGreaterThan(20);
    // Far fewer commands than one per phase end: 14 turns × 2 player-turns × 4 phases alone are 112.
    expect(g.commands).toBeLessThan(events.length / 3);
    expect(await h.text('alice: /game verify')).toMatch(/rolls match/);
    h.close();
  }, 120_000);
});
