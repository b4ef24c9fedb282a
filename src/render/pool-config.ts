// The render pool's settings from the environment, apart from the pool itself (which loads piscina),
// so that start-up can refuse a bad value before anything runs (src/main.ts).
import { availableParallelism } from 'node:os';

/** RENDER_THREADS: a whole number of threads, 0 for the main thread; unset means one per core. */
export function renderThreadsFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.RENDER_THREADS?.trim();
  if (!raw) return availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 64)
    throw new Error(`RENDER_THREADS=${raw} must be a whole number from 0 (draw in the main thread) to 64.`);
  return n;
}

/** Nice increment of the render threads when RENDER_NICE is unset: below the main thread, far from the bottom (19). */
export const DEFAULT_RENDER_NICE = 10;

/**
 * RENDER_NICE: how much lower than the main thread the render threads run (Linux/macOS nice, 0 to 19;
 * unset: DEFAULT_RENDER_NICE). A render thread then yields a core to the main thread (acknowledgements,
 * appends, uploads) and to the rest of the bot's session whenever they want it, and takes every cycle
 * they leave, so pictures are drawn as fast on an otherwise idle machine. piscina applies it in each
 * thread with @napi-rs/nice (its optional dependency; without it the threads run at the main
 * thread's priority, nothing else changes).
 */
export function renderNiceFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.RENDER_NICE?.trim();
  if (!raw) return DEFAULT_RENDER_NICE;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 19)
    throw new Error(
      `RENDER_NICE=${raw} must be a whole number from 0 (the main thread's priority) to 19 (the lowest).`,
    );
  return n;
}

/** Both settings checked at start-up: a bad value stops the process with its message, not a first picture. */
export function checkRenderConfig(env: NodeJS.ProcessEnv): void {
  renderThreadsFrom(env);
  renderNiceFrom(env);
}
