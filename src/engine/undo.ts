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
import type { AnyGameModule, GameEvent } from './types.ts';
import { diceFields } from './verify.ts';

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

/** Kernel events: settings may be taken back with the command; dice, resignations and creation not alone. */
export function kernelUndoable(e: GameEvent): Undoable {
  if (e.type === 'kernel.confirm-set' || e.type === 'kernel.dice-queued') return 'own';
  if (e.type === 'kernel.side-resigned' || e.type === 'kernel.auto-play') return 'never';
  return 'consent'; // queued dice used; a forced step of another side (TakeBackScan)
}

const RANK: Readonly<Record<Undoable, number>> = { own: 0, consent: 1, never: 2 };

/**
 * The take-back class of a range of events, read in order with the state before each. A step that passed
 * by itself (a kernel.forced step of the side taking back, auto.ts) after that side's own command is taken
 * back with it when it rolled no die, drew no card and revealed nothing (its events 'consent' at most, no
 * dice in them) and the game still waits for that side: the phase it ended was theirs, and nobody else has
 * been asked anything since. Anything else keeps the game's own class (GameModule.undoable).
 */
export class TakeBackScan {
  /** The most restrictive class met, and the event that set it. */
  worst: Undoable = 'own';
  at: GameEvent | null = null;
  /** Steps that passed by themselves and are taken back with the command (their kernel.forced events). */
  readonly passed: GameEvent[] = [];
  private forcedSide: string | null = null;
  private lifted = false;

  constructor(
    private readonly module: AnyGameModule,
    private readonly side: string | null,
  ) {}

  /** A new command begins in the range: forced steps belong to the command they follow. */
  command(): void {
    this.forcedSide = null;
  }

  add(e: GameEvent, before: unknown): void {
    let cls: Undoable;
    if (e.type === 'kernel.forced') {
      this.forcedSide = String(e.side);
      cls = this.ownStep() ? 'own' : 'consent';
      if (this.ownStep()) this.passed.push(e);
    } else if (e.type.startsWith('kernel.')) cls = kernelUndoable(e);
    else {
      cls = this.module.undoable ? this.module.undoable(e, before) : 'never';
      if (cls === 'consent' && this.ownStep() && diceFields(e).length === 0) {
        cls = 'own';
        this.lifted = true;
      }
    }
    if (RANK[cls] > RANK[this.worst]) {
      this.worst = cls;
      this.at = e;
    }
  }

  /** The class of the range; `stillTheirs`: the game waits for the side taking back (else the steps that
   *  passed handed the game on, and need the opponent's consent after all). */
  result(stillTheirs: boolean): Undoable {
    if (this.lifted && !stillTheirs && this.worst === 'own') return 'consent';
    return this.worst;
  }

  private ownStep(): boolean {
    return this.forcedSide !== null && this.forcedSide === this.side;
  }
}
