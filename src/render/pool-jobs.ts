// The picture jobs the render pool runs (src/render/pool.ts). Each game keeps its jobs in a table of
// its own, the default export of a module in its folder (src/games/<game>/render/jobs.ts), which the
// game's drawing asks for by a loader (`() => import('./jobs.ts')`) and its definition registers with
// the pool (src/app/define-game.ts renderJobs), so the pool knows no game. A render thread loads a
// table by the URL the table gives for itself, and only the tables it is asked for: no rules, no store,
// no Discord. A job's input is views or public event records (plain JSON), never a game state: what a
// worker draws is exactly what its viewer may see. Used by the worker threads and, with
// RENDER_THREADS=0, in-process.
import type { Progress } from './gif.ts';

/** One kind of picture: its input (plain JSON, as it crossed the thread) to a PNG, a GIF or files. */
export type RenderJob = (input: unknown, progress?: Progress) => unknown;

/** A game's jobs table: its jobs by name, and the static layers to draw once per thread. */
export interface GameJobs {
  /** The module a render thread loads this table from: that module's own `import.meta.url`. */
  url: string;
  jobs: Readonly<Record<string, RenderJob>>;
  /** Draws the static layers once (the first picture of a thread is then as quick as the rest). */
  warm(): void;
}

/** How a game's jobs table is reached: a lazy import of the module whose default export it is. */
export type JobsLoader = () => Promise<{ default: GameJobs }>;

/** A job as it crosses to a thread: a job of the table at `url`, or 'warm' with the tables to warm. */
export type PoolJob = { url: string; name: string; input?: unknown } | { name: 'warm'; urls: readonly string[] };

const byUrl = new Map<string, Promise<GameJobs>>();

/** The table at `url`, imported once per thread. */
export function tableAt(url: string): Promise<GameJobs> {
  let t = byUrl.get(url);
  if (!t) {
    t = import(url).then((m: { default: GameJobs }) => m.default);
    byUrl.set(url, t);
  }
  return t;
}

/** Draws one job of a loaded table. */
export function runIn(table: GameJobs, name: string, input: unknown, progress?: Progress): unknown {
  const run = Object.hasOwn(table.jobs, name) ? table.jobs[name] : undefined;
  if (!run)
    throw new Error(`The render pool has no job "${name}" (${table.url} has ${Object.keys(table.jobs).join(', ')}).`);
  return run(input, progress);
}

/** Draws one job in a render thread: loads its table (or, for 'warm', every table it names). */
export async function runJob(job: PoolJob, progress?: Progress): Promise<unknown> {
  if ('urls' in job) {
    for (const url of job.urls) (await tableAt(url)).warm();
    return Buffer.alloc(0);
  }
  return runIn(await tableAt(job.url), job.name, job.input, progress);
}

const registered: JobsLoader[] = [];

/** A game's jobs, registered by its definition: warmRenderPool warms every registered table. */
export function registerRenderJobs(load: JobsLoader): void {
  if (!registered.includes(load)) registered.push(load);
}

/** Every registered table (each loaded here once). */
export const registeredTables = (): Promise<GameJobs[]> =>
  Promise.all(registered.map(async (load) => (await load()).default));
