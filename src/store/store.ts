// The store interface: games, seats, the append-only event log, snapshots, and the Discord adapter's
// own rows (reminders, long button commands). Every method is asynchronous so that one interface
// serves both the embedded SQLite store (sqlite-store.ts) and a store shared by several processes.
// An append names the sequence number it expects the log to be at; inside one transaction it checks
// that and inserts, so two commands racing on one game cannot both land (AppendConflict).

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

export interface NewGame {
  kind: string;
  channel: string;
  options: string;
  sandbox: boolean;
  seed: string;
  seedHash: string;
  creator: string;
}

/** One pending turn-reminder series of a game channel (src/discord/reminders.ts). */
export interface ReminderRow {
  channel: string;
  gameId: number;
  /** The game's event count when the series started: a move since then makes the reminder stale. */
  head: number;
  users: string[];
  text: string;
  /** Epoch milliseconds of the next reminder. */
  due: number;
  /** Reminders already sent in this series. */
  sent: number;
}

/** A button or select-menu command too long for Discord's 100-character custom_id. */
export interface StoredButton {
  users: string[];
  channel: string | null;
  command: string;
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

export interface Store {
  /** Which engine holds the data, for messages and figures ("sqlite: ./data/heliograph.db"). */
  readonly location: string;
  close(): Promise<void>;

  /** Creates a game with its first events, atomically. */
  createGame(g: NewGame, events: readonly NewEvent[]): Promise<number>;
  game(id: number): Promise<GameRow | undefined>;
  activeGameIn(channel: string): Promise<GameRow | undefined>;
  latestGameIn(channel: string): Promise<GameRow | undefined>;
  activeGames(): Promise<GameRow[]>;
  finishGame(gameId: number): Promise<void>;

  /** The seats of a game, in the order they were taken (the first holder of a side is its seated player). */
  seats(gameId: number): Promise<SeatRow[]>;
  addSeat(gameId: number, side: string, userId: string, userName: string): Promise<void>;
  /** Frees one user's seat at a side (a co-commander removed). */
  removeSeat(gameId: number, side: string, userId: string): Promise<void>;

  head(gameId: number): Promise<number>;
  /**
   * Appends events after sequence number `expected`. If the log has moved on, throws AppendConflict
   * and writes nothing. Returns the new head.
   */
  append(gameId: number, expected: number, events: readonly NewEvent[], actor: string | null): Promise<number>;
  eventsBetween(gameId: number, afterSeq: number, uptoSeq?: number): Promise<EventRow[]>;
  snapshotAtOrBefore(gameId: number, seq: number): Promise<{ seq: number; state: string } | undefined>;
  saveSnapshot(gameId: number, seq: number, state: string): Promise<void>;

  reminders(): Promise<ReminderRow[]>;
  reminder(channel: string): Promise<ReminderRow | undefined>;
  putReminder(r: ReminderRow): Promise<void>;
  removeReminder(channel: string): Promise<void>;

  saveButton(b: StoredButton): Promise<number>;
  loadButton(id: number): Promise<StoredButton | undefined>;
}
