// The Lettow-Vorbeck map picture of one view (never of the state): the cached static layer, then the
// pieces the viewer may see, the Turn marker, the card panel and the title.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import type { LvView } from '../view.ts';
import { scaledOnce } from '../../../render/gif.ts';
import { paintPng } from '../../../render/png.ts';
import { background } from './background.ts';
import { HEIGHT, WIDTH } from './layout.ts';
import { drawCardPanel, drawTitle } from './panels.ts';
import { drawStacks, type Placed } from './stacks.ts';
import { drawTurn } from './trt.ts';

export interface MapPicture {
  canvas: Canvas;
  /** Where each piece was drawn (full-size coordinates). */
  placed: Placed[];
}

/** Draws the map of a view into a context whose coordinates are the 1700 x 1100 map's. */
export function drawMapInto(ctx: CanvasRenderingContext2D, view: LvView, withBackground = true): Placed[] {
  if (withBackground) ctx.drawImage(background(), 0, 0, WIDTH, HEIGHT);
  drawTurn(ctx, view);
  drawTitle(ctx, view);
  drawCardPanel(ctx, view);
  return drawStacks(ctx, view);
}

/** Draws the map of a view on a new canvas; `scale` < 1 gives a smaller picture (GIF frames). */
export function drawMap(view: LvView, scale = 1): MapPicture {
  const canvas = createCanvas(Math.round(WIDTH * scale), Math.round(HEIGHT * scale));
  const ctx = canvas.getContext('2d');
  if (scale === 1) return { canvas, placed: drawMapInto(ctx, view) };
  ctx.drawImage(scaledOnce(background(), scale), 0, 0);
  ctx.scale(scale, scale);
  return { canvas, placed: drawMapInto(ctx, view, false) };
}

/** PNG of the map of a view, painted and encoded as every posted picture is (src/render/png.ts). */
export function renderMapPng(view: LvView): Buffer {
  return paintPng(WIDTH, HEIGHT, (ctx) => void drawMapInto(ctx, view));
}
