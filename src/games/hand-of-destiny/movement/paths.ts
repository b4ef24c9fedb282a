// Paths of a March Phase move (11.0, 12.1-12.3): what each step costs, where a stack must stop,
// which spaces it may not enter. One validator and one enumerator share the same step, so a /move
// and actions() never disagree. The walker reads the position only through the closures of
// PathRules, so a scenario module with its own state uses it too (its hooks, e.g. 28.1, 28.3, 29.B,
// come in as those closures).
import { RuleError } from '../../../engine/rule-error.ts';
import type { Board } from '../board.ts';
import type { Refusal } from '../scenario.ts';

export interface PathRules {
  /** Movement points of the stack (the smallest allowance among its units, 11.D). */
  points: number;
  /** Route kinds the stack may follow, in order of preference when two join the same spaces. */
  kinds: readonly string[];
  /** 12.3: the stack is a fleet (with any land units it transports, 12.4). */
  fleet: boolean;
  /** The refusal for a step into a location that is not a map space (a box). */
  notSpace(to: string): Refusal;
  /** A scenario's entry restriction (e.g. 28.1.B), or null. */
  mayEnter(to: string): Refusal | null;
  /** Points a step costs (11.D: one a space; e.g. 28.3 rail chains). */
  cost(kind: string, lastKind: string | null): number;
  /** Whether entering by this route kind stops for Stop terrain and rivers (11.1.1, 12.1; e.g. not by rail, 28.3). */
  terrainStops(kind: string): boolean;
  /** 9.B, 11.1.2: the space holds enemy units. */
  enemyAt(space: string): boolean;
  /** 12.3.C: the space holds an enemy fleet or an enemy-occupied fortress, fort or base. */
  stopsFleet(space: string): boolean;
  /** 12.2: a friendly fleet or engineer is present in the river space. */
  bridged(space: string): boolean;
  /** Where the stack may not end its move (e.g. 29.B), or null. */
  endRefusal(to: string): Refusal | null;
  /** The rule that stops a stack entering an enemy-held space by this route kind (11.1.2; e.g. 28.3 by rail). */
  enemyStopRule?(kind: string): string;
}

/** Why a move has ended at a space: the rule and what it says there. */
export interface Stopped {
  rule: string;
  text: string;
}

export interface Walk {
  at: string;
  used: number;
  ended: Stopped | null; // why the move has ended, or null
  lastKind: string | null;
  kinds: ReadonlySet<string>;
}

/** Why a step is refused (a RuleError only when a player asked for it: cheap in the enumerator). */
export class StepRefusal {
  constructor(
    readonly rule: string,
    readonly message: string,
    readonly allowed: readonly string[] = [],
  ) {}
  error(): RuleError {
    return new RuleError(this.rule, this.message, this.allowed);
  }
}

const RIVER: readonly string[] = ['river']; // one array: the board indexes neighbours by it

const refuse = (r: Refusal): StepRefusal => new StepRefusal(r.rule, r.message);

function stepKind(b: Board, rules: PathRules, from: string, to: string): string | null {
  for (const k of rules.kinds) if (b.routeBetween(from, to, k)) return k;
  return null;
}

/** 12.3: a fleet's step along the river spaces. */
function fleetStep(b: Board, rules: PathRules, w: Walk, to: string): Walk | StepRefusal {
  if (!b.isRiver(to)) return new StepRefusal('12.3.D', `fleets may never enter non-river spaces (${to})`);
  if (!b.routeBetween(w.at, to, 'river')) {
    return new StepRefusal(
      '12.3.B',
      `fleets move along a contiguous path of river spaces: no river route joins ${w.at} and ${to}`,
      b.neighbours(w.at, ['river']).filter((n) => b.isRiver(n)),
    );
  }
  const entry = rules.mayEnter(to);
  if (entry) return refuse(entry);
  const used = w.used + 1;
  if (used > rules.points)
    return new StepRefusal(
      '12.3.B',
      `the fleet may move at most ${rules.points} space(s) this turn; reaching ${to} needs more`,
    );
  // 12.3.A: no stop for river spaces, even with fortresses, forts and bases; 12.3.C: only for an
  // enemy fleet or an enemy-occupied fortress, fort or base.
  const ended = rules.stopsFleet(to)
    ? {
        rule: '12.3.C',
        text: `a fleet that enters a river space holding an enemy fleet or an enemy-occupied fortress, fort or base (${to}) must stop there`,
      }
    : null;
  return { at: to, used, ended, lastKind: 'river', kinds: new Set([...w.kinds, 'river']) };
}

