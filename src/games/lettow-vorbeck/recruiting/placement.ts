// Where a reinforcement may be placed (27.1.D, 27.2.B, 27.3.B-D, 29.B, R10, R12, R15) and the
// card events that widen or fix it (spec 7.2-7.3: SMS Konigsberg, Blockade Runner, Askari Levies,
// Negomano Stores, South African Reinforcement, Northey's Column).
import { SPACES, isSpace } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { FORT_OF, closedSpace, hasEnemy, hasUnitsOf, occupant, otherContingentAt } from '../common/space.ts';
import type { PlacementClass } from '../march/state.ts';

export const NORTHEY_SPACES = ['abercorn', 'fife', 'karonga'] as const;
export const KONIGSBERG_SPACE = 'rufiji-delta';

/** R10: occupied by `side` (units of that side, no enemy). */
const held = (state: LvState, space: string, side: Side): boolean =>
  occupant(state, space) === side && !hasEnemy(state, space, side);

/** 27.2.B: supply centers and fort markers occupied by German units. */
function germanBase(state: LvState): string[] {
  const out = SPACES.filter((s) => s.supplyCenter !== null && held(state, s.id, 'German')).map((s) => s.id);
  const fort = state.markers[FORT_OF.German];
  if (fort && isSpace(fort) && held(state, fort, 'German') && !out.includes(fort)) out.push(fort);
  return out;
}

/** 27.3.B, R10: Indian Ocean box, supply centers and Indian Ocean ports occupied by British Empire units (no other contingent). */
function britishSpaces(state: LvState): string[] {
  const out = ['indian-ocean-box'];
  for (const s of SPACES) {
    if (s.supplyCenter === null && !s.oceanPort) continue;
    if (!held(state, s.id, 'Allied') || otherContingentAt(state, s.id, 'British Empire') || closedSpace(state, s.id))
      continue;
    out.push(s.id);
  }
  return out;
}

/** 27.3.C-D, R10: the contingent's own supply center, if it holds no enemy and no other contingent (no occupant needed). */
function contingentHome(state: LvState, space: string, contingent: 'Belgian' | 'Portuguese'): string[] {
  return hasEnemy(state, space, 'Allied') || otherContingentAt(state, space, contingent) ? [] : [space];
}

/** The legal places of a unit waiting to be placed, in map order. */
export function placementSpaces(state: LvState, unit: string, cls: PlacementClass): string[] {
  const d = unitById(unit);
  const card = state.decks[d.side].current;
  switch (cls) {
    case 'konigsberg':
      // SMS Konigsberg: rufiji-delta, or (if Allied units hold it) a supply center or German fort with German units.
      if (!hasEnemy(state, KONIGSBERG_SPACE, 'German')) return [KONIGSBERG_SPACE];
      return germanBase(state);
    case 'northey':
      return NORTHEY_SPACES.filter(
        (s) => !hasEnemy(state, s, 'Allied') && !otherContingentAt(state, s, 'British Empire'),
      );
    case 'south-african':
      return britishSpaces(state); // 27.3.A-B
    case 'recruit':
      break;
  }
  if (d.side === 'Allied') {
    if (d.contingent === 'Belgian') return contingentHome(state, 'albertville', 'Belgian'); // 27.3.C
    if (d.contingent === 'Portuguese') return contingentHome(state, 'porto-amelia', 'Portuguese'); // 27.3.D
    return britishSpaces(state); // 27.3.B
  }
  const out = new Set(germanBase(state)); // 27.2.B
  for (const s of SPACES) {
    if (!hasUnitsOf(state, s.id, 'German') || hasEnemy(state, s.id, 'German')) continue; // 27.1.D
    if (card === 'ger-blockade-runner' && s.oceanPort) out.add(s.id);
    if (card === 'ger-askari-levies' && s.town && s.region === 'German East Africa') out.add(s.id);
    if (card === 'ger-negomano-stores' && s.region !== 'German East Africa') out.add(s.id);
  }
  return SPACES.map((s) => s.id).filter((id) => out.has(id));
}

/** Negomano Stores: 1 extra recruit per supply center outside German East Africa that contains German units (at most 2). */
export function negomanoExtra(state: LvState): number {
  const n = SPACES.filter(
    (s) => s.supplyCenter !== null && s.region !== 'German East Africa' && held(state, s.id, 'German'),
  ).length;
  return Math.min(2, n);
}
