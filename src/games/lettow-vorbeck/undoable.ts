// What a Lettow-Vorbeck player may take back (src/engine/undo.ts): a move that met no
// enemy, a recruit placed, a fort built or removed, standing orders — alone, within the turn. A
// turn or phase passed needs the opponent's consent. Never: a card drawn or a shuffle (7.A, 7.2,
// 27.1.C), a move that met enemy units or anything in a battle (units revealed, R36, 10.0), the end.
import type { Undoable } from '../../engine/undo.ts';
import { idsAt } from '../hand-of-destiny/stacking.ts';
import { unitById } from './data/units.ts';
import type { LvEvent } from './events.ts';
import type { LvState } from './state.ts';

const OWN: ReadonlySet<string> = new Set([
  'recruit.unit-placed',
  'recruit.unit-chosen',
  'fort.built',
  'fort.removed',
  'setup-unit-placed',
  'battle.orders-set',
  'sandbox-unit-placed',
  'sandbox-unit-removed',
  'sandbox-card-stacked',
]);

const NEVER: ReadonlySet<string> = new Set([
  'card-drawn',
  'deck-reshuffled',
  'recruit.units-drawn',
  'game-ended',
  'game-set-up',
]);

/** Whether a space holds units of the other side (moving through or into it reveals them). */
function enemyAt(s: LvState, space: string, side: string): boolean {
  for (const id of idsAt(s, space)) if (unitById(id).side !== side) return true; // the placement index (hand-of-destiny/stacking.ts)
  return false;
}

export function undoable(e: LvEvent, before: LvState): Undoable {
  if (e.type === 'march.units-moved') return e.path.slice(1).some((p) => enemyAt(before, p, e.side)) ? 'never' : 'own';
  if (OWN.has(e.type)) return 'own';
  if (NEVER.has(e.type) || e.type.startsWith('battle.')) return 'never';
  return 'consent';
}
