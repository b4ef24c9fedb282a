// The level-2 player's judgement, read from a view only: how good one legal action
// looks (attack where its stack should win the Tactical Superiority roll, recruit to threatened
// supply centers, hold the centers that score).
import type { LegalAction } from '../../../engine/types.ts';
import type { LvAction } from '../actions.ts';
import { SUPPLY_CENTERS, isSpace } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import { LV_BOARD } from '../scenario.ts';
import { otherSide } from '../state.ts';
import type { LvView } from '../view.ts';

const CENTERS = new Set<string>(SUPPLY_CENTERS);

/** Units of `side` per map space, as the view shows them (counts for face-down stacks). */
function countsAt(v: LvView, side: Side): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of v.stacks) if (s.side === side && isSpace(s.location)) out.set(s.location, s.count);
  return out;
}

/** Strength of a set of own units with the Tactical Superiority modifiers they bring (13.1.1: elite, artillery). */
function strength(units: readonly string[]): number {
  let s = 0;
  let elite = false;
  let artillery = false;
  for (const u of units) {
    const d = unitById(u);
    s += d.strength;
    elite ||= d.elite;
    artillery ||= d.artillery;
  }
  return s + (elite ? 1 : 0) + (artillery ? 1 : 0);
}

/** Whether an enemy stack stands next to `space` (by land, river or rail). */
function threatened(v: LvView, side: Side, space: string): boolean {
  const enemy = countsAt(v, otherSide(side));
  return LV_BOARD.neighbours(space, ['land', 'river', 'rail']).some((n) => (enemy.get(n) ?? 0) > 0);
}

/** How good an action looks to the greedy player (higher is better; 0 is ending the phase). */
export function scoreAction(v: LvView, side: Side, a: LegalAction<LvAction>): number {
  const act = a.action;
  const mine = countsAt(v, side);
  const theirs = countsAt(v, otherSide(side));
  switch (act.type) {
    case 'move':
    case 'amphibious': {
      const from = v.units[act.units[0]!]?.location ?? '';
      const enemy = theirs.get(act.to) ?? 0;
      let s = 0.1;
      if (enemy > 0) s += strength(act.units) > enemy * 2 ? 3 : -2; // attack where it should win the TS roll
      if (CENTERS.has(act.to)) s += (mine.get(act.to) ?? 0) > 0 ? 0.2 : 2.5; // take a center
      if (CENTERS.has(from) && (mine.get(from) ?? 0) <= act.units.length) s -= 3; // do not abandon one
      return s + 0.05 * act.units.length;
    }
    case 'recruit-place':
      return 1 + (CENTERS.has(act.at) ? 2 : 0) + (threatened(v, side, act.at) ? 2 : 0); // to threatened centers
    case 'fort-build':
      return CENTERS.has(act.at) || threatened(v, side, act.at) ? 1.5 : 0.5;
    case 'fort-remove':
      return -1;
    case 'end-phase':
      return 0;
    case 'set-orders':
      return -10;
    default:
      return 1; // draws, card choices, battle steps: the game's own procedure
  }
}
