// This scenario's supply sources (R29, 30.2.B-E) and its supply beyond 21.2's range (30.2.C-D):
// the supplySource and suppliedAt hooks of scenario.ts, read by the system's supply rules (supply.ts).
import { neighbours, routeBetween, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { FORT_OF, hasEnemy, occupant } from '../common/space.ts';

const fortAt = (state: LvState, space: string, side: Side): boolean => state.markers[FORT_OF[side]] === space;

/** Is `space` a supply source for `side` (R29 / 30.2.B-E)? The scenario's supplySource hook. */
export function isSupplySource(state: LvState, space: string, side: Side): boolean {
  if (occupant(state, space) !== side) return false; // R10: friendly-occupied
  if (fortAt(state, space, side)) return true; // 22.4
  const s = spaceById(space);
  if (state.options.supply) return s.supplyCenter !== null; // 30.2.B, D, E
  return s.fortification !== null; // 21.2, R29: Fortress or Base, whichever side it is marked for
}

/** 30.2.C: on a railroad that traces continuous rail spaces, free of enemy units, to a friendly-occupied supply center or fort. */
function railTrace(state: LvState, space: string, side: Side): boolean {
  if (!spaceById(space).rail) return false;
  const seen = new Set<string>([space]);
  const queue = [space];
  while (queue.length) {
    const at = queue.shift()!;
    if (isSupplySource(state, at, side)) return true;
    for (const n of neighbours(at, ['rail'])) {
      if (seen.has(n) || !routeBetween(at, n, 'rail') || hasEnemy(state, n, side)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

/** 30.2.C-D: supply beyond the two-space range of 21.2 (the scenario's suppliedAt hook). */
export function suppliedByScenario(state: LvState, space: string, side: Side): boolean {
  if (!state.options.supply) return false;
  if (side === 'German' && spaceById(space).region === 'German East Africa') return true; // 30.2.D
  return railTrace(state, space, side); // 30.2.C
}
