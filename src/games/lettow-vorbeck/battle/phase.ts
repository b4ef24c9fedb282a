// The Battle Phase's own record (air support tried, pursuits made, battles fought), reset at each
// new Battle Phase, and the standing orders, kept for the whole game.
import type { LvState } from '../state.ts';
import { NO_ORDERS, type BattleState } from './state.ts';

export const phaseKey = (s: LvState): string => `${s.turn}-${s.playerTurn}`;

/** The battle state of the current Battle Phase (a fresh one if the last belongs to an earlier phase). */
export function currentBattle(s: LvState): BattleState {
  const b = s.battle;
  if (b && b.key === phaseKey(s)) return b;
  return {
    key: phaseKey(s),
    orders: b?.orders ?? { German: NO_ORDERS, Allied: NO_ORDERS },
    airSupportTried: false,
    airSupportSpace: null,
    pursued: [],
    fought: [],
    queued: null,
    fight: null,
  };
}
