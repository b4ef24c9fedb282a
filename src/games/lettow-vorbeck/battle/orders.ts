// Standing orders (/orders): deterministic choices the game makes for a side instead of waiting.
import { SUPPLY_CENTERS, isSpace, neighbours, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { NO_ORDERS, type StandingOrders } from './state.ts';
import { fortifiedFor, unitsAt } from './forces.ts';

export const ordersOf = (state: LvState, side: Side): StandingOrders => state.battle?.orders[side] ?? NO_ORDERS;

const str = (u: string): number => unitById(u).strength;
/** Weakest first: lowest printed strength, then non-elite before elite, then id. */
export const weakestFirst = (units: readonly string[]): string[] =>
  [...units].sort((a, b) => str(a) - str(b) || Number(unitById(a).elite) - Number(unitById(b).elite) || a.localeCompare(b));
/** Strongest first: highest strength, then elite before non-elite, then id. */
export const strongestFirst = (units: readonly string[]): string[] =>
  [...units].sort((a, b) => str(b) - str(a) || Number(unitById(b).elite) - Number(unitById(a).elite) || a.localeCompare(b));

export function pickLoss(order: StandingOrders['losses'], units: readonly string[]): string | null {
  if (order === 'ask' || units.length === 0) return null;
  return (order === 'weakest-first' ? weakestFirst(units) : strongestFirst(units))[0]!;
}

export function pickFire(order: StandingOrders['fire'], units: readonly string[]): string | null {
  if (order === 'ask' || units.length === 0) return null;
  return (order === 'strongest-first' ? strongestFirst(units) : weakestFirst(units))[0]!;
}

/**
 * RULING (ours): "nearest-supply" = the destination with the fewest land/rail/river steps to a space
 * that holds units of the side and is a supply center or a fortification usable by it; if the side
 * holds none, to its home supply centers; ties by space id.
 */
export function pickRetreat(state: LvState, side: Side, options: readonly string[]): string | null {
  if (options.length === 0) return null;
  const held = SUPPLY_CENTERS.filter((sc) => unitsAt(state, sc, side).length > 0 || false);
  const forts = Object.values(state.units)
    .map((u) => u.location)
    .filter((l) => isSpace(l) && unitsAt(state, l, side).length > 0 && fortifiedFor(state, l, side));
  let targets = new Set<string>([...held, ...forts]);
  if (targets.size === 0) targets = new Set(SUPPLY_CENTERS.filter((sc) => spaceById(sc).supplyCenter === side));
  const dist = (from: string): number => {
    const seen = new Set([from]);
    let frontier = [from];
    for (let d = 0; frontier.length > 0; d++) {
      if (frontier.some((x) => targets.has(x))) return d;
      const nextF: string[] = [];
      for (const x of frontier) for (const n of neighbours(x, ['land', 'rail', 'river'])) if (!seen.has(n)) (seen.add(n), nextF.push(n));
      frontier = nextF;
    }
    return Number.MAX_SAFE_INTEGER;
  };
  return [...options].sort((a, b) => dist(a) - dist(b) || a.localeCompare(b))[0]!;
}
