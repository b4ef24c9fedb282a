// Lettow-Vorbeck as a Hand of Destiny scenario (23.0-30.0): its component data in the system's
// terms (pieces.ts), and the hooks where its rules supersede the system rules (2.1.D).
import { boardOf, type Board } from '../hand-of-destiny/board.ts';
import type { DestinyPosition, Refusal, Scenario } from '../hand-of-destiny/scenario.ts';
import type { Contingent, MoveKey, Side } from './data/types.ts';
import { entryCovers } from './march/covers.ts';
import { markerById, unitById } from './data/units.ts';
import { LV_DATA } from './pieces.ts';
import { currentBattle } from '../hand-of-destiny/battle/phase.ts';
import {
  airSupportFor,
  battleBonus,
  breakoffQualified,
  majorRecruitPool,
  modifierRule,
  pursuitAllow,
  retreatAllow,
  retreatTargets,
  scenarioModifiers,
} from './battle/forces.ts';
import { closedSpace, otherContingentAt } from './common/space.ts';
import type { LvState } from './state.ts';
import { isSupplySource, suppliedByScenario } from './supply/sources.ts';
import { finalEvaluation, suddenDeath } from './victory.ts';

/** The state fields a hook reads are the system's DestinyPosition; hooks are only ever called with LvState. */
const lv = (pos: DestinyPosition<Side>): LvState => pos as LvState;

/** 28.1.B, R35: Belgian Congo and Portuguese East Africa are closed before Allied Intervention. */
export function closedRefusal(state: LvState, to: string): Refusal | null {
  const closed = closedSpace(state, to);
  return closed ? { rule: '28.1.B', message: `no unit may enter ${closed} before Allied Intervention (${to})` } : null;
}

/** 29.B, R12: units of one Allied contingent may not end a phase with another's. */
export function contingentRefusal(
  state: LvState,
  contingent: Contingent | null,
  moving: readonly string[],
  to: string,
): Refusal | null {
  if (contingent && otherContingentAt(state, to, contingent, moving)) {
    return {
      rule: '29.B',
      message: `${contingent} units may not end a phase in ${to} with units of another Allied contingent (R12)`,
    };
  }
  return null;
}

/** The Allied contingent of a stack (29.A), or null for German units. */
const contingentOf = (units: readonly string[]): Contingent | null => {
  const d = units.length > 0 ? unitById(units[0]!) : null;
  return d?.side === 'Allied' ? d.contingent : null;
};

/** 29.B, R12: units of different Allied contingents may not move as one stack. */
function mixedContingents(units: readonly string[]): Refusal | null {
  let first: Contingent | null = null; // asked for every prefix of every stack considered: no sets built
  for (const u of units) {
    const d = unitById(u);
    if (d.side !== 'Allied') continue;
    if (first === null) first = d.contingent;
    else if (d.contingent !== first)
      return { rule: '29.B', message: 'units of different Allied contingents may not move as one stack' };
  }
  return null;
}

export const LV_SCENARIO: Scenario<Side> = {
  ...LV_DATA,
  advanced: (pos) => lv(pos).options.advanced, // R41: a game option
  hooks: {
    eliminatedGoesTo: (u) => (u.side === 'German' ? 'german-recruit-box' : 'allied-recruit-box'), // 27.1.B
    cardCovers: (key, unit) => entryCovers(key as MoveKey, unit.id), // R1-R3, 24.3, 11.1.3
    mayEnter: (pos, _units, to) => closedRefusal(lv(pos), to), // 28.1.B
    mayMoveTogether: (_pos, units) => mixedContingents(units), // 29.B
    stackingLegal: (pos, units, to) => contingentRefusal(lv(pos), contingentOf(units), units, to), // 29.B, R12: the one stacking check
    supplySource: (pos, space, side) => isSupplySource(lv(pos), space, side), // 21.2 as read by R29, or 30.2.B-E
    suppliedAt: (pos, space, side) => suppliedByScenario(lv(pos), space, side), // 30.2.C-D
    victory: (pos) => suddenDeath(lv(pos)), // 26.B
    // The battle procedure (13-20, system) with this scenario's rules (battle/forces.ts):
    modifierRule: (id) => modifierRule(id), // the Tactical Modifiers table
    battleBonus: (pos, space, side) => battleBonus(lv(pos), space, side), // 8.2, R23
    battleSupport: (pos, space, attacker) =>
      airSupportFor(lv(pos), space, attacker, currentBattle(LV_BOARD, lv(pos)).airSupportSpace), // 24.4, R19
    battleModifiers: (_pos, battle, side) => scenarioModifiers(battle, side), // 24.4, TEC
    mayBreakOff: (pos, unit) => breakoffQualified(lv(pos), unit), // 18.D, R26, 30.1
    retreatAllow: (pos, units) => retreatAllow(lv(pos), units), // R24, R12, R35, 28.1.B
    pursuitAllow: (pos, units) => pursuitAllow(lv(pos), units), // R25
    majorRecruitPool: (_pos, winner, forces, pool) => majorRecruitPool(winner, forces, pool), // 20.B, 29.B
    fortMarkerHome: (marker) => markerById(marker).setup, // 22.2, 22.3.A
    retreatTargets: (pos, side) => retreatTargets(lv(pos), side), // standing order nearest-supply
    finalResult: (pos) => finalEvaluation(lv(pos)), // 26.C-D, R31
  },
};

export const LV_BOARD: Board<Side> = boardOf(LV_SCENARIO);
