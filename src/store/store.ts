// The SQLite store: games, seats, the append-only event log and snapshots (better-sqlite3, WAL).
// An append names the sequence number it expects the log to be at; inside one transaction it checks
// that and inserts, so two commands racing on one game cannot both land (AppendConflict).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';

export interface GameRow {
  id: number;
  kind: string;
  channel: string;
  status: 'active' | 'finished';
  options: string;
  sandbox: number;
  seed: string;
  seed_hash: string;
  creator: string;
  created: string;
  ended: string | null;
}

export interface SeatRow {
  game_id: number;
  side: string;
  user_id: string;
  user_name: string;
}

export interface EventRow {
  seq: number;
  type: string;
  data: string;
  actor: string | null;
}

export interface NewEvent {
  type: string;
  data: string; // JSON
}

/** The log was not at the expected sequence number: someone else appended first. Nothing was written. */
export class AppendConflict extends Error {
  constructor(
    readonly gameId: number,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`append conflict on game ${gameId}: expected seq ${expected}, log is at ${actual}`);
    this.name = 'AppendConflict';
  }
}

export class Store {
  readonly db: Database.Database;
  private readonly now: () => string;
  private readonly stmt;

  constructor(path: string, now: () => string = () => new Date().toISOString()) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.now = now;
    const db = this.db;
    this.stmt = {
      head: db.prepare<[number], { seq: number | null }>('SELECT MAX(seq) AS seq FROM events WHERE game_id = ?'),
      insertEvent: db.prepare('INSERT INTO events (game_id, seq, type, data, actor, time) VALUES (?, ?, ?, ?, ?, ?)'),
      eventsAfter: db.prepare<[number, number, number], EventRow>(
        'SELECT seq, type, data, actor FROM events WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
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
        'SELECT game_id, side, user_id, user_name FROM seats WHERE game_id = ? ORDER BY joined, side',
      ),
      insertSeat: db.prepare('INSERT INTO seats (game_id, side, user_id, user_name, joined) VALUES (?, ?, ?, ?, ?)'),
      insertGame: db.prepare(
        `INSERT INTO games (kind, channel, status, options, sandbox, seed, seed_hash, creator, created)
         VALUES (?, ?, 'active', ?, ?, ?, ?, ?, ?)`,
      ),
      finish: db.prepare("UPDATE games SET status = 'finished', ended = ? WHERE id = ?"),
      listActive: db.prepare<[], GameRow>("SELECT * FROM games WHERE status = 'active' ORDER BY id"),
    };
  }

  close(): void {
    this.db.close();
  }

  /** Creates a game with its first events, atomically. */
  createGame(
    g: {
      kind: string;
      channel: string;
      options: string;
      sandbox: boolean;
      seed: string;
      seedHash: string;
      creator: string;
    },
    events: readonly NewEvent[],
  ): number {
    return this.db.transaction(() => {
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
      );
      const id = Number(info.lastInsertRowid);
      events.forEach((e, i) => this.stmt.insertEvent.run(id, i + 1, e.type, e.data, g.creator, time));
      return id;
    })();
  }

  head(gameId: number): number {
    return this.stmt.head.get(gameId)?.seq ?? 0;
  }

  /**
   * Appends events after sequence number `expected`. If the log has moved on, throws AppendConflict
   * and writes nothing. Returns the new head.
   */
  append(gameId: number, expected: number, events: readonly NewEvent[], actor: string | null): number {
    return this.db
      .transaction(() => {
        const actual = this.head(gameId);
        if (actual !== expected) throw new AppendConflict(gameId, expected, actual);
        const time = this.now();
        events.forEach((e, i) => this.stmt.insertEvent.run(gameId, expected + i + 1, e.type, e.data, actor, time));
        return expected + events.length;
      })
      .immediate();
  }

  eventsBetween(gameId: number, afterSeq: number, uptoSeq = Number.MAX_SAFE_INTEGER): EventRow[] {
    return this.stmt.eventsAfter.all(gameId, afterSeq, uptoSeq);
  }

  snapshotAtOrBefore(gameId: number, seq: number): { seq: number; state: string } | undefined {
    return this.stmt.snapshotAtOrBefore.get(gameId, seq);
  }

  saveSnapshot(gameId: number, seq: number, state: string): void {
    this.stmt.insertSnapshot.run(gameId, seq, state);
  }

  game(id: number): GameRow | undefined {
    return this.stmt.game.get(id);
  }

  activeGameIn(channel: string): GameRow | undefined {
    return this.stmt.activeInChannel.get(channel);
  }

  latestGameIn(channel: string): GameRow | undefined {
    return this.stmt.latestInChannel.get(channel);
  }

  activeGames(): GameRow[] {
    return this.stmt.listActive.all();
  }

  seats(gameId: number): SeatRow[] {
    return this.stmt.seats.all(gameId);
  }

  addSeat(gameId: number, side: string, userId: string, userName: string): void {
    this.stmt.insertSeat.run(gameId, side, userId, userName, this.now());
  }

  finishGame(gameId: number): void {
    this.stmt.finish.run(this.now(), gameId);
  }
}
