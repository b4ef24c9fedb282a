// No stack covers a space's name (Tanga's and Dar es Salaam's once were hidden under their
// stacks): a map with big stacks there has the same pixels over each name as one without them.
import { describe, expect, it } from 'vitest';
import { spaceById } from '../../src/games/lettow-vorbeck/data/map.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { LABEL_SIDE } from '../../src/games/lettow-vorbeck/render/background.ts';
import { drawCounter } from '../../src/games/lettow-vorbeck/render/counters.ts';
import { createCanvas } from 'canvas';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import { renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { lv } from '../lettow-vorbeck/lv-helpers.ts';
import { pixelsOf, pixelsOfPng, rgbAt, type Pixels } from './pixels.ts';

/** The pixels over a space's name (its side from LABEL_SIDE; 21 px text, up to 100 px long). */
function nameBox(id: string): { x0: number; x1: number; y0: number; y1: number } {
  const s = spaceById(id);
  switch (LABEL_SIDE[id] ?? 'below') {
    case 'left':
      return { x0: s.x - 24 - 100, x1: s.x - 24 - 7, y0: s.y - 9, y1: s.y + 9 };
    case 'right':
      return { x0: s.x + 24 + 7, x1: s.x + 24 + 100, y0: s.y - 9, y1: s.y + 9 };
    case 'above':
      return { x0: s.x - 40, x1: s.x + 40, y0: s.y - 24 - 13 - 9, y1: s.y - 24 - 13 + 9 };
    default:
      return { x0: s.x - 40, x1: s.x + 40, y0: s.y + 24 + 13 - 9, y1: s.y + 24 + 13 + 9 };
  }
}

function differing(a: Pixels, b: Pixels, id: string): number {
  const r = nameBox(id);
  let n = 0;
  for (let y = r.y0; y <= r.y1; y++)
    for (let x = r.x0; x <= r.x1; x++) if (rgbAt(a, x, y).join() !== rgbAt(b, x, y).join()) n++;
  return n;
}

describe('space names stay readable', () => {
  it('10.0 — big stacks at Tanga, Dar es Salaam, Kigoma and Jassin leave their names uncovered (own and public views)', async () => {
    const g = await lv();
    const at: Record<string, string[]> = {
      'dar-es-salaam': ['ger-1-fka', 'ger-3-fka', 'ger-fw'], // with DESG and MarK: five
      tanga: ['ger-4-fka', 'ger-5-fka', 'ger-6-fka'], // with 2 FKA: four
      kigoma: ['ger-7-fka', 'ger-8-fka', 'ger-9-fka'],
      jassin: ['ger-10-fka', 'ger-kona'],
    };
    for (const [space, units] of Object.entries(at))
      for (const u of units) await g.run(`alice: /sandbox place unit:${u} at:${space}`);
    const game = g.read.game();
    for (const viewer of [{ kind: 'side', side: 'German' }, { kind: 'public' }] as const) {
      const v = game.module.view(game.folded.game, viewer) as LvView;
      const spaces = Object.keys(at);
      const empty: LvView = { ...v, stacks: v.stacks.filter((s) => !spaces.includes(s.location)) };
      expect(v.stacks.filter((s) => spaces.includes(s.location)).length).toBe(4);
      const [full, bare] = await Promise.all([pixelsOfPng(renderMapPng(v)), pixelsOfPng(renderMapPng(empty))]);
      for (const space of spaces) expect(differing(full, bare, space), `${viewer.kind} ${space}`).toBe(0);
    }
    g.close();
  });
});

describe('Portuguese counters', () => {
  it('24.2 — a Portuguese counter is not mistakable for a German one: their faces differ clearly in colour', () => {
    const face = (id: string): [number, number, number] => {
      const c = createCanvas(80, 80);
      drawCounter(c.getContext('2d'), unitById(id), 8, 8, 64);
      return rgbAt(pixelsOf(c), 12, 40); // the face, left of the symbol
    };
    const [pea, ger] = [face('ally-pea-infantry'), face('ger-3-fka')];
    const distance = Math.hypot(pea[0] - ger[0], pea[1] - ger[1], pea[2] - ger[2]);
    expect(distance).toBeGreaterThan(80);
  });
});
