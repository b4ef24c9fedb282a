// The shared store: PostgreSQL through the `pg` package, for several bot processes (or machines) on
// one database (docs/decisions/postgresql-store.md). Same rows and the same guarantees as sqlite-store.ts: an
// append checks the head and inserts in one transaction, and UNIQUE(game_id, seq) turns a concurrent append
// that read the same head into AppendConflict (nothing written); the partial unique indexes of
// migrations/pg/0003_integrity.sql turn a lost race into ChannelBusy / SeatTaken. Selected by
// DATABASE_URL=postgres://… (select.ts).
// Each event is written with its chain hash (chain.ts). The usual append stays one round trip: the
// store keeps the head hash it last wrote per game, and the statement inserts only if the stored
// head is still that one (else it reads the head and tries again).
import pg from 'pg';
import {
  CHAIN_START,
  chainEvents,
  chainKey,
  checkLinks,
  GENESIS,
  type ChainCheck,
  type ChainLink,
  type ChainPoint,
} from './chain.ts';
import { migratePg } from './pg-migrate.ts';
import {
  AppendConflict,
  ChannelBusy,
  SeatTaken,
  type AppendOptions,
  type CommandRow,
  type NewCommand,
  type EventRow,
  type GameRow,
  type NewEvent,
  type NewGame,
  type NewSeat,
  reminderOf,
  timerOf,
  type RawTimer,
  type TimerRow,
  type RawReminder,
  type ReminderRow,
  type SeatRole,
  type SeatRow,
  type SettingRow,
  type NewNote,
  type NoteRow,
  type RawNote,
  type RawWatcher,
  type WatcherRow,
  watcherOf,
  noteOf,
  type Store,
  type StoredButton,
  type StatsSeatRow,
  type StatsRecord,
  type StatsTallyRow,
  type StatsLuckRow,
  STATS_LUCK_PER_KIND,
  type RatingRow,
  STATS_SEAT_COLUMNS,
  statsSeatValues,
  STATS_COUNT_KEY,
  statsCountKey,
  type StatsCountRow,
  RATING_COLUMNS,
  ratingValues,
} from './store.ts';

export interface PgStoreOptions {
  /** Keep the tables in this schema (created if absent): tests give each file its own. */
  schema?: string;
  /** Connections in the pool (default 10). */
  max?: number;
  /** How long a statement waits for another session's lock before failing with 55P03, which the
   *  service retries within its budget (src/store/busy.ts); default PG_LOCK_TIMEOUT_MS. */
  lockTimeoutMs?: number;
  now?: () => string;
  /** false: write no chain hashes and no commands (an internal switch for the bench). */
  chain?: boolean;
}

const GAME_COLUMNS =
  'id, kind, channel, status, options, sandbox, seed, seed_hash, creator, created, ended, revision, guild';

