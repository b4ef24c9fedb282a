// 22.0 Fort markers (advanced rules; R30, R46; optional 30.3): building, removal by the owner,
// removal when the enemy enters an empty fort.
import { own } from '../../../engine/own.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import { isSpace, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { otherSide } from '../state.ts';
import { FORT_OF, POOL_OF, hasEnemy, hasUnitsOf } from '../common/space.ts';
import { spaceInSupply } from '../supply/supply.ts';
import type { MarchEvent } from '../march/events.ts';

/** Where a side's fort marker is: a map space, or null when it is beside the cup (or not in play). */
export function fortSpace(state: LvState, side: Side): string | null {
  const at = state.markers[FORT_OF[side]];
  return at !== undefined && isSpace(at) ? at : null;
}

/** 22.3.A, R46: enemy units of `mover` entering, passing through or placed in these spaces remove an enemy fort left alone. */
export function fortsOverrun(state: LvState, mover: Side, spaces: readonly string[]): MarchEvent[] {
  const owner = otherSide(mover);
  const at = fortSpace(state, owner);
  if (at === null || !spaces.includes(at) || hasUnitsOf(state, at, owner)) return [];
  return [{ type: 'fort.removed', side: owner, marker: FORT_OF[owner], at, to: POOL_OF[owner], reason: 'enemy' }];
}

/** R30, 30.3: may this unit build a fort? */
export function canBuildFort(state: LvState, unit: string): boolean {
  if (state.options.forts) return true; // 30.3: any unit
  const t = unitById(unit).type;
  return t === 'Light infantry' || t === 'Regular infantry' || t === 'Garrison';
}

/** A refusal: the rule and its message, made into a RuleError only when a player asked (no stack trace for actions()). */
export interface FortRefusal {
  rule: string;
  message: string;
}

/** Why a fort may not be built now by `unit` at `at` (22.1, R30), or null if it may. */
export function fortBuildRefusal(state: LvState, side: Side, at: string, unit: string): FortRefusal | null {
  const no = (rule: string, message: string): FortRefusal => ({ rule, message });
  if (!state.options.advanced) return no('R41', 'fort markers are used only with the advanced rules (advanced:true)');
  if (state.markers[FORT_OF[side]] === undefined) return no('22.1.C', 'your side has no fort marker in play');
  if (fortSpace(state, side) !== null)
    return no(
      '22.1.C',
      `you may not build more forts than the counter mix holds: yours stands in ${fortSpace(state, side)} (30.3: one per side)`,
    );
  if (state.march?.fortRemovedTurn[side] === state.turn)
    return no('22.3.C', 'a dismantled fort may be rebuilt only on a following turn');
  const u = own(state.units, unit);
  if (!u || unitById(unit).side !== side) return no('22.1.A', `${unit} is not one of your units`);
  if (u.location !== at) return no('22.1.A', `the builder must be in ${at}; ${unit} is in ${u.location}`);
  if (!isSpace(at)) return no('22.1.B', 'forts may not be built in a box (at sea)');
  if (!canBuildFort(state, unit))
    return no(
      'R30',
      `${unitById(unit).type} units do not build forts (only Light infantry, Regular infantry and Garrison; any unit with optional 30.3)`,
    );
  if (spaceById(at).fortification) return no('22.1.B', `${at} already holds a ${spaceById(at).fortification!.kind}`);
  if (fortSpace(state, otherSide(side)) === at) return no('22.1.B', `${at} already holds a fort`);
  if (hasEnemy(state, at, side)) return no('27.1.D', `${at} holds enemy units`);
  if (!spaceInSupply(state, at, side))
    return no('22.1.A', `${at} would not be in supply (21.0): forts are built only where units are supplied`);
  return null;
}

/** The refusal of fortBuildRefusal as the RuleError a /fort build gets, or null if the fort may be built. */
export function fortBuildError(state: LvState, side: Side, at: string, unit: string): RuleError | null {
  const r = fortBuildRefusal(state, side, at, unit);
  return r && new RuleError(r.rule, r.message);
}
