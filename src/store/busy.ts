// A database held by another process (a long transaction, a lock taken by hand, a backup tool) is busy,
// not broken. SQLite answers SQLITE_BUSY once its busy timeout runs out; PostgreSQL a lock timeout
// (55P03, lock_timeout set by pg-store.ts), a deadlock (40P01) or a serialization failure (40001). Each
// of these undid the whole statement or transaction, so it is safe to try again. withBusyRetry retries
// every store call that met one, with jittered waits, within a budget that fits a direct Discord answer
// (3 s from the interaction); then StoreBusy, which the app answers "busy, try again" (execute.ts).
import { SqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

/** How long a command waits for a busy database, in all (DB_BUSY_MS). */
export const BUSY_BUDGET_MS = 2000;
/** How long one SQLite statement waits for another process's lock. better-sqlite3 waits synchronously,
 *  holding the event loop, so it waits briefly and the retries wait asynchronously in between. */
export const SQLITE_ATTEMPT_MS = 100;

const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)(_|$)/;
const PG_BUSY: ReadonlySet<string> = new Set(['40001', '40P01', '55P03']);

/** The engine's code when `e` says the database is held by someone else, else null. */
export function busyCode(e: unknown): string | null {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return SQLITE_BUSY.test(code) || PG_BUSY.has(code) ? code : null;
}

/** The database stayed busy for the whole budget; nothing of the call was written. */
export class StoreBusy extends Error {
  constructor(
    readonly location: string,
    readonly method: string,
    readonly code: string,
    readonly waitedMs: number,
    readonly attempts: number,
  ) {
    super(
      `database busy: ${location} — ${method} met ${code} ${attempts} times in ${waitedMs} ms (another process holds a lock); nothing was written`,
    );
    this.name = 'StoreBusy';
  }
}

export interface BusyOptions {
  /** The budget in milliseconds (default BUSY_BUDGET_MS). */
  budgetMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The store with every method retried while the database is busy, at most `budgetMs` in all per call,
 * then StoreBusy. Anything else (AppendConflict, SeatTaken, …) passes at once. Other properties (a
 * SQLite store's `db`, `sync`) are the store's own, and `instanceof` still sees its class. A SQLite
 * store's statements then wait SQLITE_ATTEMPT_MS each for a lock (its connection's busy_timeout).
 */
export function withBusyRetry<S extends Store>(store: S, opts: BusyOptions = {}): S {
  const budget = opts.budgetMs ?? BUSY_BUDGET_MS;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? pause;
  if (store instanceof SqliteStore && !store.db.memory)
    store.db.pragma(`busy_timeout = ${Math.min(SQLITE_ATTEMPT_MS, budget)}`);
  const retried = (method: string, fn: (...args: unknown[]) => Promise<unknown>) =>
    async function (this: unknown, ...args: unknown[]): Promise<unknown> {
      const start = now();
      for (let attempt = 1; ; attempt++) {
        try {
          return await fn.apply(store, args);
        } catch (e) {
          const code = busyCode(e);
          if (code === null) throw e;
          const waited = now() - start;
          if (waited >= budget) throw new StoreBusy(store.location, method, code, waited, attempt);
          // A random wait below 25·2^attempt ms, within what is left of the budget.
          await sleep(Math.min(budget - waited, Math.random() * 25 * 2 ** Math.min(attempt, 5)));
        }
      }
    };
  const wrapped = new Map<string, unknown>();
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || prop === 'close' || typeof value !== 'function') return value;
      if (!wrapped.has(prop)) wrapped.set(prop, retried(prop, value as (...args: unknown[]) => Promise<unknown>));
      return wrapped.get(prop);
    },
  });
}

/** DB_BUSY_MS from the environment: the budget, or undefined for the default; a bad value is refused. */
export function busyBudgetFrom(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.DB_BUSY_MS?.trim();
  if (!raw) return undefined;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms <= 0)
    throw new Error(
      `DB_BUSY_MS=${raw} must be a positive number of milliseconds (how long a command waits for a database locked by another process; default ${BUSY_BUDGET_MS}).`,
    );
  return ms;
}
