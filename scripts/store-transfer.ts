// migrate-store's two steps: copy a SQLite installation into PostgreSQL
// (src/store/copy-to-pg.ts), then check that every game reads and folds the same on both sides —
// its row, seats, events (with their chain hashes), recorded commands and snapshots equal, and the fold of its log by the game module at the game's
// pinned rules revision (src/app/revisions.ts, src/engine/kernel.ts) identical.
import { moduleAt } from '../src/app/revisions.ts';
import { fold } from '../src/engine/kernel.ts';
import type { GameEvent } from '../src/engine/types.ts';
import { copySqliteToPg, type CopyCounts } from '../src/store/copy-to-pg.ts';
import type { PgStore } from '../src/store/pg-store.ts';
import type { SqliteStore } from '../src/store/sqlite-store.ts';
import type { GameRow, Store } from '../src/store/store.ts';

export interface TransferReport {
  counts: CopyCounts;
  /** One line per game that differs; empty when every game folds the same. */
  differences: string[];
  games: number;
}

async function snapshotsOf(store: Store, id: number, head: number): Promise<string[]> {
  const out: string[] = [];
  for (let at = head; at > 0;) {
    const s = await store.snapshotAtOrBefore(id, at);
    if (!s) break;
    out.push(`${s.seq}:${s.state}`);
    at = s.seq - 1;
  }
  return out;
}

/** What a game is on one side, for comparison: the row, seats, events, commands, snapshots and its fold. */
async function gameOn(store: Store, row: GameRow): Promise<Record<string, string>> {
  const events = await store.eventsBetween(row.id, 0);
  const module = moduleAt(row.kind, row.revision);
  const folded =
    typeof module === 'string'
      ? `unplayable: ${module}`
      : JSON.stringify(
          fold(
            module,
            events.map((e) => JSON.parse(e.data) as GameEvent),
          ),
        );
  return {
    row: JSON.stringify(await store.game(row.id)),
    seats: JSON.stringify(await store.seats(row.id)),
    events: JSON.stringify(events),
    commands: JSON.stringify(await store.commands(row.id)),
    snapshots: JSON.stringify(await snapshotsOf(store, row.id, events.length)),
    fold: folded,
  };
}

export async function verifyTransfer(from: SqliteStore, to: Store): Promise<string[]> {
  const rows = from.db.prepare<[], GameRow>('SELECT * FROM games ORDER BY id').all();
  const differences: string[] = [];
  for (const row of rows) {
    const [a, b] = await Promise.all([gameOn(from, row), gameOn(to, row)]);
    const differ = Object.keys(a).filter((k) => a[k] !== b[k]);
    if (differ.length) differences.push(`#${row.id} ${row.kind}: ${differ.join(', ')} differ`);
  }
  const reminders = JSON.stringify(await from.reminders()) === JSON.stringify(await to.reminders());
  if (!reminders) differences.push('the reminders differ');
  return differences;
}

export async function transfer(from: SqliteStore, to: PgStore): Promise<TransferReport> {
  const counts = await copySqliteToPg(from, to);
  const differences = await verifyTransfer(from, to);
  return { counts, differences, games: counts.games ?? 0 };
}
