// Events of the Battle Phase (13-20). Types start with "battle." so the dispatchers can route them.
//
// THE BATTLE RECORD (for the renderer). One battle is every event from a `battle.started` up to and
// including the next `battle.finished` (a pursuit battle, 19.2.B, follows with its own `battle.started`).
// In order:
//   (a scenario's pre-battle roll, e.g. 24.4 air support, recorded by the scenario module)
//   battle.started               both forces in full (ids, names, types, strengths, elite, panicked)
//   per round (13.1.3):
//     battle.superiority-rolled  both dice, every modifier by id and rule, totals, who won (13.1.1)
//     then, alternating (13.1.2), for each unit that acts:
//       battle.unit-fired        the unit, its dice (one per strength point) and the BRT letter of each die
//       battle.loss-taken*       each result applied: which unit, E or P, effect (eliminated/panicked),
//                                who chose it (player / standing orders / forced)
//       battle.result-ignored*   a P with no unit able to take it (13.3.2 exception, 14.A, 16.B)
//       or battle.unit-broke-off (18.0) instead of firing
//     battle.round-ended
//   battle.won                   winner / loser (both null after an all-breakoff), reason
//   battle.retreated | battle.retreat-eliminated   (13.5)
//   battle.major-recruit?, battle.major-loss?      (20.B-C)
//   battle.fort-removed?                            (22.2, 22.3.A)
//   battle.rallied                                  (13.6)
//   battle.pursued | battle.pursuit-declined ?      (19.0)
//   battle.finished              summary: forces, winner, rounds, eliminated, broke off, retreat
// `battle.awaiting` marks where the game waited for a player (state.pending); it is not part of the
// battle picture.
import type { GameResult } from '../../../engine/types.ts';
import type { BrtResult } from '../scenario.ts';
import type { Pending, StandingOrders } from './state.ts';

/** Who made a choice: the player, their standing orders, or nobody (only one legal option). */
export type ChosenBy = 'player' | 'orders' | 'forced';

export interface ForceUnit<T extends string = string> {
  unit: string;
  name: string;
  type: T;
  strength: number; // effective Battle Strength (21.4.B)
  elite: boolean;
  artillery: boolean;
  panicked: boolean;
}

export interface SuperiorityRoll<S extends string = string, M extends string = string> {
  side: S;
  die: number;
  modifiers: { id: M; rule: string; value: number }[];
  total: number;
}

/** The battle events; S the sides, T the unit types, M the modifier ids, K the fortification kinds of a scenario. */
export type BattleEvent<
  S extends string = string,
  T extends string = string,
  M extends string = string,
  K extends string = string,
> =
  | { type: 'battle.orders-set'; side: S; orders: StandingOrders }
  | {
      type: 'battle.started'; // 13.1
      space: string;
      attacker: S;
      defender: S;
      terrain: string;
      /** Fortress/Base/fort marker in the space and whether the defender may use it (14.0, 22.2). */
      fortification: { kind: K; usableBy: S } | null;
      forces: Record<S, ForceUnit<T>[]>;
      major: boolean; // 20.A
      airSupport: boolean; // a scenario's support roll gave +1 (e.g. 24.4)
      pursuit: boolean; // started by a pursuit (19.2.B)
    }
  | {
      type: 'battle.superiority-rolled';
      space: string;
      round: number;
      attacker: SuperiorityRoll<S, M>;
      defender: SuperiorityRoll<S, M>;
      winner: S;
    } // 13.1.1
  | { type: 'battle.awaiting'; pending: Pending<S> }
  | {
      type: 'battle.unit-fired';
      space: string;
      round: number;
      side: S;
      unit: string;
      unitType: T;
      dice: number[];
      results: BrtResult[];
      chosenBy: ChosenBy;
    } // 13.1.2, 13.2
  | {
      type: 'battle.loss-taken';
      space: string;
      side: S;
      unit: string;
      result: 'E' | 'P';
      effect: 'eliminated' | 'panicked';
      by: string;
      chosenBy: ChosenBy;
      to: string | null;
    } // 13.3
  | { type: 'battle.result-ignored'; space: string; side: S; result: 'E' | 'P'; by: string; rule: string } // 13.3.2 exc., 14.A, 16.B
  | {
      type: 'battle.unit-broke-off';
      space: string;
      round: number;
      side: S;
      unit: string;
      to: string;
      chosenBy: ChosenBy;
    } // 18.0
  | { type: 'battle.round-ended'; space: string; round: number } // 13.1.3
  | { type: 'battle.won'; space: string; winner: S | null; loser: S | null; rule: string } // 13.1.4, 13.4
  // 13.5; byRiver only when a fleet carried the retreat along a river (13.5.B)
  | {
      type: 'battle.retreated';
      space: string;
      side: S;
      units: string[];
      to: string;
      chosenBy: ChosenBy;
      byRiver?: true;
    }
  | { type: 'battle.retreat-eliminated'; space: string; side: S; units: string[]; to: string } // 13.5.C
  | { type: 'battle.major-recruit'; space: string; side: S; unit: string | null; chosenBy: ChosenBy } // 20.B, 20.D
  | {
      type: 'battle.major-loss';
      space: string;
      side: S;
      unit: string | null;
      from: string | null;
      to: string | null;
      chosenBy: ChosenBy;
    } // 20.C, 20.D
  | { type: 'battle.fort-removed'; space: string; marker: string; to: string; rule: string } // 22.2, 22.3.A
  | { type: 'battle.rallied'; space: string; units: string[] } // 13.6
  | { type: 'battle.pursued'; space: string; side: S; units: string[]; to: string; chosenBy: ChosenBy } // 19.2
  | { type: 'battle.pursuit-declined'; space: string; side: S; chosenBy: ChosenBy } // 19.2.A "some, none or all"
  | {
      type: 'battle.finished';
      space: string;
      attacker: S;
      defender: S;
      winner: S | null;
      loser: S | null;
      rounds: number;
      forces: Record<S, string[]>;
      eliminated: string[];
      brokeOff: string[];
      pursuitInto: string | null;
    };

/** What the battle procedure emits: battle events, and the end of the game (5.0) after a battle. */
export type BattleOut<S extends string = string> = BattleEvent<S> | { type: 'game-ended'; result: GameResult };

export const isBattleEvent = (e: { type: string }): e is BattleEvent => e.type.startsWith('battle.');
