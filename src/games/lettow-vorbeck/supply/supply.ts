// 21.0 Supply (advanced rules, R29, R41) and optional 30.2: the system's supply rules
// (hand-of-destiny/supply.ts: 21.1 always-supplied units, 21.2 within two spaces of a source) with
// this scenario's sources and extra supply as hooks (sources.ts, given in scenario.ts):
//  - Standard game: every unit is always in supply (R41).
//  - 21.1-21.3 without 30.2: in supply in or within two spaces (land/rail/river routes, terrain and
//    enemy units ignored) of a friendly-occupied Fortress or Base (either side's, R29) or a
//    friendly-occupied fort marker. No supply units, fleets or leaders exist in this scenario.
//  - 30.2: the sources are friendly-occupied supply centers (home or captured, 30.2.B) and forts;
//    30.2.C rail trace; 30.2.D German units are always in supply inside German East Africa.
//  - Units in any box are in supply (R29, R11).
import * as destiny from '../../hand-of-destiny/supply.ts';
import { placement } from '../../hand-of-destiny/stacking.ts';
import { isSpace } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import { hasUnitsOf } from '../common/space.ts';
import { isSupplySource, suppliedByScenario } from './sources.ts';
import type { LvState } from '../state.ts';
import { LV_BOARD } from '../scenario.ts';

/** The spaces in, or within two spaces of, `space` (21.2). */
export function withinTwo(space: string): readonly string[] {
  return destiny.within(LV_BOARD, space, 2);
}

/** Is the unit in supply now (21.0-21.3, 30.2)? */
export const inSupply = (state: LvState, unit: string): boolean => destiny.inSupply(LV_BOARD, state, unit);

/** Would a unit of `side` be in supply in `space` (22.1.A "would otherwise be supplied")? */
export const spaceInSupply = (state: LvState, space: string, side: Side): boolean =>
  destiny.spaceInSupply(LV_BOARD, state, space, side);

/**
 * Every unit of a side that is out of supply, in id order: the system's outOfSupply (21.1-21.3) read
 * the other way round, once per March Phase. A source is friendly-occupied (R10, R29, 30.2.B), so
 * it holds units of the side: the spaces within two of those that are sources are supplied (two
 * spaces apart either way: routes join both ends), and the rest only by 30.2.C-D. The same list as
 * destiny.outOfSupply (tests/lettow-vorbeck/supply-fast.test.ts).
 */
export function outOfSupplyUnits(state: LvState, side: Side): string[] {
  if (!state.options.advanced) return []; // R41
  const here = placement(state.units); // who stands where, indexed once per placement
  const near = new Set<string>();
  for (const at of here.keys())
    if (isSpace(at) && hasUnitsOf(state, at, side) && isSupplySource(state, at, side))
      for (const s of withinTwo(at)) near.add(s);
  const out: string[] = [];
  for (const [at, ids] of here) {
    if (!isSpace(at) || near.has(at)) continue;
    let supplied: boolean | undefined; // 30.2.C-D, asked once per space
    for (const id of ids) {
      if (unitById(id).side !== side || destiny.alwaysInSupply(LV_BOARD, state, id)) continue;
      supplied ??= suppliedByScenario(state, at, side);
      if (!supplied) out.push(id);
    }
  }
  return out.sort();
}
