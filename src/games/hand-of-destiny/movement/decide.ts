// 11.0-12.4: a stack moves together from one space along a path; a fleet carries up to three land
// units per fleet that start with it (12.4.A, C), which debark at the end and move no more (12.4.B).
import { RuleError } from '../../../engine/rule-error.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { DestinyAction } from '../actions.ts';
import type { Board } from '../board.ts';
import type { DestinyPosition } from '../scenario.ts';
import { allowance } from '../deck.ts';
import type { DestinyEvent } from '../events.ts';
import { hasEnemy } from '../stacking.ts';
import type { DestinyState } from '../state.ts';
import { checkPath, reachable, whyUnreachable, type PathRules } from './paths.ts';
import { systemPathRules } from './rules.ts';

/** 12.4.C */
export const FLEET_CAPACITY = 3;

/** A stack that may move: where it stands, its points (11.D), its fleets and the land units with them (12.4). */
export interface Stack {
  start: string;
  points: number;
  fleets: string[];
  land: string[];
}

/** How far the current card lets a unit move (11.B-D); when 0, the rule and why. */
export interface Allowance {
  points: number;
  rule: string;
  why: string;
}

/** What a module's March Phase gives the system's stack check. */
export interface MarchHost {
  phase: string;
  /** 11.E, 12.4.B: the units that have moved this March Phase (reset as it begins). */
  moved: readonly string[];
  /** 12.4.B: those of them a fleet transported. */
  carried: readonly string[];
  /** 11.B-D, 21.4.A and the scenario's own limits (e.g. 22.1.A, 28.1.A). */
  allowance(unit: string): Allowance;
}

/** The system's allowance (11.B-C, 21.4.A) as a MarchHost reads it. */
export function systemAllowance<S extends string>(b: Board<S>, state: DestinyState<S>, unit: string): Allowance {
  const points = allowance(b, state, unit);
  return points > 0
    ? { points, rule: '', why: '' }
    : { points, rule: '11.C', why: `the current Campaign Card does not move ${unit}` };
}

/**
 * 11.E: "after a piece has completed its movement ..., that unit may not move again during the same
 * turn". A side moves only in the March Phase of its own player-turn (11.A), once a turn: "the same
 * turn" is that March Phase, so the units that have moved are kept for it and cleared as the next begins.
 */
const movedRefusal = (march: MarchHost, unit: string): RuleError =>
  new RuleError(
    '11.E',
    `${unit} has moved this March Phase${march.carried.includes(unit) ? ' (12.4.B: transported units may not otherwise move)' : ''}: a unit that has completed its movement may not move again the same turn`,
  );

/**
 * Check that `units` may move together now, as one stack from one space (11.A, 11.E, 11.1.2 play note,
 * 12.4.A-C), with the scenario's own limits on a stack (e.g. 29.B), and return it. Where it starts
 * (a map space, or a box the scenario lets units leave) is the caller's to check.
 */
export function checkStack<S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  march: MarchHost,
  side: S,
  units: readonly string[],
): Stack {
  if (march.phase !== 'march') throw new RuleError('6.2.1.3', 'units move in the March Phase');
  if (units.length === 0)
    throw new RuleError('11.E', `name the units to move, e.g. units:${ownUnits(b, pos, side).slice(0, 2).join(',')}`);
  if (new Set(units).size !== units.length) throw new RuleError('11.E', 'a unit is named twice');
  const fleets = units.filter((u) => b.isUnit(u) && b.is(u, 'fleet'));
  const land = units.filter((u) => !fleets.includes(u));
  // 12.4.A: transported land units move along with the fleet: the fleets' allowance counts.
  const movers = fleets.length > 0 ? fleets : land;
  let start: string | null = null;
  let points = Infinity;
  for (const [i, u] of units.entries()) {
    if (!b.isUnit(u) || b.unit(u).side !== side || !pos.units[u])
      throw new RuleError('4.1', `${u} is not one of your units`, ownUnits(b, pos, side));
    const at = pos.units[u]!.location;
    if (start === null) start = at;
    else if (at !== start)
      throw new RuleError('11.E', `a stack moves together from one space: ${u} is in ${at}, not ${start}`);
    if (march.moved.includes(u)) throw movedRefusal(march, u);
    if (movers.includes(u)) {
      const a = march.allowance(u);
      if (a.points === 0) throw new RuleError(a.rule, a.why);
      points = Math.min(points, a.points);
    }
    const together = b.sc.hooks.mayMoveTogether?.(pos, units.slice(0, i + 1));
    if (together) throw new RuleError(together.rule, together.message);
  }
  if (b.isSpace(start!) && hasEnemy(b, pos, start!, side))
    throw new RuleError(
      '11.1.2',
      `${start} holds enemy units: units there fight in the Battle Phase and do not move away`,
    );
  if (fleets.length > 0 && land.length > FLEET_CAPACITY * fleets.length) {
    throw new RuleError(
      '12.4.C',
      `up to ${FLEET_CAPACITY} land units may be transported by each fleet: ${land.length} named with ${fleets.length} fleet(s)`,
    );
  }
  return { start: start!, points, fleets, land };
}

const ownUnits = <S extends string>(b: Board<S>, pos: DestinyPosition<S>, side: S): string[] =>
  Object.keys(pos.units).filter((u) => b.unit(u).side === side);

