// The British player's actions (imperatives). Combat actions ("combat.…") go to the combat engine.
import type { CombatAction } from './combat/contract.ts';
import type { StandingOrders } from './orders/orders.ts';

export type HodAction =
  | { type: 'continue' } // pass the current decision and run on to the next one
  | { type: 'night-assault'; objective: string; units: string[]; hex?: string; recon?: boolean } // 2.3, 3.1
  | { type: 'form-column'; at: 'camp' | 'fort'; units: string[] } // 2.4
  | { type: 'declare-assault'; objective: string; units: string[]; hex?: string; depart?: number; recon?: boolean } // 2.5, 3.1
  | { type: 'withdraw-assault'; column: string } // 2.5
  | { type: 'depart'; columns: string[] } // 3.3: these tactical columns start moving this hour
  | { type: 'card-choice'; choice: string[] } // 2.8: the counters (EV-12, EV-15) or outpost (EV-18) the card strikes
  | { type: 'bombard-laager'; laager: string; section: string } // 2.11
  | { type: 'transfer'; units: string[]; to: string } // 2.13
  | { type: 'use-supplies'; medical: string[]; herds: string[] } // 2.15
  | { type: 'load-convoy' } // 2.17
  | { type: 'set-orders'; side?: string; orders: Partial<StandingOrders> } // side: sent by /orders; British only
  | { type: 'sandbox-draw'; counters: string[] }
  | { type: 'sandbox-place'; unit: string; at: string }
  | { type: 'sandbox-remove'; unit: string }
  | { type: 'sandbox-card'; side: string; card: string }
  | CombatAction;
