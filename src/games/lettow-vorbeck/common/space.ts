// Who holds what: occupation (R10), enemy presence (9.B, 11.1.2), Allied contingents (29.B, R12)
// and the closed regions before Allied Intervention (28.1, R35). Pure reads of the state, shared
// by movement, recruiting, supply and forts.
import { CLOSED_REGIONS, isSpace, spaceById } from '../data/map.ts';
import type { Contingent, Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { otherSide } from '../state.ts';
import {
  hasEnemy as destinyHasEnemy,
  hasUnitsOf as destinyHasUnitsOf,
  idsAt,
  placement,
  unitsAt as destinyUnitsAt,
} from '../../hand-of-destiny/stacking.ts';
import { LV_PIECES } from '../pieces.ts';

export const POOL_OF: Record<Side, string> = { German: 'german-recruit-box', Allied: 'allied-recruit-box' };
export const FORT_OF: Record<Side, string> = { German: 'ger-fort', Allied: 'ally-fort' };
export const INTERVENTION_CARD = 'ally-allied-intervention';

/** 28.1.B: Belgium and Portugal are at war once the Allied Intervention card has been drawn (it is then current, then removed from play). */
export function interventionPlayed(state: LvState): boolean {
  const d = state.decks.Allied;
  return d.current === INTERVENTION_CARD || d.removed.includes(INTERVENTION_CARD);
}

/** The units at a location, in id order (9.0, system). */
export const unitsAt = (state: LvState, location: string, side?: Side): string[] =>
  destinyUnitsAt(LV_PIECES, state, location, side);

export const hasUnitsOf = (state: LvState, location: string, side: Side): boolean =>
  destinyHasUnitsOf(LV_PIECES, state, location, side);

/** 9.B, 11.1.2 (system): the space holds units of the other side (an enemy fort marker alone does not count, R46). */
export const hasEnemy = (state: LvState, space: string, side: Side): boolean =>
  destinyHasEnemy(LV_PIECES, state, space, side);

/**
 * R10: a space is occupied by a side when it holds at least one unit of that side and no enemy unit;
 * where both sides are present (a battle pending or being fought) it counts as the defender's only.
 */
export function occupant(state: LvState, space: string): Side | null {
  const g = hasUnitsOf(state, space, 'German');
  const a = hasUnitsOf(state, space, 'Allied');
  if (g && a) return otherSide(state.activeSide);
  return g ? 'German' : a ? 'Allied' : null;
}

/** 29.B, R11, R12: would Allied units of `contingent` end in `location` beside another Allied contingent? (Boxes are exempt.) */
export function otherContingentAt(
  state: LvState,
  location: string,
  contingent: Contingent,
  ignoring: readonly string[] = [],
): boolean {
  if (!isSpace(location)) return false;
  for (const id of idsAt(state, location)) {
    if (ignoring.includes(id)) continue;
    const d = unitById(id);
    if (d.side === 'Allied' && d.contingent !== contingent) return true;
  }
  return false;
}

/** 28.1.B, R35: is this space closed to entry (Belgian Congo, Portuguese East Africa before Intervention)? */
export function closedSpace(state: LvState, space: string): string | null {
  if (!isSpace(space) || interventionPlayed(state)) return null;
  const region = spaceById(space).region;
  return CLOSED_REGIONS.some((r) => r.region === region) ? region : null;
}

const VIOLATIONS = new WeakMap<LvState['units'], readonly Violation[]>();
type Violation = { readonly space: string; readonly contingents: readonly Contingent[] };
const NO_VIOLATIONS: readonly Violation[] = [];

/** Does any map space hold Allied units of two contingents? (From the placement index, shared by every read of the position; nearly always no.) */
function mixedSpace(state: LvState): boolean {
  for (const [location, ids] of placement(state.units)) {
    if (ids.length < 2 || !isSpace(location)) continue;
    let first: Contingent | null = null;
    for (const id of ids) {
      const d = unitById(id);
      if (d.side !== 'Allied') continue;
      if (first === null) first = d.contingent;
      else if (d.contingent !== first) return true;
    }
  }
  return false;
}

/** 29.B at the end of a phase: the map spaces where two Allied contingents stand together (kept per placement: every actions() asks). */
export function contingentViolations(state: LvState): readonly Violation[] {
  const known = VIOLATIONS.get(state.units);
  if (known) return known;
  if (!mixedSpace(state)) {
    VIOLATIONS.set(state.units, NO_VIOLATIONS);
    return NO_VIOLATIONS;
  }
  const by = new Map<string, Set<Contingent>>(); // in the order of the units, as the message lists them
  for (const id in state.units) {
    const d = unitById(id);
    const location = state.units[id]!.location;
    if (d.side !== 'Allied' || !isSpace(location)) continue;
    const set = by.get(location) ?? new Set<Contingent>();
    set.add(d.contingent);
    by.set(location, set);
  }
  const out: Violation[] = [...by]
    .filter(([, s]) => s.size > 1)
    .map(([space, s]) => ({ space, contingents: [...s].sort() }));
  VIOLATIONS.set(state.units, out);
  return out;
}
