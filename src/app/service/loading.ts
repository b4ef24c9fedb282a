// Loading a game: the fold from the cache or the nearest snapshot, the first-load check that its log still
// folds with this code (../check-game.ts), and the chain of event hashes checked past the point this
// process last checked (src/store/chain.ts; docs/integrity.md). A game that fails either is refused.
import { ImpossibleEvent } from '../../engine/impossible-event.ts';
import { fold, initialFolded, resultOf, type Folded } from '../../engine/kernel.ts';
import type { FoldDivergence } from '../../engine/refold.ts';
import type { AnyGameModule, GameEvent } from '../../engine/types.ts';
import type { EventRow, GameRow } from '../../store/store.ts';
import { CHAIN_START, chainKey, checkLinks, type ChainBreak, type ChainPoint } from '../../store/chain.ts';
import { quickCheck } from '../check-game.ts';
import { GAME_IDS } from '../registry.ts';
import { moduleAt } from '../revisions.ts';
import { UserError } from '../user-error.ts';
import { ServiceCore, type LoadedGame } from './core.ts';

export class GameLoading extends ServiceCore {
  /** Game id → why it cannot be served (null: it folds the same), decided at its first load. */
  private readonly verdicts = new Map<number, FoldDivergence | null>();
  private readonly refused = new Set<number>();
  /** Game id → where its chain breaks: the game is not served. */
  private readonly broken = new Map<number, ChainBreak>();
  private readonly keys = new Map<number, string>();

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
      const checked = await this.store.checkChain(row.id, this.keyOf(row), at, seq);
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

  protected advanceChain(gameId: number, to: ChainPoint): ChainPoint {
    const at = this.chains.get(gameId);
    if (at && at.seq >= to.seq) return at;
    this.chains.set(gameId, to);
    return to;
  }

  protected keyOf(row: GameRow): string {
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
}

/** foldedAt read rows that break the game's chain of hashes (load turns it into the refusal). */
class ChainBroken extends Error {
  constructor(readonly at: ChainBreak) {
    super(`the chain of event hashes breaks at event ${at.seq}: ${at.why}`);
    this.name = 'ChainBroken';
  }
}
