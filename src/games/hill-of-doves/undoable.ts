// What the British player may take back in Hill of Doves (src/engine/undo.ts): their own
// decisions since the last draw or roll — forming, moving and loading columns, convoys, transfers,
// sangars, assault declarations and standing orders. Anything with a die, a card or a counter drawn,
// and whatever the game's Boers did, is never taken back (the game is solitaire: no one to consent).
import type { Undoable } from '../../engine/undo.ts';
import { diceFields } from '../../engine/verify.ts';
import type { GameEvent } from '../../engine/types.ts';

const OWN: ReadonlySet<string> = new Set([
  'column-formed',
  'column-moved',
  'units-moved',
  'convoy-loaded',
  'convoy-unloaded',
  'convoy-load-changed',
  'transfer-made',
  'sangers-placed',
  'sangers-removed',
  'assault-declared',
  'assault-withdrawn',
  'night-assault-declared',
  'orders-set',
  'sandbox-unit-placed',
  'sandbox-marker-set',
  'sandbox-set',
]);

export function undoable(e: GameEvent): Undoable {
  return OWN.has(e.type) && diceFields(e).length === 0 ? 'own' : 'never';
}
