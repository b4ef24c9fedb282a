// The application service: the one place where commands meet the store and the engine.
// An action comes in, the game decides the events, the store appends them (optimistically, retried
// on a conflicting append), the fold gives the new state, and views of it go out by audience.
// A command that lost a race is re-decided only while the game is at the step its player saw
// (kernel stepKey); retries back off with jittered delays. Events that end a game are appended in
// one transaction with its 'finished' status (docs/decisions/database-holds-the-invariants.md). Every append records the command
// it came from (src/engine/command-record.ts), and every load checks the chain of event hashes past the
// point this process last checked (src/store/chain.ts; docs/integrity.md).
import { createHash, randomBytes } from 'node:crypto';
import { forcedEvents } from '../engine/auto.ts';
import { decideRecorded, recordSide, setupWithAuto, type CommandRecord } from '../engine/command-record.ts';
import { ImpossibleEvent } from '../engine/impossible-event.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import {
  UNDO_EVENTS,
  standingCommands,
  voidedSeqs,
  type LogRow,
  type Restored,
  type Undoable,
} from '../engine/undo.ts';
import { evolveFolded, fold, initialFolded, resultOf, stepKey, type Folded } from '../engine/kernel.ts';
import type { UndoWording } from '../engine/presentation.ts';
import { RuleError } from '../engine/rule-error.ts';
import type { AnyGameModule, GameAction, GameEvent, LegalAction, RawOptions, Viewer } from '../engine/types.ts';
import {
  AppendConflict,
  ChannelBusy,
  SeatTaken,
  type EventRow,
  type GameRow,
  type NewSeat,
  type SeatRow,
  type Store,
} from '../store/store.ts';
import { withBusyRetry } from '../store/busy.ts';
import {
  CHAIN_START,
  chainEvents,
  chainKey,
  checkLinks,
  shortReceipt,
  type ChainBreak,
  type ChainPoint,
} from '../store/chain.ts';
import { dmOut, ephemeralOut, publicOut, type Caller, type Output } from './outputs.ts';
import { picturesAfter } from './pictures.ts';
import { sidePicture } from './side-pictures.ts';
import { GAME_IDS, gameModule, presentationOf } from './registry.ts';
import { quickCheck } from './check-game.ts';
import type { FoldDivergence } from '../engine/refold.ts';
import { moduleAt } from './revisions.ts';
import { UserError } from './user-error.ts';
import { withOpponent } from './opponent.ts';

export interface ServiceOptions {
  /** The seed of every game created (console `--seed`); otherwise 32 random bytes per game. */
  seed?: string;
  /** Write a snapshot of the folded state each time the log crosses a multiple of this. */
  snapshotEvery?: number;
  /** Keep the latest folded state of each game in memory (default true). */
  cache?: boolean;
  /** Called between deciding and appending: lets a test make another command land first. */
  beforeAppend?: (gameId: number, attempt: number) => void | Promise<void>;
  /** Attach the picture of the side's own view to each DM of a side's private log lines
   *  (src/app/side-pictures.ts; the Discord bot and console `--dm-pictures`). Default false. */
  dmPictures?: boolean;
  /** Where the operator is told of a game that no longer folds, or of a busy database (default console.error). */
  warn?: (message: string) => void;
  /** How long a store call waits for a database locked by another process before the command is
   *  answered "busy" (milliseconds, default BUSY_BUDGET_MS; DB_BUSY_MS; src/store/busy.ts). */
  busyMs?: number;
  /** Draw the pictures that go with what a command did, e.g. a battle sheet (default true). Tests of
   *  the rules through the service turn them off: they look at no picture, and each costs a render thread. */
  picturesAfter?: boolean;
  /** Internal, for the bench: false skips the chain checks (give the store `chain: false` too). */
  chain?: boolean;
  /** Internal, for the bench's "before" figure: 'lines' posts each command's lines and "Next:" line as
   *  they come (the old composition); default 'post', one post per hand-off (src/app/handoff.ts). */
  handoff?: 'post' | 'lines';
}

export interface LoadedGame {
  row: GameRow;
  module: AnyGameModule;
  folded: Folded;
  seats: SeatRow[];
  /** The chain hash after folded.seq events: the receipt players keep (absent without a chain). */
  receipt?: string;
}

/** Attempts of one command against concurrent appends, and the backoff between them: a random
 *  delay below BACKOFF_MS·2^(attempt-1), at most BACKOFF_CAP_MS (jitter keeps racers from re-colliding). */
const MAX_ATTEMPTS = 10;
const BACKOFF_MS = 4;
const BACKOFF_CAP_MS = 250;

