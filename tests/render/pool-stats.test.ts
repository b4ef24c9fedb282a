// The load test's renders/s are counted where the pictures are drawn (src/render/pool-stats.ts):
// every picture through the pool or the main thread, over the span from the first start to the last end;
// warming the renderers is not a picture.
import { afterAll, describe, expect, it } from 'vitest';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { drawLvMap } from '../../src/games/lettow-vorbeck/render/in-pool.ts';
import { closeRenderPool, setRenderThreads, warmRenderPool } from '../../src/render/pool.ts';
import { takeRenderStats } from '../../src/render/pool-stats.ts';
import { harness } from '../helpers/harness.ts';

describe('render counters', () => {
  const h = harness({ seed: 'render-stats' });
  afterAll(async () => {
    await closeRenderPool();
    await h.close();
  });

  it('counts the pictures drawn in the main thread and in the pool, not the warm-up, and starts again when taken', async () => {
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    const g = await h.app.load((await h.store.activeGameIn('test'))!);
    const view = g.module.view(g.folded.game, { kind: 'public' }) as LvView;
    await setRenderThreads(0);
    takeRenderStats();
    await drawLvMap(view);
    await drawLvMap(view);
    const main = takeRenderStats();
    expect(main.completed).toBe(2);
    expect(main.spanMs).toBeGreaterThan(0);
    expect(takeRenderStats()).toEqual({ completed: 0, spanMs: 0 });
    await setRenderThreads(1);
    await warmRenderPool();
    expect(takeRenderStats().completed).toBe(0);
    await Promise.all([drawLvMap(view), drawLvMap(view), drawLvMap(view)]);
    const pool = takeRenderStats();
    expect(pool.completed).toBe(3);
    expect(pool.spanMs).toBeGreaterThan(0);
  });
});
