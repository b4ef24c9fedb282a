// Render pool figures: Lettow-Vorbeck maps drawn per second by the render pool (one thread
// per core) against the same maps drawn in the main thread (RENDER_THREADS=0, the baseline), in this
// process with nothing else to do: what the pool gives when the cores are its own. The load test
// (npm run load) measures the same beside the bot's other work and the fake Discord on the same cores.
import { availableParallelism } from 'node:os';
import { LV_JOBS } from '../src/games/lettow-vorbeck/render/in-pool.ts';
import { closeRenderPool, drawPng, setRenderThreads, warmRenderPool } from '../src/render/pool.ts';
import { midGame } from '../tests/render/position.ts';
import type { Section } from './run.ts';
import { round } from './stats.ts';

const MAPS = 40;
const ROUNDS = 3;

/** Maps per second: MAPS asked for at once, drawn by `threads` threads (0: here). */
async function mapsPerS(threads: number, view: unknown): Promise<number> {
  await setRenderThreads(threads);
  await warmRenderPool();
  await Promise.all(Array.from({ length: Math.max(1, threads) }, () => drawPng(LV_JOBS, 'lv.map', view)));
  const t0 = performance.now();
  await Promise.all(Array.from({ length: MAPS }, () => drawPng(LV_JOBS, 'lv.map', view)));
  return MAPS / ((performance.now() - t0) / 1000);
}

export const renderPoolBench: Section = {
  name: 'render-pool',
  async run(log) {
    const pos = await midGame();
    // A view as it crosses to a thread: plain JSON.
    const view: unknown = JSON.parse(JSON.stringify(pos.view({ kind: 'public' })));
    pos.h.close();
    const threads = availableParallelism();
    const main: number[] = [];
    const pool: number[] = [];
    try {
      // Alternated, so that what else the machine does weighs on both alike; the best round of each.
      for (let r = 0; r < ROUNDS; r++) {
        main.push(await mapsPerS(0, view));
        pool.push(await mapsPerS(threads, view));
      }
    } finally {
      await closeRenderPool();
    }
    const best = { main: Math.max(...main), pool: Math.max(...pool) };
    log(
      `${MAPS} maps at once: ${round(best.pool, 1)}/s with the pool (${threads} threads), ` +
        `${round(best.main, 1)}/s in the main thread: ${round(best.pool / best.main, 2)} times (best of ${ROUNDS} rounds each)`,
    );
    return {
      render_pool_maps_per_s: round(best.pool, 1),
      render_main_maps_per_s: round(best.main, 1),
      render_pool_over_main_quiet: round(best.pool / best.main, 2),
    };
  },
};