const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_MS * 2 ** (attempt - 1))),
  );

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export class GameService {
  private readonly cache = new Map<number, Folded>();
  /** Game id → why it cannot be served (null: it folds the same), decided at its first load. */
  private readonly verdicts = new Map<number, FoldDivergence | null>();
  private readonly refused = new Set<number>();
  /** Game id → the point up to which this process has checked the game's chain of hashes (or written it). */
  private readonly chains = new Map<number, ChainPoint>();
  /** Game id → where its chain breaks: the game is not served. */
  private readonly broken = new Map<number, ChainBreak>();
  private readonly keys = new Map<number, string>();
  /** Game id → Date.now() after its last append here: the next append waits for a later millisecond,
   *  so the events of two commands never share an append time (the log's command boundaries, which
   *  /undo and the dice verifier read). */
  private readonly lastAppend = new Map<number, number>();
  private readonly snapshotEvery: number;

  /** The store, its calls retried while another process holds the database (src/store/busy.ts). */
  readonly store: Store;

  constructor(
    store: Store,
    private readonly opts: ServiceOptions = {},
  ) {
    this.store = withBusyRetry(store, opts.busyMs === undefined ? {} : { budgetMs: opts.busyMs });
    this.snapshotEvery = opts.snapshotEvery ?? 100;
  }

  /** Tells the operator (ServiceOptions.warn, default console.error), one line. */
  warn(message: string): void {
    (this.opts.warn ?? console.error)(`[heliograph] ${message}`);
  }

  /** How a command's outputs are composed (ServiceOptions.handoff). */
  get handoffStyle(): 'post' | 'lines' {
    return this.opts.handoff ?? 'post';
  }

  /** Whether the pictures that go with a command are drawn (ServiceOptions.picturesAfter). */
  get drawsPictures(): boolean {
    return this.opts.picturesAfter !== false;
  }

  /** Whether DMs of private log lines carry a picture of the side's view (ServiceOptions.dmPictures). */
  get dmPictures(): boolean {
    return this.opts.dmPictures === true;
  }

  // ---- loading -------------------------------------------------------------------------------

  /** The active game of a channel, or a UserError that says how to start one. */
  async activeGame(channel: string): Promise<LoadedGame> {
    const row = await this.store.activeGameIn(channel);
    if (!row) throw new UserError(await this.noGameRunning(channel));
    return this.load(row);
  }

  /** Why a channel takes no game command: its last game is over (with its result), or it never had one. */
  private async noGameRunning(channel: string): Promise<string> {
    const start = `Start one with /game new game:${GAME_IDS.join('|')}`;
    const last = await this.store.latestGameIn(channel);
    const g = last ? await this.load(last).catch(() => null) : null;
    const result = g ? resultOf(g.module, g.folded) : null;
    if (!g || !result) return `There is no game running in this channel. ${start}`;
    return `Game #${g.row.id} (${g.module.title}) is over: ${result.label} (${result.reason}). /log, /replay step n:1 and /game verify show how it went. ${start}`;
  }

  /** The active game of a channel or, if none, the latest finished one (for /replay, /map, /log). */
  async currentOrLastGame(channel: string): Promise<LoadedGame> {
    const row = (await this.store.activeGameIn(channel)) ?? (await this.store.latestGameIn(channel));
    if (!row) throw new UserError('No game has been played in this channel yet.');
    return this.load(row);
  }

  async load(row: GameRow): Promise<LoadedGame> {
    const module = this.moduleOf(row);
    await this.assertServable(row, module);
    let folded: Folded;
    try {
      folded = await this.foldedAt(row.id, module, await this.store.head(row.id));
    } catch (e) {
      if (e instanceof ChainBroken) throw this.refuseBroken(row, e.at);
      if (!(e instanceof ImpossibleEvent)) throw e;
      const seq = e.seq ?? 0;
      throw this.refuse(row, { seq, reason: `event ${seq} cannot be true (rule ${e.rule})`, detail: e.message });
    }
    const receipt = await this.chainedTo(row, folded.seq);
    return { row, module, folded, seats: await this.store.seats(row.id), ...(receipt ? { receipt } : {}) };
  }

  /** The state after `seq` events: from the cache, else the nearest snapshot, then the tail. */
  async foldedAt(gameId: number, module: AnyGameModule, seq: number): Promise<Folded> {
    const cached = this.opts.cache === false ? undefined : this.cache.get(gameId);
    let base: Folded;
    if (cached && cached.seq <= seq) base = cached;
    else {
      const snap = await this.store.snapshotAtOrBefore(gameId, seq);
      base = snap ? (JSON.parse(snap.state) as Folded) : initialFolded(module);
    }
    const rows = await this.store.eventsBetween(gameId, base.seq, seq);
    // The rows another process appended are checked here, from the very rows folded (no second read).
    const broken = this.checkTail(gameId, rows);
    if (broken) throw new ChainBroken(broken);
    const tail = rows.map((r) => JSON.parse(r.data) as GameEvent);
    const folded = fold(module, tail, base);
    if (this.opts.cache !== false && (!cached || folded.seq >= cached.seq)) this.cache.set(gameId, folded);
    return folded;
  }

  /** Every event of a game, in order (for replays and the full-fold check). */
  async events(gameId: number): Promise<GameEvent[]> {
    return (await this.store.eventsBetween(gameId, 0)).map((r) => JSON.parse(r.data) as GameEvent);
  }

  /** The module of the game's own rules revision (src/app/revisions.ts). */
  moduleOf(row: GameRow): AnyGameModule {
    const module = moduleAt(row.kind, row.revision);
    if (typeof module === 'string') throw this.refuse(row, { seq: 0, reason: module, detail: module });
    return module;
  }

  /**
   * The first time this process loads a game, refold the last stretch of its log and compare it with
   * the stored snapshot (src/app/check-game.ts quickCheck); a game that no longer folds the same is
   * refused rather than served in a wrong state. The verdict is kept per game id.
   */
  private async assertServable(row: GameRow, module: AnyGameModule): Promise<void> {
    const broken = this.broken.get(row.id);
    if (broken) throw this.refuseBroken(row, broken);
    let verdict = this.verdicts.get(row.id);
    if (verdict === undefined) {
      // The whole chain, once per process: a marker kept in the database could be rewritten with it.
      if (this.opts.chain !== false) await this.chainedTo(row, await this.store.head(row.id));
      verdict = await quickCheck(this.store, row, module);
      this.verdicts.set(row.id, verdict);
    }
    if (verdict) throw this.refuse(row, verdict);
  }

  /**
   * Checks the game's chain of hashes from the point this process checked (or wrote) last, up to event
   * `seq`; returns the hash there (the receipt). A break refuses the game from then on.
   */
  private async chainedTo(row: GameRow, seq: number): Promise<string | undefined> {
    if (this.opts.chain === false || seq === 0) return undefined;
    let at = this.chains.get(row.id) ?? CHAIN_START;
    if (at.seq < seq) {
      const checked = checkLinks(this.keyOf(row), row.id, at, await this.store.chainLinks(row.id, at.seq, seq));
      if ('broken' in checked) {
        this.broken.set(row.id, checked.broken);
        throw this.refuseBroken(row, checked.broken);
      }
      at = this.advanceChain(row.id, checked.head);
    }
    if (at.seq === seq) return at.hash;
    // Another command of this process appended meanwhile: the hash at `seq`, checked already.
    return (await this.store.chainLinks(row.id, seq - 1, seq))[0]?.hash ?? undefined;
  }

  /** Continues the game's checked chain over `rows` read from the store, where they follow it; the
   *  break if they do not hold (the game is then refused). */
  private checkTail(gameId: number, rows: readonly EventRow[]): ChainBreak | null {
    const at = this.chains.get(gameId);
    const key = this.keys.get(gameId);
    if (this.opts.chain === false || !at || key === undefined) return null;
    const from = rows.findIndex((r) => r.seq > at.seq);
    if (from < 0 || rows[from]!.seq !== at.seq + 1) return null; // not next to the checked point: load checks it
    const checked = checkLinks(key, gameId, at, rows.slice(from));
    if ('broken' in checked) {
      this.broken.set(gameId, checked.broken);
      return checked.broken;
    }
    this.advanceChain(gameId, checked.head);
    return null;
  }

  private advanceChain(gameId: number, to: ChainPoint): ChainPoint {
    const at = this.chains.get(gameId);
    if (at && at.seq >= to.seq) return at;
    this.chains.set(gameId, to);
    return to;
  }

  private keyOf(row: GameRow): string {
    let key = this.keys.get(row.id);
    if (key === undefined) this.keys.set(row.id, (key = chainKey(row.seed)));
    return key;
  }

  /** A game whose chain of hashes breaks: its log was changed outside Heliograph. */
  private refuseBroken(row: GameRow, at: ChainBreak): UserError {
    if (!this.refused.has(row.id)) {
      this.refused.add(row.id);
      (this.opts.warn ?? console.error)(
        `[heliograph] game #${row.id} (${row.kind} ${row.revision}) was changed outside Heliograph: its chain of event hashes breaks at event ${at.seq} (${at.why}). Stop the bot and restore the database from a backup made before the change (docs/operating.md, "Backups and restore" and "Backing up PostgreSQL"), then run npm run check-games.`,
      );
    }
    return new UserError(
      `Game #${row.id} cannot be served: its log was changed outside the game at event #${at.seq} (the chain of event hashes breaks there); nothing was recorded. The operator has been told and can restore it from a backup.`,
    );
  }

  private refuse(row: GameRow, why: FoldDivergence): UserError {
    if (!this.refused.has(row.id)) {
      this.refused.add(row.id);
      this.warn(
        `game #${row.id} (${row.kind} ${row.revision}) diverged at event ${why.seq}: ${why.reason}; ${why.detail}. Run npm run check-games.`,
      );
    }
    return new UserError(
      `Game #${row.id} cannot be served: its log no longer folds with this version (${why.reason}); the operator has been told — run npm run check-games.`,
    );
  }

  // ---- lifecycle -----------------------------------------------------------------------------

  /**
   * `/game new`. With `seated` (a game against Heliograph, src/app/opponent.ts), those seats are taken
   * and, the table full, the forced first steps played in the same transaction as the creation: one
   * command, one transaction, so no crash or backup can catch a full table with no card drawn.
   */
  async newGame(
    caller: Caller,
    kind: string,
    raw: RawOptions,
    seated: readonly { seat: NewSeat; line: string }[] = [],
  ): Promise<Output[]> {
    const module = gameModule(kind);
    if (!module) throw new UserError(`Unknown game "${kind}". Games: ${GAME_IDS.join(', ')}.`);
    const running = await this.store.activeGameIn(caller.channel);
    if (running) {
      throw new UserError(
        `Game #${running.id} (${running.kind}) is still running in this channel. Finish or resign it (/game resign) first, or start the new game in another channel or thread.`,
      );
    }
    const seed = this.opts.seed ?? randomBytes(32).toString('hex');
    // `auto` is the kernel's (docs/decisions/forced-steps-play-themselves.md): forced steps play themselves —
    // on for new games, off in a sandbox unless asked for. Recorded in the log, so older games keep asking
    // every step.
    const { auto } = raw;
    if (auto !== undefined && typeof auto !== 'boolean')
      throw new UserError(`auto:${String(auto)} — auto takes true or false.`);
    const full = seated.length > 0 && module.seats.every((side) => seated.some((s) => s.seat.side === side));
    // Every seat taken at creation (a game against Heliograph): the forced first steps are part of it.
    const record: CommandRecord = { kind: 'setup', options: raw, ...(full ? { forced: true } : {}) };
    // The same events decideRecorded makes of `record` (check-games --deep), kept apart here: the
    // forced steps' lines and pings go out as after any command.
    const events = setupWithAuto(module, seed, raw);
    const folded = fold(module, events);
    const sandbox = module.isSandbox(folded.game);
    const forced = full ? forcedEvents(module, folded, seed) : [];
    const options = JSON.stringify(raw);
    let id: number;
    try {
      id = await this.store.createGame(
        {
          kind,
          channel: caller.channel,
          options,
          sandbox,
          seed,
          seedHash: sha256(seed),
          creator: caller.user,
          revision: module.revision,
          guild: caller.guild ?? null,
          command: { side: null, action: JSON.stringify(record) },
        },
        [...events, ...forced].map((e) => ({ type: e.type, data: JSON.stringify(e) })),
        seated.map((s) => s.seat),
      );
    } catch (e) {
      // Another process created a game here between our check and our insert (unique index, 0003).
      if (!(e instanceof ChannelBusy)) throw e;
      const n = e.running ? `Game #${e.running.id}` : 'Another game';
      throw new UserError(
        `${n} is already running in this channel (it was just started); nothing was recorded. Play it, or start yours in another channel or thread.`,
      );
    }
    this.lastAppend.set(id, Date.now());
    const row = (await this.store.game(id))!;
    const lines = [
      `${tag(row)}New game #${id}: ${module.title}, created by ${caller.name}.`,
      `Options: ${describeOptions(module, raw)}`,
      ...rulesInPlay(kind, module.view(folded.game, { kind: 'public' })),
      `Seed commitment (SHA-256): ${row.seed_hash} — the seed is revealed when the game ends, so anyone can re-check every roll.`,
      `Sides: ${module.seats.join(', ')}. Take one with /game join side:${module.seats.join('|')}`,
    ];
    const out = [publicOut(lines.join('\n')), ...seated.map((s) => publicOut(`${tag(row)}${s.line}`))];
    if (seated.length === 0) return out;
    const seats = seated.map(({ seat }) => seatRowOf(id, seat));
    const played = forced.length ? await this.afterAppend({ row, module, folded, seats }, forced) : [];
    return [...out, ...(await this.seatedOutputs(row, played))];
  }

  async join(caller: Caller, sideArg: string): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const side = matchSide(g.module, sideArg);
    const holder = g.seats.find((s) => s.side === side);
    if (holder && holder.user_id === caller.user) throw new UserError(`You already hold the ${side} side.`);
    if (holder)
      throw new UserError(
        `The ${side} side is taken by ${holder.user_name}. Free sides: ${freeSides(g).join(', ') || 'none'}.`,
      );
    const mine = g.seats.filter((s) => s.user_id === caller.user);
    if (mine.length > 0 && !g.module.isSandbox(g.folded.game)) {
      throw new UserError(
        `You already hold the ${mine.map((s) => s.side).join(', ')} side; one player may hold both sides only in a sandbox game.`,
      );
    }
    const seat: NewSeat = { side, userId: caller.user, userName: caller.name };
    const taken = async (e: unknown): Promise<unknown> => {
      // Another process seated someone on this side between our check and our insert (unique index,
      // 0003): nothing was written.
      if (!(e instanceof SeatTaken)) return e;
      if (e.holder?.user_id === caller.user) return new UserError(`You already hold the ${side} side.`);
      return new UserError(
        `The ${side} side was just taken by ${e.holder?.user_name ?? 'another player'}; nothing was recorded. Free sides: ${freeSides(await this.load(g.row)).join(', ') || 'none'}.`,
      );
    };
    const out = [publicOut(`${tag(g.row)}${caller.name} takes the ${side} side of game #${g.row.id}.`)];
    // The last free seat: the forced first steps (drawing the first Campaign Card) play now (docs/decisions/forced-steps-play-themselves.md),
    // in the same transaction as the seat — one command, one transaction.
    const full = freeSides(g).every((s) => s === side);
    if (full && forcedEvents(g.module, g.folded, g.row.seed).length > 0) {
      let played: Output[];
      try {
        const forced: CommandRecord = { kind: 'forced' };
        played = await this.append(caller, g.row, (l) => decided(l, forced), { seat, record: forced });
      } catch (e) {
        throw await taken(e);
      }
      return [...out, ...(await this.seatedOutputs(g.row, played))];
    }
    try {
      await this.store.addSeat(g.row.id, side, caller.user, caller.name);
    } catch (e) {
      throw await taken(e);
    }
    const after = await this.load(g.row);
    const free = freeSides(after);
    out.push(
      publicOut(free.length ? `Waiting for: ${free.join(', ')}.` : this.nextLine(after, true), {
        mentions: free.length ? [] : this.mentionsFor(after),
        ...(free.length ? {} : { part: 'next' as const }),
      }),
    );
    return out;
  }

  /** After the seat that filled the table and its forced steps: their lines, then the ping of the player
   *  the game now waits for (its "Next:" line replaced), unless the game is already over. */
  private async seatedOutputs(row: GameRow, played: Output[]): Promise<Output[]> {
    const now = await this.load(row);
    const next = this.nextLine(now, false);
    const rest = played.filter((o) => !(o.audience.kind === 'public' && o.text === next));
    if (resultOf(now.module, now.folded) !== null) return rest;
    return [...rest, publicOut(this.nextLine(now, true), { mentions: this.mentionsFor(now), part: 'next' })];
  }

  async status(caller: Caller): Promise<Output[]> {
    const g = await this.currentOrLastGame(caller.channel);
    const viewer = this.viewerFor(g, caller.user);
    const view = g.module.view(g.folded.game, viewer);
    const result = resultOf(g.module, g.folded);
    const lines = [
      `${tag(g.row)}Game #${g.row.id}: ${g.module.title} — ${g.row.status === 'active' ? 'running' : 'finished'}, ${g.folded.seq} events.`,
      `Seats: ${g.module.seats.map((s) => `${s} — ${seatNames(g, s) || 'free'}`).join('; ')}`,
      `Options: ${describeOptions(g.module, { ...(JSON.parse(g.row.options) as RawOptions), ...g.module.optionsInEffect?.(g.folded.game) })}`,
      ...rulesInPlay(g.row.kind, view),
      g.module.summary(view),
      result ? `Result: ${result.label} (${result.reason}).` : this.nextLine(g, false),
      `Seed commitment: ${g.row.seed_hash}${g.row.status === 'finished' ? ` — seed: ${g.row.seed}` : ''}`,
    ];
    if (g.receipt)
      lines.push(
        `Receipt after event ${g.folded.seq}: ${shortReceipt(g.receipt)} (in full ${g.receipt}) — keep it: /game verify checks it against the log once the game ends.`,
      );
    // A seated player's status shows their own stacks: it goes to them alone (10.0).
    return [viewer.kind === 'public' ? publicOut(lines.join('\n')) : ephemeralOut(caller.user, lines.join('\n'))];
  }

  /**
   * The running games of the caller's server (Discord, with channel mentions); in a Discord DM the games
   * the caller plays or created (no other server's, no one else's DM game); in the console every game.
   */
  async list(caller: Caller): Promise<Output[]> {
    const discord = caller.guild !== undefined;
    const rows: GameRow[] = [];
    for (const r of await this.store.activeGames()) {
      if (typeof caller.guild === 'string' ? r.guild === caller.guild : !discord || (await this.isOwn(r, caller.user)))
        rows.push(r);
    }
    const where = typeof caller.guild === 'string' ? ' on this server' : discord ? ' of yours' : '';
    if (rows.length === 0)
      return [ephemeralOut(caller.user, `No games${where} are running. Start one with /game new.`)];
    const lines: string[] = [];
    for (const r of rows) {
      const channel = discord && !r.channel.startsWith('dm-') ? `<#${r.channel}>` : r.channel;
      let g: LoadedGame;
      try {
        g = await this.load(r);
      } catch (e) {
        if (!(e instanceof UserError)) throw e;
        lines.push(`#${r.id} ${r.kind} in ${channel}: cannot be served by this version (see npm run check-games)`);
        continue; // a game that no longer folds must not hide the others
      }
      const here = r.channel === caller.channel ? ' (this channel)' : '';
      lines.push(
        `#${r.id} ${g.module.title}${r.sandbox ? ' [sandbox]' : ''} in ${channel}${here} — ${headline(g.module.expected(g.folded.game).text)}`,
      );
    }
    return [ephemeralOut(caller.user, `Running games${where}:\n${lines.join('\n')}`)];
  }

  private async isOwn(row: GameRow, user: string): Promise<boolean> {
    return row.creator === user || (await this.store.seats(row.id)).some((s) => s.user_id === user);
  }

  /** Resigns the caller's seat; unconfirmed, it only asks (a button that resigns, or confirm:true). */
  async resign(caller: Caller, confirmed = true): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    const sides = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    if (sides.length === 0) throw new UserError(this.notSeated(g));
    // Only a side's seated player (role 'player', its first holder) resigns it; a co-commander may not
    // (src/app/commanders.ts).
    const holderOf = (side: string) =>
      g.seats.find((s) => s.side === side && s.role === 'player') ?? g.seats.find((s) => s.side === side);
    const own = sides.filter((side) => holderOf(side)?.user_id === caller.user);
    if (own.length === 0) {
      const holder = holderOf(sides[0]!)!;
      throw new UserError(
        `Only ${holder.user_name}, who holds the ${sides[0]} seat, may resign; co-commanders may not.`,
      );
    }
    if (!confirmed) {
      const command = '/game resign confirm:true';
      const other = g.module.sides.filter((s) => s !== own[0]).join(' and ');
      const text = `Resign game #${g.row.id} (${g.module.title}) as ${own[0]}? That ends the game${other ? ` with a win for ${other}` : ''}. Press the button, or type ${command}; anything else keeps playing.`;
      return [ephemeralOut(caller.user, text, { buttons: [{ label: `Resign as ${own[0]}`, command }] })];
    }
    const record: CommandRecord = { kind: 'resign', side: own[0]! };
    return this.append(caller, g.row, (l) => decided(l, record), { record });
  }

  // ---- play ----------------------------------------------------------------------------------

  /**
   * A player's action. The caller must hold the side that acts (any seated side of theirs that the
   * game is waiting for); sandbox actions may be made by anyone in a sandbox game.
   */
  async act(caller: Caller, action: GameAction): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    const side = this.actingSide(g, caller, action);
    const record: CommandRecord = { kind: 'act', side, action };
    return this.append(caller, g.row, (loaded) => decided(loaded, record), { offerUndo: true, record });
  }

  // ---- take-backs (src/engine/undo.ts) ---------------------------------------------------------

  /** The log with actors and append times (the events of one command share both). */
  private async logRows(gameId: number): Promise<LogRow[]> {
    return (await this.store.eventsBetween(gameId, 0)).map((r) => ({
      seq: r.seq,
      actor: r.actor,
      time: r.time,
      event: JSON.parse(r.data) as GameEvent,
    }));
  }

  /** The most restrictive take-back class of the standing events from..to (state before each from the fold). */
  private async undoClass(
    g: LoadedGame,
    rows: readonly LogRow[],
    from: number,
  ): Promise<{ cls: Undoable; what: string }> {
    const undoable = g.module.undoable;
    if (!undoable) return { cls: 'never', what: `${g.module.title} has no take-backs` };
    const voided = voidedSeqs(rows);
    let f = await this.foldedAt(g.row.id, g.module, from - 1);
    let worst: { cls: Undoable; what: string } = { cls: 'own', what: '' };
    const rank = { own: 0, consent: 1, never: 2 } as const;
    for (const r of rows) {
      if (r.seq < from) continue;
      if (!voided.has(r.seq) && !UNDO_EVENTS.has(r.event.type)) {
        const cls = r.event.type.startsWith('kernel.') ? kernelUndoable(r.event) : undoable(r.event, f.game);
        if (rank[cls] > rank[worst.cls]) worst = { cls, what: `event #${r.seq} (${r.event.type})` };
      }
      f = evolveFolded(g.module, f, r.event);
    }
    return worst;
  }

  /** The kernel state before event `from`, as a take-back restores it. */
  private async restoredBefore(g: LoadedGame, from: number): Promise<Restored> {
    const { seq: _seq, ...restored } = await this.foldedAt(g.row.id, g.module, from - 1);
    return restored;
  }

  /**
   * `/undo`: takes back the caller's last command, when it is their own within their turn (no die,
   * draw or reveal since: GameModule.undoable 'own'), without asking anyone.
   */
  async undo(caller: Caller): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const side = this.actingSide(g, caller, { type: 'undo' });
    const rows = await this.logRows(g.row.id);
    const last = standingCommands(rows)[0];
    if (!last || last.rows.some((r) => r.seq === 1))
      throw new UserError('There is nothing to take back yet; nothing was recorded.');
    const words = undoWording(g.module);
    if (last.actor !== caller.user)
      throw new UserError(
        `The last command (events #${last.from}–#${last.to}) is not yours: /undo last takes back only your own last command. ${words.others}`,
      );
    const { cls, what } = await this.undoClass(g, rows, last.from);
    if (cls !== 'own')
      throw new UserError(
        cls === 'consent'
          ? `Your last command cannot be taken back alone: ${what} ${words.consent}; nothing was recorded.`
          : `Your last command cannot be taken back: ${what} ${words.never}; nothing was recorded.`,
      );
    const restored = await this.restoredBefore(g, last.from);
    const head = last.to;
    const record: CommandRecord = { kind: 'undone', side, from: last.from, consent: false };
    return this.append(
      caller,
      g.row,
      (l) => {
        if (l.folded.seq !== head) throw new UserError('The game moved on before the take-back; nothing was recorded.');
        return decided(l, record, restored);
      },
      { record },
    );
  }

  /**
   * `/undo request`: asks the opponent to take back everything since the start of the caller's side's
   * last command (a turn passed, dice rolled); never across what the other side has seen.
   */
  async undoRequest(caller: Caller): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const side = this.actingSide(g, caller, { type: 'undo' });
    if (g.folded.undoRequest)
      throw new UserError(
        `A take-back is already asked (${g.folded.undoRequest.side}, events #${g.folded.undoRequest.from}–#${g.folded.undoRequest.to}); the opponent answers with /undo accept or /undo decline.`,
      );
    if (g.module.seats.length < 2)
      throw new UserError(
        `${g.module.title} is solitaire: there is no opponent to consent. /undo last takes back your own decisions since the last draw or roll; nothing was recorded.`,
      );
    const users = new Set(g.seats.filter((s) => s.side === side).map((s) => s.user_id));
    const rows = await this.logRows(g.row.id);
    const mine = standingCommands(rows).find((c) => c.actor !== null && users.has(c.actor));
    if (!mine || mine.rows.some((r) => r.seq === 1))
      throw new UserError(`The ${side} side has no command to take back; nothing was recorded.`);
    const { cls, what } = await this.undoClass(g, rows, mine.from);
    if (cls === 'never')
      throw new UserError(
        `That cannot be taken back even with consent: ${what} ${undoWording(g.module).never}; nothing was recorded.`,
      );
    const head = g.folded.seq;
    const record: CommandRecord = { kind: 'undo-request', side, from: mine.from };
    const out = await this.append(
      caller,
      g.row,
      (l) => {
        if (l.folded.seq !== head) throw new UserError('The game moved on before the request; nothing was recorded.');
        return decided(l, record);
      },
      { record },
    );
    const others = g.seats.filter((s) => s.side !== side).map((s) => s.user_id);
    out.push(
      publicOut(`${tag(g.row)}Take back events #${mine.from}–#${head} for ${side}?`, {
        mentions: others,
        buttons: [
          { label: 'Accept the take-back', command: '/undo accept' },
          { label: 'Decline', command: '/undo decline' },
        ],
      }),
    );
    return out;
  }

  /** `/undo accept|decline`: the opponent answers a take-back request. */
  async undoAnswer(caller: Caller, accept: boolean): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const req = g.folded.undoRequest;
    if (!req) throw new UserError('No take-back is asked; nothing was recorded. A player asks with /undo request.');
    const mine = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    const side = mine.find((s) => s !== req.side);
    if (!side)
      throw new UserError(
        mine.length === 0
          ? this.notSeated(g)
          : `Only the opponent of ${req.side} answers its take-back request; nothing was recorded.`,
      );
    const head = g.folded.seq;
    if (!accept) {
      const record: CommandRecord = { kind: 'undo-decline', side };
      return this.append(caller, g.row, (l) => decided(l, record), { record });
    }
    const restored = await this.restoredBefore(g, req.from);
    const record: CommandRecord = { kind: 'undone', side: req.side, from: req.from, consent: true };
    return this.append(
      caller,
      g.row,
      (l) => {
        if (l.folded.seq !== head || !l.folded.undoRequest)
          throw new UserError('The game moved on before the answer; nothing was recorded.');
        return decided(l, record, restored);
      },
      { record },
    );
  }

  /**
   * `confirm:true|false` (a game's standing-orders command): the caller's side confirms every step
   * itself, or lets forced steps pass. With `then` (standing orders given in the same command), that action is decided after the
   * setting and written in the same append: one command, one transaction.
   */
  async setConfirm(caller: Caller, confirm: boolean, then?: GameAction): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    const side = this.actingSide(g, caller, { type: 'confirm' });
    if ((g.folded.confirm?.includes(side) ?? false) === confirm)
      throw new UserError(
        `The ${side} side ${confirm ? 'already confirms every step' : 'already lets forced steps pass by themselves'}; nothing was recorded.`,
      );
    const record: CommandRecord = then
      ? { kind: 'confirm', side, confirm, then: { side: this.actingSide(g, caller, then), action: then } }
      : { kind: 'confirm', side, confirm };
    return this.append(caller, g.row, (l) => decided(l, record), { offerUndo: then !== undefined, record });
  }

  /** The legal actions now open to the caller (autocomplete, buttons, "what can I do?"). */
  async legalActions(caller: Caller): Promise<LegalAction[]> {
    const row = await this.store.activeGameIn(caller.channel);
    if (!row) return [];
    const g = await this.load(row);
    const sides = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    return sides.flatMap((s) => g.module.actions(g.folded.game, s));
  }

  /** The view of the caller's game for the caller (their side, or public for spectators). */
  async viewFor(caller: Caller): Promise<{ game: LoadedGame; viewer: Viewer; view: unknown }> {
    const g = await this.currentOrLastGame(caller.channel);
    const viewer = this.viewerFor(g, caller.user);
    return { game: g, viewer, view: g.module.view(g.folded.game, viewer) };
  }

  /** Console only: the referee view of the channel's game as one line of JSON. */
  async debugState(caller: Caller): Promise<Output[]> {
    const g = await this.currentOrLastGame(caller.channel);
    const view = g.module.view(g.folded.game, { kind: 'referee' }) as Record<string, unknown>;
    const json = { game: g.module.id, id: String(g.row.id), seq: g.folded.seq, ...view };
    return [ephemeralOut(caller.user, JSON.stringify(json))];
  }

  // ---- internals -----------------------------------------------------------------------------

  /**
   * Games whose log has a result but whose status is still 'active' (an older release wrote the status
   * in a second transaction; killed in between, the seed stayed hidden): marks them
   * finished. Run at start-up; returns the ids repaired and those that could not be loaded.
   */
  async repairHalfFinished(): Promise<{ repaired: number[]; failed: { id: number; error: string }[] }> {
    const repaired: number[] = [];
    const failed: { id: number; error: string }[] = [];
    for (const row of await this.store.activeGames()) {
      try {
        const g = await this.load(row);
        if (resultOf(g.module, g.folded) === null) continue;
        await this.store.finishGame(row.id);
        repaired.push(row.id);
      } catch (e) {
        failed.push({ id: row.id, error: e instanceof Error ? e.message : String(e) });
      }
    }
    return { repaired, failed };
  }

  /** A game with a result takes no command, whatever its status says; a half-finished one is repaired. */
  private async refuseIfOver(g: LoadedGame): Promise<void> {
    const result = resultOf(g.module, g.folded);
    if (!result) return;
    if (g.row.status === 'active') await this.store.finishGame(g.row.id);
    throw new UserError(
      `Game #${g.row.id} is over (${result.label}: ${result.reason}); nothing was recorded. Start a new one with /game new.`,
    );
  }

  /**
   * Decide and append. When another command landed first, wait a little (jittered backoff), then
   * re-decide against the new state only if the game is still at the step the player saw.
   * Everything the command writes goes in that one append: its events, the game's end, the seat of a
   * /game join (`seat`) and a snapshot when the log crosses a multiple of snapshotEvery.
   */
  private async append(
    caller: Caller,
    row: GameRow,
    decide: (g: LoadedGame) => GameEvent[],
    opts: { offerUndo?: boolean; seat?: NewSeat; record?: CommandRecord } = {},
  ): Promise<Output[]> {
    let seen: string | undefined;
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(row);
      const before = opts.seat ? { ...loaded, seats: [...loaded.seats, seatRowOf(row.id, opts.seat)] } : loaded;
      await this.refuseIfOver(before);
      const step = stepKey(before.module, before.folded);
      if (seen === undefined) seen = step;
      else if (step !== seen) {
        const exp = before.module.expected(before.folded.game);
        const now = `${exp.sides.join(' and ') || 'nobody'} — ${exp.text.replace(/\.$/, '')}`;
        throw new UserError(
          `The game moved on: another command landed first, and it is now at ${now}; nothing was recorded.`,
        );
      }
      let events: GameEvent[];
      try {
        events = decide(before);
      } catch (e) {
        if (attempt > 1 && e instanceof RuleError) {
          throw new RuleError(
            e.rule,
            `another move landed first and yours is no longer legal: ${e.message}`,
            e.allowed,
          );
        }
        throw e;
      }
      if (events.length === 0) throw new UserError('That changes nothing; nothing was recorded.');
      await this.opts.beforeAppend?.(row.id, attempt);
      await this.nextMillisecond(row.id);
      const after = fold(before.module, events, before.folded);
      const finish = resultOf(before.module, after) !== null;
      const crosses = Math.floor(after.seq / this.snapshotEvery) > Math.floor(before.folded.seq / this.snapshotEvery);
      const written = events.map((e) => ({ type: e.type, data: JSON.stringify(e) }));
      const record = opts.record;
      try {
        const checked = this.chains.get(row.id);
        await this.store.append(row.id, before.folded.seq, written, caller.user, {
          finish,
          ...(opts.seat ? { seat: opts.seat } : {}),
          ...(crosses ? { snapshot: JSON.stringify(after) } : {}),
          ...(record ? { command: { side: recordSide(record), action: JSON.stringify(record) } } : {}),
          ...(checked?.seq === before.folded.seq ? { prevHash: checked.hash } : {}),
        });
        this.lastAppend.set(row.id, Date.now());
      } catch (e) {
        if (e instanceof AppendConflict && attempt < MAX_ATTEMPTS) {
          await backoff(attempt);
          continue;
        }
        if (e instanceof AppendConflict)
          throw new UserError(
            'The game is busy (too many simultaneous moves); nothing was recorded. Please try again.',
          );
        throw e;
      }
      // Heliograph's reply, if it is seated (opponent.ts).
      const receipt = this.chainAfter(before, written);
      return withOpponent(this, row.channel, await this.afterAppend(before, events, opts.offerUndo === true, receipt));
    }
  }

  /** The chain after our own append, continued from the point checked before it (no read: the same
   *  hashes the store wrote, or a later check finds the break). */
  private chainAfter(before: LoadedGame, written: readonly { type: string; data: string }[]): string | undefined {
    const at = this.chains.get(before.row.id);
    if (this.opts.chain === false || !at || at.seq !== before.folded.seq) return undefined;
    const hashes = chainEvents(this.keyOf(before.row), before.row.id, at, written);
    return this.advanceChain(before.row.id, { seq: at.seq + hashes.length, hash: hashes.at(-1)! }).hash;
  }

  private async afterAppend(
    before: LoadedGame,
    events: GameEvent[],
    offerUndo = false,
    receipt?: string,
  ): Promise<Output[]> {
    const { module, row } = before;
    let f = before.folded;
    // An Undo button after a command its player may take back alone.
    // (Two-player games; a solitaire game's decisions already come with their own buttons.)
    let undoable = offerUndo && module.undoable !== undefined && module.seats.length > 1;
    const publicLines: string[] = [];
    const sideLines = new Map<string, string[]>(module.seats.map((s) => [s, []]));
    for (const e of events) {
      const pub = module.describe(e, { kind: 'public' }, f.game) ?? kernelLine(e);
      if (pub) publicLines.push(pub);
      for (const s of module.seats) {
        const line = module.describe(e, { kind: 'side', side: s }, f.game) ?? kernelLine(e);
        if (line) sideLines.get(s)!.push(line);
      }
      if (undoable)
        undoable = (e.type.startsWith('kernel.') ? kernelUndoable(e) : module.undoable!(e, f.game)) === 'own';
      f = evolveFolded(module, f, e);
    }
    if (this.opts.cache !== false) this.cache.set(row.id, f);
    const after: LoadedGame = { ...before, folded: f, receipt };
    const out: Output[] = [];
    const files =
      this.opts.picturesAfter === false ? [] : await picturesAfter(row.kind, events, () => this.events(row.id));
    if (publicLines.length || files.length)
      out.push(publicOut(tag(row) + publicLines.join('\n'), { part: 'lines', ...(files.length ? { files } : {}) }));
    // A side whose log lines say more than the public ones gets them privately.
    const privateSides = [...sideLines].filter(([, lines]) => lines.join('\n') !== publicLines.join('\n'));
    // The sides' pictures are drawn side by side in the render pool.
    const pictures = await Promise.all(
      privateSides.map(([side]) =>
        this.opts.dmPictures && before.seats.some((s) => s.side === side)
          ? sidePicture(module, f.game, side, `${row.id}-${f.seq}`)
          : null,
      ),
    );
    for (const [k, [side, lines]] of privateSides.entries()) {
      const seats = before.seats.filter((s) => s.side === side);
      const picture = pictures[k];
      for (const seat of seats)
        out.push(
          dmOut(seat.user_id, `${tag(row)}[${side}] ${lines.join('\n')}`, {
            part: 'side-lines',
            ...(picture ? { files: [picture] } : {}),
          }),
        );
    }
    const result = resultOf(module, f);
    if (result && row.status === 'active') {
      // The status was written with the events (append's `finish`).
      out.push(
        publicOut(
          `${tag(row)}Game over: ${result.label} — ${result.reason}.\nThe seed was ${row.seed} (SHA-256 ${row.seed_hash}); every roll can now be re-checked from the log.`,
        ),
      );
    } else if (!result) {
      const changed = module.expected(before.folded.game).sides.join() !== module.expected(f.game).sides.join();
      out.push(
        publicOut(this.nextLine(after, changed), {
          part: 'next',
          ...(changed ? { mentions: this.mentionsFor(after) } : {}),
          ...(undoable ? { buttons: [{ label: 'Undo', command: '/undo last' }] } : {}),
        }),
      );
    }
    return out;
  }

  private async nextMillisecond(gameId: number): Promise<void> {
    const last = this.lastAppend.get(gameId);
    while (last !== undefined && Date.now() <= last) await new Promise((resolve) => setTimeout(resolve, 1));
  }

  private nextLine(g: LoadedGame, ping: boolean): string {
    const exp = g.module.expected(g.folded.game);
    const who = exp.sides.map((s) => `${s} (${seatNames(g, s) || 'nobody seated yet'})`).join(' and ');
    // A hand-off carries the receipt of the log so far (/game verify checks it after the end).
    return `${tag(g.row)}${ping ? 'Your move: ' : 'Next: '}${who} — ${exp.text}${ping ? handoffReceipt(g) : ''}`;
  }

  private mentionsFor(g: LoadedGame): string[] {
    const sides = g.module.expected(g.folded.game).sides;
    return g.seats.filter((s) => sides.includes(s.side)).map((s) => s.user_id);
  }

  private actingSide(g: LoadedGame, caller: Caller, action: GameAction): string {
    const mine = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    const expected = g.module.expected(g.folded.game).sides;
    if (action.type.startsWith('sandbox-') && g.module.isSandbox(g.folded.game)) {
      return mine.find((s) => expected.includes(s)) ?? expected[0] ?? g.module.seats[0]!;
    }
    if (mine.length === 0) throw new UserError(this.notSeated(g));
    return mine.find((s) => expected.includes(s)) ?? mine[0]!;
  }

  private notSeated(g: LoadedGame): string {
    const seats = g.module.seats.map((s) => `${s}: ${seatNames(g, s) || 'free'}`).join('; ');
    const free = freeSides(g);
    return `You are not seated in game #${g.row.id} (${seats}). Only a seated player acts for a side; anyone may look with /game status${free.length ? `, or take a free side with /game join side:${free.join('|')}` : ''}.`;
  }

  private viewerFor(g: LoadedGame, user: string): Viewer {
    if (g.row.status === 'finished' || g.module.isSandbox(g.folded.game)) return { kind: 'referee' };
    const seat = g.seats.find((s) => s.user_id === user);
    return seat ? { kind: 'side', side: seat.side } : { kind: 'public' };
  }
}

