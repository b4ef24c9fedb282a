// The render pool (docs/decisions/render-pool.md): every canvas render and GIF encode runs on worker threads
// (piscina), so the main thread only acknowledges, decides, appends and sends — an acknowledgement never waits
// behind a picture. RENDER_THREADS sets the number of threads (default: one per core, as
// os.availableParallelism() counts them); 0 draws in the main thread (same code, pool-jobs.ts). Jobs are
// named by string in a game's jobs table (pool-jobs.ts); each game's render/in-pool.ts asks for its own.
// The pool starts on the first picture (or warmRenderPool()); idle threads do not keep a process alive.
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Progress } from './gif.ts';
import { registeredTables, runIn, type JobsLoader, type PoolJob } from './pool-jobs.ts';
import { renderNiceFrom, renderThreadsFrom } from './pool-config.ts';
import { noteRender } from './pool-stats.ts';
import type { WorkerResult } from './pool-worker.ts';

export { DEFAULT_RENDER_NICE, renderNiceFrom, renderThreadsFrom } from './pool-config.ts';

/** The worker file next to this module: the compiled one in dist/, the tsx-registering shim in src/. */
function workerFile(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './pool-worker.mjs' : './pool-worker.js', here).href;
}

let pool: Piscina | null = null;
let threads: number | undefined;

/** The number of render threads this process uses (0: the main thread). */
export function renderThreads(): number {
  return (threads ??= renderThreadsFrom(process.env));
}

/** Sets the number of threads (tests, the load test); closes a running pool first. */
export async function setRenderThreads(n: number): Promise<void> {
  await closeRenderPool();
  threads = n;
}

function thePool(): Piscina | null {
  if (renderThreads() === 0) return null;
  return (pool ??= new Piscina({
    filename: workerFile(),
    minThreads: renderThreads(),
    maxThreads: renderThreads(),
    // Pictures wait in the queue rather than in a thread: a thread draws one at a time anyway.
    concurrentTasksPerWorker: 1,
    // Pictures yield the cores to acknowledgements (renderNiceFrom).
    niceIncrement: renderNiceFrom(process.env),
  }));
}

/** Starts the threads and loads the renderers in each, so the first picture is as quick as the rest. */
export async function warmRenderPool(): Promise<void> {
  const p = thePool();
  if (!p) return;
  const job: PoolJob = { name: 'warm', urls: (await registeredTables()).map((t) => t.url) };
  await Promise.all(Array.from({ length: renderThreads() }, () => p.run({ job })));
}

/** Stops the threads (waits for the pictures under way). */
export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.close();
}

/** A Buffer again: one that crossed from a thread arrives as a Uint8Array. */
export const asBuffer = (u: Uint8Array): Buffer =>
  Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.length);

/** Before a kind of picture has been drawn here: pessimistic (a map takes a thread about 20 ms on a quiet core since paintPng, 100 to 300 on a busy one). */
const FIRST_GUESS_MS = 250;
/** Job name → how long a thread takes to draw one, in ms (an average weighted to the latest, EWMA_WEIGHT). */
const drawMs = new Map<string, number>();
const EWMA_WEIGHT = 0.3;
/** The jobs queued or being drawn, by name, in the order they were asked for (piscina's queue is first in, first out). */
const pending: string[] = [];
/** The jobs that draw one PNG (drawPng: maps, sheets), as opposed to GIFs or sets of pictures. */
const pngJobs = new Set<string>();

const msFor = (name: string): number => drawMs.get(name) ?? FIRST_GUESS_MS;

function learnDrawMs(name: string, ms: number): void {
  const before = drawMs.get(name);
  drawMs.set(name, before === undefined ? ms : before + EWMA_WEIGHT * (ms - before));
}

/**
 * About how long until `pictures` more pictures asked for now would all be drawn, in ms: the jobs
 * queued or being drawn, then these (each as long as the slowest kind of PNG seen), each taken by the
 * thread that frees first, so a long GIF holds one thread and not the others. From how long the threads
 * took for the last pictures of each kind, so it grows when the machine is busy; pessimistic in that a
 * job being drawn counts whole. 0 in the main thread (there a picture blocks everything alike).
 */
export function renderWaitMs(pictures: number): number {
  const n = renderThreads();
  if (n === 0 || pictures <= 0) return 0;
  const free = new Array<number>(n).fill(0); // when each thread is next free, from now
  const take = (ms: number): number => {
    const k = free.indexOf(Math.min(...free));
    free[k] = free[k]! + ms;
    return free[k];
  };
  for (const name of pending) take(msFor(name));
  const each = Math.max(0, ...[...pngJobs].map(msFor)) || FIRST_GUESS_MS;
  let last = 0;
  for (let i = 0; i < pictures; i++) last = Math.max(last, take(each));
  return last;
}

async function run(load: JobsLoader, name: string, input: unknown, progress?: Progress): Promise<unknown> {
  const p = thePool();
  const started = performance.now();
  if (!p) return noted(started, await runIn((await load()).default, name, input, progress));
  pending.push(name); // before any wait: renderWaitMs counts it from the moment it is asked for
  try {
    const { url } = (await load()).default;
    const { result, ms } = await runInPool(p, { url, name, input }, progress);
    learnDrawMs(name, ms);
    return noted(started, result);
  } finally {
    // Jobs may finish out of order; which one of a name leaves the list does not change the estimate.
    pending.splice(pending.indexOf(name), 1);
  }
}

/** Counts a picture drawn (pool-stats.ts; warming the renderers is not one). */
function noted<T>(started: number, result: T): T {
  noteRender(started);
  return result;
}

async function runInPool(p: Piscina, job: PoolJob, progress?: Progress): Promise<WorkerResult> {
  if (!progress) return (await p.run({ job })) as WorkerResult;
  const { port1, port2 } = new MessageChannel();
  // The worker posts `null` after its last progress message (pool-worker.ts); the result can arrive
  // first, so wait for it (messages on a port keep their order) — bounded, so a reply cannot hang.
  const drained = new Promise<void>((resolve) => {
    port1.on('message', (m: [number, number] | null) => (m === null ? resolve() : progress(m[0], m[1])));
    setTimeout(resolve, 2000).unref();
  });
  try {
    const result = (await p.run({ job, port: port2 }, { transferList: [port2] })) as WorkerResult;
    await drained;
    return result;
  } finally {
    port1.close();
  }
}

/** Runs the job `name` of the table `jobs` loads on `input` in a render thread (or here, with RENDER_THREADS=0). */
export const drawInPool = (jobs: JobsLoader, name: string, input: unknown, progress?: Progress): Promise<unknown> =>
  run(jobs, name, input, progress);

/** A job whose result is one PNG (a map, a sheet, a battle sheet). */
export async function drawPng(jobs: JobsLoader, name: string, input: unknown): Promise<Buffer> {
  pngJobs.add(name);
  return asBuffer((await drawInPool(jobs, name, input)) as Uint8Array);
}

/** A built timeline GIF, as a job returns it. */
export interface PooledGif {
  gif: Buffer;
  steps: number;
  frames: number;
}

/** A job whose result is a timeline GIF. */
export async function drawGif(jobs: JobsLoader, name: string, input: unknown, progress?: Progress): Promise<PooledGif> {
  const out = (await drawInPool(jobs, name, input, progress)) as PooledGif;
  return { ...out, gif: asBuffer(out.gif) };
}
