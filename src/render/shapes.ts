// What both games' pictures share: the fonts (DejaVu, the system's), the paper and ink, and the
// drawing primitives (rounded rectangles, dice, haloed text, the shadowed panel). Each game's own
// drawing lives in src/render/<game>/.
import type { CanvasRenderingContext2D } from 'canvas';

type Ctx = CanvasRenderingContext2D;

export const FONT = 'DejaVu Sans';
export const FONT_CONDENSED = 'DejaVu Sans Condensed';
export const FONT_SERIF = 'DejaVu Serif';

export const font = (px: number, weight: 'bold' | 'normal' = 'bold', family: string = FONT): string =>
  `${weight === 'bold' ? 'bold ' : ''}${px}px "${family}"`;

export const INK = '#1b1b1b';
export const PAPER = '#f6efd9';

/** The panel's default fill and its edge (the parchment of both games' sheets). */
export const PANEL = 'rgba(250, 245, 228, 0.94)';
export const PANEL_EDGE = '#5b4a2e';

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.lineTo(x + w - r, y);
  ctx.arcTo(x + w, y, x + w, y + r, r);
  ctx.lineTo(x + w, y + h - r);
  ctx.arcTo(x + w, y + h, x + w - r, y + h, r);
  ctx.lineTo(x + r, y + h);
  ctx.arcTo(x, y + h, x, y + h - r, r);
  ctx.lineTo(x, y + r);
  ctx.arcTo(x, y, x + r, y, r);
  ctx.closePath();
}

/** A die showing `value` (battle pictures of both games). */
export function drawDie(ctx: Ctx, x: number, y: number, s: number, value: number, fill = '#ffffff'): void {
  ctx.save();
  ctx.fillStyle = fill;
  roundRect(ctx, x, y, s, s, s * 0.18);
  ctx.fill();
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = '#111';
  const P: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [
      [0.28, 0.28],
      [0.72, 0.72],
    ],
    3: [
      [0.26, 0.26],
      [0.5, 0.5],
      [0.74, 0.74],
    ],
    4: [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ],
    5: [
      [0.26, 0.26],
      [0.74, 0.26],
      [0.5, 0.5],
      [0.26, 0.74],
      [0.74, 0.74],
    ],
    6: [
      [0.28, 0.24],
      [0.72, 0.24],
      [0.28, 0.5],
      [0.72, 0.5],
      [0.28, 0.76],
      [0.72, 0.76],
    ],
  };
  for (const [px, py] of P[value] ?? []) {
    ctx.beginPath();
    ctx.arc(x + px * s, y + py * s, s * 0.09, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Text with a light halo, so it reads over routes and tints. */
export function haloText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  fill = '#1b1b1b',
  halo = 'rgba(255, 250, 235, 0.92)',
  width = 4,
): void {
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = halo;
  ctx.lineWidth = width;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
  ctx.restore();
}

/** A framed panel with its title on the first line, `inset` from its left edge (both games' boxes and keys). */
export function titledPanel(
  ctx: Ctx,
  r: { x: number; y: number; w: number; h: number },
  title: string,
  fill = PANEL,
  px = 15,
  inset = 8,
): void {
  panel(ctx, r, fill);
  ctx.save();
  ctx.fillStyle = '#3b2f1c';
  ctx.font = font(px, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(title, r.x + inset, r.y + 13, r.w - 2 * inset);
  ctx.restore();
}

/** A counter struck through corner to corner (eliminated, dead), `inset` inside its square of side `s`. */
export function crossOut(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  inset: number,
  colour: string,
  width: number,
): void {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(x + inset, y + inset);
  ctx.lineTo(x + s - inset, y + s - inset);
  ctx.moveTo(x + s - inset, y + inset);
  ctx.lineTo(x + inset, y + s - inset);
  ctx.stroke();
  ctx.restore();
}

export function panel(ctx: Ctx, r: { x: number; y: number; w: number; h: number }, fill = PANEL): void {
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  roundRect(ctx, r.x + 3, r.y + 4, r.w, r.h, 8);
  ctx.fill();
  ctx.fillStyle = fill;
  roundRect(ctx, r.x, r.y, r.w, r.h, 8);
  ctx.fill();
  ctx.strokeStyle = PANEL_EDGE;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.restore();
}
