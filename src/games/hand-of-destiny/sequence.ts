// 6.2 Sequence of play: Campaign Card, Recruiting, March and Battle Phases of the first player-turn,
// the same for the second, then the End Turn Phase (6.2.3); the last turn ends the game (5.0).
// The order of play is written here once, with the end of a phase (decideEndPhase); the system module
// and every scenario module (which may add phases of its own, e.g. set-up, and record the End Turn
// Phase) give it their events and hooks (SequenceOfPlay).
import type { Rng } from '../../engine/rng.ts';
import { RuleError } from '../../engine/rule-error.ts';
import { Sequence, runSequence } from '../../engine/sequence.ts';
import type { GameResult } from '../../engine/types.ts';
import type { Board } from './board.ts';
import { battlePhaseBlocker } from './battle/legal.ts';
import type { BattleHost } from './battle/state.ts';
import type { DestinyPosition, DestinyTurn } from './scenario.ts';
import type { DestinyPhase } from './state.ts';

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

/** What a phase-ending decision may read of the game: the battle host (13.0.A) and the decks (6.2.1.1, 7.B). */
export interface PhaseHost<S extends string = string> extends BattleHost<S> {
  decks: Readonly<
    Record<
      S,
      { current: string | null; draw: readonly string[]; discard: readonly string[]; removed: readonly string[] }
    >
  >;
}

/**
 * A module that runs the system's sequence of play: the events it records for each step, and where
 * its scenario adds to the system rules (2.1.D). The system module and every scenario module end a
 * phase through decideEndPhase with one of these.
 */
export interface SequenceOfPlay<S extends string, H extends PhaseHost<S>, E extends { type: string }> {
  b: Board<S>;
  apply(state: H, e: E): H;
  /** 6.2: the event that begins a phase of a player-turn. */
  phaseBegan(state: H, turn: number, side: S, phase: PlayerTurnPhase, playerTurn: 1 | 2): E;
  gameEnded(result: GameResult): E;
  /** The scenario's checks before a phase may end: throws the RuleError that keeps it open. */
  mayEnd?(state: H, side: S): void;
  /** Events as the phase closes (e.g. R15 recruits returned), before the 5.0 check. */
  closing?(state: H, side: S): E[];
  /** Events that open a phase of the player-turn, after it has begun (e.g. R47 recruits, 21.4.A supply). */
  opening?(state: H, side: S, phase: PlayerTurnPhase, rng: Rng): E[];
  /** 7.B, 7.1.4: the card of the ending player-turn goes (with what a scenario's card adds, e.g. a reshuffle). */
  cardGoes(state: H, side: S, rng: Rng): E[];
  /** 6.2.3: the event that records the End Turn Phase, for a module that records it as a phase of its own. */
  endTurnPhase?(state: H, side: S): E;
  /** The scenario's rule beside the system's when a phase is ended before its card is drawn (6.2.1.1). */
  drawFirstNote?: string;
}

/** The points of the end-of-phase chain, by rule. */
type EndOfPhasePoint = '6.2' | '6.2.1' | '7.B' | '6.2.3' | '5.0';

/**
 * 6.2: `side` ends the current phase. The chain runs as a sequence of play (engine/sequence.ts), each
 * step reading the state the last one left: the phase closes, then the next phase of the player-turn
 * begins (6.2.1), or the card goes (7.B) and the second player-turn (6.2.2) or the next turn (6.2.3)
 * begins, or the last turn ends the game. 5.0: the victory conditions are read as the phase closes;
 * a win is recorded after what the phase's end set going (the record has always had it there).
 */
export function decideEndPhase<S extends string, H extends PhaseHost<S>, E extends { type: string }>(
  play: SequenceOfPlay<S, H, E>,
  state: H,
  side: S,
  rng: Rng,
): E[] {
  const { b } = play;
  play.mayEnd?.(state, side);
  const blocker = state.phase === 'battle' || state.pending ? battlePhaseBlocker(b, state) : null; // 13.0.A; pending decisions first
  if (blocker) throw new RuleError('13.A', blocker);
  const deck = state.decks[side];
  if (state.phase === 'campaign-card' && deck.current === null && deck.draw.length + deck.discard.length > 0)
    throw new RuleError(
      '6.2.1.1',
      `draw your Campaign Card first (/card draw): no player-turn is played without its card${play.drawFirstNote ? ` (${play.drawFirstNote})` : ''}`,
    );
  const next = nextPhase(state.phase);
  let won: GameResult | null = null;
  let after: AfterPlayerTurn<S> | null = null;
  const seq = new Sequence(state, play.apply, rng);
  runSequence<H, E, EndOfPhasePoint>(
    seq,
    '6.2',
    (q, at) => {
      const s = q.state;
      switch (at) {
        case '6.2':
          q.emitAll(play.closing?.(s, side) ?? []);
          won = b.sc.hooks.victory?.(q.state) ?? null; // 5.0
          return next ? '6.2.1' : '7.B';
        case '6.2.1':
          q.emit(play.phaseBegan(s, s.turn, side, next!, s.playerTurn));
          q.emitAll(play.opening?.(q.state, side, next!, q.rng) ?? []);
          return '5.0';
        case '7.B':
          q.emitAll(play.cardGoes(s, side, q.rng));
          after = afterPlayerTurn(b.sc.turns, s.turn, s.playerTurn);
          if (after.kind === 'second-player-turn') {
            q.emit(play.phaseBegan(q.state, after.turn, after.side, 'campaign-card', 2)); // 6.2.2
            return '5.0';
          }
          if (play.endTurnPhase) q.emit(play.endTurnPhase(q.state, side));
          return '6.2.3';
        case '6.2.3':
          if (after?.kind !== 'next-turn') {
            q.emit(play.gameEnded(finalResult(b, s))); // 6.2.3, 5.0: the game ends after the last turn
            return null;
          }
          q.emit(play.phaseBegan(s, after.turn, after.side, 'campaign-card', 1)); // the Turn marker moves one box
          return '5.0';
        case '5.0':
          if (won) q.emit(play.gameEnded(won));
          return null;
      }
    },
    (s) => s.phase === 'game-over',
  );
  return seq.events;
}
