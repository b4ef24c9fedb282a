// March Phase moves (11.0-12.1, 28.1-28.3): a stack moves together along a path, or by water.
import { RuleError } from '../../../engine/rule-error.ts';
import { isSpace, spaceById } from '../data/map.ts';
import { lakePorts, oceanLinks, isOceanPoint } from '../data/map.ts';
import type { Contingent, Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { closedSpace, interventionPlayed, otherContingentAt } from '../common/space.ts';
import { stackPath, checkStack as systemCheckStack } from '../../hand-of-destiny/movement/decide.ts';
import { LV_BOARD, LV_SCENARIO } from '../scenario.ts';
import { freeRail, lakeHops } from '../cards-events/march.ts';
import { fortsOverrun } from '../forts/forts.ts';
import { allowance } from './allowance.ts';
import type { MarchEvent } from './events.ts';
import { checkPath, pathTo, reachable, whyNot, type PathRules } from './paths.ts';

/** A stack's start, points and Allied contingent (29.B; null for German units), as the path rules read it. */
export interface Stack {
  start: string;
  points: number;
  contingent: Contingent | null;
}

/** The system's stack check (11.A, 11.E, 11.1.2 play note, 12.4) with this scenario's March Phase: its allowance (march/allowance.ts) and 29.B (hooks.mayMoveTogether). */
export function checkStack(state: LvState, side: Side, units: readonly string[]): Stack {
  const march = {
    phase: state.phase,
    moved: state.march?.moved ?? [],
    carried: [], // 24.1: no fleets in this scenario (R6)
    allowance: (u: string) => allowance(state, u),
  };
  const { start, points } = systemCheckStack(LV_BOARD, state, march, side, units);
  return { start, points, contingent: side === 'Allied' ? unitById(units[0]!).contingent : null };
}

export function pathRules(state: LvState, side: Side, stack: Stack, units: readonly string[]): PathRules {
  return {
    side,
    contingent: stack.contingent,
    points: stack.points,
    freeRail: freeRail(state, side),
    lakeHops: lakeHops(state, side),
    moving: units,
  };
}

/** The refusal of a move to `to` that reachable() does not offer: the cause that applies and the nearest legal alternative. */
function unreachable(state: LvState, side: Side, stack: Stack, units: readonly string[], to: string): RuleError {
  const rules = pathRules(state, side, stack, units);
  const dests = [...reachable(state, rules, stack.start).keys()].sort();
  if (to === stack.start)
    return new RuleError('11.D', `${units.join(', ')} already stand in ${to}: name another space`);
  if (!isSpace(to))
    return new RuleError(
      '28.2',
      `${to} is not a map space: boxes are reached only by amphibious movement (/amphibious)`,
    );
  const closed = closedSpace(state, to);
  if (closed) return new RuleError('28.1.B', `no unit may enter ${closed} before Allied Intervention`);
  const stacking = LV_SCENARIO.hooks.stackingLegal!(state, units, to); // 29.B
  if (stacking) return new RuleError(stacking.rule, stacking.message);
  if (amphibiousTargets(state, side, stack.start, stack.contingent).includes(to)) {
    const water = isOceanPoint(stack.start) && isOceanPoint(to) && side === 'Allied' ? 'by sea' : 'across the lake';
    return new RuleError(
      '28.2',
      `${to} is reached from ${stack.start} ${water} by amphibious movement: /amphibious units:${units.join(',')} to:${to}`,
      dests,
    );
  }
  const why = whyNot(state, rules, stack.start, to);
  if (!why) return new RuleError('3.2', `no route joins ${stack.start} and ${to}: units move only along routes`, dests);
  const nearest = why.nearest ? `; the nearest space on the way you can reach is ${why.nearest}` : '';
  return new RuleError(why.refusal.rule, `${why.refusal.message}${nearest}`, dests);
}

export function decideMove(
  state: LvState,
  side: Side,
  units: string[],
  to: string,
  via: string[] | undefined,
): MarchEvent[] {
  const stack = checkStack(state, side, units);
  if (!isSpace(stack.start)) {
    throw new RuleError('28.2.3', `${stack.start} is a box: units leave it only by amphibious movement (/amphibious)`);
  }
  const rules = pathRules(state, side, stack, units);
  const { path, walk: kind } = stackPath(stack, to, via, {
    reachable: () => reachable(state, rules, stack.start),
    // The same path as reachable()'s, walking only towards `to` (march-enumeration.test.ts); a box or an unknown id is left to reachable().
    pathTo: (dest) =>
      isSpace(dest) ? pathTo(state, rules, stack.start, dest) : reachable(state, rules, stack.start).get(dest)?.path,
    unreachable: (dest) => unreachable(state, side, stack, units, dest),
    check: (p) => checkPath(state, rules, p), // 28.3: its move kind
  }); // 11.0, 11.D (system)
  return [
    { type: 'march.units-moved', side, units: [...units].sort(), path, kind },
    ...fortsOverrun(state, side, path.slice(1)),
  ];
}

/** The water body an amphibious move from `from` to `to` would use (28.2.1-28.2.2), or null. */
function waterway(from: string, to: string, side: Side, intervention: boolean): 'lake' | 'ocean' | null {
  if (isSpace(from) && isSpace(to)) {
    const lake = spaceById(from).lake;
    if (lake && lakePorts(lake).includes(to)) return 'lake';
  }
  if (side === 'Allied' && isOceanPoint(from) && oceanLinks(from, intervention).includes(to)) return 'ocean';
  return null;
}

/** Every legal amphibious landing of a stack from `start` (28.2, R9). */
export function amphibiousTargets(state: LvState, side: Side, start: string, contingent: Contingent | null): string[] {
  const out: string[] = [];
  const intervention = interventionPlayed(state);
  if (isSpace(start) && spaceById(start).lake)
    out.push(...lakePorts(spaceById(start).lake!).filter((p) => p !== start));
  if (side === 'Allied' && isOceanPoint(start)) out.push(...oceanLinks(start, intervention));
  return out.filter((to) => !closedSpace(state, to) && !(contingent && otherContingentAt(state, to, contingent)));
}

export function decideAmphibious(state: LvState, side: Side, units: string[], to: string): MarchEvent[] {
  const stack = checkStack(state, side, units);
  const kind = waterway(stack.start, to, side, interventionPlayed(state));
  if (!kind) {
    const targets = amphibiousTargets(state, side, stack.start, stack.contingent);
    if (side === 'German' && isOceanPoint(stack.start) && isOceanPoint(to)) {
      throw new RuleError('28.2.2', 'only the Allies move by sea across the Indian Ocean', targets);
    }
    throw new RuleError(
      '28.2',
      `no amphibious move joins ${stack.start} and ${to}: port to port on the same lake (28.2.1) or, for the Allies, across the Indian Ocean (28.2.2)`,
      targets,
    );
  }
  const closed = closedSpace(state, to);
  if (closed) throw new RuleError('28.1.B', `no unit may enter ${closed} before Allied Intervention`);
  const stacking = LV_SCENARIO.hooks.stackingLegal!(state, units, to); // 29.B, R9
  if (stacking) throw new RuleError(stacking.rule, stacking.message);
  return [
    { type: 'march.units-moved', side, units: [...units].sort(), path: [stack.start, to], kind },
    ...fortsOverrun(state, side, [to]),
  ];
}
