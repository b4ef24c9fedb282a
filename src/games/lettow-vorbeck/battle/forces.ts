// Who is in a battle and what each unit may do: panic immunity (13.3.2 exception, 14.0, 16.B, R20,
// R21, 22.2), breakoff (18.0, R26, 30.1, card), destinations of retreat, breakoff (13.5, R24) and
// pursuit (19.2, R25), Battle Strength (21.4.B).
import { CLOSED_REGIONS, isSpace, neighbours, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { markerById, unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { otherSide } from '../state.ts';
import { POOLS } from '../view.ts';
import { inSupply } from '../supply/supply.ts';
import { battleSpaces as destinyBattleSpaces, lossCandidatesAmong, panicImmune as destinyPanicImmune } from '../../hand-of-destiny/battle/forces.ts';
import { retreatOptions } from '../../hand-of-destiny/battle/retreat.ts';
import { fortifiedFor as destinyFortifiedFor } from '../../hand-of-destiny/stacking.ts';
import { LV_BOARD } from '../scenario.ts';
import { breakoffByCard } from '../cards-events/battle.ts';
import type { Fight } from './state.ts';

export const sideOf = (unit: string): Side => unitById(unit).side;

export const unitsAt = (state: LvState, space: string, side?: Side): string[] =>
  Object.entries(state.units)
    .filter(([id, u]) => u.location === space && (side === undefined || unitById(id).side === side))
    .map(([id]) => id)
    .sort();

/** Spaces where the phasing side has units together with enemy units: battles to fight (13.0.A). */
export const battleSpaces = (state: LvState): string[] => destinyBattleSpaces(LV_BOARD, state); // 13.0.A (system)

/** Units of `side` still in the battle: not eliminated, not broken off, still in the space. */
export const inBattle = (state: LvState, f: Fight, side: Side): string[] =>
  f.forces[side].filter((u) => !f.eliminated.includes(u) && !f.brokeOff.includes(u) && state.units[u]?.location === f.space);

export const unpanickedIn = (state: LvState, f: Fight, side: Side): string[] => inBattle(state, f, side).filter((u) => !state.units[u]!.panicked);

export const strengthOf = (f: Fight, unit: string): number => f.strength[unit] ?? unitById(unit).strength;

/**
 * 21.4.B: Battle Strength at the start of the battle. Out-of-supply units lose 1, to a minimum of 0
 * (advanced rules; inSupply() is always true in the Standard game, R41). R10: the battle space counts
 * as the defender's, so defenders draw supply from a source there and attackers do not.
 */
export function battleStrength(state: LvState, unit: string): number {
  const printed = unitById(unit).strength;
  return inSupply(state, unit) ? printed : Math.max(0, printed - 1); // 21.4.B
}

/** A Fortress/Base usable by `side` (14.C, R21) or `side`'s own fort marker (22.2) in `space`. */
export const fortifiedFor = (state: LvState, space: string, side: Side): boolean => destinyFortifiedFor(LV_BOARD, state, space, side);

/** The fortification shown in the battle record. */
export function fortificationAt(state: LvState, space: string): { kind: 'Fortress' | 'Base' | 'Fort marker'; usableBy: Side } | null {
  const f = spaceById(space).fortification;
  if (f) return { kind: f.kind, usableBy: f.usableBy };
  for (const [id, at] of Object.entries(state.markers)) {
    const m = markerById(id);
    if (at === space && m.kind === 'Fort' && m.side !== 'neutral') return { kind: 'Fort marker', usableBy: m.side };
  }
  return null;
}

/** R20: defending elite units (16.B) and defenders in a fortification of their side (13.3.2 exception, 14.A, 22.2) ignore panic. */
export const panicImmune = (state: LvState, f: Fight, unit: string): boolean => destinyPanicImmune(LV_BOARD, state, f.space, f.defender, unit);

/**
 * R20, 13.3.B: the units that may take the next result. Each E goes to an unpanicked unit if any is
 * left, else to a panicked one. Each P goes to an unpanicked unit that can be panicked; if all that
 * can be panicked are already panicked, to one of those (a second panic eliminates, 13.3.2).
 */
export function lossCandidates(state: LvState, f: Fight, target: Side, result: 'E' | 'P'): string[] {
  return lossCandidatesAmong(state, inBattle(state, f, target), result, (u) => panicImmune(state, f, u)); // 13.3.B (system)
}

/** Allied Intervention has been played (28.1.B). */
export const interventionPlayed = (state: LvState): boolean => {
  const d = state.decks.Allied;
  const id = 'ally-allied-intervention';
  return d.removed.includes(id) || d.current === id || d.discard.includes(id);
};

const closedRegionSpace = (space: string): boolean => CLOSED_REGIONS.some((r) => r.spaces.some((s) => s === space));

/** R12: another Allied contingent holds units in `space`. */
function otherContingentThere(state: LvState, space: string, units: readonly string[]): boolean {
  if (units.length === 0 || unitById(units[0]!).side !== 'Allied') return false;
  const contingents = new Set(units.map((u) => unitById(u).contingent));
  return unitsAt(state, space).some((u) => !units.includes(u) && unitById(u).side === 'Allied' && !contingents.has(unitById(u).contingent));
}

/**
 * R24: legal retreat/breakoff destinations from `space` for `units` of `side`: adjacent by land, rail
 * or river (never lake or ocean, 28.2.C), no enemy units, not a river space (13.5.B, R6), no other Allied
 * contingent (R12), not in a closed region before Intervention (28.1.B, R35).
 */
export function retreatDestinations(state: LvState, space: string, side: Side, units: readonly string[]): string[] {
  const before = !interventionPlayed(state);
  if (before && units.some((u) => ['Belgian', 'Portuguese'].includes(unitById(u).contingent))) return []; // R35: they do not retreat
  // 13.5.A-C (system): adjacent, no enemy units, no river space without a fleet (13.5.B).
  const allow = (to: string): boolean => !otherContingentThere(state, to, units) && !(before && closedRegionSpace(to)); // R12, 28.1.B
  return retreatOptions(LV_BOARD, state, space, side, units, { allow }).map((o) => o.to);
}

/** R25: pursuit goes one land or rail route (not river, lake or ocean), never into a closed region or another contingent. */
export function pursuitDestinations(state: LvState, space: string, units: readonly string[]): string[] {
  const before = !interventionPlayed(state);
  return neighbours(space, ['land', 'rail'])
    .filter((to) => !otherContingentThere(state, to, units))
    .filter((to) => !(before && closedRegionSpace(to)))
    .slice()
    .sort();
}

/** 18.D, R26: may this unit break off (when unpanicked, 18.E)? */
export function breakoffQualified(state: LvState, unit: string): boolean {
  const u = unitById(unit);
  const byOption = state.options.advanced && state.options.breakoff && ['Light infantry', 'Armored car', 'Cavalry/Mounted infantry'].includes(u.type);
  return byOption || breakoffByCard(state, unit);
}

/** R25, 19.1.C: Cavalry/Mounted infantry and the Armored car (24.3) pursue. */
export const canPursueType = (unit: string): boolean => ['Cavalry/Mounted infantry', 'Armored car'].includes(unitById(unit).type);

export const poolOf = (side: Side): string => POOLS[side];
