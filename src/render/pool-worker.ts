// The body of a render-pool worker thread (piscina): draws one job (pool-jobs.ts: a job of the game's
// jobs table the task names by URL, loaded on the first job that needs it) and sends its result back. The result's byte buffers (PNGs,
// GIFs) are moved to the main thread, not copied: a transferred ArrayBuffer costs the main thread
// nothing per byte (pool.ts wraps it as a Buffer again). A GIF's progress goes back over the
// MessagePort that came with the task. Each result carries how long the thread took to draw it
// (pool.ts estimates from it how long a picture asked for now would take: renderWaitMs).
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { runJob, type PoolJob } from './pool-jobs.ts';

export interface WorkerTask {
  job: PoolJob;
  port?: MessagePort;
}

/** What a thread sends back: the job's result and the milliseconds the thread spent drawing it. */
export interface WorkerResult {
  result: unknown;
  ms: number;
}

/**
 * The bytes as a view that spans its whole ArrayBuffer, so that buffer can be transferred. A small
 * Buffer lives in Node's shared 8 KB pool (transferring that would detach its neighbours): copied here.
 */
function own(u: Uint8Array, transfer: ArrayBuffer[]): Uint8Array {
  const whole =
    u.buffer instanceof ArrayBuffer && u.byteOffset === 0 && u.byteLength === u.buffer.byteLength
      ? u
      : new Uint8Array(u);
  transfer.push(whole.buffer as ArrayBuffer);
  return whole;
}

/** The result with every Uint8Array in it (at the top, in an array, or a field of an object) set to move. */
export function movable(result: unknown): unknown {
  const transfer: ArrayBuffer[] = [];
  const walk = (v: unknown, depth: number): unknown => {
    if (v instanceof Uint8Array) return own(v, transfer);
    // Deep enough for a list of files under the { result, ms } a thread returns.
    if (depth >= 4 || v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, depth + 1)]));
  };
  const value = walk(result, 0);
  if (transfer.length === 0) return value;
  return Piscina.move({
    get [Piscina.transferableSymbol]() {
      return transfer;
    },
    get [Piscina.valueSymbol]() {
      return value;
    },
  } as unknown as Parameters<typeof Piscina.move>[0]);
}

export default async function draw({ job, port }: WorkerTask): Promise<unknown> {
  const started = performance.now();
  const result = await runJob(job, port ? (done, total) => port.postMessage([done, total]) : undefined);
  port?.postMessage(null); // the end of the progress messages (pool.ts waits for it)
  port?.close();
  return movable({ result, ms: performance.now() - started } satisfies WorkerResult);
}
