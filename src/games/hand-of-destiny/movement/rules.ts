// The system's movement rules for a stack, as the PathRules the path walker reads: land and river
// routes (3.2), one point a space (11.D), enemy units stop a move (9.B, 11.1.2), rivers stop it
// (12.1) unless bridged (12.2), fleets keep to the rivers (12.3). Scenario hooks come in here:
// mayEnter (e.g. 28.1) and stackingLegal (e.g. 29.B). A scenario module may override any field.
import type { Board } from '../board.ts';
import type { DestinyPosition } from '../scenario.ts';
import { bridged, hasEnemy, unitsAt } from '../stacking.ts';
import type { PathRules } from './paths.ts';

export const SYSTEM_ROUTE_KINDS: readonly string[] = ['land', 'river'];

/** 12.3.C: an enemy fleet, or enemy units in a fortress, fort or base (a fortification of the space or a fort marker there). */
export function stopsFleet<S extends string>(b: Board<S>, pos: DestinyPosition<S>, space: string, side: S): boolean {
  const enemy = unitsAt(b, pos, space, b.other(side));
  if (enemy.some((u) => b.is(u, 'fleet'))) return true;
  const fortified =
    b.space(space).fortification !== null ||
    b.sc.sides.some((x) => b.sc.fortMarkers[x].some((m) => pos.markers[m] === space));
  return enemy.length > 0 && fortified;
}

export function systemPathRules<S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  side: S,
  moving: readonly string[],
  points: number,
): PathRules {
  const hooks = b.sc.hooks;
  return {
    points,
    kinds: SYSTEM_ROUTE_KINDS,
    fleet: moving.some((u) => b.is(u, 'fleet')), // 12.4.A: land units with a fleet move as the fleet does
    notSpace: (to) => ({ rule: '3.1', message: `${to} is not a map space: units move only between spaces` }),
    mayEnter: (to) => hooks.mayEnter?.(pos, moving, to) ?? null,
    cost: () => 1,
    terrainStops: () => true,
    enemyAt: (space) => hasEnemy(b, pos, space, side),
    stopsFleet: (space) => stopsFleet(b, pos, space, side),
    bridged: (space) => bridged(b, pos, space, side, moving),
    endRefusal: (to) => hooks.stackingLegal?.(pos, moving, to) ?? null,
  };
}
