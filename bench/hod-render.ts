// Hill of Doves render figures: the median time to draw and encode the public sheet of a fixed
// sandbox position (render_hod_map_ms; the static layer is cached once per process), the PNG's size,
// and the median time of a battle picture (render_hod_battle_ms).
import { createCanvas } from 'canvas';
import { hodPicturesAfter } from '../src/app/pictures.ts';
import { drawHodSheet, encodePng, renderHodMapPng } from '../src/render/hod/sheet.ts';
import { hodMidGame } from '../tests/render/hod-position.ts';
import type { Figures, Section } from './run.ts';
import { round, timeEach } from './stats.ts';

const median = (sorted: number[]): number => sorted[Math.floor(sorted.length / 2)]!;

export const hodRenderBench: Section = {
  name: 'hod-render',
  async run(log) {
    const pos = await hodMidGame();
    const view = pos.view({ kind: 'public' });
    const t0 = performance.now();
    renderHodMapPng(view); // first picture: builds and caches the static layer
    log(`static layer (once per process): ${round(performance.now() - t0, 0)} ms`);
    const N = 15;
    const render = median(timeEach(N, () => renderHodMapPng(view)));
    const drawOnly = median(timeEach(N, () => drawHodSheet(view)));
    const bytes = renderHodMapPng(view).length;
    const blank = createCanvas(1700, 1100);
    const bctx = blank.getContext('2d');
    bctx.fillStyle = '#ffffff';
    bctx.fillRect(0, 0, 1700, 1100);
    const encode = median(timeEach(N, () => encodePng(blank)));
    log(`blank 1700 x 1100 PNG, same encoder settings: ${round(encode, 1)} ms`);
    const events = pos.log();
    const battle = median(timeEach(N, () => hodPicturesAfter(events, events.length)));
    log(
      `Hill of Doves public sheet: ${round(render, 1)} ms median (draw ${round(drawOnly, 1)} ms + PNG encode), ${bytes} bytes`,
    );
    log(`Hill of Doves battle picture: ${round(battle, 1)} ms median`);
    pos.h.close();
    const figures: Figures = {
      render_hod_map_ms: round(render, 1),
      render_hod_map_draw_ms: round(drawOnly, 1),
      hod_map_png_bytes: bytes,
      png_encode_blank_hod_ms: round(encode, 1),
      render_hod_battle_ms: round(battle, 1),
    };
    return figures;
  },
};
