// The body of a render-pool worker thread (piscina): draws one job (pool-jobs.ts: the jobs every game
// registered in src/render/jobs/index.ts) and sends its result back. The result's byte buffers (PNGs,
// GIFs) are moved to the main thread, not copied: a transferred ArrayBuffer costs the main thread
// nothing per byte (pool.ts wraps it as a Buffer again). A GIF's progress goes back over the
// MessagePort that came with the task.
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { runJob, type PoolJob } from './pool-jobs.ts';

export interface WorkerTask {
  job: PoolJob;
  port?: MessagePort;
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
    if (depth >= 3 || v === null || typeof v !== 'object') return v;
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
  const result = await runJob(job, port ? (done, total) => port.postMessage([done, total]) : undefined);
  port?.postMessage(null); // the end of the progress messages (pool.ts waits for it)
  port?.close();
  return movable(result);
}
