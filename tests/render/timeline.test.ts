// The timeline: /map, /stacks and /replay through the real commands, with viewer-appropriate views,
// and the GIF of a game built with progress reports.
import { afterAll, describe, expect, it } from 'vitest';
import { timelineViewer, viewsOfGame } from '../../src/app/timeline.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { drawMap } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { timelineGif } from '../../src/games/lettow-vorbeck/render/timeline.ts';
import { harness } from '../helpers/harness.ts';
import { playPlayerTurns } from './position.ts';
import { inkIn, pixelsOfPng } from './pixels.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('timeline and picture commands in a running (non-sandbox) game', () => {
  const h = harness({ seed: 'render-timeline' });
  afterAll(() => h.close());

  it('/map posts the public picture in the channel', async () => {
    await h.run('alice: /game new game:lettow-vorbeck auto:false');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const out = await h.run('carol: /map');
    expect(out).toHaveLength(1);
    expect(out[0]!.audience).toEqual({ kind: 'public' });
    expect(out[0]!.files?.[0]!.data.subarray(0, 4)).toEqual(PNG);
  });

  it('/stacks gives a seated player their own side, privately, with a text list; a spectator is refused', async () => {
    const out = await h.run('alice: /stacks');
    const mine = out.find((o) => o.files?.length);
    expect(mine?.audience).toEqual({ kind: 'dm', user: 'alice' }); // by DM; Discord falls back to ephemeral
    expect(mine?.text).toContain('German view');
    expect(mine?.text).toContain('1 FKA');
    const spectator = await h.run('carol: /stacks');
    expect(spectator[0]!.files ?? []).toEqual([]);
  });

  it('a seated player replays as their side (privately), a spectator as the public, never the referee', async () => {
    const row = (await h.store.activeGameIn('test'))!;
    const g = await h.app.load(row);
    expect(timelineViewer(g, 'alice')).toEqual({ kind: 'side', side: 'German' });
    expect(timelineViewer(g, 'carol')).toEqual({ kind: 'public' });
    expect(timelineViewer(g, 'alice', 'public')).toEqual({ kind: 'public' });
    const mine = await h.run('alice: /replay step n:1');
    expect(mine[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    expect(mine[0]!.text).toContain('German view');
    const theirs = await h.run('carol: /replay step n:1');
    expect(theirs[0]!.audience).toEqual({ kind: 'public' });
    expect(theirs[0]!.text).toContain('public view');
    const bad = await h.run('carol: /replay step n:999');
    expect(bad[0]!.text).toMatch(/steps 1 to \d+/);
  });

  it('the public step picture hides the German stack at Moshi; the German one shows it', async () => {
    const pub = await pixelsOfPng((await h.run('carol: /replay step n:1'))[0]!.files![0]!.data);
    const ger = await pixelsOfPng((await h.run('alice: /replay step n:1'))[0]!.files![0]!.data);
    const row = (await h.store.activeGameIn('test'))!;
    const g = await h.app.load(row);
    const view = g.module.view((await h.app.foldedAt(row.id, g.module, 1)).game, { kind: 'public' }) as LvView;
    const at = drawMap(view).placed.find((p) => p.location === 'moshi')!;
    const r = { x: at.x + at.size * 0.15, y: at.y + at.size * 0.15, s: at.size * 0.7 };
    expect(inkIn(pub, r.x, r.y, r.s, r.s)).toBe(0);
    expect(inkIn(ger, r.x, r.y, r.s, r.s)).toBeGreaterThan(60);
  });

  it('/replay gif builds an animated GIF of the game so far, reporting progress to the last step', async () => {
    await playPlayerTurns(h, 2, { users: ['alice', 'bob'], moves: 1 });
    const row = (await h.store.activeGameIn('test'))!;
    const g = await h.app.load(row);
    const seen: [number, number][] = [];
    const out = await timelineGif(
      viewsOfGame(g, await h.app.events(g.row.id), { kind: 'public' }) as Iterable<LvView>,
      g.folded.seq,
      {
        progress: (d, t) => seen.push([d, t]),
      },
    );
    expect(out.gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(out.steps).toBe(g.folded.seq);
    expect(seen[seen.length - 1]).toEqual([g.folded.seq, g.folded.seq]);
    expect(out.frames).toBeGreaterThan(2);
    expect(out.frames).toBeLessThanOrEqual(out.steps);
    const cmd = await h.run('carol: /replay gif');
    expect(cmd[0]!.audience).toEqual({ kind: 'public' });
    expect(cmd[0]!.files?.[0]!.name).toMatch(/\.gif$/);
  }, 60_000);
});