/** One step of a path, or the refusal naming the rule it breaks. */
export function step(
  b: Board,
  rules: PathRules,
  w: Walk,
  to: string,
  visited: ReadonlySet<string>,
  trackKinds = true, // false: the search of destinationCosts, which never reads the kinds used
): Walk | StepRefusal {
  if (w.ended) return new StepRefusal(w.ended.rule, `${w.ended.text}; the move cannot go on to ${to}`);
  if (!b.isSpace(to)) return refuse(rules.notSpace(to));
  if (visited.has(to)) return new StepRefusal('11.D', `the path enters ${to} twice`); // RULING (ours): a path never revisits a space
  if (rules.fleet) return fleetStep(b, rules, w, to);
  const kind = stepKind(b, rules, w.at, to);
  if (!kind)
    return new StepRefusal(
      '3.2',
      `no route joins ${w.at} and ${to}: units move only along routes`,
      b.neighbours(w.at, rules.kinds),
    );
  const entry = rules.mayEnter(to);
  if (entry) return refuse(entry);
  const used = w.used + rules.cost(kind, w.lastKind);
  if (used > rules.points)
    return new StepRefusal(
      '11.D',
      `the stack may move at most ${rules.points} space(s) this turn; reaching ${to} needs more`,
    );
  let ended: Stopped | null = null;
  if (rules.enemyAt(to)) {
    const rule = rules.enemyStopRule?.(kind) ?? '11.1.2';
    const text =
      rule === '11.1.2'
        ? `a unit that enters a space holding enemy units (${to}) must stop there`
        : `a ${kind} move must stop in the first enemy-held space it enters (${to})`;
    ended = { rule, text };
  } else if (rules.terrainStops(kind)) {
    const s = b.space(to);
    if (s.river !== null && !rules.bridged(to))
      ended = { rule: '12.1', text: `a unit entering a river space (${to}) must stop there` }; // 12.2: unless bridged
    else if (s.stop)
      ended = { rule: '11.1.1', text: `${s.terrain} is Stop terrain: a unit entering ${to} must stop there (R8)` };
  }
  const kinds = !trackKinds || w.kinds.has(kind) ? w.kinds : new Set([...w.kinds, kind]); // walks never mutate kinds
  return { at: to, used, ended, lastKind: kind, kinds };
}

const start = (at: string): Walk => ({ at, used: 0, ended: null, lastKind: null, kinds: new Set() });

/** Validate a whole path (path[0] is the start). Returns the last walk state or throws the broken rule. */
export function checkPath(b: Board, rules: PathRules, path: readonly string[]): Walk {
  if (path.length < 2) throw new RuleError('11.D', 'a move needs a destination other than the starting space');
  let w = start(path[0]!);
  const visited = new Set<string>([path[0]!]);
  for (const to of path.slice(1)) {
    const next = step(b, rules, w, to, visited);
    if (next instanceof StepRefusal) throw next.error();
    w = next;
    visited.add(to);
  }
  const end = rules.endRefusal(w.at);
  if (end) throw new RuleError(end.rule, end.message);
  return w;
}

