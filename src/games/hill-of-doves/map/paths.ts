// Paths on the Tactical Map (spec Table 2.4.7; r. 2.3, 2.13, 2.15, 3.3; rulings R20, R58).
import { neighbours } from '../data/grid.ts';
import {
  OBJECTIVE_BY_HEX,
  OBJECTIVE_NEIGHBOURS,
  OBJECTIVES,
  TACTICAL_GRID,
  TACTICAL_HEXES,
} from '../data/tactical-map.ts';
import type { ObjectiveId, TacticalHexId } from '../data/types.ts';
import { britishObjectives } from '../control.ts';
import type { HodState } from '../state.ts';

const IMPASSABLE = new Set<TacticalHexId>(
  TACTICAL_HEXES.filter((h) => h.terrain.kind === 'impassable').map((h) => h.id),
);
export const isPassable = (h: TacticalHexId) => !IMPASSABLE.has(h);

export interface Blocking {
  boerHexes: Set<TacticalHexId>;
  rifleFire: Set<TacticalHexId>;
}

/** r. 2.13: a Boer-controlled objective covers every adjacent hex with rifle fire. */
export function blocking(s: HodState, british = britishObjectives(s)): Blocking {
  const boerHexes = new Set<TacticalHexId>();
  const rifleFire = new Set<TacticalHexId>();
  for (const o of Object.keys(OBJECTIVES) as ObjectiveId[]) {
    if (british.has(o)) continue;
    boerHexes.add(OBJECTIVES[o].hex);
    for (const h of OBJECTIVE_NEIGHBOURS[o]) rifleFire.add(h);
  }
  return { boerHexes, rifleFire };
}

/** Shortest path from a to b (both ends exempt) avoiding blocked hexes; null if none. */
export function shortestPath(
  a: TacticalHexId,
  b: TacticalHexId,
  blocked: (h: TacticalHexId) => boolean,
): TacticalHexId[] | null {
  if (a === b) return [a];
  const prev = new Map<TacticalHexId, TacticalHexId>([[a, a]]);
  let frontier: TacticalHexId[] = [a];
  while (frontier.length > 0) {
    const next: TacticalHexId[] = [];
    for (const h of frontier) {
      for (const n of neighbours<TacticalHexId>(TACTICAL_GRID, h)) {
        if (prev.has(n)) continue;
        if (n !== b && (blocked(n) || !isPassable(n))) continue;
        if (n === b && !isPassable(n)) continue;
        prev.set(n, h);
        if (n === b) {
          const path: TacticalHexId[] = [b];
          let c = b;
          while (c !== a) {
            c = prev.get(c)!;
            path.unshift(c);
          }
          return path;
        }
        next.push(n);
      }
    }
    frontier = next;
  }
  return null;
}

/** A clear path (LOC, transfer or supply): no impassable, Boer objective or rifle fire hex between the ends. */
export function clearPath(s: HodState, a: TacticalHexId, b: TacticalHexId, blk = blocking(s)): TacticalHexId[] | null {
  return shortestPath(a, b, (h) => blk.boerHexes.has(h) || blk.rifleFire.has(h));
}

/** r. 2.15: a supply path from an objective to the British Camp. */
export function hasSupplyPath(s: HodState, o: ObjectiveId, blk = blocking(s)): boolean {
  return o === 'BC' || clearPath(s, OBJECTIVES[o].hex, OBJECTIVES.BC.hex, blk) !== null;
}

/**
 * The legal orders-marker hexes of a target (r. 2.3, 3.1, R58): its passable rifle fire hexes that
 * are not Boer objective hexes, hold no other orders marker, and have a line of communication to the camp.
 */
export function ordersHexes(
  s: HodState,
  target: ObjectiveId,
  taken: readonly TacticalHexId[] = [],
): { hex: TacticalHexId; length: number }[] {
  const british = britishObjectives(s);
  if (british.has(target)) return [];
  const blk = blocking(s, british);
  const lengths = locLengths(british);
  const out: { hex: TacticalHexId; length: number }[] = [];
  for (const h of OBJECTIVE_NEIGHBOURS[target]) {
    if (!isPassable(h) || blk.boerHexes.has(h) || taken.includes(h)) continue;
    let length = lengths.get(h);
    if (length === undefined) {
      const p = clearPath(s, h, OBJECTIVES.BC.hex, blk);
      lengths.set(h, (length = p ? p.length - 1 : null));
    }
    if (length !== null) out.push({ hex: h, length });
  }
  return out.sort((x, y) => x.length - y.length || x.hex.localeCompare(y.hex));
}

/**
 * The length of the line of communication from a hex to the camp, per set of British objectives:
 * the blocked hexes follow from that set alone (blocking()), so the same set finds the same paths.
 * Every position of a game asks it of every target; a game sees few distinct sets.
 */
const LOC_LENGTHS = new Map<string, Map<TacticalHexId, number | null>>();
function locLengths(british: ReadonlySet<ObjectiveId>): Map<TacticalHexId, number | null> {
  const key = [...british].sort().join();
  let m = LOC_LENGTHS.get(key);
  if (!m) {
    if (LOC_LENGTHS.size >= 4096) LOC_LENGTHS.clear(); // bounded: at most 2^n sets of n objectives
    LOC_LENGTHS.set(key, (m = new Map()));
  }
  return m;
}

export const objectiveAtHex = (h: TacticalHexId): ObjectiveId | null => OBJECTIVE_BY_HEX[h] ?? null;
