// The embedded store: one SQLite file (better-sqlite3, WAL). better-sqlite3 is synchronous, so each
// method of the Store interface runs its statement at once and returns a settled promise; `sync`
// gives the same reads without the promise, for tools that fold a game in one go (tests, scripts).
// The file is opened and checked by open.ts; the unique indexes of migrations/0003_integrity.sql turn a lost
// race into ChannelBusy / SeatTaken. Each event is written with its chain hash (chain.ts), computed in the
// append's transaction from the hash stored before it.
import type Database from 'better-sqlite3';
import { checkOnThread, chainPool, PARALLEL_FROM } from './chain-pool.ts';
import {
  CHAIN_START,
  chainEvents,
  chainKey,
  checkRows,
  GENESIS,
  type ChainCheck,
  type ChainLink,
  type ChainPoint,
  type LinkRow,
} from './chain.ts';
import type { StretchResult } from './chain-worker.ts';
import { openSqlite } from './open.ts';
import {
  AppendConflict,
  ChannelBusy,
  SeatTaken,
  type AppendOptions,
  type ChainOption,
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
  type StatsCountRow,
  STATS_LUCK_PER_KIND,
  type RatingRow,
  STATS_SEAT_COLUMNS,
  statsSeatValues,
  STATS_COUNT_KEY,
  statsCountKey,
  RATING_COLUMNS,
  ratingValues,
} from './store.ts';

