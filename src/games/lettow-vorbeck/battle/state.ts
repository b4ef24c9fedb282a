// State of the Battle Phase for Lettow-Vorbeck: the system's battle state (hand-of-destiny/battle/)
// with the scenario's sides. 24.4 Air Support uses the system's support fields.
import type { Side } from '../data/types.ts';
import type * as Sys from '../../hand-of-destiny/battle/state.ts';

export type StandingOrders = Sys.StandingOrders;
export { NO_ORDERS } from '../../hand-of-destiny/battle/state.ts';
export type Hits = Sys.Hits<Side>;
export type Fight = Sys.Fight<Side>;
export type BattleState = Sys.BattleState<Side>;
export type PendingKind = Sys.PendingKind;
export type Pending = Sys.Pending<Side>;
