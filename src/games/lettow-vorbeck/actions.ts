// Lettow-Vorbeck actions: what a player asks for.
import type { BattleAction } from './battle/actions.ts';
import type { MarchAction } from './march/actions.ts';

export type LvAction = CoreAction | MarchAction | BattleAction;

export type CoreAction =
  | { type: 'draw-card' } // 6.2.1.1
  | { type: 'end-phase' } // 6.2
  | { type: 'setup-place'; unit: string; at: string } // 25.1, 25.2 (setup:choose)
  | { type: 'sandbox-place'; unit: string; at: string }
  | { type: 'sandbox-remove'; unit: string }
  | { type: 'sandbox-card'; side: string; card: string };