function statements(db: Database.Database) {
  return {
    head: db.prepare<[number], { seq: number | null }>('SELECT MAX(seq) AS seq FROM events WHERE game_id = ?'),
    headLink: db.prepare<[number], { seq: number; hash: string | null }>(
      'SELECT seq, hash FROM events WHERE game_id = ? ORDER BY seq DESC LIMIT 1',
    ),
    seed: db.prepare<[number], { seed: string }>('SELECT seed FROM games WHERE id = ?'),
    insertEvent: db.prepare(
      'INSERT INTO events (game_id, seq, type, data, actor, time, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    eventsAfter: db.prepare<[number, number, number], EventRow>(
      'SELECT seq, type, data, actor, time, hash FROM events WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
    ),
    links: db
      .prepare<[number, number, number], LinkRow>(
        'SELECT seq, type, data, hash FROM events WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
      )
      .raw(),
    insertCommand: db.prepare(
      'INSERT INTO commands (game_id, first_seq, last_seq, side, action) VALUES (?, ?, ?, ?, ?)',
    ),
    commands: db.prepare<[number], CommandRow>(
      'SELECT first_seq AS first, last_seq AS last, side, action FROM commands WHERE game_id = ? ORDER BY first_seq',
    ),
    snapshotAtOrBefore: db.prepare<[number, number], { seq: number; state: string }>(
      'SELECT seq, state FROM snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
    ),
    insertSnapshot: db.prepare('INSERT OR REPLACE INTO snapshots (game_id, seq, state) VALUES (?, ?, ?)'),
    game: db.prepare<[number], GameRow>('SELECT * FROM games WHERE id = ?'),
    activeInChannel: db.prepare<[string], GameRow>(
      "SELECT * FROM games WHERE channel = ? AND status = 'active' ORDER BY id DESC LIMIT 1",
    ),
    latestInChannel: db.prepare<[string], GameRow>('SELECT * FROM games WHERE channel = ? ORDER BY id DESC LIMIT 1'),
    seats: db.prepare<[number], SeatRow>(
      'SELECT game_id, side, user_id, user_name, role FROM seats WHERE game_id = ? ORDER BY joined, side, rowid',
    ),
    insertSeat: db.prepare(
      'INSERT INTO seats (game_id, side, user_id, user_name, joined, role) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    deleteSeat: db.prepare('DELETE FROM seats WHERE game_id = ? AND side = ? AND user_id = ?'),
    insertGame: db.prepare(
      `INSERT INTO games (kind, channel, status, options, sandbox, seed, seed_hash, creator, created, revision, guild)
       VALUES (?, ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    finish: db.prepare("UPDATE games SET status = 'finished', ended = ? WHERE id = ? AND status = 'active'"),
    listActive: db.prepare<[], GameRow>("SELECT * FROM games WHERE status = 'active' ORDER BY id"),
    reminders: db.prepare<[], RawReminder>('SELECT * FROM reminders ORDER BY due'),
    reminder: db.prepare<[string], RawReminder>('SELECT * FROM reminders WHERE channel = ?'),
    putReminder: db.prepare(
      `INSERT INTO reminders (channel, game_id, head, users, text, due, sent, since, held) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (channel) DO UPDATE SET game_id = excluded.game_id, head = excluded.head, users = excluded.users,
         text = excluded.text, due = excluded.due, sent = excluded.sent, since = excluded.since, held = excluded.held`,
    ),
    settings: db.prepare<[string], SettingRow>('SELECT key, value FROM user_settings WHERE user_id = ? ORDER BY key'),
    putSetting: db.prepare(
      `INSERT INTO user_settings (user_id, key, value, updated) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, updated = excluded.updated`,
    ),
    removeSetting: db.prepare('DELETE FROM user_settings WHERE user_id = ? AND key = ?'),
    usersWithSetting: db.prepare<[string, string], { user_id: string }>(
      'SELECT user_id FROM user_settings WHERE key = ? AND value = ? ORDER BY user_id',
    ),
    gamesOf: db.prepare<[string], GameRow>(
      `SELECT * FROM games WHERE status = 'active' AND id IN (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id`,
    ),
    removeReminder: db.prepare('DELETE FROM reminders WHERE channel = ?'),
    timers: db.prepare<[], RawTimer>(
      "SELECT c.*, g.channel FROM clocks c JOIN games g ON g.id = c.game_id WHERE g.status = 'active' ORDER BY c.due",
    ),
    timer: db.prepare<[number], RawTimer>(
      'SELECT c.*, g.channel FROM clocks c JOIN games g ON g.id = c.game_id WHERE c.game_id = ?',
    ),
    putTimer: db.prepare(
      'INSERT INTO clocks (game_id, side, due, head) VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET side = excluded.side, due = excluded.due, head = excluded.head',
    ),
    removeTimer: db.prepare('DELETE FROM clocks WHERE game_id = ?'),
    insertNote: db.prepare(
      'INSERT INTO notes (game_id, seq, user_id, user_name, text, private, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    notes: db.prepare<[number], RawNote>('SELECT * FROM notes WHERE game_id = ? ORDER BY seq, id'),
    putWatcher: db.prepare(
      `INSERT INTO watchers (game_id, user_id, user_name, ping, seen, since) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (game_id, user_id) DO UPDATE SET user_name = excluded.user_name, ping = excluded.ping, seen = excluded.seen`,
    ),
    removeWatcher: db.prepare('DELETE FROM watchers WHERE game_id = ? AND user_id = ?'),
    watchers: db.prepare<[number], RawWatcher>('SELECT * FROM watchers WHERE game_id = ? ORDER BY user_name, user_id'),
    insertRematch: db.prepare('INSERT OR IGNORE INTO rematch_requests (game_id, user_id, created) VALUES (?, ?, ?)'),
    rematch: db.prepare<[number], { user_id: string }>(
      'SELECT user_id FROM rematch_requests WHERE game_id = ? ORDER BY user_id',
    ),
    clearRematch: db.prepare('DELETE FROM rematch_requests WHERE game_id = ?'),
    insertButton: db.prepare('INSERT INTO button_commands (users, channel, command, created) VALUES (?, ?, ?, ?)'),
    button: db.prepare<[number], { users: string; channel: string; command: string }>(
      'SELECT users, channel, command FROM button_commands WHERE id = ?',
    ),
  };
}

/** The synchronous reads of a SQLite store. */
export interface SqliteReads {
  head(gameId: number): number;
  eventsBetween(gameId: number, afterSeq: number, uptoSeq?: number): EventRow[];
  snapshotAtOrBefore(gameId: number, seq: number): { seq: number; state: string } | undefined;
  game(id: number): GameRow | undefined;
  activeGameIn(channel: string): GameRow | undefined;
  latestGameIn(channel: string): GameRow | undefined;
  seats(gameId: number): SeatRow[];
}

export class SqliteStore implements Store {
  readonly db: Database.Database;
  readonly location: string;
  readonly sync: SqliteReads;
  /** The database file; null for an in-memory database (no other connection can read it). */
  private readonly file: string | null;
  private readonly now: () => string;
  private readonly stmt: ReturnType<typeof statements>;
  /** Game id → chain key (chain.ts; a game's seed never changes). */
  private readonly keys = new Map<number, string>();
  private readonly chained: boolean;

  /** Opens the file (open.ts: refuses an empty, damaged or read-only database; StoreOpenError). */
  constructor(path: string, now: () => string = () => new Date().toISOString(), opts: ChainOption = {}) {
    this.location = `sqlite: ${path}`;
    this.db = openSqlite(path);
    this.file = path === '' || path === ':memory:' || path.startsWith('file::memory:') ? null : path;
    this.now = now;
    this.chained = opts.chain !== false;
    const stmt = (this.stmt = statements(this.db));
    this.sync = {
      head: (gameId) => stmt.head.get(gameId)?.seq ?? 0,
      eventsBetween: (gameId, afterSeq, uptoSeq = Number.MAX_SAFE_INTEGER) =>
        stmt.eventsAfter.all(gameId, afterSeq, uptoSeq),
      snapshotAtOrBefore: (gameId, seq) => stmt.snapshotAtOrBefore.get(gameId, seq),
      game: (id) => stmt.game.get(id),
      activeGameIn: (channel) => stmt.activeInChannel.get(channel),
      latestGameIn: (channel) => stmt.latestInChannel.get(channel),
      seats: (gameId) => stmt.seats.all(gameId),
    };
  }

  async close(): Promise<void> {
    this.db.close();
  }

  async createGame(g: NewGame, events: readonly NewEvent[], seats: readonly NewSeat[] = []): Promise<number> {
    try {
      return this.insertGame(g, events, seats);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      throw new ChannelBusy(g.channel, this.sync.activeGameIn(g.channel));
    }
  }

  private insertGame(g: NewGame, events: readonly NewEvent[], seats: readonly NewSeat[]): number {
    return this.db
      .transaction(() => {
        const time = this.now();
        const info = this.stmt.insertGame.run(
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
        );
        const id = Number(info.lastInsertRowid);
        // (The key is not cached here: a rolled-back insert's id may be given to the next game.)
        const hashes = this.chained ? chainEvents(chainKey(g.seed), id, CHAIN_START, events) : [];
        events.forEach((e, i) =>
          this.stmt.insertEvent.run(id, i + 1, e.type, e.data, g.creator, time, hashes[i] ?? null),
        );
        if (g.command) this.insertCommand(id, 0, events.length, g.command);
        for (const seat of seats) this.seat(id, seat);
        return id;
      })
      .immediate();
  }

  async game(id: number): Promise<GameRow | undefined> {
    return this.sync.game(id);
  }

  async activeGameIn(channel: string): Promise<GameRow | undefined> {
    return this.sync.activeGameIn(channel);
  }

  async latestGameIn(channel: string): Promise<GameRow | undefined> {
    return this.sync.latestGameIn(channel);
  }

  async activeGames(): Promise<GameRow[]> {
    return this.stmt.listActive.all();
  }

  async finishGame(gameId: number): Promise<void> {
    this.stmt.finish.run(this.now(), gameId);
  }

  async seats(gameId: number): Promise<SeatRow[]> {
    return this.sync.seats(gameId);
  }

  async addSeat(
    gameId: number,
    side: string,
    userId: string,
    userName: string,
    role: SeatRole = 'player',
  ): Promise<void> {
    this.seat(gameId, { side, userId, userName, role });
  }

  /** Inserts a seat (inside the caller's transaction, if any); SeatTaken if it is held. */
  private seat(gameId: number, { side, userId, userName, role = 'player' }: NewSeat): void {
    try {
      this.stmt.insertSeat.run(gameId, side, userId, userName, this.now(), role);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const seats = this.sync.seats(gameId).filter((s) => s.side === side);
      throw new SeatTaken(
        gameId,
        side,
        seats.find((s) => s.user_id === userId) ?? seats.find((s) => s.role === 'player'),
      );
    }
  }

  async removeSeat(gameId: number, side: string, userId: string): Promise<void> {
    this.stmt.deleteSeat.run(gameId, side, userId);
  }

  async head(gameId: number): Promise<number> {
    return this.sync.head(gameId);
  }

  async append(
    gameId: number,
    expected: number,
    events: readonly NewEvent[],
    actor: string | null,
    opts: AppendOptions = {},
  ): Promise<number> {
    return this.db
      .transaction(() => {
        const last = this.stmt.headLink.get(gameId);
        const actual = last?.seq ?? 0;
        if (actual !== expected) throw new AppendConflict(gameId, expected, actual);
        if (opts.seat) this.seat(gameId, opts.seat);
        const time = this.now();
        const hashes =
          this.chained && events.length > 0
            ? chainEvents(this.keyOf(gameId), gameId, { seq: expected, hash: last?.hash ?? GENESIS }, events)
            : [];
        events.forEach((e, i) =>
          this.stmt.insertEvent.run(gameId, expected + i + 1, e.type, e.data, actor, time, hashes[i] ?? null),
        );
        if (opts.command) this.insertCommand(gameId, expected, events.length, opts.command);
        if (opts.finish) this.stmt.finish.run(time, gameId);
        if (opts.snapshot !== undefined) this.stmt.insertSnapshot.run(gameId, expected + events.length, opts.snapshot);
        if (opts.timer === null) this.stmt.removeTimer.run(gameId);
        else if (opts.timer) this.stmt.putTimer.run(gameId, opts.timer.side, opts.timer.due, expected + events.length);
        return expected + events.length;
      })
      .immediate();
  }

  async eventsBetween(gameId: number, afterSeq: number, uptoSeq?: number): Promise<EventRow[]> {
    return this.sync.eventsBetween(gameId, afterSeq, uptoSeq);
  }

  async chainLinks(gameId: number, afterSeq: number, uptoSeq = Number.MAX_SAFE_INTEGER): Promise<ChainLink[]> {
    // Rows as arrays (better-sqlite3 builds them faster than objects): a check reads every event.
    return this.stmt.links.all(gameId, afterSeq, uptoSeq).map(([seq, type, data, hash]) => ({ seq, type, data, hash }));
  }

  async checkChain(gameId: number, key: string, from: ChainPoint, uptoSeq?: number): Promise<ChainCheck> {
    const upto = uptoSeq ?? this.sync.head(gameId);
    // The rows as better-sqlite3 reads them (arrays), straight into the check: no object per event.
    const rows = (after: number, to: number) => this.stmt.links.all(gameId, after, to);
    const whole = async () => checkRows(key, gameId, from, rows(from.seq, upto));
    const thread = upto - from.seq >= PARALLEL_FROM && this.file !== null ? chainPool() : null;
    if (!thread || this.file === null) return whole();
    // Two halves at once (chain-pool.ts): the thread checks the second from the hash stored at the
    // split, this thread the first, which confirms that hash; the first break is the first half's,
    // or else the second's. Anything that does not line up (a missing event at the split) is
    // checked again whole, which names it.
    const mid = from.seq + Math.ceil((upto - from.seq) / 2);
    const second = checkOnThread(thread, { path: this.file, key, gameId, after: mid, upto });
    const first = checkRows(key, gameId, from, rows(from.seq, mid));
    let rest: StretchResult;
    try {
      rest = await second;
    } catch (e) {
      process.emitWarning(
        `chain check on a thread failed, checked on one: ${e instanceof Error ? e.message : String(e)}`,
      );
      return whole();
    }
    if ('broken' in first) return first;
    if (first.head.seq !== mid || rest.from?.hash !== first.head.hash) return whole();
    return rest.check;
  }

  async commands(gameId: number): Promise<CommandRow[]> {
    return this.stmt.commands.all(gameId);
  }

  private keyOf(gameId: number): string {
    let key = this.keys.get(gameId);
    if (key === undefined) {
      const row = this.stmt.seed.get(gameId);
      if (!row) throw new Error(`append to game ${gameId}, which does not exist`);
      this.keys.set(gameId, (key = chainKey(row.seed)));
    }
    return key;
  }

  /** The command behind events after+1..after+count (none for no events; not with the chain switched off). */
  private insertCommand(gameId: number, after: number, count: number, c: NewCommand): void {
    if (count > 0 && this.chained) this.stmt.insertCommand.run(gameId, after + 1, after + count, c.side, c.action);
  }

  async snapshotAtOrBefore(gameId: number, seq: number): Promise<{ seq: number; state: string } | undefined> {
    return this.sync.snapshotAtOrBefore(gameId, seq);
  }

  async saveSnapshot(gameId: number, seq: number, state: string): Promise<void> {
    this.stmt.insertSnapshot.run(gameId, seq, state);
  }

  async timers(): Promise<TimerRow[]> {
    return this.stmt.timers.all().map(timerOf);
  }

  async timer(gameId: number): Promise<TimerRow | undefined> {
    const r = this.stmt.timer.get(gameId);
    return r ? timerOf(r) : undefined;
  }

  async reminders(): Promise<ReminderRow[]> {
    return this.stmt.reminders.all().map(reminderOf);
  }

  async reminder(channel: string): Promise<ReminderRow | undefined> {
    const r = this.stmt.reminder.get(channel);
    return r ? reminderOf(r) : undefined;
  }

  async putReminder(r: ReminderRow): Promise<void> {
    this.stmt.putReminder.run(
      r.channel,
      r.gameId,
      r.head,
      JSON.stringify(r.users),
      r.text,
      r.due,
      r.sent,
      r.since,
      r.held ? 1 : 0,
    );
  }

  async removeReminder(channel: string): Promise<void> {
    this.stmt.removeReminder.run(channel);
  }

  async settings(userId: string): Promise<Map<string, string>> {
    return new Map(this.stmt.settings.all(userId).map((r) => [r.key, r.value]));
  }

  async putSetting(userId: string, key: string, value: string | null): Promise<void> {
    if (value === null) this.stmt.removeSetting.run(userId, key);
    else this.stmt.putSetting.run(userId, key, value, this.now());
  }

  async usersWithSetting(key: string, value: string): Promise<string[]> {
    return this.stmt.usersWithSetting.all(key, value).map((r) => r.user_id);
  }

  async activeGamesOf(userId: string): Promise<GameRow[]> {
    return this.stmt.gamesOf.all(userId);
  }

  async saveButton(b: StoredButton): Promise<number> {
    const info = this.stmt.insertButton.run(b.users.join(','), b.channel ?? '', b.command, this.now());
    return Number(info.lastInsertRowid);
  }

  async loadButton(id: number): Promise<StoredButton | undefined> {
    const r = this.stmt.button.get(id);
    return r ? { users: r.users ? r.users.split(',') : [], channel: r.channel || null, command: r.command } : undefined;
  }

  async putStatsSeats(gameId: number, rows: readonly StatsSeatRow[]): Promise<void> {
    this.db.transaction(() => {
      // Each seat of a game has its own key in stats_tally (the key holds its side and user).
      for (const old of this.stats.seatsOfGame.all(gameId)) {
        this.stats.uncount.run(...statsCountKey(old));
        this.stats.dropEmptyCount.run(...statsCountKey(old));
      }
      this.stats.deleteSeats.run(gameId);
      for (const r of rows) {
        this.stats.insertSeat.run(...statsSeatValues(r));
        this.stats.count.run(...statsCountKey(r));
      }
    })();
  }

  async statsSeats(guild: string, filter: { kind?: string; user?: string } = {}): Promise<StatsSeatRow[]> {
    return this.stats.seats.all({ guild, kind: filter.kind ?? null, user: filter.user ?? null });
  }

  async statsRecord(guild: string, user: string, hidden: readonly string[]): Promise<StatsRecord> {
    const p = { guild, user, hidden: JSON.stringify(hidden.map((u) => `user:${u}`)), keep: STATS_LUCK_PER_KIND };
    return this.db.transaction(() => {
      const tally = this.stats.tally.all(p).map((r) => ({ ...r, bot: r.bot === 1 }));
      return {
        tally,
        luck: [...new Set(tally.map((r) => r.kind))]
          .sort()
          .flatMap((kind) => this.stats.luck.all({ ...p, kind }).reverse()),
        ratings: this.stats.ratingsOf.all(p),
      };
    })();
  }

  async statsCounts(guild: string): Promise<StatsCountRow[]> {
    return this.stats.counts.all(guild);
  }

  async putRatings(guild: string, kind: string, rows: readonly RatingRow[]): Promise<void> {
    this.db.transaction(() => {
      this.stats.deleteRatings.run(guild, kind);
      for (const r of rows) this.stats.insertRating.run(...ratingValues(r));
    })();
  }

  async ratings(guild: string, kind?: string): Promise<RatingRow[]> {
    return this.stats.ratings.all({ guild, kind: kind ?? null });
  }

  async clearStats(): Promise<void> {
    this.db.exec('BEGIN; DELETE FROM stats_seats; DELETE FROM stats_tally; DELETE FROM stats_ratings; COMMIT;');
  }

  async finishedGames(afterId: number, limit: number): Promise<GameRow[]> {
    return this.stats.finished.all(afterId, limit);
  }

  async addRematchRequest(gameId: number, userId: string): Promise<string[]> {
    return this.db.transaction(() => {
      this.stmt.insertRematch.run(gameId, userId, this.now());
      return this.stmt.rematch.all(gameId).map((r) => r.user_id);
    })();
  }

  async clearRematchRequests(gameId: number): Promise<void> {
    this.stmt.clearRematch.run(gameId);
  }

  async addNote(n: NewNote): Promise<number> {
    const info = this.stmt.insertNote.run(n.gameId, n.seq, n.userId, n.userName, n.text, n.private ? 1 : 0, this.now());
    return Number(info.lastInsertRowid);
  }

  async notes(gameId: number): Promise<NoteRow[]> {
    return this.stmt.notes.all(gameId).map(noteOf);
  }

  async putWatcher(w: WatcherRow): Promise<void> {
    this.stmt.putWatcher.run(w.gameId, w.userId, w.userName, w.ping ? 1 : 0, w.seen, this.now());
  }

  async removeWatcher(gameId: number, userId: string): Promise<boolean> {
    return this.stmt.removeWatcher.run(gameId, userId).changes > 0;
  }

  async watchers(gameId: number): Promise<WatcherRow[]> {
    return this.stmt.watchers.all(gameId).map(watcherOf);
  }

  private get stats(): ReturnType<typeof statsStatements> {
    return (this.statsStmt ??= statsStatements(this.db));
  }
  private statsStmt: ReturnType<typeof statsStatements> | undefined;
}

interface RecordParams {
  guild: string;
  user: string;
  /** JSON array of the hidden opponents, 'user:<id>' each. */
  hidden: string;
  keep: number;
}

/** stats_tally's key equal to the parameters (statsCountKey's values), read from its primary key. */
const COUNT_KEY_IS = STATS_COUNT_KEY.split(', ')
  .map((c) => `${c} = ?`)
  .join(' AND ');

/** Rows of a user on a server that count (statsRecord): not against a hidden opponent. Filtering each row by
 *  its own opponent leaves out the same games as filtering by game: a seat names one opponent, and a user's
 *  seats in one game (both sides of it) name the same one. */
const NOT_HIDDEN = `(@hidden = '[]' OR opponent NOT IN (SELECT value FROM json_each(@hidden)))`;

/** The statements of the statistics tables (migrations/0009_stats.sql), prepared on first use. */
function statsStatements(db: Database.Database) {
  return {
    deleteSeats: db.prepare('DELETE FROM stats_seats WHERE game_id = ?'),
    insertSeat: db.prepare(
      `INSERT INTO stats_seats (${STATS_SEAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    seats: db.prepare<[{ guild: string; kind: string | null; user: string | null }], StatsSeatRow>(
      `SELECT ${STATS_SEAT_COLUMNS} FROM stats_seats WHERE guild = @guild AND (@kind IS NULL OR kind = @kind)
       AND (@user IS NULL OR user_id = @user) ORDER BY ended, game_id, side, user_id`,
    ),
    seatsOfGame: db.prepare<[number], StatsSeatRow>(`SELECT ${STATS_SEAT_COLUMNS} FROM stats_seats WHERE game_id = ?`),
    count: db.prepare(
      `INSERT INTO stats_tally (${STATS_COUNT_KEY}, games) VALUES (?, ?, ?, ?, ?, ?, ?, 1)
       ON CONFLICT (${STATS_COUNT_KEY}) DO UPDATE SET games = games + 1`,
    ),
    uncount: db.prepare(`UPDATE stats_tally SET games = games - 1 WHERE ${COUNT_KEY_IS}`),
    dropEmptyCount: db.prepare(`DELETE FROM stats_tally WHERE ${COUNT_KEY_IS} AND games <= 0`),
    counts: db.prepare<[string], StatsCountRow>(
      `SELECT ${STATS_COUNT_KEY}, games FROM stats_tally WHERE guild = ? ORDER BY ${STATS_COUNT_KEY}`,
    ),
    // From stats_tally (migrations/0014_stats_tally.sql): a few rows per user, however many games they played.
    tally: db.prepare<[RecordParams], Omit<StatsTallyRow, 'bot'> & { bot: number }>(
      `SELECT kind, side, substr(opponent, 1, 4) = 'bot:' AS bot, outcome, ending, SUM(games) AS games
       FROM stats_tally WHERE guild = @guild AND user_id = @user AND ${NOT_HIDDEN} GROUP BY kind, side, bot, outcome, ending`,
    ),
    // Newest first, from stats_seats_by_user_kind (migrations/0013_rematch.sql): the statement stops at @keep rows.
    luck: db.prepare<[RecordParams & { kind: string }], StatsLuckRow>(
      `SELECT kind, game_id, luck, dice FROM stats_seats WHERE guild = @guild AND user_id = @user AND kind = @kind
       AND luck IS NOT NULL AND ${NOT_HIDDEN} ORDER BY ended DESC, game_id DESC, side DESC, user_id DESC LIMIT @keep`,
    ),
    ratingsOf: db.prepare<[RecordParams], RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM stats_ratings WHERE guild = @guild AND subject = 'user:' || @user
       ORDER BY kind, pool, side`,
    ),
    deleteRatings: db.prepare('DELETE FROM stats_ratings WHERE guild = ? AND kind = ?'),
    insertRating: db.prepare(`INSERT INTO stats_ratings (${RATING_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    ratings: db.prepare<[{ guild: string; kind: string | null }], RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM stats_ratings WHERE guild = @guild AND (@kind IS NULL OR kind = @kind)
       ORDER BY kind, pool, side, subject`,
    ),
    finished: db.prepare<[number, number], GameRow>(
      "SELECT * FROM games WHERE status = 'finished' AND id > ? ORDER BY id LIMIT ?",
    ),
  };
}

/** A UNIQUE or PRIMARY KEY constraint failed (better-sqlite3's SqliteError codes). */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
