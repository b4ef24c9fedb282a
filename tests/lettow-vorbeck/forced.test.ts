// Forced steps of Lettow-Vorbeck (src/games/lettow-vorbeck/forced.ts), on the rules alone
// (tests/helpers/given.ts): the positions are set up by the actions the commands would send.
import { describe, expect, it } from 'vitest';
import { forcedAction } from '../../src/games/lettow-vorbeck/forced.ts';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
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

describe('Lettow-Vorbeck forced steps', () => {
  it('13.3 — a loss among alike units is the same in effect: it is forced', () => {
    const alike = unitById('ally-ead');
    const twin = unitById('ally-c-ief');
    expect([alike.type, alike.strength, alike.contingent]).toEqual([twin.type, twin.strength, twin.contingent]);
    const g = germanBattlePhase({
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-ead': 'kondoa-irangi',
    });
    // German superior; ger-3-fka 6 = E against the Allies
    thenEvents(g.when('German', { type: 'fight', space: 'kondoa-irangi' } as never, [6, 1, 6, 1]));
    const s = g.state<LvState>();
    expect(s.pending).toMatchObject({ side: 'Allied', kind: 'loss' });
    const forced = forcedAction(s, 'Allied');
    expect(forced?.action).toMatchObject({ type: 'take-loss' });
    expect(forced?.reason).toContain('alike');
    expect(forcedAction(s, 'German')).toBeNull();
  });

  it('6.2.1.4 — a Battle Phase with no battle passes by itself', () => {
    const s = germanBattlePhase({ 'ger-3-fka': 'kondoa-irangi' }).state<LvState>();
    expect(s.phase).toBe('battle');
    // No battle: the Battle Phase passes (13.0.A).
    expect(forcedAction(s, 'German')?.reason).toBe('German has no battle to fight: Battle Phase passes (6.2.1.4)');
  });
});
