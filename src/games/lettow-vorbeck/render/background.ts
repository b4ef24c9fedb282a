// The static layer of the Lettow-Vorbeck map: everything that never changes in a game (sea, land and
// regions, lakes, rivers, routes by kind, spaces with terrain and features, names, box frames, the
// Turn Record Track's boxes, the legend). Drawn once per process and cached as a canvas; each picture
// copies it and draws only the pieces, the Turn marker and the card panel on top.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { BOXES, LAKE_LABELS, OCEAN_POINTS, ROUTES, SPACES, spaceById } from '../data/map.ts';
import type { SpaceDef } from '../data/types.ts';
import { TURNS } from '../data/turns.ts';
import { COAST, ISLANDS, RIVERS, SEA_LANE, lakeOutline, nearestRegion, type Pt } from './geography.ts';
import { BOX_TITLE, CARD_PANEL, HEIGHT, SPACE_R, TITLE, TRT_PANEL, WIDTH, boxRect, trtBox } from './layout.ts';
import { drawCounterKey, drawLegend } from './legend.ts';
import { drawRail, drawSpaceSymbol, haloText, panel } from './symbols.ts';
import {
  COAST as COAST_INK,
  FONT_CONDENSED,
  FONT_SERIF,
  LAKE,
  LAKE_SHORE,
  LAND_BORDER,
  PANEL,
  REGION_TINT,
  ROUTE,
  SEA,
  SEA_DEEP,
  SIDE_COLOUR,
  activePalette,
  font,
} from './palette.ts';
import type { PaletteName } from '../../../engine/presentation.ts';

type Ctx = CanvasRenderingContext2D;

/** A smooth path through points (quadratic curves through the midpoints). */
export function smoothPath(ctx: Ctx, pts: readonly Pt[], closed: boolean): void {
  if (pts.length < 2) return;
  const n = pts.length;
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  if (closed) {
    const start = mid(pts[n - 1]!, pts[0]!);
    ctx.moveTo(start[0], start[1]);
    for (let i = 0; i < n; i++) {
      const p = pts[i]!;
      const m = mid(p, pts[(i + 1) % n]!);
      ctx.quadraticCurveTo(p[0], p[1], m[0], m[1]);
    }
    ctx.closePath();
  } else {
    ctx.moveTo(pts[0]![0], pts[0]![1]);
    for (let i = 1; i < n - 1; i++) {
      const p = pts[i]!;
      const m = mid(p, pts[i + 1]!);
      ctx.quadraticCurveTo(p[0], p[1], m[0], m[1]);
    }
    ctx.lineTo(pts[n - 1]![0], pts[n - 1]![1]);
  }
}

function landPath(ctx: Ctx): void {
  ctx.beginPath();
  smoothPath(ctx, [[0, 0], ...COAST, [0, HEIGHT]], false);
  ctx.lineTo(0, HEIGHT);
  ctx.lineTo(0, 0);
  ctx.closePath();
}

function lakesPath(ctx: Ctx): void {
  ctx.beginPath();
  for (const l of LAKE_LABELS) smoothPath(ctx, lakeOutline(l), true);
}

/** Where a space's name goes: below by default; a few sit elsewhere to clear their neighbours. */
export const LABEL_SIDE: Record<string, 'below' | 'above' | 'left' | 'right'> = {
  'rufiji-delta': 'left',
  kilwa: 'left',
  lindi: 'left',
  mozambique: 'left',
  quelimane: 'left',
  'porto-amelia': 'above',
  'dar-es-salaam': 'left',
  pangani: 'left',
  tanga: 'left',
  jassin: 'above',
  mombasa: 'left',
  taveta: 'above',
  kivu: 'above',
  albertville: 'below',
  kigoma: 'right',
  usumbura: 'below',
  'kondoa-irangi': 'below',
  wiedhafen: 'right',
  ngomano: 'above',
  kibambawe: 'above',
  voi: 'right',
};

export function labelAnchor(s: SpaceDef): { x: number; y: number; align: 'center' | 'left' | 'right' } {
  switch (LABEL_SIDE[s.id] ?? 'below') {
    case 'above':
      return { x: s.x, y: s.y - SPACE_R - 13, align: 'center' };
    case 'left':
      return { x: s.x - SPACE_R - 6, y: s.y, align: 'right' };
    case 'right':
      return { x: s.x + SPACE_R + 6, y: s.y, align: 'left' };
    default:
      return { x: s.x, y: s.y + SPACE_R + 13, align: 'center' };
  }
}

