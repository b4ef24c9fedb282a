// The recap picture (src/engine/recap.ts): the viewer's map at the end of the recap, an arrow along each
// move's path in its side's colour (the last one thicker, labelled "last"), a ring on each place where
// something happened (red: a battle, black: a loss, green: a stack came into sight, grey: one left it,
// blue: anything else), and an inset in a corner the action leaves free: the area of the latest action
// at twice the scale (or more), readable on a phone. Drawn from the view and the viewer's recap model only.
import { createCanvas, type CanvasRenderingContext2D } from 'canvas';
import type { RecapFact, RecapModel } from '../../../engine/recap.ts';
import { paintPng } from '../../../render/png.ts';
import { roundRect } from '../../../render/shapes.ts';
import { BOXES, isSpace, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import type { LvView } from '../view.ts';
import { HEIGHT, WIDTH, TITLE, type Rect } from './layout.ts';
import { drawMapInto } from './lv-map.ts';
import { INK, PANEL, PANEL_EDGE, SIDE_COLOUR, font } from './palette.ts';

type Ctx = CanvasRenderingContext2D;

export interface LvRecapInput {
  model: RecapModel;
  view: LvView;
}

interface Point {
  x: number;
  y: number;
}

/** Where a place is drawn: a space's centre or a box's. */
function pointOf(id: string): Point | null {
  if (isSpace(id)) {
    const s = spaceById(id);
    return { x: s.x, y: s.y };
  }
  const b = BOXES.find((x) => x.id === id);
  return b ? { x: b.x, y: b.y } : null;
}

const RING: Record<RecapFact['kind'], string> = {
  battle: '#c0201a',
  loss: '#111111',
  appeared: '#1d8a3a',
  vanished: '#8a8a8a',
  decided: '#6a3fa0',
  event: '#2f5f9a',
  card: '#2f5f9a',
  move: '#2f5f9a',
};

const sideColour = (side: string | undefined): string =>
  side === 'German' || side === 'Allied' ? SIDE_COLOUR[side as Side] : '#444444';

function arrow(ctx: Ctx, pts: Point[], colour: string, width: number): void {
  if (pts.length < 2) return;
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const [w, c] of [
    [width + 4, '#ffffff'],
    [width, colour],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(pts[0]!.x, pts[0]!.y);
    for (const p of pts.slice(1)) ctx.lineTo(p.x, p.y);
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.stroke();
  }
  const a = pts[pts.length - 2]!;
  const b = pts[pts.length - 1]!;
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const head = 10 + width * 2;
  ctx.beginPath();
  ctx.moveTo(b.x, b.y);
  ctx.lineTo(b.x - head * Math.cos(ang - 0.45), b.y - head * Math.sin(ang - 0.45));
  ctx.lineTo(b.x - head * Math.cos(ang + 0.45), b.y - head * Math.sin(ang + 0.45));
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

function ring(ctx: Ctx, p: Point, colour: string, dashed: boolean): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(p.x, p.y, 30, 0, Math.PI * 2);
  ctx.lineWidth = 7;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = 4;
  ctx.strokeStyle = colour;
  if (dashed) ctx.setLineDash([7, 5]);
  ctx.stroke();
  ctx.restore();
}

function label(ctx: Ctx, text: string, p: Point, colour: string): void {
  ctx.save();
  ctx.font = font(16);
  const w = ctx.measureText(text).width + 10;
  roundRect(ctx, p.x - w / 2, p.y - 40, w, 22, 5);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, p.x, p.y - 29);
  ctx.restore();
}

/** The arrows and rings of a recap, in full-size map coordinates. */
function drawMarks(ctx: Ctx, facts: readonly RecapFact[]): void {
  const moves = facts.filter((f) => f.kind === 'move' && (f.at?.length ?? 0) > 1);
  for (const f of facts)
    if (f.kind !== 'move')
      for (const id of f.at ?? []) {
        const p = pointOf(id);
        if (p) ring(ctx, p, RING[f.kind], f.kind === 'vanished');
      }
  moves.forEach((f, i) => {
    const pts = trimmed((f.at ?? []).map(pointOf).filter((p): p is Point => p !== null));
    const last = i === moves.length - 1;
    arrow(ctx, pts, sideColour(f.side), last ? 7 : 4);
    if (last && pts.length > 1) {
      const a = pts[pts.length - 2]!;
      const b = pts[pts.length - 1]!;
      label(ctx, 'last move', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, sideColour(f.side));
    }
  });
}

/** A path that starts and ends at the edge of its spaces, so the arrow leaves the stacks and names readable. */
function trimmed(pts: Point[]): Point[] {
  if (pts.length < 2) return pts;
  const pull = (from: Point, to: Point, by: number): Point => {
    const d = Math.hypot(to.x - from.x, to.y - from.y);
    const k = d > 2 * by ? by / d : 0;
    return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
  };
  const out = [...pts];
  out[0] = pull(pts[0]!, pts[1]!, 20);
  out[out.length - 1] = pull(pts[pts.length - 1]!, pts[pts.length - 2]!, 26);
  return out;
}

