// Events of the system module: facts in the past tense, every die written in.
import type { GameResult } from '../../engine/types.ts';
import type { BrtResult, Modifier } from './scenario.ts';
import type { DestinyPending, DestinyPhase } from './state.ts';

export interface SuperiorityRoll<S extends string = string> {
  side: S;
  die: number;
  modifiers: Modifier[];
  total: number;
}

export type DestinyEvent<S extends string = string> =
  | { type: 'game-set-up'; units: Record<string, string>; decks: Record<S, string[]> }
  | { type: 'deck-reshuffled'; side: S; order: string[] } // 7.2
  | { type: 'card-drawn'; side: S; card: string } // 7.A
  | { type: 'card-discarded'; side: S; card: string } // 7.B
  | { type: 'card-removed'; side: S; card: string } // 7.1.4
  | { type: 'phase-began'; turn: number; side: S; phase: DestinyPhase; playerTurn: 1 | 2; outOfSupply: string[] } // 6.2, 21.4.A
  // 11.0-12.3: a stack moved along `path`; `carried` land units rode a fleet, embarked and debarked (12.4).
  | { type: 'units-moved'; side: S; units: string[]; carried: string[]; path: string[] }
  | { type: 'battle-started'; space: string; attacker: S; defender: S; forces: Record<S, string[]>; strength: Record<string, number> } // 13.1
  | { type: 'superiority-rolled'; space: string; round: number; attacker: SuperiorityRoll<S>; defender: SuperiorityRoll<S>; winner: S } // 13.1.1
  | { type: 'unit-fired'; space: string; side: S; unit: string; dice: number[]; results: BrtResult[] } // 13.1.2, 13.2
  | { type: 'loss-taken'; space: string; side: S; unit: string; result: 'E' | 'P'; effect: 'eliminated' | 'panicked'; to: string | null } // 13.3
  | { type: 'result-ignored'; space: string; side: S; result: 'E' | 'P'; rule: string } // 13.3.2 exception, 14.A, 16.B
  | { type: 'round-ended'; space: string; round: number } // 13.1.3
  | { type: 'battle-won'; space: string; winner: S; loser: S; rule: string } // 13.1.4, 13.4
  | { type: 'retreated'; space: string; side: S; units: string[]; to: string; byRiver: boolean } // 13.5.A-B
  | { type: 'retreat-eliminated'; space: string; side: S; units: string[]; to: string } // 13.5.C
  | { type: 'rallied'; space: string; units: string[] } // 13.6
  | { type: 'battle-finished'; space: string; winner: S | null }
  | { type: 'awaiting'; pending: DestinyPending<S> }
  | { type: 'game-ended'; result: GameResult };
