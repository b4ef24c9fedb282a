// The body of a render-pool worker thread (piscina): draws one job (pool-jobs.ts: the jobs every game
// registered in src/render/jobs/index.ts) and sends its result back (a Buffer arrives as a Uint8Array:
// pool.ts wraps it again). A GIF's progress goes back over the MessagePort that came with the task.
import type { MessagePort } from 'node:worker_threads';
import { runJob, type PoolJob } from './pool-jobs.ts';

export interface WorkerTask {
  job: PoolJob;
  port?: MessagePort;
}

export default async function draw({ job, port }: WorkerTask): Promise<unknown> {
  const result = await runJob(job, port ? (done, total) => port.postMessage([done, total]) : undefined);
  port?.postMessage(null); // the end of the progress messages (pool.ts waits for it)
  port?.close();
  return result;
}
