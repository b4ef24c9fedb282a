// Players' notes on moments of a game (/note): stored beside the game, never as events, so a note
// changes neither the fold nor the chain. Each is pinned to the log's head when written. Who reads
// which: while the game runs, the author alone; once it has ended, everyone, unless the author kept it
// private (then still the author alone).
import type { Viewer } from '../engine/types.ts';
import type { NoteRow } from '../store/store.ts';
import { ephemeralOut, type Caller, type Output } from './outputs.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';

/** A note's length limit: a caption line and a log line stay readable. */
export const NOTE_MAX = 300;

const ended = (g: LoadedGame): boolean => g.row.status === 'finished';

/** The notes `user` may read now. */
export function readableNotes(g: LoadedGame, notes: readonly NoteRow[], user: string): NoteRow[] {
  return notes.filter((n) => n.userId === user || (ended(g) && !n.private));
}

/** A note as a line of the log or of a replay's caption. */
export const noteLine = (n: NoteRow): string => `📝 ${n.userName}: ${n.text}${n.private ? ' (private)' : ''}`;

/** Note lines by seq. */
export function notesBySeq(notes: readonly NoteRow[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const n of notes) out.set(n.seq, [...(out.get(n.seq) ?? []), noteLine(n)]);
  return out;
}

/**
 * The notes a replay for `user` shows: after the end, everyone's shared notes (the GIF goes to the
 * channel); while the game runs, the caller's own, only in their side's replay (sent to them alone).
 */
export async function replayNotes(
  app: GameService,
  g: LoadedGame,
  user: string,
  viewer: Viewer,
): Promise<Map<number, string[]>> {
  const all = await app.store.notes(g.row.id);
  if (ended(g)) return notesBySeq(all.filter((n) => !n.private));
  if (viewer.kind !== 'side' || g.module.isSandbox(g.folded.game)) return new Map();
  return notesBySeq(all.filter((n) => n.userId === user));
}

/** /note text:… [private:true]: a note on the game's current moment; /note alone lists the caller's own. */
export async function note(
  app: GameService,
  caller: Caller,
  text: string | undefined,
  keepPrivate: boolean,
): Promise<Output[]> {
  const g = await app.currentOrLastGame(caller.channel);
  const mine = (await app.store.notes(g.row.id)).filter((n) => n.userId === caller.user);
  if (text === undefined) {
    if (mine.length === 0)
      return [ephemeralOut(caller.user, `Game #${g.row.id}: you have no notes. Add one with /note text:…`)];
    const lines = mine.map((n) => `#${n.seq} ${n.text}${n.private ? ' (private)' : ''}`);
    return [ephemeralOut(caller.user, `Game #${g.row.id}, your notes (${mine.length}):\n${lines.join('\n')}`)];
  }
  if (!g.seats.some((s) => s.user_id === caller.user))
    throw new UserError(`/note: only the players seated in game #${g.row.id} may note it.`);
  const t = text.trim();
  if (t.length === 0) throw new UserError('/note text: is empty; write what you want to remember.');
  if (t.length > NOTE_MAX) throw new UserError(`/note text: is ${t.length} characters; at most ${NOTE_MAX}.`);
  const seq = g.folded.seq;
  await app.store.addNote({
    gameId: g.row.id,
    seq,
    userId: caller.user,
    userName: caller.name,
    text: t,
    private: keepPrivate,
  });
  const when = ended(g)
    ? keepPrivate
      ? 'kept private: only you will see it'
      : 'shown in /log and /replay gif to everyone'
    : keepPrivate
      ? 'private to you, even after the end'
      : 'private to you until the game ends, then shown in /log and /replay gif';
  return [ephemeralOut(caller.user, `Game #${g.row.id}: note at step ${seq} — ${when}.`)];
}
