// The colour-blind palette (/settings palette:colour-blind): under simulated deuteranopia and protanopia
// the counters of German, Allied (British Empire) and Portuguese units, and the face-down blocks of the two
// sides, still differ in colour, and they differ by their markings too (letters, hatching), which the
// standard palette does not have. The same holds for Hill of Doves' British and Boer counters.
// The simulation is Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation
// of Color Vision Deficiency", IEEE Transactions on Visualization and Computer Graphics 15(6), 1291-1298:
// their matrices for severity 1.0, applied to linear RGB. (The npm package color-blind implements an older
// model; node_modules is not changed for a test.)
import { createCanvas } from 'canvas';
import { describe, expect, it } from 'vitest';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import { drawCounter, drawFaceDown } from '../../src/games/lettow-vorbeck/render/counters.ts';
import { withPalette } from '../../src/games/lettow-vorbeck/render/palette.ts';
import { boerFace, britishFace, drawChip } from '../../src/games/hill-of-doves/render/counters.ts';
import { withPalette as withHodPalette } from '../../src/games/hill-of-doves/render/palette.ts';
import type { PaletteName } from '../../src/engine/presentation.ts';
import { pixelsOf, rgbAt, type Pixels } from './pixels.ts';

type Rgb = [number, number, number];
type Matrix = readonly [Rgb, Rgb, Rgb];

/** Machado et al. 2009, severity 1.0. */
const PROTANOPIA: Matrix = [
  [0.152286, 1.052583, -0.204868],
  [0.114503, 0.786281, 0.099216],
  [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: Matrix = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
];
const SIMULATIONS = [
  ['deuteranopia', DEUTERANOPIA],
  ['protanopia', PROTANOPIA],
] as const;

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
};

/** A colour as a person with the deficiency sees it. */
function simulate(rgb: Rgb, m: Matrix): Rgb {
  const lin = rgb.map(toLinear) as Rgb;
  return m.map((row) => toSrgb(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])) as Rgb;
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Which pixels of a region are light (luminance over 160): what stays of a marking without colour. */
function lightMask(p: Pixels, x0: number, y0: number, w: number, h: number, m: Matrix): boolean[] {
  const out: boolean[] = [];
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) {
      const [r, g, b] = simulate(rgbAt(p, x, y), m);
      out.push(0.2126 * r + 0.7152 * g + 0.0722 * b > 160);
    }
  return out;
}
const differing = (a: boolean[], b: boolean[]) => a.filter((v, i) => v !== b[i]).length;

const S = 64;
const GAP = 20;
const UNITS = [
  ['German', 'ger-3-fka'],
  ['Allied (British Empire)', 'ally-1-kar'],
  ['Portuguese', 'ally-pea-infantry'],
] as const;

/** The three counters side by side, then the German and Allied face-down blocks. */
function drawLv(palette: PaletteName): Pixels {
  const c = createCanvas(5 * (S + GAP) + GAP, S + 2 * GAP);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#eadcb0';
  ctx.fillRect(0, 0, c.width, c.height);
  withPalette(palette, () => {
    UNITS.forEach(([, id], i) => drawCounter(ctx, unitById(id), GAP + i * (S + GAP), GAP, S));
    drawFaceDown(ctx, 'German', 1, GAP + 3 * (S + GAP), GAP, S);
    drawFaceDown(ctx, 'Allied', 1, GAP + 4 * (S + GAP), GAP, S);
  });
  return pixelsOf(c);
}
const left = (i: number) => GAP + i * (S + GAP);

describe('the colour-blind palette: German, Allied and Portuguese counters told apart without colour', () => {
  const cb = drawLv('colour-blind');
  const standard = drawLv('standard');

  for (const [name, m] of SIMULATIONS) {
    it(`${name}: the counters' faces and the sides' blocks still differ in colour`, () => {
      const face = (i: number) => simulate(rgbAt(cb, left(i) + S * 0.12, GAP + S * 0.62), m);
      for (const [a, b] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const)
        expect(distance(face(a), face(b)), `${UNITS[a][0]} / ${UNITS[b][0]}`).toBeGreaterThan(30);
      const block = (i: number) => simulate(rgbAt(cb, left(i) + S * 0.85, GAP + S * 0.85), m);
      expect(distance(block(3), block(4))).toBeGreaterThan(60);
    });

    it(`${name}: each counter names its contingent in its stripe (GE, BR, PT), which the standard palette does not`, () => {
      // The stripe across the top: 0.22 of the counter under the colour-blind palette, 0.13 in the standard one.
      const stripe = (p: Pixels, i: number) =>
        lightMask(p, left(i) + S * 0.1, GAP + 1, S * 0.8, S * (p === cb ? 0.2 : 0.1), m);
      for (const [a, b] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const) {
        expect(differing(stripe(cb, a), stripe(cb, b)), `${UNITS[a][0]} / ${UNITS[b][0]}`).toBeGreaterThan(25);
        expect(differing(stripe(standard, a), stripe(standard, b))).toBe(0);
      }
      for (const i of [0, 1, 2]) expect(stripe(cb, i).filter(Boolean).length).toBeGreaterThan(20);
    });

    it(`${name}: the face-down blocks carry their side's letter and the Allied one is hatched`, () => {
      const block = (p: Pixels, i: number) => lightMask(p, left(i) + 2, GAP + 2, S - 4, S - 4, m);
      const markedApart = differing(block(cb, 3), block(cb, 4));
      expect(markedApart).toBeGreaterThan(differing(block(standard, 3), block(standard, 4)) + 150);
    });
  }
});

describe('the colour-blind palette: Hill of Doves British and Boer counters told apart without colour', () => {
  const draw = (palette: PaletteName): Pixels => {
    const c = createCanvas(3 * S, S + 2 * GAP);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#dbe7b9';
    ctx.fillRect(0, 0, c.width, c.height);
    withHodPalette(palette, () => {
      drawChip(ctx, { ...britishFace('COY-58-A', 'full'), main: '6' }, GAP, GAP, S);
      drawChip(ctx, boerFace('CRACK-VK'), GAP + S + GAP, GAP, S);
    });
    return pixelsOf(c);
  };
  const cb = draw('colour-blind');
  const standard = draw('standard');
  for (const [name, m] of SIMULATIONS)
    it(`${name}: faces differ in colour, and the Boer dots and the GB / Z letters mark the sides`, () => {
      const face = (x: number) => simulate(rgbAt(cb, x + S * 0.08, GAP + S * 0.5), m);
      expect(distance(face(GAP), face(2 * GAP + S))).toBeGreaterThan(60);
      const lower = (p: Pixels, x: number) => lightMask(p, x + 2, GAP + S * 0.36, S - 4, S * 0.6, m);
      const apartCb = differing(lower(cb, GAP), lower(cb, 2 * GAP + S));
      const apartStandard = differing(lower(standard, GAP), lower(standard, 2 * GAP + S));
      expect(apartCb).toBeGreaterThan(apartStandard + 40);
    });
});
