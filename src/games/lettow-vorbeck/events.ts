// Lettow-Vorbeck events: facts in the past tense. Every random outcome (deck orders, dice) is
// written into the event, so replaying the log needs no randomness.
import type { GameResult } from '../../engine/types.ts';
import type { BattleEvent } from './battle/events.ts';
import type { MarchEvent } from './march/events.ts';
import type { Side } from './data/types.ts';
import type { LvOptions, Phase } from './state.ts';

export type LvEvent = CoreEvent | MarchEvent | BattleEvent;

export type CoreEvent =
  | {
      type: 'game-set-up'; // 25.0
      options: LvOptions;
      units: Record<string, string>; // unit id -> location
      markers: Record<string, string>;
      decks: Record<Side, string[]>; // shuffled draw piles, top first
    }
  | { type: 'setup-unit-placed'; side: Side; unit: string; from: string; to: string } // 25.1, 25.2
  | { type: 'setup-finished'; side: Side }
  | { type: 'deck-reshuffled'; side: Side; order: string[]; reason: 'empty' | 'event' } // 7.2, R18
  | { type: 'card-drawn'; side: Side; card: string } // 6.2.1.1, 7.A
  | { type: 'card-discarded'; side: Side; card: string } // 7.B
  | { type: 'card-removed'; side: Side; card: string } // 7.1.4
  | { type: 'phase-began'; turn: number; side: Side; phase: Phase; playerTurn: 1 | 2 } // 6.2
  | { type: 'game-ended'; result: GameResult } // 26.B, 26.C-D, R31
  | { type: 'sandbox-unit-placed'; unit: string; from: string; to: string }
  | { type: 'sandbox-unit-removed'; unit: string; from: string; to: string }
  | { type: 'sandbox-card-stacked'; side: Side; card: string; from: 'draw' | 'discard' | 'removed' | 'current' };
