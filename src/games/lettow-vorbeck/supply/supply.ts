// 21.0 Supply (advanced rules, R29, R41) and optional 30.2. Pure reads of the state.
//  - Standard game: every unit is always in supply (R41).
//  - 21.1-21.3 without 30.2: in supply in or within two spaces (land/rail/river routes, terrain and
//    enemy units ignored) of a friendly-occupied Fortress or Base (either side's, R29) or a
//    friendly-occupied fort marker. No supply units, fleets or leaders exist in this scenario.
//  - 30.2: the sources are friendly-occupied supply centers (home or captured, 30.2.B) and forts;
//    30.2.C rail trace; 30.2.D German units are always in supply inside German East Africa.
//  - Units in any box are in supply (R29, R11).
import { SPACES, isSpace, neighbours, routeBetween, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { FORT_OF, hasEnemy, occupant } from '../common/space.ts';

const ADJ_KINDS = ['land', 'rail', 'river'] as const;
const WITHIN_TWO = new Map<string, readonly string[]>();

/** The spaces in, or within two spaces of, `space` (21.2). */
export function withinTwo(space: string): readonly string[] {
  const hit = WITHIN_TWO.get(space);
  if (hit) return hit;
  const out = new Set<string>([space]);
  for (const a of neighbours(space, ADJ_KINDS)) {
    out.add(a);
    for (const b of neighbours(a, ADJ_KINDS)) out.add(b);
  }
  const list = [...out];
  WITHIN_TWO.set(space, list);
  return list;
}

const fortAt = (state: LvState, space: string, side: Side): boolean => state.markers[FORT_OF[side]] === space;

/** Is `space` a supply source for `side` (R29 / 30.2.B-E)? */
export function isSupplySource(state: LvState, space: string, side: Side): boolean {
  if (occupant(state, space) !== side) return false; // R10: friendly-occupied
  if (fortAt(state, space, side)) return true; // 22.4
  const s = spaceById(space);
  if (state.options.supply) return s.supplyCenter !== null; // 30.2.B, D, E
  return s.fortification !== null; // 21.2, R29: Fortress or Base, whichever side it is marked for
}

/** 30.2.C: on a railroad that traces continuous rail spaces, free of enemy units, to a friendly-occupied supply center or fort. */
function railTrace(state: LvState, space: string, side: Side): boolean {
  if (!spaceById(space).rail) return false;
  const seen = new Set<string>([space]);
  const queue = [space];
  while (queue.length) {
    const at = queue.shift()!;
    if (isSupplySource(state, at, side)) return true;
    for (const n of neighbours(at, ['rail'])) {
      if (seen.has(n) || !routeBetween(at, n, 'rail') || hasEnemy(state, n, side)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

/** Is the unit in supply now (21.0-21.3, 30.2)? */
export function inSupply(state: LvState, unit: string): boolean {
  if (!state.options.advanced) return true; // R41: the Standard game has no supply rule
  const u = state.units[unit];
  if (!u || !isSpace(u.location)) return true; // R29: units in any box are in supply
  const side = unitById(unit).side;
  return spaceInSupply(state, u.location, side);
}

/** Would a unit of `side` be in supply in `space` (22.1.A "would otherwise be supplied")? */
export function spaceInSupply(state: LvState, space: string, side: Side): boolean {
  if (!state.options.advanced) return true;
  if (!isSpace(space)) return true;
  if (state.options.supply) {
    if (side === 'German' && spaceById(space).region === 'German East Africa') return true; // 30.2.D
    if (railTrace(state, space, side)) return true; // 30.2.C
  }
  return withinTwo(space).some((s) => isSupplySource(state, s, side));
}

/** Every unit of a side on the map that is out of supply, in id order. */
export function outOfSupplyUnits(state: LvState, side: Side): string[] {
  if (!state.options.advanced) return [];
  return Object.keys(state.units)
    .filter((id) => unitById(id).side === side && !inSupply(state, id))
    .sort();
}

export const ALL_SPACE_IDS: readonly string[] = SPACES.map((s) => s.id);