export const LABEL_FONT = font(21, 'bold', FONT_CONDENSED);

function drawSea(ctx: Ctx): void {
  const g = ctx.createLinearGradient(1300, 0, WIDTH, 0);
  g.addColorStop(0, SEA);
  g.addColorStop(1, SEA_DEEP);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  // Wave hatching in the ocean.
  ctx.strokeStyle = 'rgba(255,255,255,0.25)';
  ctx.lineWidth = 1.2;
  for (let y = 20; y < HEIGHT; y += 34) {
    for (let x = 1380 + ((y / 34) % 2) * 30; x < WIDTH; x += 70) {
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + 8, y - 5, x + 16, y);
      ctx.quadraticCurveTo(x + 24, y + 5, x + 32, y);
      ctx.stroke();
    }
  }
}

function drawLand(ctx: Ctx): void {
  // Region tints: each 4 px cell takes the region of its nearest space (a Voronoi partition).
  const cell = 4;
  const cols = Math.ceil(WIDTH / cell);
  const rows = Math.ceil(HEIGHT / cell);
  const region: string[] = new Array<string>(cols * rows);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) region[j * cols + i] = nearestRegion(i * cell + cell / 2, j * cell + cell / 2);
  const tint = createCanvas(cols, rows);
  const tctx = tint.getContext('2d');
  const img = tctx.createImageData(cols, rows);
  const rgb = new Map<string, [number, number, number]>();
  for (const [name, h] of Object.entries(REGION_TINT))
    rgb.set(name, [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)]);
  for (let k = 0; k < cols * rows; k++) {
    const c = rgb.get(region[k]!) ?? [232, 220, 176];
    img.data[k * 4] = c[0];
    img.data[k * 4 + 1] = c[1];
    img.data[k * 4 + 2] = c[2];
    img.data[k * 4 + 3] = 255;
  }
  tctx.putImageData(img, 0, 0);
  ctx.save();
  landPath(ctx);
  ctx.clip();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(tint, 0, 0, cols * cell, rows * cell);
  ctx.imageSmoothingEnabled = true;
  // Paper grain: faint speckle so the land is not flat.
  ctx.fillStyle = 'rgba(120, 90, 40, 0.05)';
  for (let k = 0; k < 2600; k++) {
    const x = (k * 7919) % WIDTH;
    const y = (k * 104729) % HEIGHT;
    ctx.fillRect(x, y, 3, 3);
  }
  // Borders between regions: dots where neighbouring cells differ.
  ctx.fillStyle = LAND_BORDER;
  for (let j = 0; j < rows - 1; j++) {
    for (let i = 0; i < cols - 1; i++) {
      const r = region[j * cols + i];
      if (r !== region[j * cols + i + 1] || r !== region[(j + 1) * cols + i]) {
        if ((i + j) % 2 === 0) ctx.fillRect(i * cell + 1, j * cell + 1, 3, 3);
      }
    }
  }
  ctx.restore();
  // Coastline.
  ctx.save();
  ctx.beginPath();
  smoothPath(ctx, COAST, false);
  ctx.strokeStyle = COAST_INK;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.restore();
  for (const isl of ISLANDS) {
    ctx.beginPath();
    ctx.ellipse(isl.x, isl.y, isl.rx, isl.ry, 0.25, 0, Math.PI * 2);
    ctx.fillStyle = REGION_TINT['German East Africa']!;
    ctx.fill();
    ctx.strokeStyle = COAST_INK;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

function drawWater(ctx: Ctx): void {
  for (const r of RIVERS) {
    ctx.beginPath();
    smoothPath(ctx, r.points, false);
    ctx.strokeStyle = 'rgba(58, 128, 190, 0.55)';
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.stroke();
  }
  lakesPath(ctx);
  ctx.fillStyle = LAKE;
  ctx.fill();
  ctx.strokeStyle = LAKE_SHORE;
  ctx.lineWidth = 2.5;
  ctx.stroke();
}

function drawRegionLabels(ctx: Ctx): void {
  ctx.save();
  ctx.fillStyle = 'rgba(95, 70, 35, 0.5)';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const label = (text: string, x: number, y: number, px: number, rot = 0): void => {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(rot);
    ctx.font = `italic bold ${px}px "${FONT_SERIF}"`;
    ctx.fillText(text.split('').join(String.fromCharCode(8202)), 0, 0);
    ctx.restore();
  };
  label('GERMAN EAST AFRICA', 610, 655, 26);
  label('BRITISH EAST AFRICA', 800, 28, 22);
  label('PORTUGUESE EAST AFRICA', 1000, 1082, 17);
  label('BELGIAN CONGO', 26, 470, 20, -Math.PI / 2);
  label('N. RHODESIA / NYASALAND', 400, 885, 17);
  ctx.fillStyle = 'rgba(30, 80, 130, 0.75)';
  for (const l of LAKE_LABELS) {
    ctx.font = `italic bold 17px "${FONT_SERIF}"`;
    const [a, b] = l.lake.split(' ');
    ctx.fillText(a ?? '', l.x, l.y - 10);
    ctx.fillText(b ?? '', l.x, l.y + 10);
  }
  ctx.fillStyle = 'rgba(20, 60, 110, 0.55)';
  label('INDIAN OCEAN', 1482, 870, 17, -Math.PI / 2);
  ctx.restore();
}

function drawRoutes(ctx: Ctx): void {
  ctx.save();
  ctx.lineCap = 'round';
  // Ocean lane and spurs (Allies only, 28.2.2-28.2.3).
  ctx.strokeStyle = ROUTE.ocean;
  ctx.lineWidth = 3;
  ctx.setLineDash([2, 7]);
  ctx.beginPath();
  smoothPath(ctx, SEA_LANE, false);
  ctx.stroke();
  for (const p of OCEAN_POINTS) {
    let from: Pt;
    if (p.id === 'indian-ocean-box') {
      const r = boxRect(p.id);
      from = [r.x, r.y + r.h / 2];
    } else {
      const s = spaceById(p.id);
      from = [s.x, s.y];
    }
    const near = nearestOnPolyline(SEA_LANE, from);
    ctx.beginPath();
    ctx.moveTo(from[0], from[1]);
    ctx.lineTo(near[0], near[1]);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  // Lake links arc across their lake, drawn faintly (the map data's ruling on lake labels).
  for (const r of ROUTES.filter((x) => x.kind === 'lake')) {
    const a = spaceById(r.from);
    const b = spaceById(r.to);
    const lake = LAKE_LABELS.find((l) => l.lake === r.water)!;
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    const cx = mx + (lake.x - mx) * 0.5;
    const cy = my + (lake.y - my) * 0.5;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.quadraticCurveTo(cx, cy, b.x, b.y);
    ctx.strokeStyle = 'rgba(31, 79, 122, 0.6)';
    ctx.lineWidth = 2.5;
    ctx.setLineDash([9, 7]);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  for (const r of ROUTES.filter((x) => x.kind === 'land')) {
    const a = spaceById(r.from);
    const b = spaceById(r.to);
    line(ctx, a, b, '#f8f1dc', 7);
    line(ctx, a, b, ROUTE.land, 4);
  }
  for (const r of ROUTES.filter((x) => x.kind === 'river')) {
    const a = spaceById(r.from);
    const b = spaceById(r.to);
    line(ctx, a, b, '#dff0fb', 9);
    line(ctx, a, b, ROUTE.river, 6);
  }
  for (const r of ROUTES.filter((x) => x.kind === 'rail')) {
    const a = spaceById(r.from);
    const b = spaceById(r.to);
    drawRail(ctx, a.x, a.y, b.x, b.y);
  }
  ctx.restore();
}

function line(ctx: Ctx, a: { x: number; y: number }, b: { x: number; y: number }, colour: string, width: number): void {
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

function nearestOnPolyline(pts: readonly Pt[], p: Pt): Pt {
  let best: Pt = pts[0]!;
  let bd = Infinity;
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i]!;
    const b = pts[i + 1]!;
    const vx = b[0] - a[0];
    const vy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / (vx * vx + vy * vy)));
    const q: Pt = [a[0] + vx * t, a[1] + vy * t];
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (d < bd) {
      bd = d;
      best = q;
    }
  }
  return best;
}

