// 9.0 Stacking and who holds a space: unlimited friendly stacking (9.A, unless a scenario hook says
// otherwise), enemy presence (9.B), occupation.
import type { Board } from './board.ts';
import type { DestinyPosition } from './scenario.ts';

/** The units at a location, in id order (optionally of one side). */
export function unitsAt<S extends string>(b: Board<S>, pos: DestinyPosition<S>, location: string, side?: S): string[] {
  const out: string[] = [];
  for (const [id, u] of Object.entries(pos.units)) {
    if (u.location === location && (side === undefined || b.unit(id).side === side)) out.push(id);
  }
  return out.sort();
}

/** 9.B: the space holds units of the other side. */
export const hasEnemy = <S extends string>(b: Board<S>, pos: DestinyPosition<S>, space: string, side: S): boolean =>
  unitsAt(b, pos, space, b.other(side)).length > 0;

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
