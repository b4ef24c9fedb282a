// The state of a Hand of Destiny game played by the system module: a plain JSON value, changed only by evolve().
import type { GameResult } from '../../engine/types.ts';
import type { DeckPiles } from './deck.ts';
import type { BattleState, Pending } from './battle/state.ts';

/** The phases of the sequence of play (6.2), and the end. */
export type DestinyPhase = 'campaign-card' | 'recruiting' | 'march' | 'battle' | 'game-over';

export interface DestinyState<S extends string = string> {
  started: boolean;
  turn: number;
  phase: DestinyPhase;
  activeSide: S;
  playerTurn: 1 | 2;
  units: Record<string, { location: string; panicked: boolean }>;
  markers: Record<string, string>;
  decks: Record<S, DeckPiles>; // 7.A-C, 7.1.4 (deck.ts)
  /** 11.E, 12.4.B: units that have moved (or been transported) this March Phase. */
  moved: string[];
  /** 12.4.B: those of them that were transported by a fleet. */
  carried: string[];
  /** 21.4.A: units out of supply as the March Phase began. */
  outOfSupply: string[];
  /** The Battle Phase and the battle being fought (13-20, battle/). */
  battle: BattleState<S> | null;
  pending: Pending<S> | null; // a decision the game waits for (the battle procedure's, battle/state.ts)
  result: GameResult | null;
}
