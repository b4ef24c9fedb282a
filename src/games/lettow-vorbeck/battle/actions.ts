// Actions of the Battle Phase and of pending decisions.
import type { StandingOrders } from './state.ts';

export type BattleAction =
  | { type: 'fight'; space: string } // 13.1.A: the attacker picks the next battle
  | { type: 'air-support'; space: string } // 24.4, R19: roll, then fight that battle
  | { type: 'fire'; unit: string } // 13.1.2, R37
  | { type: 'breakoff'; unit: string; to: string } // 18.0, R45
  | { type: 'take-loss'; unit: string } // 13.3, R20; 20.C
  | { type: 'retreat'; to: string } // 13.5, R24
  | { type: 'pursue'; units: string[]; to: string } // 19.2
  | { type: 'pursue-none' }
  | { type: 'major-recruit'; unit: string } // 20.B
  | { type: 'set-orders'; side?: string; orders: Partial<StandingOrders> };

export const BATTLE_ACTION_TYPES: readonly string[] = [
  'fight',
  'air-support',
  'fire',
  'breakoff',
  'take-loss',
  'retreat',
  'pursue',
  'pursue-none',
  'major-recruit',
  'set-orders',
];
