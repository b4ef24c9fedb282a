// 6.2 Sequence of play: Campaign Card, Recruiting, March and Battle Phases of the first player-turn,
// the same for the second, then the End Turn Phase (6.2.3); the last turn ends the game (5.0).
// The order of play is written here once; the system module and every scenario module (which may add
// phases of its own, e.g. set-up, and record the End Turn Phase) turn these steps into their events.
import type { GameResult } from '../../engine/types.ts';
import { RuleError } from '../../engine/rule-error.ts';
import type { Board } from './board.ts';
import { endOfPlayerTurnCard } from './deck.ts';
import type { DestinyEvent } from './events.ts';
import { battlePhaseBlocker } from './battle/legal.ts';
import type { DestinyPosition, DestinyTurn } from './scenario.ts';
import { outOfSupply } from './supply.ts';
import type { DestinyPhase, DestinyState } from './state.ts';

/** The phases of a player-turn (6.2.1). */
export type PlayerTurnPhase = 'campaign-card' | 'recruiting' | 'march' | 'battle';

const NEXT: Readonly<Record<PlayerTurnPhase, PlayerTurnPhase | null>> = {
  'campaign-card': 'recruiting',
  recruiting: 'march',
  march: 'battle',
  battle: null,
};

/** 6.2.1: the phase after `phase` in the same player-turn; null after the Battle Phase (the player-turn ends), or for a phase not of the player-turn. */
export const nextPhase = (phase: string): PlayerTurnPhase | null =>
  phase in NEXT ? NEXT[phase as PlayerTurnPhase] : null;

export const PHASE_RULE: Record<DestinyPhase, string> = {
  'campaign-card': '6.2.1.1',
  recruiting: '6.2.1.2',
  march: '6.2.1.3',
  battle: '6.2.1.4',
  'game-over': '5.0',
};

/** 6.1: the Turn Record Track box of a turn (the first box if there is none). */
export const turnOf = <S extends string>(turns: readonly DestinyTurn<S>[], index: number): DestinyTurn<S> =>
  turns.find((t) => t.index === index) ?? turns[0]!;

/** What follows the end of a player-turn (after its card has gone, 7.B). */
export type AfterPlayerTurn<S extends string> =
  | { kind: 'second-player-turn'; turn: number; side: S } // 6.2.2
  | { kind: 'next-turn'; turn: number; side: S } // 6.2.3: the Turn marker moves one box
  | { kind: 'last-turn-over' }; // 6.2.3, 5.0: the game ends after the End Turn Phase of the last turn

/** 6.2.2-6.2.3: the second player-turn of the turn, or the next turn, or the end of the game. */
export function afterPlayerTurn<S extends string>(
  turns: readonly DestinyTurn<S>[],
  turn: number,
  playerTurn: 1 | 2,
): AfterPlayerTurn<S> {
  if (playerTurn === 1) return { kind: 'second-player-turn', turn, side: turnOf(turns, turn).second };
  if (turn >= turns.length) return { kind: 'last-turn-over' };
  return { kind: 'next-turn', turn: turn + 1, side: turnOf(turns, turn + 1).first };
}

/** 5.0: the scenario's victory conditions are checked at the end of every phase (unless the events already end the game). */
export function withVictoryCheck<S extends string, E extends { type: string }>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  events: E[],
  ended: (result: GameResult) => E,
): E[] {
  if (events.some((e) => e.type === 'game-ended')) return events;
  const won = b.sc.hooks.victory?.(pos) ?? null;
  return won ? [...events, ended(won)] : events;
}

/** 6.2.3, 5.0: the result when the last turn ends. */
export function finalResult<S extends string>(b: Board<S>, pos: DestinyPosition<S>): GameResult {
  return (
    b.sc.hooks.finalResult?.(pos) ?? {
      winner: null,
      label: 'Draw',
      reason: '5.0 — the scenario names no winner at the end of the last turn',
    }
  );
}

const phaseBegan = <S extends string>(
  b: Board<S>,
  s: DestinyState<S>,
  turn: number,
  side: S,
  phase: DestinyPhase,
  playerTurn: 1 | 2,
): DestinyEvent<S> => ({
  type: 'phase-began',
  turn,
  side,
  phase,
  playerTurn,
  outOfSupply: phase === 'march' ? outOfSupply(b, s, side) : [], // 21.4.A
});

export function decideEndPhase<S extends string>(b: Board<S>, s: DestinyState<S>, side: S): DestinyEvent<S>[] {
  if (s.pending) throw new RuleError('13.1', `waiting for the ${s.pending.side} player: ${s.pending.prompt}`);
  if (s.phase === 'campaign-card' && s.decks[side].current === null)
    throw new RuleError('6.2.1.1', 'draw your Campaign Card first');
  const blocker = s.phase === 'battle' ? battlePhaseBlocker(b, s) : null; // 13.0.A
  if (blocker) throw new RuleError('13.A', blocker);
  const events: DestinyEvent<S>[] = [];
  const next = nextPhase(s.phase);
  if (next) events.push(phaseBegan(b, s, s.turn, side, next, s.playerTurn));
  else {
    events.push(...endOfPlayerTurnCard(b, s.decks[side], side)); // 7.B
    const after = afterPlayerTurn(b.sc.turns, s.turn, s.playerTurn);
    if (after.kind === 'second-player-turn') events.push(phaseBegan(b, s, after.turn, after.side, 'campaign-card', 2));
    else if (after.kind === 'last-turn-over')
      events.push({ type: 'game-ended', result: finalResult(b, s) }); // 6.2.3: the last turn
    else events.push(phaseBegan(b, s, after.turn, after.side, 'campaign-card', 1)); // 6.2.3
  }
  return withVictoryCheck(b, s, events, (result) => ({ type: 'game-ended', result })); // 5.0
}