/** Every destination reachable from `from`, each with its cheapest (then shortest) legal path. */
export function reachable(b: Board, rules: PathRules, from: string): Map<string, { path: string[]; used: number }> {
  const best = new Map<string, { path: string[]; used: number }>();
  const kinds = rules.fleet ? RIVER : rules.kinds;
  const visited = new Set<string>([from]);
  const path = [from];
  const walk = (w: Walk): void => {
    if (w.ended) return;
    for (const n of b.neighbours(w.at, kinds)) {
      if (visited.has(n)) continue;
      const next = step(b, rules, w, n, visited);
      if (next instanceof StepRefusal) continue;
      visited.add(n);
      path.push(n);
      const prev = best.get(n);
      if (
        !rules.endRefusal(n) &&
        (!prev || next.used < prev.used || (next.used === prev.used && path.length < prev.path.length))
      ) {
        best.set(n, { path: [...path], used: next.used });
      }
      walk(next);
      path.pop();
      visited.delete(n);
    }
  };
  walk(start(from));
  return best;
}

/**
 * The fewest steps from each space to `to` along routes of `kinds`, whatever the rules (routes join
 * both ways): a lower bound on the rest of any path, per board, kinds array and destination.
 */
const HOPS = new WeakMap<Board, WeakMap<readonly string[], Map<string, ReadonlyMap<string, number>>>>();
function hopsTo(b: Board, kinds: readonly string[], to: string): ReadonlyMap<string, number> {
  let byKinds = HOPS.get(b);
  if (!byKinds) HOPS.set(b, (byKinds = new WeakMap()));
  let byTo = byKinds.get(kinds);
  if (!byTo) byKinds.set(kinds, (byTo = new Map()));
  let hops = byTo.get(to);
  if (!hops) {
    const d = new Map<string, number>([[to, 0]]);
    let frontier = [to];
    for (let n = 1; frontier.length > 0; n++) {
      const next: string[] = [];
      for (const x of frontier)
        for (const y of b.neighbours(x, kinds))
          if (!d.has(y)) {
            d.set(y, n);
            next.push(y);
          }
      frontier = next;
    }
    byTo.set(to, (hops = d));
  }
  return hops;
}

/**
 * The path reachable() finds to `to` (its cheapest, then shortest, the first such in its walk), or
 * undefined: the same walk, but only towards `to`, leaving each branch that can no longer beat the
 * best path found so far (points never fall along a path, and each step adds one space).
 */
export function pathTo(b: Board, rules: PathRules, from: string, to: string): string[] | undefined {
  if (to === from || rules.endRefusal(to)) return undefined;
  let best: { path: string[]; used: number } | undefined;
  const kinds = rules.fleet ? RIVER : rules.kinds;
  const hops = hopsTo(b, kinds, to);
  const visited = new Set<string>([from]);
  const path = [from];
  const walk = (w: Walk): void => {
    if (w.ended) return;
    // Any path on from here costs at least w.used and has at least hops(w.at) more spaces than path;
    // no route at all leads on to `to` from a space hops does not hold.
    const more = hops.get(w.at);
    if (more === undefined) return;
    if (best && (w.used > best.used || (w.used === best.used && path.length + more >= best.path.length))) return;
    for (const n of b.neighbours(w.at, kinds)) {
      if (visited.has(n)) continue;
      const next = step(b, rules, w, n, visited);
      if (next instanceof StepRefusal) continue;
      path.push(n);
      if (n === to) {
        if (!best || next.used < best.used || (next.used === best.used && path.length < best.path.length))
          best = { path: [...path], used: next.used };
      } else {
        visited.add(n);
        walk(next);
        visited.delete(n);
      }
      path.pop();
    }
  };
  walk(start(from));
  return best?.path;
}

/**
 * Why `to` is not among the destinations of reachable(): the first refusal on the route that gets
 * furthest towards it (among the fewest-step routes of the map), and the nearest legal destination
 * on that route. Null when no route of the stack's kinds joins the two spaces at all.
 */
