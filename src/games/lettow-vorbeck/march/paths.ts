// Paths of a March Phase move (11.0-12.1, 28.1, 28.3; R6-R8): what each step costs, where a unit
// must stop, which spaces it may not enter. One validator and one enumerator share the same rules,
// so /move and actions() can never disagree.
import { RuleError } from '../../../engine/rule-error.ts';
import { entersStop, isSpace, neighbours, routeBetween, spaceById } from '../data/map.ts';
import type { Contingent, Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { closedSpace, hasEnemy, otherContingentAt } from '../common/space.ts';
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

type StepKind = 'rail' | 'land' | 'river' | 'lake';

const MOVE_KINDS = ['rail', 'land', 'river'] as const;

function stepKind(rules: PathRules, from: string, to: string): StepKind | null {
  if (routeBetween(from, to, 'rail')) return 'rail';
  if (routeBetween(from, to, 'land')) return 'land';
  if (routeBetween(from, to, 'river')) return 'river';
  if (rules.lakeHops && routeBetween(from, to, 'lake')) return 'lake';
  return null;
}

interface Walk {
  at: string;
  used: number;
  ended: string | null; // why the move has ended (rule — text), or null
  lastRail: boolean;
  kinds: Set<StepKind>;
}

/** Why a step is refused (made into a RuleError only when a player asked for it: cheap in the enumerator). */
class Refusal {
  constructor(
    readonly rule: string,
    readonly message: string,
    readonly allowed: readonly string[] = [],
  ) {}
  error(): RuleError {
    return new RuleError(this.rule, this.message, this.allowed);
  }
}

/** One step of a path, or the Refusal naming the rule it breaks. */
function step(state: LvState, rules: PathRules, w: Walk, to: string, visited: ReadonlySet<string>): Walk | Refusal {
  if (w.ended) return new Refusal(w.ended.split(' ')[0]!, `${w.ended}; the move cannot go on to ${to}`);
  if (!isSpace(to)) return new Refusal('28.2', `${to} is not a map space: boxes are reached only by amphibious movement (/amphibious)`);
  if (visited.has(to)) return new Refusal('11.D', `the path enters ${to} twice`); // RULING (ours): a path never revisits a space
  const kind = stepKind(rules, w.at, to);
  if (!kind) {
    const near = neighbours(w.at, rules.lakeHops ? [...MOVE_KINDS, 'lake'] : MOVE_KINDS);
    return new Refusal('3.2', `no route joins ${w.at} and ${to}: units move only along routes`, near);
  }
  const closed = closedSpace(state, to);
  if (closed) return new Refusal('28.1.B', `no unit may enter ${closed} before Allied Intervention (${to})`);
  let cost = 1;
  if (kind === 'rail') cost = rules.freeRail ? 0 : w.lastRail ? 0 : 1; // 28.3, R8: one chain of rail routes costs 1
  const used = w.used + cost;
  if (used > rules.points) {
    return new Refusal('11.D', `the stack may move at most ${rules.points} space(s) this turn; reaching ${to} needs more`);
  }
  let ended: string | null = null;
  if (hasEnemy(state, to, rules.side)) ended = `11.1.2 — a unit that enters a space holding enemy units (${to}) must stop there`;
  else if (kind !== 'rail' && kind !== 'lake' && entersStop(to)) {
    const s = spaceById(to);
    ended = s.river ? `12.1 — a unit entering a river space (${to}) must stop` : `11.1.1 — ${s.terrain} is Stop terrain: a unit entering ${to} must stop (R8)`;
  }
  const kinds = new Set(w.kinds);
  kinds.add(kind);
  return { at: to, used, ended, lastRail: kind === 'rail', kinds };
}

function moveKind(kinds: ReadonlySet<StepKind>): MoveKind {
  if (kinds.size === 1 && kinds.has('rail')) return 'rail';
  if (kinds.size === 1 && kinds.has('lake')) return 'lake';
  if ([...kinds].every((k) => k === 'land' || k === 'river')) return 'land';
  return 'mixed';
}

/** 29.B, R12: Allied units may not end a move beside another Allied contingent. */
function endError(state: LvState, rules: PathRules, to: string): RuleError | null {
  if (rules.contingent && otherContingentAt(state, to, rules.contingent, rules.moving)) {
    return new RuleError('29.B', `${rules.contingent} units may not end a phase in ${to} with units of another Allied contingent (R12)`);
  }
  return null;
}

/** Validate a whole path (path[0] is the start). Returns its move kind or throws the broken rule. */
export function checkPath(state: LvState, rules: PathRules, path: readonly string[]): MoveKind {
  if (path.length < 2) throw new RuleError('11.D', 'a move needs a destination other than the starting space');
  let w: Walk = { at: path[0]!, used: 0, ended: null, lastRail: false, kinds: new Set() };
  const visited = new Set<string>([path[0]!]);
  for (const to of path.slice(1)) {
    const next = step(state, rules, w, to, visited);
    if (next instanceof Refusal) throw next.error();
    w = next;
    visited.add(to);
  }
  const err = endError(state, rules, w.at);
  if (err) throw err;
  return moveKind(w.kinds);
}

/** Every destination reachable from `start`, each with its cheapest (then shortest) legal path. */
export function reachable(state: LvState, rules: PathRules, start: string): Map<string, { path: string[]; used: number }> {
  const best = new Map<string, { path: string[]; used: number }>();
  const kinds = rules.lakeHops ? [...MOVE_KINDS, 'lake' as const] : MOVE_KINDS;
  const visited = new Set<string>([start]);
  const path = [start];
  const walk = (w: Walk): void => {
    if (w.ended) return;
    for (const n of neighbours(w.at, kinds)) {
      if (visited.has(n)) continue;
      const next = step(state, rules, w, n, visited);
      if (next instanceof Refusal) continue;
      visited.add(n);
      path.push(n);
      const prev = best.get(n);
      if (!endError(state, rules, n) && (!prev || next.used < prev.used || (next.used === prev.used && path.length < prev.path.length))) {
        best.set(n, { path: [...path], used: next.used });
      }
      walk(next);
      path.pop();
      visited.delete(n);
    }
  };
  walk({ at: start, used: 0, ended: null, lastRail: false, kinds: new Set() });
  return best;
}
