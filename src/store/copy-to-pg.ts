// Copies a SQLite installation into an empty PostgreSQL store (npm run migrate-store): every table
// the Store keeps — games, seats, events, recorded commands, snapshots, reminders, clocks, button commands, user settings, statistics (and their summary), notes, watchers, rematch requests —
// with its ids, in one PostgreSQL transaction (all or nothing), then advances the id sequences past
// the copied ids so new games and buttons continue after them. The events keep their chain hashes
// (a game's id is part of them, and ids are copied as they are). SQLite is read in one read transaction: a consistent copy
// even while a bot still writes (its later writes are not copied: stop the bot first).
import type pg from 'pg';
import type { PgStore } from './pg-store.ts';
import type { SqliteStore } from './sqlite-store.ts';
import { RATING_COLUMNS, STATS_COUNT_KEY, STATS_SEAT_COLUMNS } from './store.ts';

/** The tables in dependency order, each with the columns copied (the same names in both dialects). */
const TABLES: readonly { table: string; columns: readonly string[]; order: string }[] = [
  {
    table: 'games',
    columns: [
      'id',
      'kind',
      'channel',
      'status',
      'options',
      'sandbox',
      'seed',
      'seed_hash',
      'creator',
      'created',
      'ended',
      'revision',
      'guild',
    ],
    order: 'id',
  },
  { table: 'seats', columns: ['game_id', 'side', 'user_id', 'user_name', 'joined', 'role'], order: 'game_id, rowid' },
  { table: 'events', columns: ['game_id', 'seq', 'type', 'data', 'actor', 'time', 'hash'], order: 'game_id, seq' },
  { table: 'commands', columns: ['game_id', 'first_seq', 'last_seq', 'side', 'action'], order: 'game_id, first_seq' },
  { table: 'snapshots', columns: ['game_id', 'seq', 'state'], order: 'game_id, seq' },
  {
    table: 'reminders',
    columns: ['channel', 'game_id', 'head', 'users', 'text', 'due', 'sent', 'since', 'held'],
    order: 'channel',
  },
  { table: 'clocks', columns: ['game_id', 'side', 'due', 'head'], order: 'game_id' },
  { table: 'button_commands', columns: ['id', 'users', 'channel', 'command', 'created'], order: 'id' },
  { table: 'user_settings', columns: ['user_id', 'key', 'value', 'updated'], order: 'user_id, key' },
  // Statistics (migrations/0009_stats.sql): a projection of the logs, copied as it is (rebuild-stats makes the same).
  {
    table: 'stats_seats',
    columns: STATS_SEAT_COLUMNS.split(', '),
    order: 'game_id, side, user_id',
  },
  // Their summary for /stats me (migrations/0014_stats_tally.sql), as kept beside them.
  { table: 'stats_tally', columns: [...STATS_COUNT_KEY.split(', '), 'games'], order: STATS_COUNT_KEY },
  { table: 'stats_ratings', columns: RATING_COLUMNS.split(', '), order: 'guild, kind, pool, side, subject' },
  // Players' notes (migrations/0011_notes.sql): not events, so nothing else would bring them across.
  {
    table: 'notes',
    columns: ['id', 'game_id', 'seq', 'user_id', 'user_name', 'text', 'private', 'created'],
    order: 'id',
  },
  // Spectators (migrations/0012_watchers.sql): not events either.
  {
    table: 'watchers',
    columns: ['game_id', 'user_id', 'user_name', 'ping', 'seen', 'since'],
    order: 'game_id, user_id',
  },
  // Rematch requests (migrations/0013_rematch.sql): a press of the button waiting for the other player's.
  { table: 'rematch_requests', columns: ['game_id', 'user_id', 'created'], order: 'game_id, user_id' },
];

export type CopyCounts = Record<string, number>;

/** Copies everything; refuses a target that already holds games. Returns the rows copied per table. */
export async function copySqliteToPg(from: SqliteStore, to: PgStore): Promise<CopyCounts> {
  const existing = Number((await to.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM games')).rows[0]!.n);
  if (existing > 0)
    throw new Error(
      `${to.location} already holds ${existing} game(s): migrate-store copies into an empty PostgreSQL database only (drop its tables or use a new database).`,
    );
  const data = from.db.transaction(() =>
    TABLES.map((t) => ({
      ...t,
      rows: from.db
        .prepare(`SELECT ${t.columns.join(', ')} FROM ${t.table} ORDER BY ${t.order}`)
        .raw()
        .all() as unknown[][],
    })),
  )();
  const client = await to.pool.connect();
  try {
    await client.query('BEGIN');
    const counts: CopyCounts = {};
    for (const t of data) {
      await insertRows(client, t.table, t.columns, t.rows);
      counts[t.table] = t.rows.length;
    }
    for (const table of ['games', 'button_commands', 'notes'])
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 1), (SELECT MAX(id) FROM ${table}) IS NOT NULL)`,
      );
    await client.query('COMMIT');
    return counts;
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
}

/** Multi-row INSERTs, each under PostgreSQL's 65,535 parameters. */
async function insertRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const perBatch = Math.floor(60_000 / columns.length);
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const values = batch.map((row) => {
      const marks = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}
