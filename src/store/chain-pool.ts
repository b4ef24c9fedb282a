// Checking a long chain on two cores. Every link of the chain is checkable from the hash stored
// before it (chain.ts), so a game's log splits into stretches checked at once: the main thread checks
// the first half from the start, one worker thread (piscina, its own read-only SQLite connection) the
// second half from the hash stored at the split, which the first half's check has just confirmed.
// The first break is then the first half's, or else the second half's — what one sequential check
// would report. Used by the SQLite store's checkChain for logs of PARALLEL_FROM events or more, once
// the thread is up: the first long check starts it and runs on the main thread alone, so a process's
// first load never waits for a thread to start.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ChainTask, StretchResult } from './chain-worker.ts';

/** Below this many links one thread is as quick (a round trip to the thread costs about a millisecond). */
export const PARALLEL_FROM = 4000;

let pool: Piscina | null = null;
let ready = false;

function workerFile(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './chain-worker.mjs' : './chain-worker.js', here).href;
}

/**
 * The pool when its thread is up; otherwise null, and the thread starts (in the background) for the
 * next check. A machine with one core gets no thread.
 */
export function chainPool(): Piscina | null {
  if (ready) return pool;
  if (!pool && availableParallelism() > 1) {
    const p = (pool = new Piscina({ filename: workerFile(), minThreads: 1, maxThreads: 1, idleTimeout: 30_000 }));
    p.run({ warm: true }).then(
      () => (ready = pool === p),
      (e: unknown) => {
        // No thread (e.g. the worker file is missing from a partial build): checks stay on one thread.
        process.emitWarning(`chain-check thread did not start: ${e instanceof Error ? e.message : String(e)}`);
        if (pool === p) pool = null;
      },
    );
  }
  return null;
}

/** Starts the thread and waits until it is up (npm run check-games, the bench). */
export async function warmChainPool(): Promise<void> {
  chainPool();
  if (pool && !ready) await pool.run({ warm: true });
  ready = pool !== null;
}

let onThread = 0;

/** How many stretches the thread has checked in this process (tests see the two-core path taken). */
export const stretchesOnThread = (): number => onThread;

export async function checkOnThread(p: Piscina, task: ChainTask): Promise<StretchResult> {
  const r = (await p.run(task)) as StretchResult;
  onThread++;
  return r;
}

/** Stops the thread (tests; a process exits without it, the thread being idle and unreferenced). */
export async function closeChainPool(): Promise<void> {
  const p = pool;
  pool = null;
  ready = false;
  if (p) await p.close();
}