/** The row of a seat as the store returns it, for a seat written in the same transaction as events. */
const seatRowOf = (gameId: number, s: NewSeat): SeatRow => ({
  game_id: gameId,
  side: s.side,
  user_id: s.userId,
  user_name: s.userName,
  role: s.role ?? 'player',
});

const tag = (row: GameRow): string => (row.sandbox ? '[SANDBOX] ' : '');

/** How /undo speaks of the game's take-backs: its presentation's words, else plain ones citing no rule. */
function undoWording(module: AnyGameModule): UndoWording {
  const own = presentationOf(module.id)?.undo;
  if (own) return own;
  if (module.seats.length < 2)
    return {
      never: 'drew, rolled or revealed something',
      consent: 'passed a step or rolled dice, and a solitaire game has no opponent to consent',
      others: 'Whoever gave it may take it back with /undo last.',
    };
  return {
    never: 'showed the other side something (a card, a die, units revealed)',
    consent: 'passed the turn or rolled dice. Ask the opponent with /undo request',
    others: 'To take back more, ask the opponent with /undo request.',
  };
}

/** foldedAt read rows that break the game's chain of hashes (load turns it into the refusal). */
class ChainBroken extends Error {
  constructor(readonly at: ChainBreak) {
    super(`the chain of event hashes breaks at event ${at.seq}: ${at.why}`);
    this.name = 'ChainBroken';
  }
}

