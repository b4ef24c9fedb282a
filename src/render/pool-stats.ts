// How many pictures this process has drawn since it was last asked, and over what span: the renders/s
// of the load test (bench/load.ts asks the bot over its IPC channel, src/discord/bot.ts). Counted
// where the pictures are drawn (the pool or, with RENDER_THREADS=0, the main thread), not where they arrive.

export interface RenderStats {
  /** Pictures (maps, sheets, GIFs) drawn since the last take. */
  completed: number;
  /** From the first one's start to the last one's end, in ms (0 when none). */
  spanMs: number;
}

let completed = 0;
let firstStart = Infinity;
let lastDone = -Infinity;

/** One picture drawn, started at `startedAt` (performance.now()). */
export function noteRender(startedAt: number): void {
  completed++;
  firstStart = Math.min(firstStart, startedAt);
  lastDone = Math.max(lastDone, performance.now());
}

/** The counters since the last take, which starts them again. */
export function takeRenderStats(): RenderStats {
  const out = { completed, spanMs: completed ? lastDone - firstStart : 0 };
  completed = 0;
  firstStart = Infinity;
  lastDone = -Infinity;
  return out;
}
