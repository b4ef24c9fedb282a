// The body of a chain-check thread (chain-pool.ts): checks the links of one stretch of a game's log,
// read through its own read-only connection to the SQLite file (WAL: readers do not wait for the
// writer), from a point whose stored hash the main thread has checked already.
import Database from 'better-sqlite3';
import { CHAIN_START, chainEvents, checkRows, type ChainCheck, type ChainPoint, type LinkRow } from './chain.ts';

/** Check the events after `after` up to `upto`, from the hash stored with event `after`. */
export interface ChainTask {
  path: string;
  key: string;
  gameId: number;
  after: number;
  upto: number;
}

/** The check, and the stored hash it started from (the caller confirms it is the one it computed). */
export interface StretchResult {
  check: ChainCheck;
  from: ChainPoint | null;
}

/** Path → the read of a stretch on its connection: a thread keeps both for the next stretch. */
const reads = new Map<string, Database.Statement<[number, number, number], LinkRow>>();

function linksOf(path: string) {
  let read = reads.get(path);
  if (!read) {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    read = db
      .prepare<[number, number, number], LinkRow>(
        'SELECT seq, type, data, hash FROM events WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
      )
      .raw();
    reads.set(path, read);
  }
  return read;
}

/**
 * A new thread checks at about half speed until V8 has optimised the check, some tens of thousands of
 * links in: the start-up task checks made-up links (no file) until then, in the background, so the
 * first real stretches run at full speed.
 */
function warmUp(): void {
  const key = '0'.repeat(64);
  const data = '{"type":"warm-up","unit":"a-unit","from":"a-space","to":"another-space"}';
  const events = Array.from({ length: 4000 }, () => ({ type: 'warm-up', data }));
  const hashes = chainEvents(key, 0, CHAIN_START, events);
  const rows = hashes.map((hash, i): LinkRow => [i + 1, 'warm-up', data, hash]);
  for (let pass = 0; pass < 10; pass++) checkRows(key, 0, CHAIN_START, rows);
}

export default function checkStretch(task: ChainTask | { warm: true }): StretchResult | null {
  if ('warm' in task) {
    warmUp();
    return null;
  }
  const rows = linksOf(task.path).all(task.gameId, task.after - 1, task.upto);
  const start = rows[0];
  if (!start || start[0] !== task.after || start[3] === null)
    return { check: { head: { seq: 0, hash: '' } }, from: null };
  const from: ChainPoint = { seq: start[0], hash: start[3] };
  return { check: checkRows(task.key, task.gameId, from, rows, 1), from };
}
