// /log [last:N]: the log lines of the channel's game as the caller may see them. Each event is
// described for the caller's viewer (their side, the public, or the full view once the game is over
// or in a sandbox; viewer:<side>|all as src/app/viewer-choice.ts allows): nothing reaches a player
// except through describe(event, viewer).
import { evolveFolded, initialFolded } from '../engine/kernel.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import { voidedSeqs } from '../engine/undo.ts';
import type { Viewer } from '../engine/types.ts';
import { ephemeralOut, type Caller, type Output } from './outputs.ts';
import type { GameService } from './service.ts';
import { FULL_VIEW, viewerFor } from './viewer-choice.ts';
import { notesBySeq, readableNotes } from './notes.ts';

/** The last `n` log lines (default 20) the caller may see, oldest first. */
export async function logLines(
  app: GameService,
  caller: Caller,
  n = 20,
  asked?: string,
): Promise<{ lines: string[]; viewer: Viewer; gameId: number }> {
  const g = await app.currentOrLastGame(caller.channel);
  const viewer = viewerFor(g, caller.user, asked);
  let f = initialFolded(g.module);
  const lines: string[] = [];
  const events = await app.events(g.row.id);
  // Players' notes (src/app/notes.ts), after the line of the step they were written at: once the game has
  // ended, the shared ones and the caller's own; before, none (/note lists the author's own).
  const notes =
    g.row.status === 'finished'
      ? notesBySeq(readableNotes(g, await app.store.notes(g.row.id), caller.user))
      : new Map<number, string[]>();
  // Events taken back (/undo) stay in the log, marked as such.
  const voided = voidedSeqs(events.map((event, i) => ({ seq: i + 1, actor: null, time: '', event })));
  for (const e of events) {
    const line = e.type.startsWith('kernel.') ? kernelLine(e) : g.module.describe(e, viewer, f.game);
    if (line) lines.push(`#${f.seq + 1} ${voided.has(f.seq + 1) ? '[taken back] ' : ''}${line}`);
    f = evolveFolded(g.module, f, e);
    for (const n of notes.get(f.seq) ?? []) lines.push(`#${f.seq} ${n}`);
  }
  return { lines: lines.slice(-Math.max(1, n)), viewer, gameId: g.row.id };
}

export async function log(app: GameService, caller: Caller, n?: number, asked?: string): Promise<Output[]> {
  const { lines, viewer, gameId } = await logLines(app, caller, n, asked);
  const who =
    viewer.kind === 'side' ? viewer.side : viewer.kind === 'referee' ? `${FULL_VIEW} (full view)` : viewer.kind;
  return [
    ephemeralOut(caller.user, `Game #${gameId} log (as ${who}), last ${lines.length} line(s):\n${lines.join('\n')}`),
  ];
}
