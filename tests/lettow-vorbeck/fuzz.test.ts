// Random complete games (tests/lettow-vorbeck/fuzz.ts): every option combination, both set-ups;
// nothing throws, every game ends by 1918 III, the game's invariants hold after every event, replay
// reproduces the state. Fog of war in views, log lines, battle sheets and buttons, and the generic
// replay, snapshot and take-back checks, are the conformance kit's (tests/conformance).
import { describe, expect, it } from 'vitest';
import { fuzz } from './fuzz.ts';

describe('fuzz: random complete games', () => {
  it('40 games across all option combinations reach a result with every invariant holding (6.2.3, 26.0, 29.B, 7.0, 13.6)', () => {
    const games = fuzz(40, { replayChecks: 2 }, 'vitest');
    expect(games).toHaveLength(40);
    for (const g of games) {
      expect(['German win', 'Allied win', 'Draw']).toContain(g.result.label);
      expect(g.events).toBeGreaterThan(20);
    }
  }, 120_000);
});
