/** Test guards: an unhandled promise rejection or uncaught exception during a test fails that test.
 *  (discord.js reports bad gateway payloads and listener crashes only this way.) */
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface ErrorGuard {
  /** Errors recorded since the last check/take. */
  readonly errors: readonly unknown[];
  /** Remove and return recorded errors (for a test that provokes one on purpose). */
  take(): unknown[];
  /** Throw (and clear) if anything was recorded. */
  check(): void;
  /** Record `error` events of an emitter, e.g. a discord.js Client (its 'error' otherwise crashes the worker). */
  watch(emitter: ErrorSource, label?: string): void;
  uninstall(): void;
}

export interface ErrorSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

export class GuardedError extends Error {
  override name = 'GuardedError';
  constructor(readonly errors: readonly unknown[]) {
    super(`${errors.length} unhandled error(s) during the test:\n${errors.map(describe).join('\n---\n')}`);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

/** Install process listeners now; call `check()` yourself. Prefer `useErrorGuard()` in vitest files. */
export function installErrorGuard(): ErrorGuard {
  const errors: unknown[] = [];
  const onRejection = (reason: unknown): void => void errors.push(reason);
  const onException = (error: Error): void => void errors.push(error);
  const watched: Array<() => void> = [];
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    get errors() {
      return errors;
    },
    take: () => errors.splice(0, errors.length),
    check: () => {
      if (errors.length > 0) throw new GuardedError(errors.splice(0, errors.length));
    },
    watch: (emitter, label = 'emitter') => {
      const listener = (error: Error): void =>
        void errors.push(new Error(`${label} emitted 'error': ${error.message}`, { cause: error }));
      emitter.on('error', listener);
      watched.push(() => emitter.off('error', listener));
    },
    uninstall: () => {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
      for (const undo of watched.splice(0)) undo();
    },
  };
}

/**
 * Vitest wiring: call once at the top level of a test file (or in a describe). Every test then fails
 * in afterEach if an unhandled rejection / uncaught exception / watched 'error' happened during it.
 * Note: while our listener is installed, vitest's own handler stands back (it only reports when it is
 * the sole listener), so this guard is what turns those errors into failures.
 */
export function useErrorGuard(): ErrorGuard {
  let guard: ErrorGuard | undefined;
  const proxy: ErrorGuard = {
    get errors() {
      return guard?.errors ?? [];
    },
    take: () => guard?.take() ?? [],
    check: () => guard?.check(),
    watch: (emitter, label) => required().watch(emitter, label),
    uninstall: () => guard?.uninstall(),
  };
  const required = (): ErrorGuard => {
    if (!guard) throw new Error('useErrorGuard: guard is installed in beforeAll; call watch() from a hook or test');
    return guard;
  };
  beforeAll(() => {
    guard = installErrorGuard();
  });
  afterEach(() => guard?.check());
  afterAll(() => {
    const last = guard;
    guard = undefined;
    last?.uninstall();
    last?.check();
  });
  return proxy;
}
