// Heliograph standing in for a side out of time (docs/clocks.md "Out of time"): it plays several
// hand-offs, the absent player's next ordinary command (no /game timeout choice:back) takes the seat
// back and is applied, and the player's recap names the stand-in's moves as the stand-in's.
import { afterEach, describe, expect, it } from 'vitest';
import { fireTimeout, STAND_IN_USER } from '../../src/app/clock.ts';
import { handoffsOf, recapModel, recapText } from '../../src/app/recap.ts';
import { closeTables, decidesAgain, HOUR, table } from '../helpers/clock-table.ts';

afterEach(closeTables);

describe('stand-in: the absent player comes back with an ordinary command', () => {
  it('takes the seat back with /orders, which is applied; the recap lists the stand-in’s moves as Heliograph’s', async () => {
    const t = await table('fast'); // 12 hours to start
    t.wait(12 * HOUR);
    expect(await fireTimeout(t.h.app, 1)).not.toBeNull();
    expect(await t.h.text('bob: /game timeout choice:stand-in')).toContain('Allied hands German to Heliograph');
    for (let n = 0; n < 3; n++) {
      t.wait(HOUR);
      await t.handOff('Allied');
      expect(t.toMove()).toBe('Allied'); // Heliograph played German's turn at once
    }
    const byStandIn = (await t.h.store.eventsBetween(1, 0)).filter((r) => r.actor === STAND_IN_USER);
    expect(byStandIn.length).toBeGreaterThan(3);

    // Alice's next command is an ordinary one, at the opponent's turn: standing orders.
    const before = t.h.read.events().length;
    const back = await t.h.text('alice: /orders losses:strongest-first');
    const written = t.h.read.events().slice(before);
    expect(written.map((e) => e.type)).toContain('kernel.clock-seat-back');
    expect(written.map((e) => e.type)).toContain('battle.orders-set');
    expect(written.find((e) => e.type === 'battle.orders-set')).toMatchObject({
      side: 'German',
      orders: { losses: 'strongest-first' },
    });
    expect(t.h.read.game().folded.clock!.standIn).toBeUndefined();
    expect(back).toContain("German's player is back and takes the seat back from Heliograph.");
    // Her reply tells her what Heliograph did for her, as Heliograph's.
    expect(back).toMatch(/Heliograph \(standing in\)/);

    // The recap of the hand-off she came back to covers every stand-in move, each named as the stand-in's.
    const g = t.h.read.game();
    const handoffs = await handoffsOf(t.h.app, g, 'German');
    const last = handoffs.at(-1)!;
    const model = await recapModel(t.h.app, g, { kind: 'side', side: 'German' }, last.from, last.to);
    const standInSeqs = new Set(byStandIn.map((r) => r.seq));
    const theirs = model.facts.filter((f) => standInSeqs.has(f.seq));
    expect(theirs.length).toBeGreaterThan(0);
    for (const f of theirs) expect(f.text).toMatch(/^Heliograph \(standing in\): /);
    for (const f of model.facts.filter((x) => !standInSeqs.has(x.seq))) expect(f.text).not.toMatch(/standing in\)/);
    expect(recapText(model, 100_000)).toContain('Heliograph (standing in): ');
    expect(byStandIn.every((r) => r.seq > last.from && r.seq <= last.to)).toBe(true);

    // The seat is hers again: at her turn nobody plays for her.
    await t.handOff('Allied');
    expect(t.toMove()).toBe('German');
    await t.handOff('German');
    await decidesAgain(t.h);
  });
});
