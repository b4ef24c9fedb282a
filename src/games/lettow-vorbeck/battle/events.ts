// Events of the Battle Phase. Types start with "battle." so the dispatchers can route them.
//
// THE BATTLE RECORD (for the renderer). One battle is every event from a `battle.started` up to and
// including the next `battle.finished` (a pursuit battle 19.2.B, R25 follows with its own
// `battle.started`). In order:
//   battle.air-support-rolled?   (24.4, R19: before the battle, Allied attacks only)
//   battle.started               both forces in full (ids, names, types, strengths, elite, panicked)
//   per round (13.1.3):
//     battle.superiority-rolled  both dice, every modifier by id and rule, totals, who won (13.1.1)
//     then, alternating (13.1.2, R37), for each unit that acts:
//       battle.unit-fired        the unit, its dice (one per strength point) and the BRT letter of each die
//       battle.loss-taken*       each result applied: which unit, E or P, effect (eliminated/panicked),
//                                who chose it (player / standing orders / forced)
//       battle.result-ignored*   a P with no unit able to take it (14.0, 16.B, R20)
//       or battle.unit-broke-off (18.0, R45) instead of firing
//     battle.round-ended
//   battle.won                   winner / loser (both null after an all-breakoff, R45), reason
//   battle.retreated | battle.retreat-eliminated   (13.5, R24)
//   battle.major-recruit?, battle.major-loss?      (20.B-C, R33)
//   battle.fort-removed?                            (22.2, 22.3.A)
//   battle.rallied                                  (13.6)
//   battle.pursued | battle.pursuit-declined ?      (19.0, R44)
//   battle.finished              summary: forces, winner, rounds, eliminated, broke off, retreat
// `battle.awaiting` marks where the game waited for a player (state.pending); it is not part of the
// battle picture. All units in a battle space are revealed to both sides (R36), so every battle event
// is public.
import type { AirSupportResult, ModifierId } from '../data/tables.ts';
import type { BrtResult, Side, UnitType } from '../data/types.ts';
import type { Pending, StandingOrders } from './state.ts';

/** Who made a choice: the player, their standing orders, or nobody (only one legal option). */
export type ChosenBy = 'player' | 'orders' | 'forced';

export interface ForceUnit {
  unit: string;
  name: string;
  type: UnitType;
  strength: number; // effective Battle Strength (21.4.B)
  elite: boolean;
  artillery: boolean;
  panicked: boolean;
}

export interface SuperiorityRoll {
  side: Side;
  die: number;
  modifiers: { id: ModifierId; rule: string; value: number }[];
  total: number;
}

export type BattleEvent =
  | { type: 'battle.orders-set'; side: Side; orders: StandingOrders }
  | { type: 'battle.air-support-rolled'; space: string; die: number; result: AirSupportResult } // 24.4, R19
  | {
      type: 'battle.started'; // 13.1
      space: string;
      attacker: Side;
      defender: Side;
      terrain: string;
      /** Fortress/Base/fort marker in the space and whether the defender may use it (14.0, 22.2, R21). */
      fortification: { kind: 'Fortress' | 'Base' | 'Fort marker'; usableBy: Side } | null;
      forces: Record<Side, ForceUnit[]>;
      major: boolean; // 20.A, R33
      airSupport: boolean; // 24.4: +1 to the Allies in every round
      pursuit: boolean; // started by a pursuit (19.2.B)
    }
  | { type: 'battle.superiority-rolled'; space: string; round: number; attacker: SuperiorityRoll; defender: SuperiorityRoll; winner: Side } // 13.1.1
  | { type: 'battle.awaiting'; pending: Pending }
  | { type: 'battle.unit-fired'; space: string; round: number; side: Side; unit: string; unitType: UnitType; dice: number[]; results: BrtResult[]; chosenBy: ChosenBy } // 13.1.2, 13.2
  | { type: 'battle.loss-taken'; space: string; side: Side; unit: string; result: 'E' | 'P'; effect: 'eliminated' | 'panicked'; by: string; chosenBy: ChosenBy; to: string | null } // 13.3
  | { type: 'battle.result-ignored'; space: string; side: Side; result: 'E' | 'P'; by: string; rule: string } // 13.3.2 exc., 14.A, 16.B, R20
  | { type: 'battle.unit-broke-off'; space: string; round: number; side: Side; unit: string; to: string; chosenBy: ChosenBy } // 18.0, R45
  | { type: 'battle.round-ended'; space: string; round: number } // 13.1.3
  | { type: 'battle.won'; space: string; winner: Side | null; loser: Side | null; rule: string } // 13.1.4, 13.4, R38, R45
  | { type: 'battle.retreated'; space: string; side: Side; units: string[]; to: string; chosenBy: ChosenBy } // 13.5, R24
  | { type: 'battle.retreat-eliminated'; space: string; side: Side; units: string[]; to: string } // 13.5.C
  | { type: 'battle.major-recruit'; space: string; side: Side; unit: string | null; chosenBy: ChosenBy } // 20.B, 20.D
  | { type: 'battle.major-loss'; space: string; side: Side; unit: string | null; from: string | null; to: string | null; chosenBy: ChosenBy } // 20.C, 20.D
  | { type: 'battle.fort-removed'; space: string; marker: string; to: string; rule: string } // 22.2, 22.3.A
  | { type: 'battle.rallied'; space: string; units: string[] } // 13.6
  | { type: 'battle.pursued'; space: string; side: Side; units: string[]; to: string; chosenBy: ChosenBy } // 19.2
  | { type: 'battle.pursuit-declined'; space: string; side: Side; chosenBy: ChosenBy } // 19.2.A "some, none or all"
  | {
      type: 'battle.finished';
      space: string;
      attacker: Side;
      defender: Side;
      winner: Side | null;
      loser: Side | null;
      rounds: number;
      forces: Record<Side, string[]>;
      eliminated: string[];
      brokeOff: string[];
      pursuitInto: string | null;
    };

export const isBattleEvent = (e: { type: string }): e is BattleEvent => e.type.startsWith('battle.');