/** A schema name we create and put in search_path: letters, digits and underscores only. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The URL with its password masked, for messages and `location`. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export class PgStore implements Store {
  readonly location: string;
  /** Game id → chain key (a game's seed never changes). */
  private readonly keys = new Map<number, string>();
  /** Game id → the head this store last wrote: what its next append most likely chains onto. */
  private readonly heads = new Map<number, ChainPoint>();

  private constructor(
    readonly pool: pg.Pool,
    location: string,
    private readonly now: () => string,
    private readonly chained: boolean,
  ) {
    this.location = location;
  }

  /** Connects, creates the schema if asked, and applies pending migrations (pg-migrate.ts). */
  static async open(url: string, opts: PgStoreOptions = {}): Promise<PgStore> {
    const { schema } = opts;
    if (schema !== undefined && !SCHEMA_NAME.test(schema))
      throw new Error(`Schema name "${schema}" is not allowed: use lower-case letters, digits and _.`);
    if (schema !== undefined) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } catch (e) {
        // Two processes creating one schema at once: the loser's unique violation means it exists.
        if (!isUniqueViolation(e)) throw e;
      } finally {
        await c.end();
      }
    }
    // Without a lock_timeout a statement waits for a lock forever: a session left holding one would
    // stall every command, instead of their being answered "busy, try again".
    const lockTimeout = Math.max(1, Math.round(opts.lockTimeoutMs ?? PG_LOCK_TIMEOUT_MS));
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.max ?? 10,
      options: `-c lock_timeout=${lockTimeout}${schema === undefined ? '' : ` -c search_path=${schema}`}`,
    });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (e) => console.error(`[heliograph] PostgreSQL connection lost: ${e.message}`));
    const location = `postgres: ${redactUrl(url)}${schema ? ` (schema ${schema})` : ''}`;
    try {
      await migratePg(pool);
    } catch (e) {
      await pool.end();
      throw new Error(`Cannot open the PostgreSQL store ${location}: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
    return new PgStore(pool, location, opts.now ?? (() => new Date().toISOString()), opts.chain !== false);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK');
      throw e;
    } finally {
      c.release();
    }
  }

  async createGame(g: NewGame, events: readonly NewEvent[], seats: readonly NewSeat[] = []): Promise<number> {
    try {
      return await this.tx(async (c) => {
        const time = this.now();
        const { rows } = await c.query<{ id: number }>(
          `INSERT INTO games (kind, channel, status, options, sandbox, seed, seed_hash, creator, created, revision, guild)
           VALUES ($1, $2, 'active', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            g.kind,
            g.channel,
            g.options,
            g.sandbox ? 1 : 0,
            g.seed,
            g.seedHash,
            g.creator,
            time,
            g.revision,
            g.guild ?? null,
          ],
        );
        const id = rows[0]!.id;
        const hashes = this.chained ? chainEvents(chainKey(g.seed), id, CHAIN_START, events) : [];
        await insertEvents(c, id, 0, events, g.creator, time, hashes);
        if (g.command && this.chained) await insertCommand(c, id, 0, events.length, g.command);
        for (const seat of seats) await this.seat(c, id, seat);
        return id;
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      throw new ChannelBusy(g.channel, await this.activeGameIn(g.channel));
    }
  }

  async game(id: number): Promise<GameRow | undefined> {
    return (await this.pool.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE id = $1`, [id])).rows[0];
  }

  async activeGameIn(channel: string): Promise<GameRow | undefined> {
    const sql = `SELECT ${GAME_COLUMNS} FROM games WHERE channel = $1 AND status = 'active' ORDER BY id DESC LIMIT 1`;
    return (await this.pool.query<GameRow>(sql, [channel])).rows[0];
  }

  async latestGameIn(channel: string): Promise<GameRow | undefined> {
    const sql = `SELECT ${GAME_COLUMNS} FROM games WHERE channel = $1 ORDER BY id DESC LIMIT 1`;
    return (await this.pool.query<GameRow>(sql, [channel])).rows[0];
  }

  async activeGames(): Promise<GameRow[]> {
    const sql = `SELECT ${GAME_COLUMNS} FROM games WHERE status = 'active' ORDER BY id`;
    return (await this.pool.query<GameRow>(sql)).rows;
  }

  /** Every game, oldest first (migrate-store, check-games). */
  async allGames(): Promise<GameRow[]> {
    return (await this.pool.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games ORDER BY id`)).rows;
  }

  async finishGame(gameId: number): Promise<void> {
    await this.pool.query(FINISH, [this.now(), gameId]);
  }

  async seats(gameId: number): Promise<SeatRow[]> {
    // Byte order, as SQLite sorts, whatever the database's collation.
    const sql =
      'SELECT game_id, side, user_id, user_name, role FROM seats WHERE game_id = $1 ORDER BY joined COLLATE "C", side COLLATE "C", (role = \'co\')';
    return (await this.pool.query<SeatRow>(sql, [gameId])).rows;
  }

  async removeSeat(gameId: number, side: string, userId: string): Promise<void> {
    await this.pool.query('DELETE FROM seats WHERE game_id = $1 AND side = $2 AND user_id = $3', [
      gameId,
      side,
      userId,
    ]);
  }

  async addSeat(
    gameId: number,
    side: string,
    userId: string,
    userName: string,
    role: SeatRole = 'player',
  ): Promise<void> {
    try {
      await this.pool.query(
        'INSERT INTO seats (game_id, side, user_id, user_name, joined, role) VALUES ($1, $2, $3, $4, $5, $6)',
        [gameId, side, userId, userName, this.now(), role],
      );
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const seats = (await this.seats(gameId)).filter((s) => s.side === side);
      throw new SeatTaken(
        gameId,
        side,
        seats.find((s) => s.user_id === userId) ?? seats.find((s) => s.role === 'player'),
      );
    }
  }

  /** Inserts a seat in the transaction of `c`; SeatTaken (the transaction then rolls back) if it is held. */
  private async seat(c: pg.PoolClient, gameId: number, { side, userId, userName, role = 'player' }: NewSeat) {
    const { rowCount } = await c.query(
      `INSERT INTO seats (game_id, side, user_id, user_name, joined, role) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [gameId, side, userId, userName, this.now(), role],
    );
    if (rowCount === 1) return;
    const seats = (await this.seats(gameId)).filter((s) => s.side === side);
    throw new SeatTaken(
      gameId,
      side,
      seats.find((s) => s.user_id === userId) ?? seats.find((s) => s.role === 'player'),
    );
  }

  async head(gameId: number): Promise<number> {
    return headOf(this.pool, gameId);
  }

  async append(
    gameId: number,
    expected: number,
    events: readonly NewEvent[],
    actor: string | null,
    opts: AppendOptions = {},
  ): Promise<number> {
    try {
      // other rows in the same transaction
      const more = opts.seat !== undefined || opts.snapshot !== undefined || opts.timer !== undefined;
      if (events.length === 0 || events.length > ONE_STATEMENT_MAX || more)
        return await this.appendInTx(gameId, expected, events, actor, opts);
      return await this.appendInOneStatement(gameId, expected, events, actor, opts);
    } catch (e) {
      // Two appends read the same head; the second insert waited for the first, then hit
      // UNIQUE(game_id, seq). Its statement (or transaction) is rolled back: nothing of it was written.
      if (!isUniqueViolation(e)) throw e;
      throw new AppendConflict(gameId, expected, await this.head(gameId));
    }
  }

  /** The usual append in one round trip: one statement is one transaction, so the head check, the
   *  inserts, the command and the finish land together or not at all. */
  private async appendInOneStatement(
    gameId: number,
    expected: number,
    events: readonly NewEvent[],
    actor: string | null,
    opts: AppendOptions,
    fresh = false,
  ): Promise<number> {
    const time = this.now();
    const prev = !this.chained
      ? null
      : opts.prevHash !== undefined && !fresh
        ? { seq: expected, hash: opts.prevHash }
        : await this.prevOf(gameId, expected, fresh);
    const hashes = prev ? chainEvents(await this.keyOf(gameId), gameId, prev, events) : [];
    const command = this.chained && opts.command ? opts.command : null;
    const params: unknown[] = [
      gameId,
      expected,
      actor,
      time,
      opts.finish === true,
      prev?.hash ?? null,
      command !== null,
      command?.side ?? null,
      command?.action ?? null,
      expected + events.length,
    ];
    const values = events.map((e, i) => {
      params.push(expected + i + 1, e.type, e.data, hashes[i] ?? null);
      const p = params.length;
      return `($${p - 3}::integer, $${p - 2}::text, $${p - 1}::text, $${p}::text)`;
    });
    const { rows } = await this.pool.query<{ head: number; hash: string | null }>(
      `WITH h AS (SELECT COALESCE(MAX(seq), 0) AS seq,
                         (SELECT hash FROM events WHERE game_id = $1 AND seq = $2) AS hash
                    FROM events WHERE game_id = $1),
       ins AS (INSERT INTO events (game_id, seq, type, data, actor, time, hash)
               SELECT $1, v.seq, v.type, v.data, $3, $4, v.hash
                 FROM (VALUES ${values.join(', ')}) AS v (seq, type, data, hash), h
                WHERE h.seq = $2 AND ($6::text IS NULL OR COALESCE(h.hash, '') = $6::text)
               RETURNING 1),
       cmd AS (INSERT INTO commands (game_id, first_seq, last_seq, side, action)
               SELECT $1, $2 + 1, $10, $8, $9 WHERE $7 AND EXISTS (SELECT 1 FROM ins)),
       fin AS (UPDATE games SET status = 'finished', ended = $4
                WHERE id = $1 AND status = 'active' AND $5 AND EXISTS (SELECT 1 FROM ins))
       SELECT seq AS head, hash FROM h`,
      params,
    );
    const actual = rows[0]!.head;
    if (actual !== expected) throw new AppendConflict(gameId, expected, actual);
    if (prev && (rows[0]!.hash ?? GENESIS) !== prev.hash) {
      // The head hash given or remembered is not the stored one: nothing was written; read it and retry.
      this.heads.delete(gameId);
      if (fresh) throw new Error(`game ${gameId}: the hash of event ${expected} changed while appending`);
      return this.appendInOneStatement(gameId, expected, events, actor, opts, true);
    }
    this.remember(gameId, expected, hashes);
    return expected + events.length;
  }

  /** No events, too many for one statement's parameters, or a seat or snapshot with them: check, seat,
   *  insert in batches, finish, snapshot, in one transaction. */
  private appendInTx(
    gameId: number,
    expected: number,
    events: readonly NewEvent[],
    actor: string | null,
    opts: AppendOptions,
  ): Promise<number> {
    return this.tx(async (c) => {
      const actual = await headOf(c, gameId);
      if (actual !== expected) throw new AppendConflict(gameId, expected, actual);
      if (opts.seat) await this.seat(c, gameId, opts.seat);
      const time = this.now();
      let hashes: string[] = [];
      if (this.chained && events.length > 0) {
        const prev = await hashAt(c, gameId, expected);
        hashes = chainEvents(await this.keyOf(gameId), gameId, { seq: expected, hash: prev }, events);
      }
      await insertEvents(c, gameId, expected, events, actor, time, hashes);
      if (opts.command && this.chained) await insertCommand(c, gameId, expected, events.length, opts.command);
      if (opts.finish) await c.query(FINISH, [time, gameId]);
      if (opts.snapshot !== undefined) await saveSnapshotIn(c, gameId, expected + events.length, opts.snapshot);
      if (opts.timer === null) await c.query('DELETE FROM clocks WHERE game_id = $1', [gameId]);
      else if (opts.timer)
        await c.query(
          `INSERT INTO clocks (game_id, side, due, head) VALUES ($1, $2, $3, $4)
           ON CONFLICT (game_id) DO UPDATE SET side = excluded.side, due = excluded.due, head = excluded.head`,
          [gameId, opts.timer.side, opts.timer.due, expected + events.length],
        );
      this.remember(gameId, expected, hashes);
      return expected + events.length;
    });
  }

  /** The chain point an append after `expected` continues: remembered, or read (an AppendConflict if the log moved on). */
  private async prevOf(gameId: number, expected: number, fresh: boolean): Promise<ChainPoint> {
    const known = this.heads.get(gameId);
    if (!fresh && known?.seq === expected) return known;
    if (expected === 0) return CHAIN_START;
    const { rows } = await this.pool.query<{ head: number; hash: string | null }>(
      `SELECT COALESCE(MAX(seq), 0) AS head, (SELECT hash FROM events WHERE game_id = $1 AND seq = $2) AS hash
         FROM events WHERE game_id = $1`,
      [gameId, expected],
    );
    const r = rows[0]!;
    if (r.head !== expected) throw new AppendConflict(gameId, expected, r.head);
    return { seq: expected, hash: r.hash ?? GENESIS };
  }

  private async keyOf(gameId: number): Promise<string> {
    let key = this.keys.get(gameId);
    if (key === undefined) {
      const { rows } = await this.pool.query<{ seed: string }>('SELECT seed FROM games WHERE id = $1', [gameId]);
      if (!rows[0]) throw new Error(`append to game ${gameId}, which does not exist`);
      this.keys.set(gameId, (key = chainKey(rows[0].seed)));
    }
    return key;
  }

  private remember(gameId: number, expected: number, hashes: readonly string[]): void {
    const last = hashes.at(-1);
    if (last !== undefined) this.heads.set(gameId, { seq: expected + hashes.length, hash: last });
  }

  async eventsBetween(gameId: number, afterSeq: number, uptoSeq = 2_147_483_647): Promise<EventRow[]> {
    const sql =
      'SELECT seq, type, data, actor, time, hash FROM events WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq';
    return (await this.pool.query<EventRow>(sql, [gameId, afterSeq, Math.min(uptoSeq, 2_147_483_647)])).rows;
  }

  async chainLinks(gameId: number, afterSeq: number, uptoSeq = 2_147_483_647): Promise<ChainLink[]> {
    const sql = 'SELECT seq, type, data, hash FROM events WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq';
    return (await this.pool.query<ChainLink>(sql, [gameId, afterSeq, Math.min(uptoSeq, 2_147_483_647)])).rows;
  }

  async checkChain(gameId: number, key: string, from: ChainPoint, uptoSeq?: number): Promise<ChainCheck> {
    return checkLinks(key, gameId, from, await this.chainLinks(gameId, from.seq, uptoSeq));
  }

  async commands(gameId: number): Promise<CommandRow[]> {
    const sql =
      'SELECT first_seq AS first, last_seq AS last, side, action FROM commands WHERE game_id = $1 ORDER BY first_seq';
    return (await this.pool.query<CommandRow>(sql, [gameId])).rows;
  }

  async snapshotAtOrBefore(gameId: number, seq: number): Promise<{ seq: number; state: string } | undefined> {
    const sql = 'SELECT seq, state FROM snapshots WHERE game_id = $1 AND seq <= $2 ORDER BY seq DESC LIMIT 1';
    return (await this.pool.query<{ seq: number; state: string }>(sql, [gameId, seq])).rows[0];
  }

  async saveSnapshot(gameId: number, seq: number, state: string): Promise<void> {
    await saveSnapshotIn(this.pool, gameId, seq, state);
  }

  async timers(): Promise<TimerRow[]> {
    const sql =
      "SELECT c.*, g.channel FROM clocks c JOIN games g ON g.id = c.game_id WHERE g.status = 'active' ORDER BY c.due";
    return (await this.pool.query<RawTimer>(sql)).rows.map(timerOf);
  }

  async timer(gameId: number): Promise<TimerRow | undefined> {
    const r = (
      await this.pool.query<RawTimer>(
        'SELECT c.*, g.channel FROM clocks c JOIN games g ON g.id = c.game_id WHERE c.game_id = $1',
        [gameId],
      )
    ).rows[0];
    return r ? timerOf(r) : undefined;
  }

  async reminders(): Promise<ReminderRow[]> {
    return (await this.pool.query<RawReminder>('SELECT * FROM reminders ORDER BY due')).rows.map(reminderOf);
  }

  async reminder(channel: string): Promise<ReminderRow | undefined> {
    const r = (await this.pool.query<RawReminder>('SELECT * FROM reminders WHERE channel = $1', [channel])).rows[0];
    return r ? reminderOf(r) : undefined;
  }

  async putReminder(r: ReminderRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO reminders (channel, game_id, head, users, text, due, sent, since, held)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (channel) DO UPDATE SET game_id = excluded.game_id, head = excluded.head, users = excluded.users,
         text = excluded.text, due = excluded.due, sent = excluded.sent, since = excluded.since, held = excluded.held`,
      [r.channel, r.gameId, r.head, JSON.stringify(r.users), r.text, r.due, r.sent, r.since, r.held ? 1 : 0],
    );
  }

  async removeReminder(channel: string): Promise<void> {
    await this.pool.query('DELETE FROM reminders WHERE channel = $1', [channel]);
  }

  async settings(userId: string): Promise<Map<string, string>> {
    const sql = 'SELECT key, value FROM user_settings WHERE user_id = $1 ORDER BY key';
    return new Map((await this.pool.query<SettingRow>(sql, [userId])).rows.map((r) => [r.key, r.value]));
  }

  async putSetting(userId: string, key: string, value: string | null): Promise<void> {
    if (value === null) {
      await this.pool.query('DELETE FROM user_settings WHERE user_id = $1 AND key = $2', [userId, key]);
      return;
    }
    await this.pool.query(
      `INSERT INTO user_settings (user_id, key, value, updated) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, updated = excluded.updated`,
      [userId, key, value, this.now()],
    );
  }

  async usersWithSetting(key: string, value: string): Promise<string[]> {
    const sql = 'SELECT user_id FROM user_settings WHERE key = $1 AND value = $2 ORDER BY user_id';
    return (await this.pool.query<{ user_id: string }>(sql, [key, value])).rows.map((r) => r.user_id);
  }

  async activeGamesOf(userId: string): Promise<GameRow[]> {
    const sql = `SELECT ${GAME_COLUMNS} FROM games WHERE status = 'active'
      AND id IN (SELECT game_id FROM seats WHERE user_id = $1) ORDER BY id`;
    return (await this.pool.query<GameRow>(sql, [userId])).rows;
  }

  async saveButton(b: StoredButton): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>(
      'INSERT INTO button_commands (users, channel, command, created) VALUES ($1, $2, $3, $4) RETURNING id',
      [b.users.join(','), b.channel ?? '', b.command, this.now()],
    );
    return rows[0]!.id;
  }

  async loadButton(id: number): Promise<StoredButton | undefined> {
    const sql = 'SELECT users, channel, command FROM button_commands WHERE id = $1';
    const r = (await this.pool.query<{ users: string; channel: string; command: string }>(sql, [id])).rows[0];
    return r ? { users: r.users ? r.users.split(',') : [], channel: r.channel || null, command: r.command } : undefined;
  }

  async putStatsSeats(gameId: number, rows: readonly StatsSeatRow[]): Promise<void> {
    await this.tx(async (c) => {
      // Each seat of a game has its own key in stats_tally (the key holds its side and user).
      const gone = await c.query<StatsSeatRow>(
        `DELETE FROM stats_seats WHERE game_id = $1 RETURNING ${STATS_SEAT_COLUMNS}`,
        [gameId],
      );
      for (const old of gone.rows) {
        await c.query(`UPDATE stats_tally SET games = games - 1 WHERE ${COUNT_KEY_IS}`, statsCountKey(old));
        await c.query(`DELETE FROM stats_tally WHERE ${COUNT_KEY_IS} AND games <= 0`, statsCountKey(old));
      }
      for (const r of rows) {
        await c.query(
          `INSERT INTO stats_seats (${STATS_SEAT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          statsSeatValues(r),
        );
        await c.query(
          `INSERT INTO stats_tally (${STATS_COUNT_KEY}, games) VALUES ($1, $2, $3, $4, $5, $6, $7, 1)
           ON CONFLICT (${STATS_COUNT_KEY}) DO UPDATE SET games = stats_tally.games + 1`,
          statsCountKey(r),
        );
      }
    });
  }

  async statsSeats(guild: string, filter: { kind?: string; user?: string } = {}): Promise<StatsSeatRow[]> {
    const sql = `SELECT ${STATS_SEAT_COLUMNS} FROM stats_seats WHERE guild = $1
      AND ($2::text IS NULL OR kind = $2) AND ($3::text IS NULL OR user_id = $3)
      ORDER BY ended, game_id, side, user_id`;
    return (await this.pool.query<StatsSeatRow>(sql, [guild, filter.kind ?? null, filter.user ?? null])).rows;
  }

  async statsRecord(guild: string, user: string, hidden: readonly string[]): Promise<StatsRecord> {
    // The rows that count: not against a hidden (opted-out) opponent. Filtering each row by its own opponent
    // leaves out the same games as filtering by game: a seat names one opponent, and a user's seats in one
    // game (both sides of it) name the same one.
    const params = [guild, user, hidden.map((u) => `user:${u}`)];
    // From stats_tally (migrations/0014_stats_tally.sql): a few rows per user, however many games they played.
    const tally = await this.pool.query<Omit<StatsTallyRow, 'games'> & { games: string }>(
      `SELECT kind, side, substr(opponent, 1, 4) = 'bot:' AS bot, outcome, ending, SUM(games) AS games
       FROM stats_tally WHERE guild = $1 AND user_id = $2 AND NOT (opponent = ANY($3::text[]))
       GROUP BY kind, side, bot, outcome, ending`,
      params,
    );
    // The last seats with dice of each kind, newest first from stats_seats_by_user_kind, then oldest first.
    const kinds = [...new Set(tally.rows.map((r) => r.kind))];
    const luck = await this.pool.query<StatsLuckRow>(
      `SELECT l.kind, l.game_id, l.luck, l.dice FROM unnest($4::text[]) AS k (kind) CROSS JOIN LATERAL
         (SELECT kind, game_id, luck, dice, ended, side, user_id FROM stats_seats WHERE guild = $1 AND user_id = $2
          AND kind = k.kind AND luck IS NOT NULL AND NOT (opponent = ANY($3::text[]))
          ORDER BY ended DESC, game_id DESC, side DESC, user_id DESC LIMIT $5) AS l
       ORDER BY l.kind, l.ended, l.game_id, l.side, l.user_id`,
      [...params, kinds, STATS_LUCK_PER_KIND],
    );
    const ratings = await this.pool.query<RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM stats_ratings WHERE guild = $1 AND subject = 'user:' || $2::text ORDER BY kind, pool, side`,
      [guild, user],
    );
    return {
      tally: tally.rows.map((r) => ({ ...r, games: Number(r.games) })),
      luck: luck.rows,
      ratings: ratings.rows,
    };
  }

  async statsCounts(guild: string): Promise<StatsCountRow[]> {
    const sql = `SELECT ${STATS_COUNT_KEY}, games FROM stats_tally WHERE guild = $1 ORDER BY ${STATS_COUNT_KEY}`;
    return (await this.pool.query<StatsCountRow>(sql, [guild])).rows;
  }

  async putRatings(guild: string, kind: string, rows: readonly RatingRow[]): Promise<void> {
    await this.tx(async (c) => {
      await c.query('DELETE FROM stats_ratings WHERE guild = $1 AND kind = $2', [guild, kind]);
      for (const r of rows)
        await c.query(
          `INSERT INTO stats_ratings (${RATING_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          ratingValues(r),
        );
    });
  }

  async ratings(guild: string, kind?: string): Promise<RatingRow[]> {
    const sql = `SELECT ${RATING_COLUMNS} FROM stats_ratings WHERE guild = $1 AND ($2::text IS NULL OR kind = $2)
      ORDER BY kind, pool, side, subject`;
    return (await this.pool.query<RatingRow>(sql, [guild, kind ?? null])).rows;
  }

  async clearStats(): Promise<void> {
    await this.tx(async (c) => {
      await c.query('DELETE FROM stats_seats');
      await c.query('DELETE FROM stats_tally');
      await c.query('DELETE FROM stats_ratings');
    });
  }

  async finishedGames(afterId: number, limit: number): Promise<GameRow[]> {
    const sql = `SELECT ${GAME_COLUMNS} FROM games WHERE status = 'finished' AND id > $1 ORDER BY id LIMIT $2`;
    return (await this.pool.query<GameRow>(sql, [afterId, limit])).rows;
  }

  async addRematchRequest(gameId: number, userId: string): Promise<string[]> {
    return this.tx(async (c) => {
      await c.query(
        'INSERT INTO rematch_requests (game_id, user_id, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [gameId, userId, this.now()],
      );
      const sql = 'SELECT user_id FROM rematch_requests WHERE game_id = $1 ORDER BY user_id COLLATE "C"';
      return (await c.query<{ user_id: string }>(sql, [gameId])).rows.map((r) => r.user_id);
    });
  }

  async clearRematchRequests(gameId: number): Promise<void> {
    await this.pool.query('DELETE FROM rematch_requests WHERE game_id = $1', [gameId]);
  }

  async addNote(n: NewNote): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>(
      `INSERT INTO notes (game_id, seq, user_id, user_name, text, private, created)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [n.gameId, n.seq, n.userId, n.userName, n.text, n.private ? 1 : 0, this.now()],
    );
    return rows[0]!.id;
  }

  async notes(gameId: number): Promise<NoteRow[]> {
    const sql = 'SELECT * FROM notes WHERE game_id = $1 ORDER BY seq, id';
    return (await this.pool.query<RawNote>(sql, [gameId])).rows.map(noteOf);
  }

  async putWatcher(w: WatcherRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO watchers (game_id, user_id, user_name, ping, seen, since) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game_id, user_id) DO UPDATE SET user_name = excluded.user_name, ping = excluded.ping, seen = excluded.seen`,
      [w.gameId, w.userId, w.userName, w.ping ? 1 : 0, w.seen, this.now()],
    );
  }

  async removeWatcher(gameId: number, userId: string): Promise<boolean> {
    const r = await this.pool.query('DELETE FROM watchers WHERE game_id = $1 AND user_id = $2', [gameId, userId]);
    return (r.rowCount ?? 0) > 0;
  }

  async watchers(gameId: number): Promise<WatcherRow[]> {
    const sql = 'SELECT * FROM watchers WHERE game_id = $1 ORDER BY user_name, user_id';
    return (await this.pool.query<RawWatcher>(sql, [gameId])).rows.map(watcherOf);
  }
}

/** A statement's wait for another session's lock (PgStoreOptions.lockTimeoutMs). */
export const PG_LOCK_TIMEOUT_MS = 500;

/** Events one append statement carries (4 parameters each, under pg's 65,535). */
const ONE_STATEMENT_MAX = 5000;

const FINISH = "UPDATE games SET status = 'finished', ended = $1 WHERE id = $2 AND status = 'active'";

async function saveSnapshotIn(q: pg.Pool | pg.PoolClient, gameId: number, seq: number, state: string) {
  await q.query(
    `INSERT INTO snapshots (game_id, seq, state) VALUES ($1, $2, $3)
     ON CONFLICT (game_id, seq) DO UPDATE SET state = excluded.state`,
    [gameId, seq, state],
  );
}

async function headOf(q: pg.Pool | pg.PoolClient, gameId: number): Promise<number> {
  const { rows } = await q.query<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM events WHERE game_id = $1', [
    gameId,
  ]);
  return rows[0]?.seq ?? 0;
}

async function hashAt(c: pg.PoolClient, gameId: number, seq: number): Promise<string> {
  if (seq === 0) return GENESIS;
  const { rows } = await c.query<{ hash: string | null }>('SELECT hash FROM events WHERE game_id = $1 AND seq = $2', [
    gameId,
    seq,
  ]);
  return rows[0]?.hash ?? GENESIS;
}

/** One INSERT for all the events of a command (seq after+1, after+2, …), in batches under pg's 65,535
 *  parameters; `hashes[i]` is the chain hash of the i-th (none with the chain switched off). */
async function insertEvents(
  c: pg.PoolClient,
  gameId: number,
  after: number,
  events: readonly NewEvent[],
  actor: string | null,
  time: string,
  hashes: readonly string[],
): Promise<void> {
  const BATCH = 5000;
  for (let start = 0; start < events.length; start += BATCH) {
    const batch = events.slice(start, start + BATCH);
    const params: unknown[] = [gameId, actor, time];
    const values = batch.map((e, i) => {
      params.push(after + start + i + 1, e.type, e.data, hashes[start + i] ?? null);
      const p = params.length;
      return `($1, $${p - 3}, $${p - 2}, $${p - 1}, $2, $3, $${p})`;
    });
    await c.query(
      `INSERT INTO events (game_id, seq, type, data, actor, time, hash) VALUES ${values.join(', ')}`,
      params,
    );
  }
}

async function insertCommand(c: pg.PoolClient, gameId: number, after: number, count: number, cmd: NewCommand) {
  if (count === 0) return;
  await c.query('INSERT INTO commands (game_id, first_seq, last_seq, side, action) VALUES ($1, $2, $3, $4, $5)', [
    gameId,
    after + 1,
    after + count,
    cmd.side,
    cmd.action,
  ]);
}

/** A UNIQUE or PRIMARY KEY constraint failed (SQLSTATE 23505). */
function isUniqueViolation(e: unknown): boolean {
  return (e as { code?: unknown } | null)?.code === '23505';
}

/** stats_tally's key equal to $1…$7 (statsCountKey's values), read from its primary key. */
const COUNT_KEY_IS = STATS_COUNT_KEY.split(', ')
  .map((c, i) => `${c} = $${i + 1}`)
  .join(' AND ');
