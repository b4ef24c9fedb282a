// State of the Battle Phase (rules 13-20, 24.4) and of decisions pending for a player. Owned by
// the battle rules.
import type { Side } from '../data/types.ts';

/** Standing orders (/orders): how the game decides for a side without asking it. 'ask' = wait. */
export interface StandingOrders {
  losses: 'ask' | 'weakest-first' | 'strongest-first'; // 13.3, R20; also 20.C
  retreat: 'ask' | 'nearest-supply'; // 13.5, R24
  fire: 'ask' | 'strongest-first' | 'weakest-first'; // 13.1.2, R37 (a standing fire order never breaks off)
  pursuit: 'ask' | 'never'; // 19.0
  recruit: 'ask' | 'strongest'; // 20.B
}

export const NO_ORDERS: StandingOrders = { losses: 'ask', retreat: 'ask', fire: 'ask', pursuit: 'ask', recruit: 'ask' };

/** BRT results (13.3) of the unit that last fired, still to be applied to the target side. */
export interface Hits {
  target: Side;
  by: string; // the firing unit
  e: number; // eliminations still to apply (13.3.B: all of them first)
  p: number; // then panics
}

/** One battle being fought (13.1) and its aftermath (R44). */
export interface Fight {
  space: string;
  attacker: Side; // the phasing side (13.B)
  defender: Side;
  pursuit: boolean; // a battle started by a pursuit (19.2.B, R25)
  /** Every unit that entered the battle, per side (for the record and the Major Battle size, R33). */
  forces: Record<Side, string[]>;
  /** Effective Battle Strength of each unit at the start of the battle (21.4.B). */
  strength: Record<string, number>;
  major: boolean; // 20.A, R33
  airSupport: boolean; // 24.4: +1 to the Allied roll in every round
  round: number;
  /** Who has Tactical Superiority this round; null until rolled (13.1.1). */
  superior: Side | null;
  /** Side whose turn it is to fire (13.1.2.E-F). */
  turn: Side;
  /** Units that have fired or broken off this round (R37). */
  fired: string[];
  hits: Hits | null;
  eliminated: string[];
  brokeOff: string[];
  /** Units panicked at any time in this battle (19.1.D). */
  panickedHere: string[];
  /** Set once the battle is decided (13.1.4, 13.4). */
  decided: boolean;
  winner: Side | null;
  loser: Side | null;
  reason: string | null;
  /** Post-battle steps done (R44). */
  majorWinDone: boolean;
  majorLossDone: boolean;
  pursuitDone: boolean;
  /** 20.B: unit placed by the Major Battle win (never pursues). */
  majorRecruit: string | null;
  pursuitInto: string | null;
}

export interface BattleState {
  /** The Battle Phase this belongs to (`turn-playerTurn`); a new Battle Phase starts fresh. */
  key: string;
  /** Standing orders per side (kept across phases). */
  orders: Record<Side, StandingOrders>;
  /** 24.4, R19: Air Support already tried in this Allied Battle Phase. */
  airSupportTried: boolean;
  /** Space where the Air Support roll gave +1 (the next battle fought there). */
  airSupportSpace: string | null;
  /** Units that have pursued in this Battle Phase (R44: at most once each). */
  pursued: string[];
  /** Spaces fought over in this Battle Phase, in order. */
  fought: string[];
  /** A pursuit ended in an enemy-occupied space: that battle is fought at once (R25, R44). */
  queued: string | null;
  fight: Fight | null;
}

/** 'card-choice': a card event that asks a player to choose (Fever and Tsetse, cards-events/immediate.ts). */
export type PendingKind = 'fire' | 'loss' | 'retreat' | 'pursuit' | 'major-recruit' | 'major-loss' | 'card-choice';

/** A decision the game waits for, addressed to one side (loss allocation, retreat, ...). */
export interface Pending {
  side: 'German' | 'Allied';
  kind: PendingKind;
  space: string;
  prompt: string;
}