export function whyUnreachable(
  b: Board,
  rules: PathRules,
  from: string,
  to: string,
): { refusal: StepRefusal; nearest: string | null } | null {
  const kinds = rules.kinds; // a fleet's route too, so that its step names 12.3.B or 12.3.D
  // Steps from each space to `to`, over the routes alone.
  const dist = new Map<string, number>([[to, 0]]);
  const queue = [to];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const n of b.neighbours(at, kinds))
      if (!dist.has(n)) {
        dist.set(n, dist.get(at)! + 1);
        queue.push(n);
      }
  }
  if (!dist.has(from)) return null;
  const legal = reachable(b, rules, from);
  let best: { refusal: StepRefusal; nearest: string | null; got: number } | null = null;
  const routes: string[][] = [];
  const collect = (path: string[]): void => {
    if (routes.length >= 50) return;
    const at = path[path.length - 1]!;
    if (at === to) {
      routes.push(path);
      return;
    }
    for (const n of b.neighbours(at, kinds)) if (dist.get(n) === dist.get(at)! - 1) collect([...path, n]);
  };
  collect([from]);
  for (const route of routes) {
    let w = start(from);
    const visited = new Set([from]);
    let nearest: string | null = null;
    let refusal: StepRefusal | null = null;
    let got = 0;
    for (const next of route.slice(1)) {
      const r = step(b, rules, w, next, visited);
      if (r instanceof StepRefusal) {
        refusal = r;
        break;
      }
      w = r;
      visited.add(next);
      got++;
      if (legal.has(next)) nearest = next;
    }
    refusal ??= (() => {
      const end = rules.endRefusal(w.at);
      return end ? refuse(end) : null;
    })();
    if (refusal && (!best || got > best.got)) best = { refusal, nearest, got };
  }
  return best && { refusal: best.refusal, nearest: best.nearest };
}

/**
 * The destinations `reachable` finds, without its paths: a search over (space, last route kind) by
 * points used (Dijkstra with a bucket a point), instead of every simple path. The same set: a walk
 * that enters a space twice can drop its loop without costing more (a step's cost and stops depend
 * only on the space and the route kinds in and out), so whatever a walk reaches a simple path reaches.
 */
export function destinations(b: Board, rules: PathRules, from: string): string[] {
  const out: string[] = [];
  for (const to of destinationCosts(b, rules, from).keys()) if (!rules.endRefusal(to)) out.push(to);
  return out;
}

/**
 * The spaces the search of `destinations` reaches, before endRefusal, in the order it reaches them,
 * each with the fewest points it costs. The search takes the walks in order of points used, so with
 * more points the same walks come first in the same order: the spaces a stack of fewer points
 * reaches are those costing at most its points, in this order (a search with points Infinity
 * answers for every allowance).
 */
export function destinationCosts(b: Board, rules: PathRules, from: string): Map<string, number> {
  const kinds = rules.fleet ? RIVER : rules.kinds;
  // The (space, last route kind) pairs settled: a bit per kind (bit 0: none yet, at the start).
  const settled = new Map<string, number>();
  const bit = (lastKind: string | null): number => (lastKind === null ? 1 : 2 << kinds.indexOf(lastKind));
  const out = new Map<string, number>();
  const none: ReadonlySet<string> = new Set<string>();
  const buckets: Walk[][] = [[start(from)]];
  for (let used = 0; used < buckets.length; used++) {
    const bucket = buckets[used] ?? [];
    for (let i = 0; i < bucket.length; i++) {
      const w = bucket[i]!;
      const mask = settled.get(w.at) ?? 0;
      const mine = bit(w.lastKind);
      if (mask & mine) continue;
      settled.set(w.at, mask | mine);
      if (w.at !== from && !out.has(w.at)) out.set(w.at, used);
      if (w.ended) continue;
      for (const n of b.neighbours(w.at, kinds)) {
        if (n === from) continue; // back at the start: the start itself, with 0 used, dominates
        const next = step(b, rules, w, n, none, false);
        if (next instanceof StepRefusal || (settled.get(n) ?? 0) & bit(next.lastKind)) continue;
        (buckets[next.used] ??= []).push(next);
      }
    }
  }
  return out;
}
