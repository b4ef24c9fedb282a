// Small drawing helpers shared by the Hill of Doves pictures: flat-topped hexes, hatching, fitted
// and haloed text (framed boxes with a title: titledPanel in ../shapes.ts, shared with Lettow-Vorbeck).
import type { CanvasRenderingContext2D } from 'canvas';
import { haloText, panel } from '../../../render/shapes.ts';
import { FONT_CONDENSED, font } from './palette.ts';
import type { Rect } from './layout.ts';

type Ctx = CanvasRenderingContext2D;
export { haloText, panel };

/** A flat-topped hex path (Table 2.1.1: flat-topped, columns left to right). */
export function hexPath(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (k === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** Diagonal hatching inside the current path (call after building the path). */
export function hatchPath(ctx: Ctx, box: Rect, colour: string, step = 7, width = 1.4): void {
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (let k = -box.h; k < box.w; k += step) {
    ctx.moveTo(box.x + k, box.y + box.h);
    ctx.lineTo(box.x + k + box.h, box.y);
  }
  ctx.stroke();
  ctx.restore();
}

/** Text fitted to a width, left-aligned at (x, y) middle baseline. */
export function text(
  ctx: Ctx,
  s: string,
  x: number,
  y: number,
  px: number,
  opts: {
    weight?: 'bold' | 'normal';
    colour?: string;
    align?: 'left' | 'center' | 'right';
    max?: number;
    family?: string;
  } = {},
): void {
  ctx.save();
  ctx.fillStyle = opts.colour ?? '#1b1b1b';
  ctx.font = font(px, opts.weight ?? 'normal', opts.family ?? FONT_CONDENSED);
  ctx.textAlign = opts.align ?? 'left';
  ctx.textBaseline = 'middle';
  if (opts.max !== undefined) ctx.fillText(s, x, y, opts.max);
  else ctx.fillText(s, x, y);
  ctx.restore();
}