/** The system module's March Phase. */
const systemMarch = <S extends string>(b: Board<S>, state: DestinyState<S>): MarchHost => ({
  phase: state.phase,
  moved: state.moved,
  carried: state.carried,
  allowance: (u) => systemAllowance(b, state, u),
});

/** How a module's March Phase finds and checks the path of a stack: the system's walker with its rules (paths.ts). */
export interface StackWalker<W> {
  /** Every destination reachable from the stack's start, each with its cheapest legal path (11.D). */
  reachable(): ReadonlyMap<string, { path: string[] }>;
  /** The path reachable() finds to one destination, or undefined, where a module can find it alone (cheaper). */
  pathTo?(to: string): string[] | undefined;
  /** Why `to` is not among them: the refusal a player is told (the rule on the way, the nearest legal space). */
  unreachable(to: string): RuleError;
  /** Validate the whole path (path[0] is the start): its walk, or the broken rule thrown. */
  check(path: readonly string[]): W;
}

/** 11.0, 11.D: the path a stack takes to `to`: the one named (`via`), else the cheapest legal one, checked whole. */
export function stackPath<W>(
  stack: { start: string },
  to: string,
  via: readonly string[] | undefined,
  walker: StackWalker<W>,
): { path: string[]; walk: W } {
  let path: string[];
  if (via && via.length > 0) path = [stack.start, ...via, to];
  else {
    const found = walker.pathTo ? walker.pathTo(to) : walker.reachable().get(to)?.path;
    if (!found) throw walker.unreachable(to);
    path = found;
  }
  return { path, walk: walker.check(path) };
}

/** The system's refusal of a destination reachable() does not offer. */
function unreachable<S extends string>(b: Board<S>, rules: PathRules, start: string, to: string): RuleError {
  const dests = [...reachable(b, rules, start).keys()].sort();
  if (!b.isSpace(to)) return new RuleError('3.1', `${to} is not a map space: units move only between spaces`, dests);
  // The refusal on the way that applies, and the nearest legal space on it.
  const why = whyUnreachable(b, rules, start, to);
  if (!why)
    return new RuleError(
      rules.fleet ? '12.3.B' : '3.2',
      `no ${rules.fleet ? 'river ' : ''}route joins ${start} and ${to}`,
      dests,
    );
  const nearest = why.nearest ? `; the nearest space on the way you can reach is ${why.nearest}` : '';
  return new RuleError(why.refusal.rule, `${why.refusal.message}${nearest}`, dests);
}

export function decideMove<S extends string>(
  b: Board<S>,
  state: DestinyState<S>,
  side: S,
  units: readonly string[],
  to: string,
  via: readonly string[] | undefined,
): DestinyEvent<S>[] {
  const stack = checkStack(b, state, systemMarch(b, state), side, units);
  if (!b.isSpace(stack.start)) throw new RuleError('3.3', `${stack.start} is not a map space`);
  const rules = systemPathRules(b, state, side, units, stack.points);
  const { path } = stackPath(stack, to, via, {
    reachable: () => reachable(b, rules, stack.start),
    unreachable: (dest) => unreachable(b, rules, stack.start, dest),
    check: (p) => checkPath(b, rules, p),
  });
  const carried = stack.fleets.length > 0 ? [...stack.land].sort() : [];
  return [{ type: 'units-moved', side, units: [...units].sort(), carried, path }];
}

/** The stacks offered from each space: each unit alone, all land units together, each fleet with up to three land units. */
export function moveActions<S extends string>(
  b: Board<S>,
  state: DestinyState<S>,
  side: S,
): LegalAction<DestinyAction>[] {
  const bySpace = new Map<string, string[]>();
  for (const [id, u] of Object.entries(state.units)) {
    if (
      b.unit(id).side !== side ||
      state.moved.includes(id) ||
      !b.isSpace(u.location) ||
      hasEnemy(b, state, u.location, side)
    )
      continue;
    bySpace.set(u.location, [...(bySpace.get(u.location) ?? []), id].sort());
  }
  const out: LegalAction<DestinyAction>[] = [];
  for (const [, here] of [...bySpace].sort(([a], [c]) => a.localeCompare(c))) {
    const land = here.filter((u) => !b.is(u, 'fleet'));
    const stacks = new Map<string, string[]>();
    for (const u of here) stacks.set(u, [u]);
    if (land.length > 1) stacks.set(land.join(','), land);
    for (const f of here.filter((u) => b.is(u, 'fleet')))
      if (land.length > 0)
        stacks.set([f, ...land.slice(0, FLEET_CAPACITY)].join(','), [f, ...land.slice(0, FLEET_CAPACITY)]);
    for (const units of stacks.values()) {
      let stack: Stack;
      try {
        stack = checkStack(b, state, systemMarch(b, state), side, units);
      } catch (e) {
        if (e instanceof RuleError) continue;
        throw e;
      }
      for (const [to, { path }] of reachable(b, systemPathRules(b, state, side, units, stack.points), stack.start)) {
        out.push({
          action: { type: 'move', units, to, via: path.slice(1, -1) },
          label: `Move ${units.join(', ')} ${path.join(' → ')}`,
        });
      }
    }
  }
  return out;
}
