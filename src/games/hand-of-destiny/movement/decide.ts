// 11.0-12.4: a stack moves together from one space along a path; a fleet carries up to three land
// units per fleet that start with it (12.4.A, C), which debark at the end and move no more (12.4.B).
import { RuleError } from '../../../engine/rule-error.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { DestinyAction } from '../actions.ts';
import type { Board } from '../board.ts';
import { allowance } from '../deck.ts';
import type { DestinyEvent } from '../events.ts';
import { hasEnemy } from '../stacking.ts';
import type { DestinyState } from '../state.ts';
import { checkPath, reachable, whyUnreachable } from './paths.ts';
import { systemPathRules } from './rules.ts';

/** 12.4.C */
export const FLEET_CAPACITY = 3;

interface Stack {
  start: string;
  points: number;
  fleets: string[];
  land: string[];
}

function checkStack<S extends string>(b: Board<S>, state: DestinyState<S>, side: S, units: readonly string[]): Stack {
  if (state.phase !== 'march') throw new RuleError('6.2.1.3', 'units move in the March Phase');
  if (units.length === 0) throw new RuleError('11.E', 'name the units to move');
  if (new Set(units).size !== units.length) throw new RuleError('11.E', 'a unit is named twice');
  let start: string | null = null;
  for (const u of units) {
    if (!b.isUnit(u) || b.unit(u).side !== side || !state.units[u])
      throw new RuleError('4.1', `${u} is not one of your units`);
    const at = state.units[u]!.location;
    if (start === null) start = at;
    else if (at !== start)
      throw new RuleError('11.E', `a stack moves together from one space: ${u} is in ${at}, not ${start}`);
    if (state.moved.includes(u))
      throw new RuleError(
        '11.E',
        `${u} has moved this March Phase${b.is(u, 'fleet') ? '' : ' (12.4.B: transported units may not otherwise move)'}`,
      );
  }
  if (!b.isSpace(start!)) throw new RuleError('3.3', `${start} is not a map space`);
  if (hasEnemy(b, state, start!, side))
    throw new RuleError(
      '11.1.2',
      `${start} holds enemy units: units there fight in the Battle Phase and do not move away`,
    );
  const fleets = units.filter((u) => b.is(u, 'fleet'));
  const land = units.filter((u) => !b.is(u, 'fleet'));
  if (fleets.length > 0 && land.length > FLEET_CAPACITY * fleets.length) {
    throw new RuleError(
      '12.4.C',
      `up to ${FLEET_CAPACITY} land units may be transported by each fleet: ${land.length} named with ${fleets.length} fleet(s)`,
    );
  }
  // 12.4.A: transported land units move along with the fleet: the fleets' allowance counts.
  const movers = fleets.length > 0 ? fleets : land;
  const points = Math.min(...movers.map((u) => allowance(b, state, u)));
  if (points === 0)
    throw new RuleError(
      '11.C',
      `the current Campaign Card does not move ${movers.find((u) => allowance(b, state, u) === 0)}`,
    );
  return { start: start!, points, fleets, land };
}

export function decideMove<S extends string>(
  b: Board<S>,
  state: DestinyState<S>,
  side: S,
  units: readonly string[],
  to: string,
  via: readonly string[] | undefined,
): DestinyEvent<S>[] {
  const stack = checkStack(b, state, side, units);
  const rules = systemPathRules(b, state, side, units, stack.points);
  let path: string[];
  if (via && via.length > 0) path = [stack.start, ...via, to];
  else {
    const found = reachable(b, rules, stack.start).get(to);
    if (!found) {
      const dests = [...reachable(b, rules, stack.start).keys()].sort();
      if (!b.isSpace(to)) throw new RuleError('3.1', `${to} is not a map space: units move only between spaces`, dests);
      // The refusal on the way that applies, and the nearest legal space on it.
      const why = whyUnreachable(b, rules, stack.start, to);
      if (!why)
        throw new RuleError(
          rules.fleet ? '12.3.B' : '3.2',
          `no ${rules.fleet ? 'river ' : ''}route joins ${stack.start} and ${to}`,
          dests,
        );
      const nearest = why.nearest ? `; the nearest space on the way you can reach is ${why.nearest}` : '';
      throw new RuleError(why.refusal.rule, `${why.refusal.message}${nearest}`, dests);
    }
    path = found.path;
  }
  checkPath(b, rules, path);
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
        stack = checkStack(b, state, side, units);
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
