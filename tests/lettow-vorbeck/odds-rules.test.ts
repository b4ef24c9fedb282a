// The odds Lettow-Vorbeck shows before a roll (battle/odds.ts), rule by rule, on the rules alone
// (tests/helpers/given.ts): sandbox positions at the German Battle Phase, dice queued where a test
// needs a battle begun. The figures are worked by hand in each test from the BRT (spec 6).
import { describe, expect, it } from 'vitest';
import { pendingDecision } from '../../src/games/lettow-vorbeck/battle/buttons.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { given, thenEvents, type Position } from '../helpers/given.ts';
import { LV } from './fuzz.ts';

/** A sandbox game at the German Battle Phase of turn 1, no card in effect, with these units placed. */
function germanBattlePhase(place: Record<string, string>): Position {
  const g = given(LV, { options: { sandbox: true } });
  g.play('German', { type: 'sandbox-card', side: 'German', card: 'ger-lettow-vorbeck' } as never);
  g.play('German', { type: 'draw-card' });
  for (let k = 0; k < 3; k++) g.play('German', { type: 'end-phase' });
  const current = g.state<LvState>().decks.German.current!;
  g.play('German', { type: 'sandbox-card', side: 'German', card: current } as never); // no Battle Bonus
  for (const [unit, at] of Object.entries(place)) g.play('German', { type: 'sandbox-place', unit, at } as never);
  expect(g.state<LvState>().phase).toBe('battle');
  return g;
}

describe('Lettow-Vorbeck: the odds where a battle’s choice is made', () => {
  it('13.1.1 — choosing a battle shows round 1’s Tactical Superiority for the attacker, ties to the defender', () => {
    // Kondoa-Irangi is Clear: neither side has a mounted unit, so no modifier (TEC); the German attacker
    // wins with a higher die only: 15 of the 36 pairs, 41.7%.
    const g = germanBattlePhase({ 'ger-3-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    const text = LV.expected(g.state()).text;
    expect(text).toContain('Tactical Superiority odds (13.1.1; ties to the defender; exact odds from the dice');
    expect(text).toContain('- kondoa-irangi: modifiers 0 against 0, you fire first in round 1 with 42%.');
  });

  it('13.1.1, TEC — a mounted unit in a Clear space adds +1 to its side’s odds', () => {
    // +1 against 0: the German wins when its die is at least the Allied one: 21 of 36, 58.3%.
    const g = germanBattlePhase({ 'ger-fw': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    expect(LV.expected(g.state()).text).toContain(
      '- kondoa-irangi: modifiers 1 against 0, you fire first in round 1 with 58%.',
    );
  });

  it('13.1.2, 13.2 — the fire prompt gives each unit’s dice on the Battle Results Table, and its buttons the same', () => {
    const g = germanBattlePhase({
      'ger-3-fka': 'kondoa-irangi',
      'ger-fw': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
    });
    thenEvents(g.when('German', { type: 'fight', space: 'kondoa-irangi' } as never, [6, 1])); // German superior
    const s = g.state<LvState>();
    expect(s.pending).toMatchObject({ side: 'German', kind: 'fire' });
    const d = pendingDecision(s)!;
    // Light infantry, 2 dice: E on 6, P on 4-5. At least one E: 1 − (5/6)² = 11/36; E or P: 1 − (3/6)² = 3/4.
    expect(d.prompt).toContain(
      '- ger-3-fka (Light infantry 2): 2 dice, each E on 1 face, P on 2 faces of 6 (13.2): at least one E 31%, at least one E or P 75%.',
    );
    // Cavalry/Mounted infantry, 2 dice: no E, P on 4-6: at least one P 1 − (3/6)² = 75%.
    expect(d.prompt).toContain(
      '- ger-fw (Cavalry/Mounted infantry 2): 2 dice, each E on 0 faces, P on 3 faces of 6 (13.2): at least one E 0%, at least one E or P 75%.',
    );
    const label = (unit: string) => d.buttons.find((b) => b.command === `/battle fire unit:${unit}`)!.label;
    expect(label('ger-3-fka')).toMatch(/ · E 31% · E\/P 75%$/);
    expect(label('ger-fw')).toMatch(/ · E 0% · E\/P 75%$/);
  });

  it('14.A, 13.3.2 exception — a unit that can only panic, against a defender in its own Base, is marked hopeless', () => {
    // Nairobi is an Allied Base: Allied defenders there ignore panics, and the Cavalry column of the
    // BRT has no E, so nothing ger-fw rolls can take effect.
    const g = germanBattlePhase({ 'ger-3-fka': 'nairobi', 'ger-fw': 'nairobi', 'ally-c-ief': 'nairobi' });
    thenEvents(g.when('German', { type: 'fight', space: 'nairobi' } as never, [6, 1]));
    const d = pendingDecision(g.state<LvState>())!;
    expect(d.prompt).toContain(
      '- ger-fw (Cavalry/Mounted infantry 2): 2 dice, each E on 0 faces, P on 3 faces of 6 (13.2) — HOPELESS: it scores no E, and the enemy ignores panics here (13.3.2, 14.A, 16.B), so no result can take effect.',
    );
    expect(d.prompt).toContain(
      '- ger-3-fka (Light infantry 2): 2 dice, each E on 1 face, P on 2 faces of 6 (13.2): at least one E 31%, at least one E or P 75%; the enemy ignores panics here (13.3.2, 14.A, 16.B).',
    );
    const label = (unit: string) => d.buttons.find((b) => b.command === `/battle fire unit:${unit}`)!.label;
    expect(label('ger-fw')).toMatch(/ · hopeless$/);
    expect(label('ger-3-fka')).toMatch(/ · E 31% \(panics ignored\)$/);
  });
});
