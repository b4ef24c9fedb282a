// The store interface: games, seats, the append-only event log, snapshots, and the Discord adapter's
// own rows (reminders, long button commands), and each user's settings. Every method is asynchronous so that one interface
// serves both the embedded SQLite store (sqlite-store.ts) and a store shared by several processes.
// An append names the sequence number it expects the log to be at; inside one transaction it checks
// that and inserts, so two commands racing on one game cannot both land (AppendConflict).
// The database itself holds the invariants a race could break
// (docs/decisions/database-holds-the-invariants.md): one running game per channel (ChannelBusy), one player per
// side (SeatTaken), and a game's ending events are written in the same transaction as its 'finished' status
// (append's `finish`).
// Every event is written with its hash, chaining it to the one before (chain.ts: the tamper-evident
// log), and an append may record the command it came from beside its events (`command`).
import type { ChainCheck, ChainLink, ChainPoint } from './chain.ts';

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
  /** The rules revision the game was created with (GameModule.revision; migrations/0004_revision.sql). */
  revision: string;
  guild: string | null; // the Discord server; null for console and DM games (migrations/0005_guild.sql)
}

/** 'player': the one player of a side (one per side, enforced by the database); 'co': an extra
 *  commander of a side (a solitaire game's co-commanders, src/app/commanders.ts), any number. */
export type SeatRole = 'player' | 'co';

export interface SeatRow {
  game_id: number;
  side: string;
  user_id: string;
  user_name: string;
  role: SeatRole;
}

export interface EventRow {
  seq: number;
  type: string;
  data: string;
  actor: string | null;
  /** When it was appended; the events of one append share it (the dice verifier finds commands by it). */
  time: string;
  /** The chain hash of the event (chain.ts); null only for a row written without one (never by a store). */
  hash: string | null;
}

/** The command an append came from, recorded beside its events (migrations/0006_chain.sql). */
export interface NewCommand {
  /** The side that acted; null when none did (the creation of a game, forced steps alone). */
  side: string | null;
  /** The command record as JSON (src/engine/command-record.ts). */
  action: string;
}

/** A recorded command: the events first..last of its game came from it. */
export interface CommandRow extends NewCommand {
  first: number;
  last: number;
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
  revision: string;
  /** The Discord server the game is played in (null or absent: console or DM). */
  guild?: string | null;
  /** The command that created it, recorded beside its first events. */
  command?: NewCommand;
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
  /** Epoch milliseconds when the wait began (the hand-off): reminders come sooner as it grows; 0 when
   *  unknown (a row written before migrations/0008_settings.sql). */
  since: number;
  /** The hand-off ping waited for the player's waking hours: the next run sends it (not counted). */
  held: boolean;
}

/** One stored per-user setting (migrations/0008_settings.sql): a key and its value as text. */
export interface SettingRow {
  key: string;
  value: string;
}

/** The next time-out of a game with a clock (migrations/0007_clocks.sql; src/engine/clock.ts nextTimeout). */
export interface TimerRow {
  gameId: number;
  /** The game's channel (which shard arms it). */
  channel: string;
  side: string;
  /** Epoch milliseconds when the side's clock runs out. */
  due: number;
  /** The game's event count the time-out was computed at: a later event makes it stale. */
  head: number;
}

/** A clocks row as both engines return it (PostgreSQL hands a BIGINT over as a string). */
export interface RawTimer {
  game_id: number;
  channel: string;
  side: string;
  due: number | string;
  head: number;
}

export const timerOf = (r: RawTimer): TimerRow => ({
  gameId: r.game_id,
  channel: r.channel,
  side: r.side,
  due: Number(r.due),
  head: r.head,
});
/** One seated player of a finished game, as statistics keep it (migrations/0009_stats.sql, src/app/stats/). */
export interface StatsSeatRow {
  game_id: number;
  /** The Discord server; '' for console and DM games. */
  guild: string;
  kind: string;
  setup: string;
  ended: string;
  side: string;
  user_id: string;
  user_name: string;
  /** 'user:<id>', 'bot:<level>' or 'setup:<setup>' (a solitaire game's opponent). */
  opponent: string;
  /** 1 win, 0.5 draw, 0 loss. */
  outcome: number;
  /** 'condition', 'resignation', 'time' or another kind of ending. */
  ending: string;
  /** The percentile of the player's dice total against fair dice; null when they rolled none. */
  luck: number | null;
  dice: number;
}

/** One rating (Glicko-2) of a subject in a server, game, pool and side (migrations/0009_stats.sql). */
export interface RatingRow {
  guild: string;
  kind: string;
  /** 'players' (against people), 'bot' (against Heliograph) or 'solitaire'. */
  pool: string;
  side: string;
  subject: string;
  name: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
}

