// 13.5 Losing: the loser's panicked units retreat together to one adjacent space free of enemy units
// (13.5.A); fleets, with up to three land units each, may retreat along the river spaces, the land
// units debarking at the end; no other unit retreats into a river space (13.5.B); with nowhere to go
// they are eliminated (13.5.C).
import type { Board } from '../board.ts';
import type { DestinyPosition } from '../scenario.ts';
import { unitsAt } from '../stacking.ts';
import { FLEET_CAPACITY } from '../movement/decide.ts';

export interface RetreatOption {
  to: string;
  byRiver: boolean;
}

/**
 * `allow` is the scenario's own entry restriction for a retreat (default: its mayEnter and
 * stackingLegal hooks); `kinds` the routes that make spaces adjacent (default: the scenario's).
 */
export function retreatOptions<S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  space: string,
  side: S,
  units: readonly string[],
  opts: { kinds?: readonly string[]; allow?: (to: string) => boolean } = {},
): RetreatOption[] {
  const allow =
    opts.allow ??
    ((to: string) => !b.sc.hooks.mayEnter?.(pos, units, to) && !b.sc.hooks.stackingLegal?.(pos, units, to));
  const fleets = units.filter((u) => b.is(u, 'fleet')).length;
  const land = units.length - fleets;
  const byRiver = fleets > 0 && land <= FLEET_CAPACITY * fleets; // 13.5.B
  const free = (to: string) => unitsAt(b, pos, to, b.other(side)).length === 0 && allow(to);
  const out: RetreatOption[] = [];
  for (const to of b.neighbours(space, opts.kinds ?? b.sc.adjacency)) {
    if (!free(to)) continue;
    if (b.isRiver(to)) {
      if (byRiver && b.isRiver(space) && b.routeBetween(space, to, 'river')) out.push({ to, byRiver: true }); // 13.5.B
    } else if (fleets === 0) out.push({ to, byRiver: false }); // 12.3.D: fleets never enter non-river spaces
  }
  return out.sort((a, c) => (a.to < c.to ? -1 : a.to > c.to ? 1 : 0)); // code-unit order
}
