// The Hill of Doves sheet of one view (never of the state): the cached static layer (terrain, roads,
// names, box frames, track boxes), then what the view shows. `renderHodMapPng` is what /map posts.
import { type Canvas, createCanvas, type CanvasRenderingContext2D } from 'canvas';
import type { HodView } from '../view.ts';
import { scaledOnce } from '../../../render/gif.ts';
import { encodePng, paintPng } from '../../../render/png.ts';
import { drawBoxesDynamic, drawBoxesStatic } from './boxes.ts';
import { SHEET } from './layout.ts';
import { drawOperationalDynamic, drawOperationalStatic } from './operational.ts';
import { PAPER } from './palette.ts';
import { drawSidePanel, drawTitle } from './panels.ts';
import { drawStrategicDynamic, drawStrategicStatic, type StrategicColumnsView } from './strategic.ts';
import { drawTacticalDynamic, drawTacticalStatic } from './tactical.ts';
import { drawTacticalTimeTrack, drawTracksDynamic, drawTracksStatic } from './tracks.ts';

let cached: Canvas | null = null;

/** The static layer, drawn once per process. */
export function hodBackground(): Canvas {
  if (cached) return cached;
  const c = createCanvas(SHEET.w, SHEET.h);
  const ctx = c.getContext('2d');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, SHEET.w, SHEET.h);
  drawTacticalStatic(ctx);
  drawOperationalStatic(ctx);
  drawStrategicStatic(ctx);
  drawBoxesStatic(ctx);
  drawTracksStatic(ctx);
  cached = c;
  return c;
}

/** Who is looking, for the title line ("British view · sandbox · …"), from the view's viewer and sandbox flag; `label` replaces it (not for the referee). */
export function viewerLabel(view: HodView, label?: string): string {
  const sandbox = view.sandbox ? ' · sandbox' : '';
  // A referee picture always says so, whatever label the caller gives.
  if (view.viewer === 'referee' || view.secret)
    return `Referee view${sandbox} · everything: laagers cup and deck shown`;
  if (label !== undefined) return label;
  const who = view.viewer === 'public' ? 'Public view' : `${view.viewer} view`;
  return `${who}${sandbox} · laagers cup and event deck as counts`;
}

export function drawHodInto(ctx: CanvasRenderingContext2D, view: HodView, label?: string, background = true): void {
  const v = view as HodView & StrategicColumnsView;
  if (background) ctx.drawImage(hodBackground(), 0, 0);
  drawTacticalDynamic(ctx, v);
  drawOperationalDynamic(ctx, v);
  drawStrategicDynamic(ctx, v);
  drawBoxesDynamic(ctx, v);
  drawTracksDynamic(ctx, v);
  drawTacticalTimeTrack(ctx, v);
  drawSidePanel(ctx, v);
  drawTitle(ctx, v, viewerLabel(v, label));
}

export function drawHodSheet(view: HodView, label?: string, scale = 1): Canvas {
  const c = createCanvas(Math.round(SHEET.w * scale), Math.round(SHEET.h * scale));
  const ctx = c.getContext('2d');
  if (scale === 1) {
    drawHodInto(ctx, view, label);
    return c;
  }
  ctx.drawImage(scaledOnce(hodBackground(), scale), 0, 0);
  ctx.scale(scale, scale);
  drawHodInto(ctx, view, label, false);
  return c;
}

/** PNG encoding shared by every picture (src/render/png.ts; bench: render_hod_map_ms). */
export { encodePng };

/** PNG of the sheet of a view, painted and encoded as every posted picture is (src/render/png.ts). */
export function renderHodMapPng(view: HodView, label?: string): Buffer {
  return paintPng(SHEET.w, SHEET.h, (ctx) => drawHodInto(ctx, view, label));
}