/** A user's record on a server as the store counts it (/stats me): their seats grouped by game kind, side,
 *  whether the opponent was Heliograph (opponent 'bot:<level>'), result and ending; `games` counts seats. */
export interface StatsTallyRow {
  kind: string;
  side: string;
  bot: boolean;
  outcome: number;
  ending: string;
  games: number;
}

/** One row of stats_tally (migrations/0014_stats_tally.sql): how many of a user's seats on a server have
 *  this game kind, side, opponent, result and ending. The summary /stats me counts from. */
export interface StatsCountRow {
  guild: string;
  user_id: string;
  kind: string;
  side: string;
  opponent: string;
  outcome: number;
  ending: string;
  games: number;
}

/** The key columns of stats_tally, in the order of its primary key (both stores). */
export const STATS_COUNT_KEY = 'guild, user_id, kind, side, opponent, outcome, ending';
/** A seat's key in stats_tally, in STATS_COUNT_KEY's order. */
export const statsCountKey = (r: StatsSeatRow): (string | number)[] => [
  r.guild,
  r.user_id,
  r.kind,
  r.side,
  r.opponent,
  r.outcome,
  r.ending,
];

/** One of a user's last seats with dice luck, per game kind (/stats me shows the last three). */
export interface StatsLuckRow {
  kind: string;
  game_id: number;
  luck: number;
  dice: number;
}

/** What /stats me reads of a user: the tally of their seats, their last dice luck per kind (oldest first),
 *  and their ratings (by kind, pool, side). */
export interface StatsRecord {
  tally: StatsTallyRow[];
  luck: StatsLuckRow[];
  ratings: RatingRow[];
}

/** The seats of a user's last games with dice luck that statsRecord keeps per game kind. */
export const STATS_LUCK_PER_KIND = 3;

/** The columns of stats_seats in the order statsSeatValues gives them (both stores). */
export const STATS_SEAT_COLUMNS =
  'game_id, guild, kind, setup, ended, side, user_id, user_name, opponent, outcome, ending, luck, dice';
export const statsSeatValues = (r: StatsSeatRow): (string | number | null)[] => [
  r.game_id,
  r.guild,
  r.kind,
  r.setup,
  r.ended,
  r.side,
  r.user_id,
  r.user_name,
  r.opponent,
  r.outcome,
  r.ending,
  r.luck,
  r.dice,
];
/** The columns of stats_ratings in the order ratingValues gives them (both stores). */
export const RATING_COLUMNS = 'guild, kind, pool, side, subject, name, rating, rd, vol, games';
export const ratingValues = (r: RatingRow): (string | number)[] => [
  r.guild,
  r.kind,
  r.pool,
  r.side,
  r.subject,
  r.name,
  r.rating,
  r.rd,
  r.vol,
  r.games,
];
/** A player's note on a moment of a game (migrations/0011_notes.sql): `seq` is the log's head when written. */
export interface NewNote {
  gameId: number;
  seq: number;
  userId: string;
  userName: string;
  text: string;
  /** Shown to the author alone, even after the end. */
  private: boolean;
}

export interface NoteRow extends NewNote {
  id: number;
  created: string;
}

/** A notes row as both engines return it. */
export interface RawNote {
  id: number;
  game_id: number;
  seq: number;
  user_id: string;
  user_name: string;
  text: string;
  private: number;
  created: string;
}

export const noteOf = (r: RawNote): NoteRow => ({
  id: Number(r.id),
  gameId: r.game_id,
  seq: r.seq,
  userId: r.user_id,
  userName: r.user_name,
  text: r.text,
  private: r.private !== 0,
  created: r.created,
});

/** A spectator of a game (migrations/0012_watchers.sql, src/app/watchers.ts): not a seat, not an event. */
export interface WatcherRow {
  gameId: number;
  userId: string;
  userName: string;
  /** A DM of each public hand-off post. */
  ping: boolean;
  /** The log's head at their last /recap (or when they began watching): the next one starts there. */
  seen: number;
}

/** A watchers row as both engines return it. */
export interface RawWatcher {
  game_id: number;
  user_id: string;
  user_name: string;
  ping: number;
  seen: number;
}

export const watcherOf = (r: RawWatcher): WatcherRow => ({
  gameId: r.game_id,
  userId: r.user_id,
  userName: r.user_name,
  ping: r.ping !== 0,
  seen: r.seen,
});

/** A button or select-menu command too long for Discord's 100-character custom_id. */
export interface StoredButton {
  users: string[];
  channel: string | null;
  command: string;
}

