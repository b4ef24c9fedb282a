// The Battle Phase's own record (support tried, pursuits made, battles fought), reset at each new
// Battle Phase, and the standing orders, kept for the whole game.
import type { Board } from '../board.ts';
import { NO_ORDERS, type BattleHost, type BattleState } from './state.ts';

export const phaseKey = (s: { turn: number; playerTurn: 1 | 2 }): string => `${s.turn}-${s.playerTurn}`;

/** The battle state of the current Battle Phase (a fresh one if the last belongs to an earlier phase). */
export function currentBattle<S extends string>(b0: Board<S>, s: BattleHost<S>): BattleState<S> {
  const sides = b0.sc.recordSides ?? b0.sc.sides;
  const b = s.battle;
  if (b && b.key === phaseKey(s)) return b;
  return {
    key: phaseKey(s),
    orders: b?.orders ?? (Object.fromEntries(sides.map((x) => [x, NO_ORDERS])) as Record<S, typeof NO_ORDERS>),
    airSupportTried: false,
    airSupportSpace: null,
    pursued: [],
    fought: [],
    queued: null,
    fight: null,
  };
}
