// Lettow-Vorbeck runs on the Hand of Destiny system written once (docs/decisions/system-written-once.md): its
// March Phase moves go through the system's stack check (11.E read from the rulebook), its stacking through the
// scenario's one 29.B hook (the end of phase: tests/hand-of-destiny/sequence-6.test.ts, rules-sequence.test.ts).
import { describe, expect, it } from 'vitest';
import { LV_SCENARIO } from '../../src/games/lettow-vorbeck/scenario.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { lv } from './lv-helpers.ts';

describe('11.E a unit that has completed its movement may not move again the same turn', () => {
  it('11.E — refused for the rest of its side’s March Phase (the one March Phase of the turn), free again in the next turn’s', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-3-fka at:kondoa-irangi');
    await g.toMarch('German', 'ger-lettow-vorbeck'); // All except Garrisons=3
    await g.run('alice: /move units:ger-3-fka to:tabora');
    const again = await g.say('alice: /move units:ger-3-fka to:mwanza');
    expect(again).toMatch(
      /11\.E — ger-3-fka has moved this March Phase: a unit that has completed its movement may not move again the same turn/,
    );
    expect(g.loc('ger-3-fka')).toBe('tabora');
    // A stack that holds it is refused too, whatever the others have done.
    await g.run('alice: /sandbox place unit:ger-4-fka at:tabora');
    expect(await g.say('alice: /move units:ger-3-fka,ger-4-fka to:mwanza')).toContain('11.E');
    await g.run('alice: /phase end'); // → Battle Phase, then the Allied player-turn
    await g.toMarch('German', 'ger-lettow-vorbeck'); // the next turn's German March Phase
    expect((g.state() as unknown as { turn: { index: number } }).turn.index).toBe(2);
    await g.run('alice: /move units:ger-3-fka to:mwanza');
    expect(g.loc('ger-3-fka')).toBe('mwanza');
    g.close();
  });
});

describe('29.B one stacking check: the scenario hooks', () => {
  const units = (placement: Record<string, string>): LvState =>
    ({
      units: Object.fromEntries(Object.entries(placement).map(([u, location]) => [u, { location, panicked: false }])),
    }) as unknown as LvState;

  it('29.B — stackingLegal refuses Allied units ending beside another contingent, in a space only (boxes exempt)', () => {
    const pos = units({ 'ally-1-fp': 'voi', 'ally-c-ief': 'taveta', 'ally-1-kar': 'voi' });
    expect(LV_SCENARIO.hooks.stackingLegal!(pos, ['ally-c-ief'], 'voi')).toMatchObject({ rule: '29.B' });
    expect(LV_SCENARIO.hooks.stackingLegal!(pos, ['ally-1-fp'], 'voi')).toMatchObject({ rule: '29.B' }); // 1/KAR is there
    expect(LV_SCENARIO.hooks.stackingLegal!(pos, ['ally-1-kar', 'ally-c-ief'], 'taveta')).toBeNull(); // one contingent
    expect(LV_SCENARIO.hooks.stackingLegal!(pos, ['ally-c-ief'], 'allied-recruit-box')).toBeNull();
    expect(LV_SCENARIO.hooks.stackingLegal!(pos, ['ger-1-fka'], 'voi')).toBeNull(); // German units have no contingents
  });

  it('29.B — mayMoveTogether refuses one stack of two Allied contingents', () => {
    expect(LV_SCENARIO.hooks.mayMoveTogether!(units({}), ['ally-1-fp', 'ally-c-ief'])).toMatchObject({
      rule: '29.B',
    });
    expect(LV_SCENARIO.hooks.mayMoveTogether!(units({}), ['ally-b-ief', 'ally-c-ief'])).toBeNull();
  });

  it('29.B — a move into another contingent’s space is refused by the same check', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-fp at:longido');
    await g.run('alice: /sandbox place unit:ally-c-ief at:nairobi');
    await g.toMarch('Allied', 'ally-smuts-offensive');
    const out = await g.say('alice: /move units:ally-c-ief to:longido');
    expect(out).toContain('29.B');
    expect(out).toContain('may not end a phase in longido with units of another Allied contingent (R12)');
    expect(g.loc('ally-c-ief')).toBe('nairobi');
    g.close();
  });
});
