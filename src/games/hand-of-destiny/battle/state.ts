// State of the Battle Phase (13-20) and of the decisions pending for a player: the one battle
// procedure of the system, used by the system module and by every scenario module (2.1.D).
import type { DestinyPosition } from '../scenario.ts';

/** Standing orders (/orders): how the game decides for a side without asking it. 'ask' = wait. */
export interface StandingOrders {
  losses: 'ask' | 'weakest-first' | 'strongest-first'; // 13.3; also 20.C
  retreat: 'ask' | 'nearest-supply'; // 13.5
  fire: 'ask' | 'strongest-first' | 'weakest-first'; // 13.1.2 (a standing fire order never breaks off)
  pursuit: 'ask' | 'never'; // 19.0
  recruit: 'ask' | 'strongest'; // 20.B
}

export const NO_ORDERS: StandingOrders = { losses: 'ask', retreat: 'ask', fire: 'ask', pursuit: 'ask', recruit: 'ask' };

/** BRT results (13.3) of the unit that last fired, still to be applied to the target side. */
export interface Hits<S extends string = string> {
  target: S;
  by: string; // the firing unit
  e: number; // eliminations still to apply (13.3.B: all of them first)
  p: number; // then panics
}

/** One battle being fought (13.1) and its aftermath (13.5, 20, 22.2, 13.6, 19). */
export interface Fight<S extends string = string> {
  space: string;
  attacker: S; // the phasing side (13.B)
  defender: S;
  pursuit: boolean; // a battle started by a pursuit (19.2.B)
  /** Every unit that entered the battle, per side (for the record and the Major Battle size, 20.A). */
  forces: Record<S, string[]>;
  /** Effective Battle Strength of each unit at the start of the battle (21.4.B). */
  strength: Record<string, number>;
  major: boolean; // 20.A
  /** A scenario's support roll made before the battle gave +1 (e.g. 24.4 air support). */
  airSupport: boolean;
  round: number;
  /** Who has Tactical Superiority this round; null until rolled (13.1.1). */
  superior: S | null;
  /** Side whose turn it is to fire (13.1.2.E-F). */
  turn: S;
  /** Units that have fired or broken off this round (13.1.2, 18.0). */
  fired: string[];
  hits: Hits<S> | null;
  eliminated: string[];
  brokeOff: string[];
  /** Units panicked at any time in this battle (19.1.D). */
  panickedHere: string[];
  /** Set once the battle is decided (13.1.4, 13.4). */
  decided: boolean;
  winner: S | null;
  loser: S | null;
  reason: string | null;
  /** Post-battle steps done. */
  majorWinDone: boolean;
  majorLossDone: boolean;
  pursuitDone: boolean;
  /** 20.B: unit placed by the Major Battle win (never pursues). */
  majorRecruit: string | null;
  pursuitInto: string | null;
}

export interface BattleState<S extends string = string> {
  /** The Battle Phase this belongs to (`turn-playerTurn`); a new Battle Phase starts fresh. */
  key: string;
  /** Standing orders per side (kept across phases). */
  orders: Record<S, StandingOrders>;
  /** A scenario's once-per-phase support roll already tried (e.g. 24.4). */
  airSupportTried: boolean;
  /** Space where the support roll gave +1 (the next battle fought there). */
  airSupportSpace: string | null;
  /** Units that have pursued in this Battle Phase (19.0: at most once each). */
  pursued: string[];
  /** Spaces fought over in this Battle Phase, in order. */
  fought: string[];
  /** A pursuit ended in an enemy-occupied space: that battle is fought at once (19.2.B). */
  queued: string | null;
  fight: Fight<S> | null;
}

/** 'card-choice': a scenario card event that asks a player to choose (it shares state.pending). */
export type PendingKind = 'fire' | 'loss' | 'retreat' | 'pursuit' | 'major-recruit' | 'major-loss' | 'card-choice';

/** A decision the game waits for, addressed to one side (loss allocation, retreat, ...). */
export interface Pending<S extends string = string> {
  side: S;
  kind: PendingKind;
  space: string;
  prompt: string;
}

/** What the battle procedure reads and writes of a module's state (the system module's and every scenario module's). */
export interface BattleHost<S extends string = string> extends DestinyPosition<S> {
  playerTurn: 1 | 2;
  phase: string;
  battle: BattleState<S> | null;
  pending: Pending<S> | null;
}
