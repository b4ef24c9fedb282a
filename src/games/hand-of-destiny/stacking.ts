// 9.0 Stacking and who holds a space: unlimited friendly stacking (9.A, unless a scenario hook says
// otherwise), enemy presence (9.B), occupation.
import type { Board } from './board.ts';
import type { DestinyPosition } from './scenario.ts';

/**
 * Who stands where, indexed once per placement: evolve replaces pos.units, never mutates it, so
 * the index of one units object stays true, and every read of one position (an actions() asks
 * hundreds) shares it. Each location's ids in id order.
 */
const placements = new WeakMap<DestinyPosition['units'], Map<string, readonly string[]>>();
const NOBODY: readonly string[] = [];

/** The ids at each location of this placement, in id order (shared: never mutate the lists). */
let lastUnits: DestinyPosition['units'] | null = null; // the last placement asked about, before the WeakMap
let lastAt: ReadonlyMap<string, readonly string[]> = new Map();
export function placement(units: DestinyPosition['units']): ReadonlyMap<string, readonly string[]> {
  if (units === lastUnits) return lastAt;
  let at = placements.get(units);
  if (at) {
    lastUnits = units;
    lastAt = at;
    return at;
  }
  const lists = new Map<string, string[]>();
  // Object.keys and Object.values (the same order): a for-in reading units[id] costs more, the units
  // objects of a game having several hidden classes.
  const ids = Object.keys(units);
  const all = Object.values(units);
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    const loc = all[k]!.location;
    const list = lists.get(loc);
    if (!list) {
      lists.set(loc, [id]);
      continue;
    }
    // Kept in id order as it grows (the lists are short: a sort would copy each one).
    let i = list.length;
    list.push(id);
    for (; i > 0 && list[i - 1]! > id; i--) list[i] = list[i - 1]!;
    list[i] = id;
  }
  at = lists;
  placements.set(units, at);
  lastUnits = units;
  lastAt = at;
  return at;
}

/** The ids at a location, in id order, all sides (shared: never mutate the list). */
export const idsAt = (pos: Pick<DestinyPosition, 'units'>, location: string): readonly string[] =>
  placement(pos.units).get(location) ?? NOBODY;

/** The units at a location, in id order (optionally of one side). */
export function unitsAt<S extends string>(b: Board<S>, pos: DestinyPosition<S>, location: string, side?: S): string[] {
  const ids = idsAt(pos, location);
  return side === undefined ? [...ids] : ids.filter((id) => b.unit(id).side === side);
}

/** The location holds at least one unit of `side`. */
export function hasUnitsOf<S extends string>(b: Board<S>, pos: DestinyPosition<S>, location: string, side: S): boolean {
  for (const id of idsAt(pos, location)) if (b.unit(id).side === side) return true;
  return false;
}

/** 9.B: the space holds units of the other side. */
export const hasEnemy = <S extends string>(b: Board<S>, pos: DestinyPosition<S>, space: string, side: S): boolean =>
  hasUnitsOf(b, pos, space, b.other(side));

/** 12.2: a friendly fleet or engineer stands in the river space. */
export const bridged = <S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  space: string,
  side: S,
  moving: readonly string[] = [],
): boolean =>
  b.isRiver(space) &&
  unitsAt(b, pos, space, side).some((u) => !moving.includes(u) && (b.is(u, 'fleet') || b.is(u, 'engineer')));

/** 14.0, 22.2: a fortress or base usable by `side` (scenario TEC, 14.C), or one of `side`'s fort markers, in the space. */
export const fortifiedFor = <S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  space: string,
  side: S,
): boolean => {
  const f = b.isSpace(space) ? b.space(space).fortification : null;
  if (f !== null && f.usableBy === side) return true;
  return b.sc.fortMarkers[side].some((m) => pos.markers[m] === space);
};
