// The state every layer of the game service shares (../service.ts lists the layers): its options, the
// fold cache, the chain points this process has checked or written, the last append times, and the
// store, its calls retried while another process holds the database.
import type { Folded } from '../../engine/kernel.ts';
import type { AnyGameModule } from '../../engine/types.ts';
import type { GameRow, SeatRow, Store } from '../../store/store.ts';
import { withBusyRetry } from '../../store/busy.ts';
import type { ChainPoint } from '../../store/chain.ts';

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
  /** The clock that elapsed times are shown by (how long a player has had the move); default Date.now. */
  now?: () => number;
}

export interface LoadedGame {
  row: GameRow;
  module: AnyGameModule;
  folded: Folded;
  seats: SeatRow[];
  /** The chain hash after folded.seq events: the receipt players keep (absent without a chain). */
  receipt?: string;
}

export class ServiceCore {
  protected readonly cache = new Map<number, Folded>();
  /** Game id → the point up to which this process has checked the game's chain of hashes (or written it). */
  protected readonly chains = new Map<number, ChainPoint>();
  /** Game id → Date.now() after its last append here: the next append waits for a later millisecond,
   *  so the events of two commands never share an append time (the log's command boundaries, which
   *  /undo and the dice verifier read). */
  protected readonly lastAppend = new Map<number, number>();
  protected readonly snapshotEvery: number;

  /** The store, its calls retried while another process holds the database (src/store/busy.ts). */
  readonly store: Store;

  constructor(
    store: Store,
    protected readonly opts: ServiceOptions = {},
  ) {
    this.store = withBusyRetry(store, opts.busyMs === undefined ? {} : { budgetMs: opts.busyMs });
    this.snapshotEvery = opts.snapshotEvery ?? 100;
  }

  /** Tells the operator (ServiceOptions.warn, default console.error), one line. */
  warn(message: string): void {
    (this.opts.warn ?? console.error)(`[heliograph] ${message}`);
  }

  /** The time now by ServiceOptions.now (tests give a fake clock). */
  now(): number {
    return (this.opts.now ?? Date.now)();
  }

  /** Whether DMs of private log lines carry a picture of the side's view (ServiceOptions.dmPictures). */
  get dmPictures(): boolean {
    return this.opts.dmPictures === true;
  }
}

/** The prefix of every line a sandbox game posts. */
export const tag = (row: GameRow): string => (row.sandbox ? '[SANDBOX] ' : '');
