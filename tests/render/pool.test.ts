// The render pool (src/render/pool.ts, docs/decisions/render-pool.md): pictures drawn on worker threads are the
// very bytes the main thread draws from the same view; a GIF's progress comes back from the thread; the main
// thread stays free while a picture is drawn; RENDER_THREADS and RENDER_NICE are checked.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { timelineViewer, viewsOfGame } from '../../src/app/timeline.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { drawLvGif, drawLvMap } from '../../src/games/lettow-vorbeck/render/in-pool.ts';
import {
  closeRenderPool,
  DEFAULT_RENDER_NICE,
  renderNiceFrom,
  renderThreadsFrom,
  renderWaitMs,
  setRenderThreads,
  warmRenderPool,
} from '../../src/render/pool.ts';
import { sidePicturesBusy } from '../../src/app/side-pictures.ts';
import { timelineGif } from '../../src/games/lettow-vorbeck/render/timeline.ts';
import { harness } from '../helpers/harness.ts';

describe('render pool', () => {
  const h = harness({ seed: 'render-pool' });
  afterAll(async () => {
    await closeRenderPool();
    await h.close();
  });

  const publicView = async (): Promise<LvView> => {
    const g = await h.app.load((await h.store.activeGameIn('test'))!);
    return g.module.view(g.folded.game, { kind: 'public' }) as LvView;
  };

  it('draws in a worker thread the same PNG as the main thread, while the main thread stays free', async () => {
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    await setRenderThreads(2);
    const view = await publicView();
    await drawLvMap(view); // threads started, renderers loaded
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const alone = renderWaitMs(1);
    const drawing = Promise.all([drawLvMap(view), drawLvMap(view)]);
    expect(renderWaitMs(1)).toBeCloseTo(2 * alone); // both threads taken: a third picture would wait
    const [a, b] = await drawing;
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(2); // the event loop ran while the maps were drawn
    expect(Buffer.isBuffer(a)).toBe(true);
    expect(a.equals(renderMapPng(view))).toBe(true);
    expect(b.equals(a)).toBe(true);
    expect(renderWaitMs(2)).toBeCloseTo(renderWaitMs(1)); // both threads free again
  });

  it('estimates the wait for pictures from the queue and what the threads took; a move defers only behind a long one', async () => {
    const view = await publicView();
    expect(renderWaitMs(0)).toBe(0);
    const one = renderWaitMs(1); // a map, as long as the last maps took a thread
    expect(one).toBeGreaterThan(0);
    expect(renderWaitMs(2)).toBeCloseTo(one); // two threads, side by side
    expect(renderWaitMs(4)).toBeCloseTo(2 * one);
    const drawing = Promise.all([drawLvMap(view), drawLvMap(view), drawLvMap(view)]);
    // Three maps queued or being drawn: the threads are free after two maps' time and after one.
    expect(renderWaitMs(1)).toBeCloseTo(2 * one);
    expect(renderWaitMs(2)).toBeCloseTo(3 * one);
    await drawing;
    expect(renderWaitMs(2)).toBeCloseTo(renderWaitMs(1)); // nothing queued again (the times learnt anew)
    // Moves already answering directly each count for one picture: enough of them, and a move defers.
    const claims = Array.from({ length: 1000 }, (_, n) => n);
    const firstBusy = claims.find((n) => sidePicturesBusy(n));
    expect(firstBusy).toBeDefined();
    expect(claims.slice(firstBusy).every((n) => sidePicturesBusy(n))).toBe(true);
  });

  it('builds the timeline GIF in a thread, reporting its progress back, as the main thread would', async () => {
    const g = await h.app.load((await h.store.activeGameIn('test'))!);
    const viewer = timelineViewer(g, 'carol');
    const events = await h.app.events(g.row.id);
    const seen: number[] = [];
    const pooled = await drawLvGif(
      viewsOfGame(g, events, viewer) as Iterable<LvView>,
      events.length,
      { scale: 0.25, hold: 100 },
      (done) => seen.push(done),
    );
    const local = await timelineGif(viewsOfGame(g, events, viewer) as Iterable<LvView>, events.length, {
      scale: 0.25,
      hold: 100,
    });
    expect(pooled.gif.equals(local.gif)).toBe(true);
    expect([pooled.steps, pooled.frames]).toEqual([local.steps, local.frames]);
    expect(seen.at(-1)).toBe(events.length);
  });

  it('RENDER_THREADS=0 draws in the main thread, the same bytes', async () => {
    await setRenderThreads(0);
    const view = await publicView();
    expect(renderWaitMs(100)).toBe(0); // a picture here blocks everything alike: never a reason to defer
    expect(sidePicturesBusy(100)).toBe(false);
    expect((await drawLvMap(view)).equals(renderMapPng(view))).toBe(true);
  });

  it('reads RENDER_THREADS: unset is one per core; a bad value names what is allowed', () => {
    expect(renderThreadsFrom({})).toBeGreaterThanOrEqual(1);
    expect(renderThreadsFrom({ RENDER_THREADS: '3' })).toBe(3);
    expect(renderThreadsFrom({ RENDER_THREADS: '0' })).toBe(0);
    expect(() => renderThreadsFrom({ RENDER_THREADS: 'many' })).toThrow(
      'RENDER_THREADS=many must be a whole number from 0 (draw in the main thread) to 64.',
    );
  });

  it('reads RENDER_NICE: unset is 10 below the main thread; a bad value names what is allowed', () => {
    expect(renderNiceFrom({})).toBe(DEFAULT_RENDER_NICE);
    expect(renderNiceFrom({ RENDER_NICE: '0' })).toBe(0);
    expect(renderNiceFrom({ RENDER_NICE: '19' })).toBe(19);
    expect(() => renderNiceFrom({ RENDER_NICE: '-5' })).toThrow(
      "RENDER_NICE=-5 must be a whole number from 0 (the main thread's priority) to 19 (the lowest).",
    );
  });

  // Linux keeps a nice level per thread (/proc/<pid>/task/<tid>/stat, field 19): piscina's
  // niceIncrement must lower the render threads and leave the main thread as it was.
  it.runIf(process.platform === 'linux')('runs the render threads at RENDER_NICE below the main thread', async () => {
    const niceOf = (stat: string): number => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const task = (tid: string) => readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const main = niceOf(readFileSync('/proc/self/stat', 'utf8'));
    const before = new Set(readdirSync('/proc/self/task'));
    await setRenderThreads(2);
    await warmRenderPool();
    const added = readdirSync('/proc/self/task').filter((t) => !before.has(t));
    const lowered = added.filter((t) => niceOf(task(t)) === Math.min(19, main + DEFAULT_RENDER_NICE));
    expect(lowered.length).toBeGreaterThanOrEqual(2); // one per render thread at least
    expect(niceOf(readFileSync('/proc/self/stat', 'utf8'))).toBe(main);
    await closeRenderPool();
  });
});
