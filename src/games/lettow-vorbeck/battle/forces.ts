// The battle rules of this scenario that supersede or fill in the system's battle procedure
// (hand-of-destiny/battle/), given to it as hooks in ../scenario.ts: retreat and breakoff limits
// (R24, R12, R35, 28.1.B), pursuit routes (R25), breakoff (R26, 30.1, card), 20.B recruits by
// contingent, standing-order retreat targets, the Tactical Superiority modifiers of the TEC, the
// card Battle Bonus (R23) and Air Support (24.4).
import { CLOSED_REGIONS, SUPPLY_CENTERS, spaceById } from '../data/map.ts';
import { TACTICAL_MODIFIERS, TERRAIN_EFFECTS, type ModifierId } from '../data/tables.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { battleSpaces as destinyBattleSpaces } from '../../hand-of-destiny/battle/forces.ts';
import type { BattleContext, Modifier, SystemModifier } from '../../hand-of-destiny/scenario.ts';
import { fortifiedFor as destinyFortifiedFor } from '../../hand-of-destiny/stacking.ts';
import { LV_PIECES } from '../pieces.ts'; // not LV_BOARD: this file implements its hooks
import { interventionPlayed, otherContingentAt, unitsAt } from '../common/space.ts';
import { battleBonusApplies, breakoffByCard } from '../cards-events/battle.ts';

/** Spaces where the phasing side has units together with enemy units: battles to fight (13.0.A). */
export const battleSpaces = (state: LvState): readonly string[] => destinyBattleSpaces(LV_PIECES, state); // 13.0.A (system)

/** A Fortress/Base usable by `side` (14.C, R21) or `side`'s own fort marker (22.2) in `space`. */
export const fortifiedFor = (state: LvState, space: string, side: Side): boolean =>
  destinyFortifiedFor(LV_PIECES, state, space, side);

const closedRegionSpace = (space: string): boolean => CLOSED_REGIONS.some((r) => r.spaces.some((s) => s === space));

/** R12, 29.B: would these (retreating, pursuing) units stand beside another Allied contingent? The one stacking check of moves (common/space.ts). */
function otherContingentThere(state: LvState, space: string, units: readonly string[]): boolean {
  const d = units.length > 0 ? unitById(units[0]!) : null;
  return d?.side === 'Allied' && otherContingentAt(state, space, d.contingent, units);
}

/**
 * R24: retreat/breakoff destinations are adjacent by land, rail or river (never lake or ocean, 28.2.C;
 * the scenario's adjacency), free of enemy units and not a river space (13.5.B, system); besides, no
 * other Allied contingent (R12) and not in a closed region before Intervention (28.1.B); before it,
 * Belgian and Portuguese units do not retreat at all (R35).
 */
export function retreatAllow(state: LvState, units: readonly string[]): ((to: string) => boolean) | null {
  const before = !interventionPlayed(state);
  if (before && units.some((u) => ['Belgian', 'Portuguese'].includes(unitById(u).contingent))) return null; // R35
  return (to) => !otherContingentThere(state, to, units) && !(before && closedRegionSpace(to)); // R12, 28.1.B
}

/** R25: pursuit never enters a closed region (28.1.B) or another contingent's space (R12); routes: land or rail. */
export function pursuitAllow(state: LvState, units: readonly string[]): (to: string) => boolean {
  const before = !interventionPlayed(state);
  return (to) => !otherContingentThere(state, to, units) && !(before && closedRegionSpace(to));
}

/** 18.D, R26: breakoff with the Advanced Rules and optional 30.1, or by the Uganda Railway Raids card. */
export function breakoffQualified(state: LvState, unit: string): boolean {
  const u = unitById(unit);
  const byOption =
    state.options.advanced &&
    state.options.breakoff &&
    ['Light infantry', 'Armored car', 'Cavalry/Mounted infantry'].includes(u.type);
  return byOption || breakoffByCard(state, unit);
}

/** 20.B, 29.B: an Allied Major Battle recruit comes from a contingent that fought in the battle. */
export function majorRecruitPool(winner: Side, forces: readonly string[], pool: readonly string[]): string[] {
  const contingents = new Set(forces.map((u) => unitById(u).contingent));
  return pool.filter((u) => winner === 'German' || contingents.has(unitById(u).contingent));
}

/**
 * RULING (ours): "nearest-supply" heads for a space that holds units of the side and is a supply
 * center or a fortification usable by it; if the side holds none, for its home supply centers.
 */
export function retreatTargets(state: LvState, side: Side): string[] {
  const held = SUPPLY_CENTERS.filter((sc) => unitsAt(state, sc, side).length > 0);
  const forts = Object.values(state.units)
    .map((u) => u.location)
    .filter((l) => LV_PIECES.isSpace(l) && unitsAt(state, l, side).length > 0 && fortifiedFor(state, l, side));
  const targets = [...held, ...forts];
  return targets.length > 0 ? targets : SUPPLY_CENTERS.filter((sc) => spaceById(sc).supplyCenter === side);
}

const ruleOf = (id: ModifierId): string => TACTICAL_MODIFIERS.find((m) => m.id === id)!.rule;

/** The rules this scenario's Tactical Modifiers table cites for the system's modifiers. */
export const modifierRule = (id: SystemModifier): string => ruleOf(id);

/** 8.2, R23: only the phasing player's card, in the battles it names. */
export const battleBonus = (state: LvState, space: string, side: Side): boolean =>
  side === state.activeSide && battleBonusApplies(state, space);

/** 24.4, R19: the Air Support roll gave +1 for the next Allied battle in this space. */
export const airSupportFor = (state: LvState, space: string, attacker: Side, airSupportSpace: string | null): boolean =>
  attacker === 'Allied' && airSupportSpace === space;

/** 24.4 Air Support (+1 to the attacking Allies), then the TEC modifiers (R22: unpanicked units present). */
export function scenarioModifiers(battle: BattleContext<Side>, side: Side): Modifier[] {
  const own = battle.present[side];
  const out: ModifierId[] = [];
  if (side === 'Allied' && side === battle.attacker && battle.support) out.push('air-support'); // 24.4, R19
  const terrain = TERRAIN_EFFECTS[spaceById(battle.space).terrain].modifier; // TEC
  if (
    terrain === 'clear-mounted' &&
    own.some((u) => ['Cavalry/Mounted infantry', 'Armored car'].includes(unitById(u).type))
  )
    out.push(terrain);
  if (terrain === 'bush-light' && own.some((u) => unitById(u).type === 'Light infantry')) out.push(terrain);
  if (terrain === 'mountain-defender' && side === battle.defender) out.push(terrain);
  return out.map((id) => ({ id, rule: ruleOf(id) }));
}
