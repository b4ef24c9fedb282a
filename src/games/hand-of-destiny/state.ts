// The state of a Hand of Destiny game played by the system module: a plain JSON value, changed only by evolve().
import type { GameResult } from '../../engine/types.ts';

/** The phases of the sequence of play (6.2), and the end. */
export type DestinyPhase = 'campaign-card' | 'recruiting' | 'march' | 'battle' | 'game-over';

export interface DestinyDeck {
  draw: string[]; // top first, hidden (7.A)
  current: string | null; // 7.C
  discard: string[]; // 7.B
  removed: string[]; // 7.1.4
}

/** BRT results (13.3) of the unit that last fired, still to apply to the target side. */
export interface Hits<S extends string = string> {
  target: S;
  by: string;
  e: number;
  p: number;
}

/** One battle being fought (13.1). */
export interface Fight<S extends string = string> {
  space: string;
  attacker: S; // 13.B: the phasing side
  defender: S;
  forces: Record<S, string[]>;
  strength: Record<string, number>; // 21.4.B: at the start of the battle
  round: number;
  superior: S | null; // 13.1.1, null until rolled
  turn: S; // 13.1.2.E-F
  fired: string[];
  hits: Hits<S> | null;
  eliminated: string[];
  decided: boolean;
  winner: S | null;
  loser: S | null;
}

export type PendingKind = 'fire' | 'loss' | 'retreat';

export interface DestinyPending<S extends string = string> {
  side: S;
  kind: PendingKind;
  space: string;
  prompt: string;
}

export interface DestinyState<S extends string = string> {
  started: boolean;
  turn: number;
  phase: DestinyPhase;
  activeSide: S;
  playerTurn: 1 | 2;
  units: Record<string, { location: string; panicked: boolean }>;
  markers: Record<string, string>;
  decks: Record<S, DestinyDeck>;
  /** 11.E, 12.4.B: units that have moved (or been transported) this March Phase. */
  moved: string[];
  /** 21.4.A: units out of supply as the March Phase began. */
  outOfSupply: string[];
  fight: Fight<S> | null;
  pending: DestinyPending<S> | null;
  result: GameResult | null;
}
