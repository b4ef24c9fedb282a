// The picture jobs the render pool runs (src/render/pool.ts), and the one function that draws them.
// A job is named by a string ("lv.map", "hod.battles") and registered by its game in a jobs table
// (src/render/<game>/jobs.ts, gathered in src/render/jobs/index.ts), so the pool knows no game.
// A job's input is views or public event records (plain JSON), never a game state: what a worker
// draws is exactly what its viewer may see. Used by the worker threads and, with RENDER_THREADS=0, in-process.
import type { Progress } from './gif.ts';
import { GAME_JOBS } from './jobs/index.ts';

/** One kind of picture: its input (plain JSON, as it crossed the thread) to a PNG, a GIF or files. */
export type RenderJob = (input: unknown, progress?: Progress) => unknown;

/** What a game registers with the pool: its jobs by name, and the static layers to draw once per thread. */
export interface GameJobs {
  jobs: Readonly<Record<string, RenderJob>>;
  /** Draws the static layers once (the first picture of a thread is then as quick as the rest). */
  warm(): void;
}

/** A job as it crosses to a thread: the name of a registered job, or 'warm' (every game's static layers). */
export interface PoolJob {
  name: string;
  input?: unknown;
}

const JOBS: ReadonlyMap<string, RenderJob> = new Map(GAME_JOBS.flatMap((g) => Object.entries(g.jobs)));

/** Draws one job. */
export async function runJob(job: PoolJob, progress?: Progress): Promise<unknown> {
  if (job.name === 'warm') {
    for (const g of GAME_JOBS) g.warm();
    return Buffer.alloc(0);
  }
  const run = JOBS.get(job.name);
  if (!run) throw new Error(`The render pool has no job "${job.name}" (registered: ${[...JOBS.keys()].join(', ')}).`);
  return run(job.input, progress);
}
