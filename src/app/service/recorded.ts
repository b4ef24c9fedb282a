// Recorded commands as the service decides them, and how far a kernel event may be taken back.
import { decideRecorded, type CommandRecord } from '../../engine/command-record.ts';
import type { GameEvent } from '../../engine/types.ts';
import type { Restored, Undoable } from '../../engine/undo.ts';
import type { LoadedGame } from './core.ts';

/** The events of a recorded command, decided on the loaded state (`restored`: what a take-back restores). */
export function decided(l: LoadedGame, r: CommandRecord, restored?: Restored): GameEvent[] {
  return decideRecorded(l.module, l.folded, l.row.seed, r, () => {
    if (!restored) throw new Error(`a ${r.kind} command needs the state it restores`);
    return restored;
  });
}

/** Kernel events: settings may be taken back with the command; dice, resignations and creation not alone. */
export function kernelUndoable(e: GameEvent): Undoable {
  if (e.type === 'kernel.confirm-set' || e.type === 'kernel.dice-queued') return 'own';
  if (e.type === 'kernel.side-resigned' || e.type === 'kernel.auto-play') return 'never';
  return 'consent'; // forced steps (a phase passed), queued dice used
}
