// The Turn marker sits in the TRT box of the view's turn (spec 1, 6.2.3) and nowhere else on the track;
// the legend and the counter key are where the layout puts them.
import { afterAll, describe, expect, it } from 'vitest';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { drawMap } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { COUNTER_KEY, LEGEND, trtBox } from '../../src/games/lettow-vorbeck/render/layout.ts';
import { PANEL_EDGE, TURN_MARKER } from '../../src/games/lettow-vorbeck/render/palette.ts';
import { harness } from '../helpers/harness.ts';
import { playPlayerTurns } from './position.ts';
import { hex, inkIn, near, pixelsOf, rgbAt, shareOf } from './pixels.ts';

const h = harness({ seed: 'render-trt' });
afterAll(() => h.close());

function publicPicture() {
  const state = h.read.game().folded.game as LvState;
  const view = lettowVorbeck.view(state, { kind: 'public' });
  return { view, px: pixelsOf(drawMap(view).canvas) };
}

function markerBoxes(px: ReturnType<typeof pixelsOf>): number[] {
  const out: number[] = [];
  for (let t = 1; t <= 14; t++) {
    const r = trtBox(t);
    if (shareOf(px, hex(TURN_MARKER), r.x + 6, r.y + 6, r.w - 12, r.h - 12, 14) > 0.4) out.push(t);
  }
  return out;
}

describe('Turn Record Track and legend', () => {
  it('6.2.3 — the Turn marker starts in the 1914 II box and moves one box right after a whole turn', async () => {
    await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
    await h.run('alice: /game join side:German');
    await h.run('alice: /game join side:Allied');
    let pic = publicPicture();
    expect(pic.view.turn.index).toBe(1);
    expect(markerBoxes(pic.px)).toEqual([1]);
    await playPlayerTurns(h, 2);
    pic = publicPicture();
    expect(pic.view.turn.index).toBe(2);
    expect(markerBoxes(pic.px)).toEqual([2]);
    const r = trtBox(2);
    expect(near(rgbAt(pic.px, r.x + 8, r.y + r.h - 8), hex(TURN_MARKER), 14)).toBe(true);
  });

  it('the legend and the counter key are drawn in their panels, framed and with text', () => {
    const { px } = publicPicture();
    for (const r of [LEGEND, COUNTER_KEY]) {
      expect(near(rgbAt(px, r.x + r.w / 2, r.y), hex(PANEL_EDGE), 40)).toBe(true);
      expect(inkIn(px, r.x + 4, r.y + 4, r.w - 8, r.h - 8)).toBeGreaterThan(300);
    }
  });
});
