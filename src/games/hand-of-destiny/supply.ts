// 21.0 Supply (advanced rules, 2.1.C). 21.1: leaders, supply units, fleets and the units the scenario
// names are always in supply. 21.2: other units are in supply in, or within two spaces of, a friendly
// supply unit, a friendly-occupied fortress, fort or base, or a friendly fleet (enemy units in
// between do not matter). A scenario may replace the list of sources (hook supplySource, e.g. 30.2)
// and add supplied spaces (hook suppliedAt, e.g. 30.2.C-D).
import { own } from '../../engine/own.ts';
import type { Board } from './board.ts';
import type { DestinyPosition } from './scenario.ts';
import { fortifiedFor, unitsAt } from './stacking.ts';

const WITHIN = new WeakMap<Board, Map<number, Map<string, readonly string[]>>>();

/** The spaces in, or within `range` spaces of, `space` by the scenario's adjacency (21.2). */
export function within(b: Board, space: string, range: number): readonly string[] {
  let byRange = WITHIN.get(b);
  if (!byRange) WITHIN.set(b, (byRange = new Map()));
  let cache = byRange.get(range);
  if (!cache) byRange.set(range, (cache = new Map()));
  const hit = cache.get(space);
  if (hit) return hit;
  const out = new Set<string>([space]);
  let frontier = [space];
  for (let d = 0; d < range; d++) {
    const next: string[] = [];
    for (const s of frontier)
      for (const n of b.neighbours(s, b.sc.adjacency))
        if (!out.has(n)) {
          out.add(n);
          next.push(n);
        }
    frontier = next;
  }
  const list = [...out];
  cache.set(space, list);
  return list;
}

/** 21.1: always in supply. */
export function alwaysInSupply<S extends string>(b: Board<S>, pos: DestinyPosition<S>, unit: string): boolean {
  return (
    b.is(unit, 'leader') ||
    b.is(unit, 'supply') ||
    b.is(unit, 'fleet') ||
    (b.sc.hooks.alwaysInSupply?.(pos, unit) ?? false)
  );
}

/** 21.2: is `space` a supply source for `side`? */
export function isSupplySource<S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  space: string,
  side: S,
): boolean {
  if (b.sc.hooks.supplySource) return b.sc.hooks.supplySource(pos, space, side);
  const friends = unitsAt(b, pos, space, side);
  if (friends.some((u) => b.is(u, 'supply') || b.is(u, 'fleet'))) return true; // a friendly supply unit or fleet
  return friends.length > 0 && unitsAt(b, pos, space, b.other(side)).length === 0 && fortifiedFor(b, pos, space, side); // friendly-occupied fortification
}

/**
 * The answers of spaceInSupply and of the source check for one position and board, by side and
 * space: positions are never mutated (evolve builds new ones), and one actions() or end of phase
 * asks for the same spaces again and again (every unit there, every fort site, each space within
 * two spaces of them).
 */
interface SupplyAnswers {
  supplied: Map<string, boolean>;
  source: Map<string, boolean>;
}
const SUPPLIED = new WeakMap<object, Map<Board, Map<string, SupplyAnswers>>>(); // boards are few and live as long as their module

function answersFor<S extends string>(b: Board<S>, pos: DestinyPosition<S>, side: S): SupplyAnswers {
  let byBoard = SUPPLIED.get(pos);
  if (!byBoard) SUPPLIED.set(pos, (byBoard = new Map()));
  let bySide = byBoard.get(b);
  if (!bySide) byBoard.set(b, (bySide = new Map()));
  let answers = bySide.get(side);
  if (!answers) bySide.set(side, (answers = { supplied: new Map(), source: new Map() }));
  return answers;
}

/** Would a unit of `side` be in supply in `space` (21.2; 22.1.A "would otherwise be supplied")? */
export function spaceInSupply<S extends string>(b: Board<S>, pos: DestinyPosition<S>, space: string, side: S): boolean {
  const answers = answersFor(b, pos, side);
  let answer = answers.supplied.get(space);
  if (answer === undefined) answers.supplied.set(space, (answer = suppliedNow(b, pos, space, side, answers.source)));
  return answer;
}

function suppliedNow<S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  space: string,
  side: S,
  sources: Map<string, boolean>,
): boolean {
  if (!b.sc.advanced(pos) || !b.isSpace(space)) return true;
  if (b.sc.hooks.suppliedAt?.(pos, space, side)) return true;
  for (const s of within(b, space, 2)) {
    let source = sources.get(s);
    if (source === undefined) sources.set(s, (source = isSupplySource(b, pos, s, side)));
    if (source) return true;
  }
  return false;
}

/** 21.0-21.3: is the unit in supply now? Always, with the Standard Rules only. Units off the map are. */
export function inSupply<S extends string>(b: Board<S>, pos: DestinyPosition<S>, unit: string): boolean {
  if (!b.sc.advanced(pos)) return true;
  const u = own(pos.units, unit);
  if (!u || !b.isSpace(u.location)) return true;
  if (alwaysInSupply(b, pos, unit)) return true; // 21.1
  return spaceInSupply(b, pos, u.location, b.unit(unit).side); // 21.2-21.3
}

/** 21.3: the side's units that are out of supply, in id order. */
export function outOfSupply<S extends string>(b: Board<S>, pos: DestinyPosition<S>, side: S): string[] {
  if (!b.sc.advanced(pos)) return [];
  return Object.keys(pos.units)
    .filter((u) => b.unit(u).side === side && !inSupply(b, pos, u))
    .sort();
}
