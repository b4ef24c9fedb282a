// Actions of the Battle Phase and of pending decisions (the system's battle procedure).
import type { StandingOrders } from './state.ts';

export type BattleAction =
  | { type: 'fight'; space: string } // 13.1.A: the attacker picks the next battle
  | { type: 'fire'; unit: string } // 13.1.2
  | { type: 'breakoff'; unit: string; to: string } // 18.0
  | { type: 'take-loss'; unit: string } // 13.3; 20.C
  | { type: 'retreat'; to: string } // 13.5
  | { type: 'pursue'; units: string[]; to: string } // 19.2
  | { type: 'pursue-none' }
  | { type: 'major-recruit'; unit: string } // 20.B
  | { type: 'set-orders'; side?: string; orders: Partial<StandingOrders> };
