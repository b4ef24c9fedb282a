// Render figures (issue #4): the public map of a mid-game position against the cost of encoding a blank
// PNG of the same size (the baseline: rendering should cost at most 3x that), the PNG's size, and the
// time to build the GIF of a complete game. Until the movement engineer's fuzzer exists, the "complete
// game" is scripted through the harness from the legal actions: every card drawn, recruits placed and
// up to 3 legal moves per phase, every phase ended, for all 14 turns.
import { createCanvas } from 'canvas';
import { timelineViewer, viewsOfGame } from '../src/app/timeline.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { drawMap, renderMapPng } from '../src/render/lv-map.ts';
import { timelineGif } from '../src/render/timeline.ts';
import { harness } from '../tests/helpers/harness.ts';
import { midGame, playPlayerTurns } from '../tests/render/position.ts';
import type { Figures, Section } from './run.ts';
import { round, timeEach } from './stats.ts';

const median = (sorted: number[]): number => sorted[Math.floor(sorted.length / 2)]!;

export const renderBench: Section = {
  name: 'render',
  async run(log) {
    const pos = await midGame();
    const view = pos.view({ kind: 'public' });
    const t0 = performance.now();
    renderMapPng(view); // first picture: builds and caches the static layer
    log(`static layer (once per process): ${round(performance.now() - t0, 0)} ms`);
    const N = 15;
    const render = median(timeEach(N, () => renderMapPng(view)));
    const drawOnly = median(timeEach(N, () => drawMap(view)));
    const blank = createCanvas(1700, 1100);
    const bctx = blank.getContext('2d');
    bctx.fillStyle = '#ffffff';
    bctx.fillRect(0, 0, 1700, 1100);
    const encode = median(timeEach(N, () => blank.toBuffer('image/png')));
    const bytes = renderMapPng(view).length;
    log(`public map, mid-game: ${round(render, 1)} ms median (draw ${round(drawOnly, 1)} ms + PNG encode); blank PNG encode ${round(encode, 1)} ms; ratio ${round(render / encode, 2)} (target <= 3)`);
    log(`map PNG: ${bytes} bytes (target < 1.5 MB)`);
    pos.h.close();

    const h = harness({ seed: 'render-bench-game' });
    await h.run('alice: /game new game:lettow-vorbeck');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    await playBoth(h);
    const row = h.store.latestGameIn('test') ?? h.store.activeGameIn('test')!;
    const g = h.app.load(row);
    const viewer = timelineViewer(g, 'alice');
    const t1 = performance.now();
    let lastPct = -1;
    const out = await timelineGif(viewsOfGame(h.app, g, viewer) as Iterable<LvView>, g.folded.seq, {
      progress: (done, total) => {
        const pct = Math.floor((done / total) * 4);
        if (pct !== lastPct) log(`  gif progress ${done}/${total}`);
        lastPct = pct;
      },
    });
    const gifS = (performance.now() - t1) / 1000;
    log(`GIF of a complete game (${g.row.status}, ${g.folded.seq} events, ${viewer.kind} view): ${out.frames} frames, ${out.gif.length} bytes, ${round(gifS, 2)} s (target < 60 s)`);
    h.close();
    const figures: Figures = {
      render_public_map_ms: round(render, 1),
      png_encode_blank_ms: round(encode, 1),
      map_png_bytes: bytes,
      gif_full_game_s: round(gifS, 2),
    };
    return figures;
  },
};

/** Plays the whole game, each side by its seated user (alice German, bob Allied). */
async function playBoth(h: ReturnType<typeof harness>): Promise<void> {
  await playPlayerTurns(h, 28, { moves: 3, users: ['alice', 'bob'] });
}
