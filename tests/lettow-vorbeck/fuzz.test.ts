// Random complete games (tests/lettow-vorbeck/fuzz.ts): every option combination, both set-ups;
// nothing throws, every game ends by 1918 III, the invariants hold after every event, replay
// reproduces the state, and no view or log line reveals a unit hidden by 10.0 / R36.
import { describe, expect, it } from 'vitest';
import { LV, fuzz, hiddenUnits, optionCombos, playGame } from './fuzz.ts';
import { fold, setupEvents } from '../../src/engine/kernel.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';

describe('fuzz: random complete games', () => {
  it('40 games across all option combinations reach a result with every invariant holding (6.2.3, 26.0, 29.B, 7.0, 13.6)', () => {
    const games = fuzz(40, { replayChecks: 2 }, 'vitest');
    expect(games).toHaveLength(40);
    for (const g of games) {
      expect(['German win', 'Allied win', 'Draw']).toContain(g.result.label);
      expect(g.events).toBeGreaterThan(20);
    }
  }, 120_000);

  it('10.0 / R36 — in 6 full games no public or opponent view and no log line names a hidden unit', () => {
    const combos = optionCombos();
    for (let i = 0; i < 6; i++) playGame(`leak-${i}`, combos[(i * 5) % combos.length]!, { checkLeaks: true });
  }, 120_000);

  it('10.0 — the leak check itself sees the opponent’s stacks as hidden (it can fail)', () => {
    const s = fold(LV, setupEvents(LV, 'x', {})).game as LvState;
    const hidden = hiddenUnits(s, { kind: 'side', side: 'Allied' });
    expect(hidden.has('ger-1-fka')).toBe(true);
    expect(hidden.has('ger-kona')).toBe(false); // the Konigsberg box is open (R36)
    expect(hidden.has('ally-1-kar')).toBe(false);
    const json = JSON.stringify(LV.view(s, { kind: 'side', side: 'Allied' }));
    expect(json).not.toContain('ger-1-fka');
  });
});
