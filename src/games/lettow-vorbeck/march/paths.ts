// Paths of a Lettow-Vorbeck March Phase move: the system's path walker (hand-of-destiny/movement,
// 11.0-12.3) with this scenario's rules plugged in: rail chains for one point (28.3, R8), lake hops
// under Mimi and Toutou (spec 7.3 card 6), closed regions (28.1.B, R35), contingents (29.B, R12).
import {
  checkPath as walkPath,
  destinationCosts,
  destinations as walkDestinations,
  pathTo as walkPathTo,
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
const MOVE_KINDS_AND_LAKE = [...MOVE_KINDS, 'lake'] as const; // one array: the board indexes neighbours by it

/** The walker's rules for this scenario's stack (exported for the bench of one search). */
export function destiny(state: LvState, rules: PathRules): DestinyPathRules {
  const system = systemPathRules(LV_BOARD, state, rules.side, rules.moving, rules.points);
  // Who stands where is indexed once per placement (hand-of-destiny/stacking.ts), so the walker's
  // questions about a space are cheap to ask again.
  return {
    ...system,
    kinds: rules.lakeHops ? MOVE_KINDS_AND_LAKE : MOVE_KINDS,
    notSpace: (to) => ({
      rule: '28.2',
      message: `${to} is not a map space: boxes are reached only by amphibious movement (/amphibious)`,
    }),
    mayEnter: (to) => closedRefusal(state, to), // 28.1.B
    cost: (kind, last) => (kind === 'rail' ? (rules.freeRail ? 0 : last === 'rail' ? 0 : 1) : 1), // 28.3, R8: one chain of rail routes costs 1
    terrainStops: (kind) => kind !== 'rail' && kind !== 'lake', // R8
    endRefusal: (to) => contingentRefusal(state, rules.contingent, rules.moving, to), // 29.B, R12
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

/** The path `reachable` finds to `to`, walking only towards it (the same path, cheaper for one destination). */
export function pathTo(state: LvState, rules: PathRules, start: string, to: string): string[] | undefined {
  // A destination out of reach would have the walk try every simple path from the start (a /move
  // refused): the kept search of destinations(), the same set as reachable's, answers that first.
  if (NO_FLEETS_OR_ENGINEERS && !isDestination(state, rules, to, keptCosts(state, rules, start))) return undefined;
  return walkPathTo(LV_BOARD, destiny(state, rules), start, to);
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

/** The spaces holding units of the other side, as one string (once per placement and side). */
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

/** A search kept: the enemy presence it asked about (each space once), and what it found. */
interface Search {
  readonly enemies: string; // every space holding enemy units then (enemyKey): equal, and nothing it asked changed
  readonly asked: ReadonlyMap<string, boolean>;
  readonly costs: ReadonlyMap<string, number>;
}

/**
 * Searches kept across the positions of a game (keyed by its options object, which every state of
 * the game shares and no other game does, so a test's rules run in that test). A stack's search
 * reads the position only through enemy presence (11.1.2, 28.3), Allied Intervention (28.1.B) and
 * the card (28.3 Interior Lines, Mimi and Toutou). A kept search answers again wherever the spaces
 * it asked about hold enemy units as they did then (the walk asks the same questions and gets the
 * same answers): its own side's moves in a March Phase, and enemy moves far away, change nothing it
 * read. One search with unlimited points answers for every allowance (destinationCosts). Where the
 * move may end (29.B) depends on the moving units and their friends: applied afterwards.
 */
const searched = new WeakMap<LvState['options'], Map<string, Search[]>>(); // per game: its options object lives as long
const SEARCHES_KEPT = 4096; // starts and cards
const SEARCHES_PER_KEY = 4; // the most recent placements

/**
 * A random player's move of one stack (march/sample.ts): a destination drawn with `rand` among
 * the set of `destinations`, searched afresh within the stack's own points (cheaper for the one
 * stack a draw asks about than the kept search of every allowance, which pays where actions() asks
 * about every stack), and the path `pathTo` finds to it; null when the stack can go nowhere.
 */
export function drawPath(state: LvState, rules: PathRules, start: string, rand: () => number): string[] | null {
  const walk = destiny(state, rules); // one set of rules for both walks
  const dests = walkDestinations(LV_BOARD, walk, start);
  if (dests.length === 0) return null;
  return walkPathTo(LV_BOARD, walk, start, dests[Math.floor(rand() * dests.length)]!)!;
}

/** The destinations of `reachable`, without enumerating its paths (the same set, cheaper). */
export function destinations(state: LvState, rules: PathRules, start: string): string[] {
  if (!NO_FLEETS_OR_ENGINEERS) return walkDestinations(LV_BOARD, destiny(state, rules), start);
  const costs = keptCosts(state, rules, start);
  const out: string[] = [];
  for (const to of costs.keys()) if (isDestination(state, rules, to, costs)) out.push(to);
  return out;
}

/** Whether the kept search's space is a destination of this stack: within its points, and 29.B (the endRefusal of destiny()). */
function isDestination(state: LvState, rules: PathRules, to: string, costs: ReadonlyMap<string, number>): boolean {
  const used = costs.get(to);
  if (used === undefined || used > rules.points) return false;
  return rules.contingent === null || !contingentRefusal(state, rules.contingent, rules.moving, to);
}

/** The kept search of every allowance from `start` (searched): each space reached and its least cost. */
function keptCosts(state: LvState, rules: PathRules, start: string): ReadonlyMap<string, number> {
  const key = `${rules.side}|${start}|${rules.freeRail}|${rules.lakeHops}|${interventionPlayed(state)}`;
  let game = searched.get(state.options);
  if (!game) searched.set(state.options, (game = new Map()));
  let kept = game.get(key);
  if (!kept) {
    if (game.size >= SEARCHES_KEPT) game.clear();
    game.set(key, (kept = []));
  }
  const enemies = enemyKey(state, rules.side);
  const same = (s: Search): boolean => {
    if (s.enemies === enemies) return true;
    for (const [space, enemy] of s.asked) if (hasEnemy(state, space, rules.side) !== enemy) return false;
    return true;
  };
  let costs = kept.find(same)?.costs;
  if (!costs) {
    const walk = destiny(state, { ...rules, points: Infinity });
    const asked = new Map<string, boolean>();
    const enemyAt = (space: string): boolean => {
      let enemy = asked.get(space);
      if (enemy === undefined) asked.set(space, (enemy = walk.enemyAt(space)));
      return enemy;
    };
    costs = destinationCosts(LV_BOARD, { ...walk, enemyAt }, start);
    kept.unshift({ enemies, asked, costs });
    if (kept.length > SEARCHES_PER_KEY) kept.pop();
  }
  return costs;
}
