// Automation never surprises (docs/decisions/forced-steps-play-themselves.md): the reproductions of a queued
// /phase end, a command swallowed by a step that passed by itself, a take-back across such a step and the
// consent take-back's range, through the command surface (console parser, service, real SQLite).
import { describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { harness, type Harness } from '../helpers/harness.ts';

interface Lv {
  phase: string;
  activeSide: string;
  units: Record<string, { location: string }>;
}
const lv = (h: Harness) => h.state() as unknown as Lv;
const texts = (out: Output[]) => out.map((o) => o.text).join('\n');

/** A quick-start game (seed tanga-1914): the German Campaign Card (Fever and Tsetse, Recruit 1) is drawn by
 *  itself as bob takes the last seat, and German must place ger-9-fka. */
async function recruiting(options = ''): Promise<Harness> {
  const h = harness({ seed: 'tanga-1914' });
  await h.run(`alice: /game new game:lettow-vorbeck setup:quick ${options}`);
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  return h;
}

describe('a step that ends by itself (6.2.1.2, forced steps)', () => {
  it('6.2.1.2 — the prompt to place recruits does not tell the player to /phase end a phase that ends by itself', async () => {
    const h = await recruiting();
    const prompt = (await h.text('alice: /game status')).split('\n').find((l) => l.startsWith('Next:'))!;
    expect(prompt).toContain('place your 1 recruit(s)');
    expect(prompt).not.toContain('/phase end');
    h.close();
  });

  it('6.2.1.2 — a /phase end queued behind the last placement does not end the March Phase: it is refused with what happened, and applies sent again', async () => {
    const h = await recruiting();
    await h.run('alice: /recruit place unit:ger-9-fka at:tabora');
    expect(lv(h).phase).toBe('march'); // the Recruiting Phase ended by itself
    const seq = h.state().seq;
    const refusal = await h.text('alice: /phase end');
    expect(refusal).toContain('Recruiting Phase passes (6.2.1.2)');
    expect(refusal).toContain('March Phase (6.2.1.3)');
    expect(refusal).toContain('nothing was recorded');
    expect([h.state().seq, lv(h).phase]).toEqual([seq, 'march']);
    // Told where the game stands, the player means this step now.
    await h.run('alice: /phase end');
    expect(lv(h).activeSide).toBe('Allied');
    h.close();
  });

  it('27.0, 6.2.1.2 — a placement sent after the phase ended by itself is refused with what happened, not only the rule', async () => {
    const h = await recruiting();
    await h.run('alice: /recruit place unit:ger-9-fka at:tabora');
    const refusal = await h.text('alice: /recruit place unit:ger-8-fka at:tabora');
    expect(refusal).toMatch(/moved on by itself: .*Recruiting Phase passes \(6\.2\.1\.2\)/);
    expect(refusal).toContain('You are now at 1914 II, March Phase (6.2.1.3)');
    expect(refusal).toContain('6.2.1.2 — reinforcements are placed in the Recruiting Phase');
    expect(lv(h).units['ger-8-fka']!.location).not.toBe('tabora');
    h.close();
  });

  it('27.0 — /undo last takes back the placement with the Recruiting Phase that then passed by itself, in plain words', async () => {
    const h = await recruiting();
    const placed = await h.run('alice: /recruit place unit:ger-9-fka at:tabora');
    expect(placed.flatMap((o) => o.buttons ?? []).map((b) => b.command)).toContain('/undo last');
    const out = await h.run('alice: /undo last');
    const text = texts(out);
    expect(text).toContain('Taken back: German places a unit at tabora (27.0)');
    // 10.0: the words are posted in the channel, so they are the public's lines: the unit is not named.
    expect(
      out
        .filter((o) => o.audience.kind === 'public')
        .map((o) => o.text)
        .join('\n'),
    ).not.toContain('ger-9-fka');
    expect(text).toContain(
      'what then passed by itself: German has no recruits to place: Recruiting Phase passes (6.2.1.2)',
    );
    expect(text).not.toMatch(/kernel\.|phase-began/);
    expect(lv(h).phase).toBe('recruiting');
    expect(lv(h).units['ger-9-fka']!.location).not.toBe('tabora');
    h.close();
  });

  it('10.0 — /undo last does not take back a step that passed by itself across a card drawn, and names it without an event type', async () => {
    const h = await recruiting();
    await h.run('alice: /recruit place unit:ger-9-fka at:tabora');
    await h.run('alice: /phase end');
    await h.run('alice: /phase end'); // the March Phase ends; Battle Phase passes, Allied draws a card by itself
    const refusal = await h.text('alice: /undo last');
    expect(refusal).toContain('cannot be taken back: “Allied draws');
    expect(refusal).not.toMatch(/kernel\.|card-drawn|event #/);
    h.close();
  });

  it('6.2 — the consent take-back names the same range in its request and its accept', async () => {
    const h = await recruiting('auto:false');
    await h.run('alice: /card draw');
    await h.run('alice: /phase end');
    await h.run('alice: /recruit place unit:ger-8-fka at:tabora'); // auto:false: another draw (27.1.C)
    await h.run('alice: /phase end'); // Recruiting → March: a phase passed, taken back only with consent
    const asked = await h.text('alice: /undo request');
    const range = /asks to take back (events? #\d+(–#\d+)?)/.exec(asked)?.[1];
    expect(range).toBeDefined();
    expect(asked).toContain(`Take back ${range!} for German (`);
    const accepted = await h.text('bob: /undo accept');
    expect(accepted).toContain(`German takes back ${range!}, with the opponent’s consent`);
    const words = /Take back .* for German \((.*)\)\?/.exec(asked)![1]!;
    expect(accepted).toContain(`Taken back: ${words}.`);
    expect(lv(h).phase).toBe('recruiting');
    h.close();
  });
});
