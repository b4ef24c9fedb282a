// Events of the Battle Phase: the system's battle record (hand-of-destiny/battle/events.ts, which
// documents it), plus 24.4 Air Support, rolled before an Allied battle.
//   battle.air-support-rolled?   (24.4, R19: before the battle, Allied attacks only)
// All units in a battle space are revealed to both sides (R36), so every battle event is public.
import type { AirSupportResult } from '../data/tables.ts';
import type { Side } from '../data/types.ts';
import type * as Sys from '../../hand-of-destiny/battle/events.ts';

export type ChosenBy = Sys.ChosenBy;
export type ForceUnit = Sys.ForceUnit;
export type SuperiorityRoll = Sys.SuperiorityRoll<Side>;

export type BattleEvent =
  Sys.BattleEvent<Side> | { type: 'battle.air-support-rolled'; space: string; die: number; result: AirSupportResult }; // 24.4, R19

export const isBattleEvent = (e: { type: string }): e is BattleEvent => e.type.startsWith('battle.');
