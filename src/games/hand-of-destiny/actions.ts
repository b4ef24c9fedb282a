// Actions of the system module: what a player asks for.
import type { BattleAction } from './battle/actions.ts';

export type DestinyAction =
  | { type: 'draw-card' } // 6.2.1.1, 7.A
  | { type: 'end-phase' } // 6.2
  | { type: 'move'; units: string[]; to: string; via?: string[] } // 11.0, 12.3-12.4 (a fleet carries the land units named with it)
  | BattleAction; // 13-20 (battle/actions.ts)