function drawSpaces(ctx: Ctx): void {
  for (const s of SPACES) drawSpaceSymbol(ctx, s);
  ctx.save();
  ctx.font = LABEL_FONT;
  ctx.textBaseline = 'middle';
  for (const s of SPACES) {
    const a = labelAnchor(s);
    ctx.textAlign = a.align;
    haloText(ctx, s.name, a.x, a.y, '#1b1b1b', 'rgba(255, 250, 235, 0.92)', 5);
  }
  ctx.restore();
}

function drawBoxes(ctx: Ctx): void {
  for (const b of BOXES) {
    const r = boxRect(b.id);
    panel(ctx, r, b.id === 'indian-ocean-box' ? 'rgba(226, 238, 246, 0.95)' : PANEL);
    ctx.save();
    ctx.fillStyle = '#3b2f1c';
    ctx.font = font(15, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(BOX_TITLE[b.id] ?? b.name, r.x + r.w / 2, r.y + 12, r.w - 10);
    ctx.strokeStyle = 'rgba(91, 74, 46, 0.5)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(r.x + 8, r.y + 22);
    ctx.lineTo(r.x + r.w - 8, r.y + 22);
    ctx.stroke();
    ctx.restore();
  }
}

function drawTrtStatic(ctx: Ctx): void {
  panel(ctx, TRT_PANEL);
  ctx.save();
  ctx.fillStyle = '#3b2f1c';
  ctx.font = font(14, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText('TURN RECORD TRACK — first player: ', TRT_PANEL.x + 10, TRT_PANEL.y + 13);
  const w = ctx.measureText('TURN RECORD TRACK — first player: ').width;
  let x = TRT_PANEL.x + 10 + w;
  for (const side of ['German', 'Allied'] as const) {
    ctx.fillStyle = SIDE_COLOUR[side];
    ctx.fillRect(x, TRT_PANEL.y + 6, 14, 14);
    ctx.fillStyle = '#3b2f1c';
    ctx.fillText(side, x + 18, TRT_PANEL.y + 13);
    x += 18 + ctx.measureText(side).width + 12;
  }
  for (const t of TURNS) {
    const r = trtBox(t.index);
    ctx.fillStyle = '#fffaf0';
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.fillStyle = SIDE_COLOUR[t.first];
    ctx.fillRect(r.x, r.y, r.w, 7);
    ctx.strokeStyle = '#3b2f1c';
    ctx.lineWidth = 1.5;
    ctx.strokeRect(r.x, r.y, r.w, r.h);
    const [year, part] = t.label.split(' ');
    ctx.fillStyle = '#2b2b2b';
    ctx.textAlign = 'center';
    ctx.font = font(13, 'normal', FONT_CONDENSED);
    ctx.fillText(year ?? '', r.x + r.w / 2, r.y + 20);
    ctx.font = font(16, 'bold', FONT_CONDENSED);
    ctx.fillText(part ?? '', r.x + r.w / 2, r.y + 37);
  }
  ctx.restore();
}

function drawTitleStatic(ctx: Ctx): void {
  panel(ctx, TITLE);
  ctx.save();
  ctx.fillStyle = '#3b2f1c';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `bold 25px "${FONT_SERIF}"`;
  ctx.fillText('Lettow-Vorbeck', TITLE.x + 12, TITLE.y + 30);
  ctx.font = `italic 14px "${FONT_SERIF}"`;
  ctx.fillText('East Africa 1914-18', TITLE.x + 12, TITLE.y + 49);
  ctx.restore();
}

/** The static layer per palette (its legend shows counters). */
const cached = new Map<PaletteName, Canvas>();

/** The static layer, drawn on first use and kept for the life of the process. */
export function background(): Canvas {
  const had = cached.get(activePalette());
  if (had) return had;
  const c = createCanvas(WIDTH, HEIGHT);
  const ctx = c.getContext('2d');
  drawSea(ctx);
  drawLand(ctx);
  drawWater(ctx);
  drawRegionLabels(ctx);
  drawRoutes(ctx);
  drawSpaces(ctx);
  drawBoxes(ctx);
  drawTrtStatic(ctx);
  drawLegend(ctx);
  drawCounterKey(ctx);
  drawTitleStatic(ctx);
  panel(ctx, CARD_PANEL);
  cached.set(activePalette(), c);
  return c;
}
