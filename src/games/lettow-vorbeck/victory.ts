// Victory (26.0): the immediate win of 26.B (checked at the end of every phase and after every
// battle, R32) and the end-of-game evaluation of R31 after the last turn.
import type { GameResult } from '../../engine/types.ts';
import { SUPPLY_CENTERS, isSpace } from './data/map.ts';
import { unitById } from './data/units.ts';
import type { Side } from './data/types.ts';
import type { LvState } from './state.ts';

/** Whether the side has a unit on the map (asked after every phase and battle: no lists built). */
function onMap(state: LvState, side: Side): boolean {
  for (const id in state.units) if (isSpace(state.units[id]!.location) && unitById(id).side === side) return true;
  return false;
}

/** 26.B: a side with no units on the map has lost (units in boxes are off the map, R5, R11). */
export function suddenDeath(state: LvState): GameResult | null {
  const german = onMap(state, 'German');
  const allied = onMap(state, 'Allied');
  if (!german && !allied) return { winner: null, label: 'Draw', reason: '26.B — neither side has a unit on the map' };
  if (!german) return { winner: 'Allied', label: 'Allied win', reason: '26.B — no German units are left on the map' };
  if (!allied) return { winner: 'German', label: 'German win', reason: '26.B — no Allied units are left on the map' };
  return null;
}

/** R31: after the End Turn Phase of 1918 III. */
export function finalEvaluation(state: LvState): GameResult {
  const holders = (sc: string): Set<Side> =>
    new Set(
      Object.entries(state.units)
        .filter(([, u]) => u.location === sc)
        .map(([id]) => unitById(id).side),
    );
  const german = SUPPLY_CENTERS.filter((sc) => holders(sc).has('German'));
  if (german.length > 0)
    return {
      winner: 'German',
      label: 'German win',
      reason: `26.D, R31 — German units hold ${german.join(', ')} at the end of 1918 III`,
    };
  const allAllied = SUPPLY_CENTERS.every((sc) => holders(sc).has('Allied'));
  if (allAllied)
    return {
      winner: 'Allied',
      label: 'Allied win',
      reason: '26.C, R31 — Allied units hold all eight supply centers at the end of 1918 III',
    };
  const empty = SUPPLY_CENTERS.filter((sc) => holders(sc).size === 0);
  return {
    winner: null,
    label: 'Draw',
    reason: `R31 — no German unit holds a supply center, but ${empty.join(', ')} ${empty.length === 1 ? 'is' : 'are'} held by nobody`,
  };
}
