// npm run check-games -- --deep: every recorded command decided again from its recorded action, on the
// state before its first event and with the same seeded dice (rngFor(seed, first event's number)), and
// its events compared with those in the log. A log whose chain of hashes was recomputed after an edit
// (a forged chain) still differs here, unless the forger also recorded a command that decides to the
// forged events — a legal move. Games played before commands were recorded have none: their events
// are checked by the chain only; a game that crossed that release is decided again from its first
// recorded command on.
import { decideRecorded, type CommandRecord } from '../engine/command-record.ts';
import { fold, initialFolded, type Folded } from '../engine/kernel.ts';
import { canonicalJson, refold, type FoldDivergence } from '../engine/refold.ts';
import type { AnyGameModule, GameEvent } from '../engine/types.ts';
import type { Restored } from '../engine/undo.ts';
import type { GameRow, Store } from '../store/store.ts';

export interface DeepCheck {
  /** Commands decided again. */
  commands: number;
  /** The first recorded event (after it every event must come from a recorded command); null: none recorded. */
  from: number | null;
  /** Null when every recorded command decides to its events. */
  differs: FoldDivergence | null;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export async function deepCheck(store: Store, row: GameRow, module: AnyGameModule): Promise<DeepCheck> {
  const rows = await store.eventsBetween(row.id, 0);
  const commands = await store.commands(row.id);
  const first = commands[0];
  if (!first) return { commands: 0, from: null, differs: null };
  const events = rows.map((r) => JSON.parse(r.data) as GameEvent);
  const out = (n: number, d: FoldDivergence | null): DeepCheck => ({ commands: n, from: first.first, differs: d });
  let f: Folded = initialFolded(module);
  const restored = (from: number): Restored => {
    const { seq: _seq, ...r } = fold(module, events.slice(0, from - 1));
    return r;
  };
  let next = first.first;
  for (const [n, c] of commands.entries()) {
    const what = `the command of events ${c.first}-${c.last}${c.side ? ` (${c.side})` : ''}`;
    if (c.first !== next)
      return out(
        n,
        c.first > next
          ? { seq: next, reason: `events ${next}-${c.first - 1} come from no recorded command`, detail: '' }
          : { seq: c.first, reason: `${what} overlaps the command before it`, detail: '' },
      );
    if (c.last < c.first || c.last > rows.length)
      return out(n, { seq: c.first, reason: `${what} names events the log does not hold`, detail: '' });
    const before = refold(module, events.slice(f.seq, c.first - 1), f);
    if ('diverged' in before) return out(n, before.diverged);
    f = before.folded;
    let redo: GameEvent[];
    try {
      redo = decideRecorded(module, f, row.seed, JSON.parse(c.action) as CommandRecord, restored);
    } catch (e) {
      return out(n, { seq: c.first, reason: `${what} is refused when decided again`, detail: message(e) });
    }
    const count = c.last - c.first + 1;
    for (let i = 0; i < Math.max(count, redo.length); i++) {
      const seq = c.first + i;
      const fresh = redo[i];
      if (i >= count)
        return out(n, { seq, reason: `${what} decides more events than the log holds`, detail: fresh!.type });
      const stored = rows[seq - 1]!;
      if (!fresh)
        return out(n, { seq, reason: `${what} decides fewer events than the log holds`, detail: stored.type });
      if (JSON.stringify(fresh) !== stored.data && canonicalJson(fresh) !== canonicalJson(JSON.parse(stored.data)))
        return out(n, {
          seq,
          reason: `event ${seq} (${stored.type}) is not what ${what} decides`,
          detail: `decided again: ${JSON.stringify(fresh).slice(0, 300)}`,
        });
    }
    next = c.last + 1;
  }
  if (next <= rows.length)
    return out(commands.length, {
      seq: next,
      reason: `events ${next}-${rows.length} come from no recorded command`,
      detail: '',
    });
  return out(commands.length, null);
}
