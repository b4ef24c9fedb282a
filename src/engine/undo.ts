// Undo, kept in the log (docs/decisions/undo-is-an-event.md). A take-back is an event, kernel.undone, naming
// the range of event numbers it voids and carrying the kernel state as it was before the range (`restored`):
// the fold sets that state, so it is as if the voided events had been skipped, and an incremental fold, a
// snapshot, the dice verifier and /replay all pass over it without re-reading the log. The voided
// events stay in the log (/log shows them as taken back).
//
// Which commands may be taken back is the game's say (GameModule.undoable, per event):
// 'own'     — the acting player may take it back alone, within their turn (no die, draw or reveal);
// 'consent' — only with the opponent's consent (`/undo request`): a turn passed, a die was rolled;
// 'never'   — information the other side has already seen (a card drawn, units revealed).
import type { Folded } from './kernel.ts';
import type { GameEvent } from './types.ts';

export type Undoable = 'own' | 'consent' | 'never';

/** An event of the log with the actor and time of its append (the events of one command share both). */
export interface LogRow {
  seq: number;
  actor: string | null;
  time: string;
  event: GameEvent;
}

/** The kernel state a take-back restores: everything but the event count. */
export type Restored = Omit<Folded, 'seq'>;

export const UNDO_EVENTS: ReadonlySet<string> = new Set([
  'kernel.undone',
  'kernel.undo-requested',
  'kernel.undo-declined',
]);

/** The event numbers voided by take-backs in the log. */
export function voidedSeqs(rows: readonly LogRow[]): Set<number> {
  const out = new Set<number>();
  for (const r of rows) {
    if (r.event.type !== 'kernel.undone') continue;
    const { from, to } = r.event as GameEvent & { from: number; to: number };
    for (let s = from; s <= to; s++) out.add(s);
  }
  return out;
}

export interface LogCommand {
  from: number;
  to: number;
  actor: string | null;
  rows: LogRow[];
}

/**
 * The commands still standing in the log, newest first: events of one append (same actor and time),
 * leaving out take-back events and what they voided.
 */
export function standingCommands(rows: readonly LogRow[]): LogCommand[] {
  const voided = voidedSeqs(rows);
  const out: LogCommand[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    if (voided.has(r.seq) || UNDO_EVENTS.has(r.event.type)) continue;
    const cur = out[out.length - 1];
    if (cur && cur.from === r.seq + 1 && cur.actor === r.actor && cur.rows[0]!.time === r.time) {
      cur.from = r.seq;
      cur.rows.unshift(r);
    } else out.push({ from: r.seq, to: r.seq, actor: r.actor, rows: [r] });
  }
  return out;
}
