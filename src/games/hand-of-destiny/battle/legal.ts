// The legal battle actions of a side and why the Battle Phase may not end yet.
import type { LegalAction } from '../../../engine/types.ts';
import type { Board } from '../board.ts';
import type { BattleAction } from './actions.ts';
import { battleSpaces } from './forces.ts';
import { currentBattle } from './phase.ts';
import type { BattleHost } from './state.ts';
import { decisionNow } from './step.ts';

/** While a decision is pending: exactly its choices, for the side it is addressed to. */
export function pendingActions<S extends string>(
  b: Board<S>,
  state: BattleHost<S>,
  side: string,
): LegalAction<BattleAction>[] {
  if (!state.pending || state.pending.side !== side) return [];
  const d = decisionNow(b, state);
  return d && d.side === side ? d.options.slice() : []; // a copy: the decision is kept for the position (decisionNow)
}

/** 13.1.A: the battles the attacker may fight next. */
export const fightActions = <S extends string>(b: Board<S>, state: BattleHost<S>): LegalAction<BattleAction>[] =>
  battleSpaces(b, state).map((space) => ({ action: { type: 'fight', space }, label: `Fight the battle at ${space}` }));

/** 13.0.A: why the Battle Phase may not end yet, or null. */
export function battlePhaseBlocker<S extends string>(b: Board<S>, state: BattleHost<S>): string | null {
  if (state.pending)
    return `a battle decision is waiting for the ${state.pending.side} player: ${state.pending.prompt}`;
  const cb = currentBattle(b, state);
  if (cb.fight) return `the battle at ${cb.fight.space} is not finished`;
  const spaces = battleSpaces(b, state);
  if (spaces.length > 0)
    return `battle is mandatory where your units share a space with enemy units: fight at ${spaces.join(', ')} first (/battle fight space:…)`;
  return null;
}