/** A reminders row as both engines return it (PostgreSQL hands a BIGINT over as a string). */
export interface RawReminder {
  channel: string;
  game_id: number;
  head: number;
  users: string;
  text: string;
  due: number | string;
  sent: number;
  since: number | string;
  held: number;
}

export const reminderOf = (r: RawReminder): ReminderRow => ({
  channel: r.channel,
  gameId: r.game_id,
  head: r.head,
  users: JSON.parse(r.users) as string[],
  text: r.text,
  due: Number(r.due),
  sent: r.sent,
  since: Number(r.since),
  held: r.held !== 0,
});

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

/** createGame: the channel already has a running game (another process created it first). Nothing was written. */
export class ChannelBusy extends Error {
  constructor(
    readonly channel: string,
    readonly running: GameRow | undefined,
  ) {
    super(`channel ${channel} already has a running game${running ? ` (#${running.id})` : ''}`);
    this.name = 'ChannelBusy';
  }
}

/** addSeat: the side already has its player, or this user already holds it. Nothing was written. */
export class SeatTaken extends Error {
  constructor(
    readonly gameId: number,
    readonly side: string,
    readonly holder: SeatRow | undefined,
  ) {
    super(`side ${side} of game ${gameId} is already taken${holder ? ` by ${holder.user_name}` : ''}`);
    this.name = 'SeatTaken';
  }
}

/** A seat written in the same transaction as a game's creation or an append (one command, one transaction). */
export interface NewSeat {
  side: string;
  userId: string;
  userName: string;
  /** Default 'player'. */
  role?: SeatRole;
}

export interface AppendOptions {
  /** Mark the game finished in the same transaction as the events (they give it a result). */
  finish?: boolean;
  /** Seat this user in the same transaction, before the events (a /game join that fills the table
   *  plays the forced first steps with it): SeatTaken, and nothing written, if the seat is held. */
  seat?: NewSeat;
  /** The folded state after the events (JSON), saved as the snapshot at the new head in the same transaction. */
  snapshot?: string;
  /** The command the events came from, recorded with them (nothing is recorded for an append of no events). */
  command?: NewCommand;
  /** A game with a clock: its next time-out after these events (null: none pending), written in the same
   *  transaction (the clocks table). Absent: the row is left as it is (a game without a clock has none). */
  timer?: { side: string; due: number } | null;
  /** The chain hash of event `expected` as the caller checked it: spares a store that must otherwise read
   *  it first (PostgreSQL) that round trip. The store still checks it against the stored one. */
  prevHash?: string;
}

/** How a store writes: with the chain of hashes and the commands (the default), or without — an
 *  internal switch for the bench, which measures what they cost (commands_per_s_unchained). */
export interface ChainOption {
  chain?: boolean;
}

export interface Store {
  /** Which engine holds the data, for messages and figures ("sqlite: ./data/heliograph.db"). */
  readonly location: string;
  close(): Promise<void>;

  /** Creates a game with its first events and seats, atomically; ChannelBusy if the channel has a running game. */
  createGame(g: NewGame, events: readonly NewEvent[], seats?: readonly NewSeat[]): Promise<number>;
  game(id: number): Promise<GameRow | undefined>;
  activeGameIn(channel: string): Promise<GameRow | undefined>;
  latestGameIn(channel: string): Promise<GameRow | undefined>;
  activeGames(): Promise<GameRow[]>;
  /** Marks a game finished on its own: only to repair a game whose log already has a result
   *  (written by a release that finished games in a second transaction). Normal endings use append's `finish`. */
  finishGame(gameId: number): Promise<void>;

  /** The seats of a game, in the order they were taken (the first holder of a side is its seated player). */
  seats(gameId: number): Promise<SeatRow[]>;
  /** Seats a user; SeatTaken if the side has its player already (role 'player'), or the user holds it. */
  addSeat(gameId: number, side: string, userId: string, userName: string, role?: SeatRole): Promise<void>;
  /** Frees one user's seat at a side (a co-commander removed). */
  removeSeat(gameId: number, side: string, userId: string): Promise<void>;

  head(gameId: number): Promise<number>;
  /**
   * Appends events after sequence number `expected`. If the log has moved on, throws AppendConflict
   * and writes nothing. With `finish`, the game is marked finished in the same transaction; with
   * `seat`, the seat is taken in it; with `snapshot`, the snapshot is saved in it. Returns the new head.
   */
  append(
    gameId: number,
    expected: number,
    events: readonly NewEvent[],
    actor: string | null,
    opts?: AppendOptions,
  ): Promise<number>;
  eventsBetween(gameId: number, afterSeq: number, uptoSeq?: number): Promise<EventRow[]>;
  /** What a chain check reads of the events after `afterSeq` (chain.ts), in seq order: no more. */
  chainLinks(gameId: number, afterSeq: number, uptoSeq?: number): Promise<ChainLink[]>;
  /**
   * Checks that the events after `from` up to `uptoSeq` (default: all) continue the chain from `from`
   * (chain.ts checkLinks): the new head, or the first break. SQLite checks a long log on two cores.
   */
  checkChain(gameId: number, key: string, from: ChainPoint, uptoSeq?: number): Promise<ChainCheck>;
  /** The recorded commands of a game, in seq order (none for games played before they were recorded). */
  commands(gameId: number): Promise<CommandRow[]>;
  snapshotAtOrBefore(gameId: number, seq: number): Promise<{ seq: number; state: string } | undefined>;
  saveSnapshot(gameId: number, seq: number, state: string): Promise<void>;

  reminders(): Promise<ReminderRow[]>;
  reminder(channel: string): Promise<ReminderRow | undefined>;
  putReminder(r: ReminderRow): Promise<void>;
  removeReminder(channel: string): Promise<void>;

  /** The pending time-outs of the running games (one read: what the bot arms at start). */
  timers(): Promise<TimerRow[]>;
  timer(gameId: number): Promise<TimerRow | undefined>;
  /** A user's settings (/settings), by key; an empty map for a user who never set one. */
  settings(userId: string): Promise<Map<string, string>>;
  /** Sets one of a user's settings; null removes it (back to the default). */
  putSetting(userId: string, key: string, value: string | null): Promise<void>;
  /** The users whose setting `key` holds `value` (the daily digest's users). */
  usersWithSetting(key: string, value: string): Promise<string[]>;
  /** The running games a user is seated in (as player or co-commander), by id. */
  activeGamesOf(userId: string): Promise<GameRow[]>;

  saveButton(b: StoredButton): Promise<number>;
  loadButton(id: number): Promise<StoredButton | undefined>;

  /** Writes a finished game's statistics rows, replacing any it had, and their counts in stats_tally in the
   *  same transaction (src/app/stats/record.ts). */
  putStatsSeats(gameId: number, rows: readonly StatsSeatRow[]): Promise<void>;
  /** A server's statistics rows, oldest game first (ended, game, side, user), of one game kind or user if given. */
  statsSeats(guild: string, filter?: { kind?: string; user?: string }): Promise<StatsSeatRow[]>;
  /** A user's record on a server, counted in the database: their seats' tally, last dice luck and ratings,
   *  leaving out every game of theirs whose opponent is one of `hidden` (user ids: opted out of statistics). */
  statsRecord(guild: string, user: string, hidden: readonly string[]): Promise<StatsRecord>;
  /** A server's stats_tally rows (the summary of its stats_seats that statsRecord counts from), by key. */
  statsCounts(guild: string): Promise<StatsCountRow[]>;
  /** Replaces the ratings of a server's game kind, all in one transaction. */
  putRatings(guild: string, kind: string, rows: readonly RatingRow[]): Promise<void>;
  /** A server's ratings, of one game kind if given, by kind, pool, side, subject. */
  ratings(guild: string, kind?: string): Promise<RatingRow[]>;
  /** Deletes every statistics row (`npm run rebuild-stats` starts from nothing). */
  clearStats(): Promise<void>;
  /** Finished games with an id above `afterId`, by id, at most `limit` (the rebuild reads them in pages). */
  finishedGames(afterId: number, limit: number): Promise<GameRow[]>;
  /** Records that a player asked for the rematch of a finished game (once however often they ask); returns
   *  every player who has asked for it, by user id (migrations/0013_rematch.sql). */
  addRematchRequest(gameId: number, userId: string): Promise<string[]>;
  /** Forgets a game's rematch requests (its rematch has started). */
  clearRematchRequests(gameId: number): Promise<void>;
  /** Stores a player's note (not an event: the log and its chain are untouched); returns its id. */
  addNote(note: NewNote): Promise<number>;
  /** A game's notes, every author's, by seq then id (who may read which is the app's: src/app/notes.ts). */
  notes(gameId: number): Promise<NoteRow[]>;
  /** Adds a spectator, or updates one's name, pings and `seen` (keeping when they began watching). */
  putWatcher(w: WatcherRow): Promise<void>;
  /** Stops a user watching a game; false when they were not watching it. */
  removeWatcher(gameId: number, userId: string): Promise<boolean>;
  /** A game's spectators, by name. */
  watchers(gameId: number): Promise<WatcherRow[]>;
}