/** The area of the latest action: the last fact with a place, and what happened near it. */
export function actionArea(facts: readonly RecapFact[]): Rect | null {
  const placed = facts.filter((f) => f.at?.length);
  const latest = placed.at(-1);
  if (!latest) return null;
  const anchor = (latest.at ?? []).map(pointOf).filter((p): p is Point => p !== null);
  if (!anchor.length) return null;
  const near = (p: Point): boolean => anchor.some((a) => Math.hypot(a.x - p.x, a.y - p.y) < 260);
  const pts = placed.flatMap((f) => (f.at ?? []).map(pointOf)).filter((p): p is Point => p !== null && near(p));
  const xs = [...anchor, ...pts].map((p) => p.x);
  const ys = [...anchor, ...pts].map((p) => p.y);
  const pad = 70;
  return {
    x: Math.min(...xs) - pad,
    y: Math.min(...ys) - pad,
    w: Math.max(...xs) - Math.min(...xs) + 2 * pad,
    h: Math.max(...ys) - Math.min(...ys) + 2 * pad,
  };
}

const INSET = { w: 520, h: 360 };
const MIN_ZOOM = 2;

const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Where the inset goes: the corner slot farthest from the action that does not cover it. */
export function insetSlot(area: Rect): Rect {
  const slots: Rect[] = [
    { x: 8, y: TITLE.y + TITLE.h + 40, ...INSET },
    { x: 8, y: HEIGHT - INSET.h - 130, ...INSET },
    { x: WIDTH - INSET.w - 300, y: HEIGHT - INSET.h - 34, ...INSET },
    { x: 560, y: 8, ...INSET },
  ];
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const dist = (r: Rect): number => Math.hypot(r.x + r.w / 2 - cx, r.y + r.h / 2 - cy);
  const free = slots.filter((s) => !overlaps(s, area));
  return (free.length ? free : slots).sort((a, b) => dist(b) - dist(a))[0]!;
}

/** The source rectangle of the inset: the action area, widened to the inset's shape, at MIN_ZOOM or more. */
function sourceOf(area: Rect): Rect {
  const aspect = INSET.w / INSET.h;
  let w = Math.max(area.w, area.h * aspect, 0);
  w = Math.min(w, INSET.w / MIN_ZOOM);
  const h = w / aspect;
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  return {
    x: Math.max(0, Math.min(WIDTH - w, cx - w / 2)),
    y: Math.max(0, Math.min(HEIGHT - h, cy - h / 2)),
    w,
    h,
  };
}

/** Draws the inset of `src` from the finished picture into `slot`. */
function drawInset(ctx: Ctx, src: Rect, slot: Rect, title: string): void {
  const copy = createCanvas(Math.round(src.w), Math.round(src.h));
  copy.getContext('2d').drawImage(ctx.canvas, src.x, src.y, src.w, src.h, 0, 0, copy.width, copy.height);
  ctx.save();
  // Where the inset comes from, outlined on the map.
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2;
  ctx.setLineDash([6, 4]);
  ctx.strokeRect(src.x, src.y, src.w, src.h);
  ctx.setLineDash([]);
  roundRect(ctx, slot.x - 4, slot.y - 26, slot.w + 8, slot.h + 30, 6);
  ctx.fillStyle = PANEL;
  ctx.fill();
  ctx.strokeStyle = PANEL_EDGE;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.font = font(15);
  ctx.fillText(`${title} — area of action ×${(slot.w / src.w).toFixed(1)}`, slot.x + 4, slot.y - 8);
  // Pixels doubled, not smoothed: as readable at this scale, and the PNG encodes about as fast as the
  // plain map's (smoothing made the recap 1.4 x the map to draw and 20 % larger; bench render_recap_ms).
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(copy, 0, 0, copy.width, copy.height, slot.x, slot.y, slot.w, slot.h);
  ctx.imageSmoothingEnabled = true;
  ctx.strokeRect(slot.x, slot.y, slot.w, slot.h);
  ctx.restore();
}

/** Whose recap and which events. */
function titleOf(m: RecapModel): string {
  const who = m.viewer.kind === 'side' ? m.viewer.side : m.viewer.kind;
  return `Recap for ${who}, events #${m.from + 1}–#${m.to}`;
}

/** The heading of a picture with no inset (nothing placed on the map happened). */
function heading(ctx: Ctx, text: string): void {
  ctx.save();
  ctx.font = font(18);
  const w = ctx.measureText(text).width + 16;
  roundRect(ctx, TITLE.x, TITLE.y + TITLE.h + 4, w, 28, 6);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, TITLE.x + 8, TITLE.y + TITLE.h + 18);
  ctx.restore();
}

/** /map's picture with the last move its viewer saw marked as the recap marks its last (arrow, "last move"). */
export function renderMapWithLastMove(view: LvView, lastMove: RecapFact): Buffer {
  return paintPng(WIDTH, HEIGHT, (ctx) => {
    drawMapInto(ctx, view);
    drawMarks(ctx, [lastMove]);
  });
}

/** The recap picture's PNG. */
export function renderRecapPng({ model, view }: LvRecapInput): Buffer {
  return paintPng(WIDTH, HEIGHT, (ctx) => {
    drawMapInto(ctx, view);
    drawMarks(ctx, model.facts);
    const area = actionArea(model.facts);
    if (area) {
      const slot = insetSlot(area);
      drawInset(ctx, sourceOf(area), { ...slot, y: slot.y + 26 }, titleOf(model));
    } else heading(ctx, titleOf(model));
  });
}
