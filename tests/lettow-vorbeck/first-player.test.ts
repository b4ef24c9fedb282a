// 6.1.B: the first player is fixed per turn, German in turns 1-5 and Allied from 1916 I: the log says so
// when it changes (the Allied player then plays two player-turns in a row).
import { describe, expect, it } from 'vitest';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { given } from '../helpers/given.ts';
import { LV } from './fuzz.ts';

const began = (turn: number) => ({
  type: 'phase-began',
  turn,
  side: 'Allied',
  phase: 'campaign-card',
  playerTurn: 1,
});

describe('the first player (6.1.B)', () => {
  it('6.1.B — the turn marker moving to 1916 I says that the Allied player now moves first', () => {
    const s = given(LV, { options: { sandbox: true } }).state<LvState>();
    const line = LV.describe(began(6), { kind: 'public' }, { ...s, turn: 5 });
    expect(line).toContain(
      'From 1916 I the Allied player moves first (6.1.B): Allied plays two player-turns in a row.',
    );
  });

  it('6.1.B — a turn whose first player is unchanged says nothing of it', () => {
    const s = given(LV, { options: { sandbox: true } }).state<LvState>();
    expect(LV.describe(began(7), { kind: 'public' }, { ...s, turn: 6 })).not.toContain('moves first');
    expect(LV.describe(began(2), { kind: 'public' }, { ...s, turn: 1 })).not.toContain('moves first');
  });
});
