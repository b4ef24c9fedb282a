// The body of a chain-check thread (chain-pool.ts): checks the links of one stretch of a game's log,
// read through its own read-only connection to the SQLite file (WAL: readers do not wait for the
// writer), from a point whose stored hash the main thread has checked already.
import Database from 'better-sqlite3';
import { checkLinks, type ChainCheck, type ChainLink, type ChainPoint } from './chain.ts';

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

/** Path → connection: a thread keeps its connection for the next stretch. */
const connections = new Map<string, Database.Database>();

function linksOf(path: string) {
  let db = connections.get(path);
  if (!db) connections.set(path, (db = new Database(path, { readonly: true, fileMustExist: true })));
  return db
    .prepare<[number, number, number], [number, string, string, string | null]>(
      'SELECT seq, type, data, hash FROM events WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
    )
    .raw();
}

export default function checkStretch(task: ChainTask | { warm: true }): StretchResult | null {
  if ('warm' in task) return null;
  const rows = linksOf(task.path).all(task.gameId, task.after - 1, task.upto);
  const start = rows[0];
  if (!start || start[0] !== task.after || start[3] === null)
    return { check: { head: { seq: 0, hash: '' } }, from: null };
  const from: ChainPoint = { seq: start[0], hash: start[3] };
  const links: ChainLink[] = [];
  for (let i = 1; i < rows.length; i++) {
    const [seq, type, data, hash] = rows[i]!;
    links.push({ seq, type, data, hash });
  }
  return { check: checkLinks(task.key, task.gameId, from, links), from };
}
