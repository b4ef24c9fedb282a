// 6.2 Sequence of play: Campaign Card, Recruiting, March and Battle Phases of the first player-turn,
// the same for the second, then the End Turn Phase (6.2.3); the last turn ends the game (5.0).
import type { GameResult } from '../../engine/types.ts';
import { RuleError } from '../../engine/rule-error.ts';
import type { Board } from './board.ts';
import { endOfPlayerTurnCard } from './deck.ts';
import type { DestinyEvent } from './events.ts';
import { battleSpaces } from './battle/forces.ts';
import { outOfSupply } from './supply.ts';
import type { DestinyPhase, DestinyState } from './state.ts';

const NEXT: Partial<Record<DestinyPhase, DestinyPhase>> = { 'campaign-card': 'recruiting', recruiting: 'march', march: 'battle' };

export const PHASE_RULE: Record<DestinyPhase, string> = {
  'campaign-card': '6.2.1.1',
  recruiting: '6.2.1.2',
  march: '6.2.1.3',
  battle: '6.2.1.4',
  'game-over': '5.0',
};

const turnOf = <S extends string>(b: Board<S>, index: number) => b.sc.turns.find((t) => t.index === index) ?? b.sc.turns[0]!;

const phaseBegan = <S extends string>(b: Board<S>, s: DestinyState<S>, turn: number, side: S, phase: DestinyPhase, playerTurn: 1 | 2): DestinyEvent<S> => ({
  type: 'phase-began',
  turn,
  side,
  phase,
  playerTurn,
  outOfSupply: phase === 'march' ? outOfSupply(b, s, side) : [], // 21.4.A
});

export function decideEndPhase<S extends string>(b: Board<S>, s: DestinyState<S>, side: S): DestinyEvent<S>[] {
  if (s.pending) throw new RuleError('13.1', `waiting for the ${s.pending.side} player: ${s.pending.prompt}`);
  if (s.phase === 'campaign-card' && s.decks[side].current === null) throw new RuleError('6.2.1.1', 'draw your Campaign Card first');
  if (s.phase === 'battle' && (s.fight || battleSpaces(b, s).length > 0)) {
    throw new RuleError('13.A', `battle is mandatory where opposing forces share a space: ${battleSpaces(b, s).join(', ')}`);
  }
  const events: DestinyEvent<S>[] = [];
  const next = NEXT[s.phase];
  if (next) events.push(phaseBegan(b, s, s.turn, side, next, s.playerTurn));
  else {
    events.push(...endOfPlayerTurnCard(b, s, side)); // 7.B
    const turn = turnOf(b, s.turn);
    if (s.playerTurn === 1) events.push(phaseBegan(b, s, s.turn, turn.second, 'campaign-card', 2));
    else if (s.turn >= b.sc.turns.length) events.push({ type: 'game-ended', result: finalResult(b, s) }); // 6.2.3: the last turn
    else events.push(phaseBegan(b, s, s.turn + 1, turnOf(b, s.turn + 1).first, 'campaign-card', 1)); // 6.2.3
  }
  const won = events.some((e) => e.type === 'game-ended') ? null : (b.sc.hooks.victory?.(s) ?? null); // 5.0
  return won ? [...events, { type: 'game-ended', result: won }] : events;
}

function finalResult<S extends string>(b: Board<S>, s: DestinyState<S>): GameResult {
  return b.sc.hooks.finalResult?.(s) ?? { winner: null, label: 'Draw', reason: '5.0 — the scenario names no winner at the end of the last turn' };
}
