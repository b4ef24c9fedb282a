// Events of the system module: facts in the past tense, every die written in.
import type { GameResult } from '../../engine/types.ts';
import type { DeckEvent } from './deck.ts';
import type { BattleEvent } from './battle/events.ts';
import type { DestinyPhase } from './state.ts';

export type DestinyEvent<S extends string = string> =
  | { type: 'game-set-up'; units: Record<string, string>; decks: Record<S, string[]> }
  | DeckEvent<S> // 7.A, 7.B, 7.1.4, 7.2
  | { type: 'phase-began'; turn: number; side: S; phase: DestinyPhase; playerTurn: 1 | 2; outOfSupply: string[] } // 6.2, 21.4.A
  // 11.0-12.3: a stack moved along `path`; `carried` land units rode a fleet, embarked and debarked (12.4).
  | { type: 'units-moved'; side: S; units: string[]; carried: string[]; path: string[] }
  | BattleEvent<S> // 13-20: the battle record (battle/events.ts)
  | { type: 'game-ended'; result: GameResult };