/** The receipt a hand-off carries: " (receipt 1a2b3c4d5e6f)", or nothing for a game without a chain. */
export const handoffReceipt = (g: Pick<LoadedGame, 'receipt'>): string =>
  g.receipt ? ` (receipt ${shortReceipt(g.receipt)})` : '';

/** The events of a recorded command, decided on the loaded state (`restored`: what a take-back restores). */
function decided(l: LoadedGame, r: CommandRecord, restored?: Restored): GameEvent[] {
  return decideRecorded(l.module, l.folded, l.row.seed, r, () => {
    if (!restored) throw new Error(`a ${r.kind} command needs the state it restores`);
    return restored;
  });
}

/** Kernel events: settings may be taken back with the command; dice, resignations and creation not alone. */
function kernelUndoable(e: GameEvent): Undoable {
  if (e.type === 'kernel.confirm-set' || e.type === 'kernel.dice-queued') return 'own';
  if (e.type === 'kernel.side-resigned' || e.type === 'kernel.auto-play') return 'never';
  return 'consent'; // forced steps (a phase passed), queued dice used
}

function matchSide(module: AnyGameModule, arg: string): string {
  const side = module.seats.find((s) => s.toLowerCase() === arg.trim().toLowerCase());
  if (!side) throw new UserError(`"${arg}" is not a side of ${module.title}. Sides: ${module.seats.join(', ')}.`);
  return side;
}

const seatNames = (g: LoadedGame, side: string): string =>
  g.seats
    .filter((s) => s.side === side)
    .map((s) => s.user_name)
    .join(', ');

const freeSides = (g: LoadedGame): string[] => g.module.seats.filter((s) => !g.seats.some((x) => x.side === s));

/** The game's line on which rules it plays with (its advanced and optional rules), if it has one. */
function rulesInPlay(kind: string, view: unknown): string[] {
  const inPlay = presentationOf(kind)?.rules.inPlay;
  return inPlay ? [inPlay(view)] : [];
}

function describeOptions(module: AnyGameModule, raw: RawOptions): string {
  // A game may take no options at all (the third game of tests/fixtures/third-game/): say so.
  return module.options.map((o) => `${o.name}:${String(raw[o.name] ?? o.default)}`).join(' ') || 'none';
}

/** The first line of what a game waits for: a listing names the decision, /game status gives its choices. */
function headline(expected: string): string {
  const first = expected.split('\n', 1)[0]!.trim();
  const more = expected.includes('\n') ? ' (/game status lists the choices)' : '';
  return first.replace(/:$/, '') + more;
}
