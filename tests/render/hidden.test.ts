// 10.0 Fog of war, by pixels: at a hidden stack the public picture shows a blank block in the side's
// colour (no strength digit, no type symbol), while the owner's picture shows the counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { drawMap } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { SIDE_COLOUR } from '../../src/games/lettow-vorbeck/render/palette.ts';
import type { Placed } from '../../src/games/lettow-vorbeck/render/stacks.ts';
import { midGame, type Position } from './position.ts';
import { hex, inkIn, pixelsOf, shareOf, type Pixels } from './pixels.ts';

let pos: Position;
beforeAll(async () => {
  pos = await midGame();
});
afterAll(() => pos.h.close());

function picture(view: LvView): { px: Pixels; placed: Placed[] } {
  const m = drawMap(view);
  return { px: pixelsOf(m.canvas), placed: m.placed };
}

/** The face of the counters drawn at a location for one side (inset from the border). */
function faces(placed: Placed[], location: string, side: 'German' | 'Allied'): Placed[] {
  return placed.filter(
    (p) =>
      p.location === location &&
      (p.piece.kind === 'hidden'
        ? p.piece.side === side
        : p.piece.kind === 'unit' && (p.piece.id.startsWith('ger-') ? 'German' : 'Allied') === side),
  );
}

const inset = (p: Placed) => ({ x: p.x + p.size * 0.15, y: p.y + p.size * 0.15, w: p.size * 0.7, h: p.size * 0.7 });

describe('hidden stacks in pictures (10.0)', () => {
  it('the public picture of the German stack at Same is a blank German block: no ink, mostly the side colour', () => {
    const { px, placed } = picture(pos.view({ kind: 'public' }));
    const here = faces(placed, 'same', 'German');
    expect(here).toHaveLength(1);
    expect(here[0]!.piece).toEqual({ kind: 'hidden', side: 'German', count: 2 });
    const r = inset(here[0]!);
    expect(inkIn(px, r.x, r.y, r.w, r.h)).toBe(0);
    expect(shareOf(px, hex(SIDE_COLOUR.German), r.x, r.y, r.w, r.h)).toBeGreaterThan(0.6);
  });

  it('the German picture shows both counters at Same, with their strength and type symbol in ink', () => {
    const { px, placed } = picture(pos.view({ kind: 'side', side: 'German' }));
    const here = faces(placed, 'same', 'German');
    expect(here.map((p) => (p.piece.kind === 'unit' ? p.piece.id : '')).sort()).toEqual(['ger-1-fka', 'ger-fw']);
    for (const p of here) {
      const r = inset(p);
      expect(inkIn(px, r.x, r.y, r.w, r.h)).toBeGreaterThan(60);
    }
  });

  it('the Allied picture hides the German stacks and shows the Allied stack at Voi in full; the German picture the reverse', () => {
    const allied = picture(pos.view({ kind: 'side', side: 'Allied' }));
    const german = picture(pos.view({ kind: 'side', side: 'German' }));
    const sameA = faces(allied.placed, 'same', 'German');
    expect(sameA.map((p) => p.piece.kind)).toEqual(['hidden']);
    expect(inkIn(allied.px, inset(sameA[0]!).x, inset(sameA[0]!).y, inset(sameA[0]!).w, inset(sameA[0]!).h)).toBe(0);
    const voiA = faces(allied.placed, 'voi', 'Allied');
    expect(voiA.length).toBe(4);
    for (const p of voiA) expect(inkIn(allied.px, inset(p).x, inset(p).y, inset(p).w, inset(p).h)).toBeGreaterThan(60);
    const voiG = faces(german.placed, 'voi', 'Allied');
    expect(voiG.map((p) => p.piece)).toEqual([{ kind: 'hidden', side: 'Allied', count: 4 }]);
    expect(inkIn(german.px, inset(voiG[0]!).x, inset(voiG[0]!).y, inset(voiG[0]!).w, inset(voiG[0]!).h)).toBe(0);
  });

  it('no public counter anywhere carries ink, except in a space where both sides stand (R36: revealed)', () => {
    const view = pos.view({ kind: 'public' });
    const { px, placed } = picture(view);
    const contested = new Set(view.stacks.filter((s) => s.revealed).map((s) => s.location));
    expect(contested.has('tanga')).toBe(true);
    for (const p of placed) {
      if (p.piece.kind === 'marker') continue;
      const r = inset(p);
      const ink = inkIn(px, r.x, r.y, r.w, r.h);
      if (contested.has(p.location)) expect(ink, p.location).toBeGreaterThan(40);
      else expect(ink, `${p.location} ${JSON.stringify(p.piece)}`).toBe(0);
    }
  });

  it('the referee picture shows every unit on the map face up', () => {
    const view = pos.view({ kind: 'referee' });
    const { placed } = picture(view);
    expect(placed.filter((p) => p.piece.kind === 'hidden')).toEqual([]);
    expect(placed.filter((p) => p.piece.kind === 'unit').length).toBe(36);
  });
});
