// Paths of a Lettow-Vorbeck March Phase move: the system's path walker (hand-of-destiny/movement,
// 11.0-12.3) with this scenario's rules plugged in: rail chains for one point (28.3, R8), lake hops
// under Mimi and Toutou (spec 7.3 card 6), closed regions (28.1.B, R35), contingents (29.B, R12).
import {
  checkPath as walkPath,
  destinations as walkDestinations,
  reachable as walkReachable,
  whyUnreachable,
  type StepRefusal,
  type PathRules as DestinyPathRules,
} from '../../hand-of-destiny/movement/paths.ts';
import { systemPathRules } from '../../hand-of-destiny/movement/rules.ts';
import type { Contingent, Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { LV_BOARD, closedRefusal, contingentRefusal } from '../scenario.ts';
import { LV_DATA } from '../pieces.ts';
import { hasEnemy, interventionPlayed } from '../common/space.ts';
import { placement } from '../../hand-of-destiny/stacking.ts';
import type { MoveKind } from './events.ts';

export interface PathRules {
  side: Side;
  /** Allied contingent of the moving units (29.B), or null for German units. */
  contingent: Contingent | null;
  /** Movement points of the stack (the smallest allowance among its units). */
  points: number;
  /** Interior Lines (spec 7.2 card 8): each German rail move costs 0. */
  freeRail: boolean;
  /** Mimi and Toutou (spec 7.3 card 6): an Allied lake hop costs 1 point and may be part of the move. */
  lakeHops: boolean;
  /** Units that are moving (they do not count as "other contingent" where they stand). */
  moving: readonly string[];
}

const MOVE_KINDS = ['rail', 'land', 'river'] as const;

/** A question about one space, asked once per walk (the walker asks it for every path through it). */
function perSpace<T>(ask: (space: string) => T): (space: string) => T {
  const known = new Map<string, T>();
  return (space) => {
    if (known.has(space)) return known.get(space)!;
    const answer = ask(space);
    known.set(space, answer);
    return answer;
  };
}

/**
 * Answers that depend only on where the units stand, kept for that placement (state.units is
 * replaced, never mutated, by evolve): every stack's walk in one actions() asks them again.
 */
const byPlacement = new WeakMap<LvState['units'], Map<string, unknown>>();
function perPlacement<T>(state: LvState, key: string, ask: (space: string) => T): (space: string) => T {
  let known = byPlacement.get(state.units);
  if (!known) byPlacement.set(state.units, (known = new Map()));
  const memo = known;
  return (space) => {
    const k = `${key}|${space}`;
    if (memo.has(k)) return memo.get(k) as T;
    const answer = ask(space);
    memo.set(k, answer);
    return answer;
  };
}

function destiny(state: LvState, rules: PathRules): DestinyPathRules {
  const system = systemPathRules(LV_BOARD, state, rules.side, rules.moving, rules.points);
  return {
    ...system,
    enemyAt: perPlacement(state, `enemy|${rules.side}`, system.enemyAt),
    stopsFleet: perSpace(system.stopsFleet),
    bridged: perSpace(system.bridged),
    kinds: rules.lakeHops ? [...MOVE_KINDS, 'lake'] : MOVE_KINDS,
    notSpace: (to) => ({
      rule: '28.2',
      message: `${to} is not a map space: boxes are reached only by amphibious movement (/amphibious)`,
    }),
    mayEnter: perSpace((to) => closedRefusal(state, to)), // 28.1.B
    cost: (kind, last) => (kind === 'rail' ? (rules.freeRail ? 0 : last === 'rail' ? 0 : 1) : 1), // 28.3, R8: one chain of rail routes costs 1
    terrainStops: (kind) => kind !== 'rail' && kind !== 'lake', // R8
    endRefusal: perPlacement(state, `end|${rules.contingent}|${[...rules.moving].sort().join(',')}`, (to) =>
      contingentRefusal(state, rules.contingent, rules.moving, to),
    ), // 29.B, R12
    enemyStopRule: (kind) => (kind === 'rail' ? '28.3' : '11.1.2'), // 28.3: stop in the first enemy-occupied rail space
  };
}

function moveKind(kinds: ReadonlySet<string>): MoveKind {
  if (kinds.size === 1 && kinds.has('rail')) return 'rail';
  if (kinds.size === 1 && kinds.has('lake')) return 'lake';
  if ([...kinds].every((k) => k === 'land' || k === 'river')) return 'land';
  return 'mixed';
}

/** Validate a whole path (path[0] is the start). Returns its move kind or throws the broken rule. */
export function checkPath(state: LvState, rules: PathRules, path: readonly string[]): MoveKind {
  return moveKind(walkPath(LV_BOARD, destiny(state, rules), path).kinds);
}

/** Every destination reachable from `start`, each with its cheapest (then shortest) legal path. */
export function reachable(
  state: LvState,
  rules: PathRules,
  start: string,
): Map<string, { path: string[]; used: number }> {
  return walkReachable(LV_BOARD, destiny(state, rules), start);
}

/** Why `to` is not reachable from `start`: the refusal on the way and the nearest legal space; null if no route joins them. */
export function whyNot(
  state: LvState,
  rules: PathRules,
  start: string,
  to: string,
): { refusal: StepRefusal; nearest: string | null } | null {
  return whyUnreachable(LV_BOARD, destiny(state, rules), start, to);
}

/** R6: no fleets or engineers in this scenario, so no stack is a fleet (12.3) and no river is bridged (12.2). */
const NO_FLEETS_OR_ENGINEERS = LV_DATA.units.every(
  (u) => !LV_BOARD.is(u.id, 'fleet') && !LV_BOARD.is(u.id, 'engineer'),
);

/** The spaces holding units of the other side, as one string: the only part of a placement a search reads. */
const enemyKeys = new WeakMap<LvState['units'], Map<Side, string>>();
function enemyKey(state: LvState, side: Side): string {
  let bySide = enemyKeys.get(state.units);
  if (!bySide) enemyKeys.set(state.units, (bySide = new Map()));
  let key = bySide.get(side);
  if (key === undefined) {
    const held: string[] = [];
    for (const at of placement(state.units).keys()) if (hasEnemy(state, at, side)) held.push(at);
    bySide.set(side, (key = held.sort().join(',')));
  }
  return key;
}

/**
 * Searches kept across positions: a stack's search reads the position only through enemy presence
 * (11.1.2, 28.3), Allied Intervention (28.1.B) and the card (28.3 Interior Lines, Mimi and Toutou);
 * its own side's moves in a March Phase change none of them, so each later actions() finds them here.
 * Where the move may end (29.B) depends on the moving units and their friends: applied afterwards.
 */
const searched = new Map<string, readonly string[]>();
const SEARCHES_KEPT = 4096;

/** The destinations of `reachable`, without enumerating its paths (the same set, cheaper). */
export function destinations(state: LvState, rules: PathRules, start: string): string[] {
  if (!NO_FLEETS_OR_ENGINEERS) return walkDestinations(LV_BOARD, destiny(state, rules), start);
  const key = [
    rules.side,
    start,
    rules.points,
    rules.freeRail,
    rules.lakeHops,
    interventionPlayed(state),
    enemyKey(state, rules.side),
  ].join('|');
  let reached = searched.get(key);
  if (!reached) {
    reached = walkDestinations(LV_BOARD, { ...destiny(state, rules), endRefusal: () => null }, start);
    if (searched.size >= SEARCHES_KEPT) searched.clear();
    searched.set(key, reached);
  }
  if (rules.contingent === null) return [...reached]; // 29.B binds Allied contingents only
  return reached.filter((to) => !contingentRefusal(state, rules.contingent, rules.moving, to)); // the endRefusal of destiny()
}
