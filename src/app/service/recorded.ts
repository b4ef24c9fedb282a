// Recorded commands as the service decides them (how far a kernel event may be taken back: engine/undo.ts).
import { decideRecorded, type CommandRecord } from '../../engine/command-record.ts';
import type { GameEvent } from '../../engine/types.ts';
import type { Restored } from '../../engine/undo.ts';
import type { LoadedGame } from './core.ts';

/** The events of a recorded command, decided on the loaded state (`restored`: what a take-back restores). */
export function decided(l: LoadedGame, r: CommandRecord, restored?: Restored): GameEvent[] {
  return decideRecorded(l.module, l.folded, l.row.seed, r, () => {
    if (!restored) throw new Error(`a ${r.kind} command needs the state it restores`);
    return restored;
  });
}
