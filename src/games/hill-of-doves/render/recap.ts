// The Hill of Doves recap picture (src/engine/recap.ts): the sheet of the view at the end of the recap,
// with a ring on each objective where something happened since the player's last decision (red: a
// fight or a flipped marker; blue: anything else), an arrow for each transfer between objectives, and
// the recap's heading across the foot of the Tactical Map. Drawn from the view and the recap model only.
import type { CanvasRenderingContext2D } from 'canvas';
import type { RecapFact, RecapModel } from '../../../engine/recap.ts';
import { paintPng } from '../../../render/png.ts';
import { roundRect } from '../../../render/shapes.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { ObjectiveId } from '../data/types.ts';
import type { HodView } from '../view.ts';
import { SHEET, TAC_AREA } from './layout.ts';
import { BRITISH, INK, font } from './palette.ts';
import { drawHodInto } from './sheet.ts';
import { tacCentre } from './tactical.ts';

type Ctx = CanvasRenderingContext2D;

export interface HodRecapInput {
  model: RecapModel;
  view: HodView;
  label: string;
}

const centreOf = (id: string): { x: number; y: number } | null =>
  id in OBJECTIVES ? tacCentre(OBJECTIVES[id as ObjectiveId].hex) : null;

function ring(ctx: Ctx, x: number, y: number, colour: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, 34, 0, Math.PI * 2);
  ctx.lineWidth = 8;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = 5;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
}

function arrow(ctx: Ctx, a: { x: number; y: number }, b: { x: number; y: number }): void {
  const ang = Math.atan2(b.y - a.y, b.x - a.x);
  const end = { x: b.x - 30 * Math.cos(ang), y: b.y - 30 * Math.sin(ang) };
  ctx.save();
  ctx.lineCap = 'round';
  for (const [w, c] of [
    [10, '#ffffff'],
    [6, BRITISH],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(a.x + 30 * Math.cos(ang), a.y + 30 * Math.sin(ang));
    ctx.lineTo(end.x, end.y);
    ctx.lineWidth = w;
    ctx.strokeStyle = c;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(end.x, end.y);
  ctx.lineTo(end.x - 22 * Math.cos(ang - 0.45), end.y - 22 * Math.sin(ang - 0.45));
  ctx.lineTo(end.x - 22 * Math.cos(ang + 0.45), end.y - 22 * Math.sin(ang + 0.45));
  ctx.closePath();
  ctx.fillStyle = BRITISH;
  ctx.fill();
  ctx.restore();
}

function drawMarks(ctx: Ctx, facts: readonly RecapFact[]): void {
  for (const f of facts) {
    const pts = (f.at ?? []).map(centreOf).filter((p): p is { x: number; y: number } => p !== null);
    if (f.kind === 'move' && pts.length === 2) arrow(ctx, pts[0]!, pts[1]!);
    else for (const p of pts) ring(ctx, p.x, p.y, f.kind === 'battle' ? '#c0201a' : '#2f5f9a');
  }
}

function heading(ctx: Ctx, m: RecapModel): void {
  const who = m.viewer.kind === 'side' ? m.viewer.side : m.viewer.kind;
  const text = `Recap for ${who}, events #${m.from + 1}–#${m.to}: ${m.facts.length} thing(s) to know (the text lists them)`;
  ctx.save();
  ctx.font = font(18);
  const w = Math.min(TAC_AREA.w - 12, ctx.measureText(text).width + 16);
  const y = TAC_AREA.y + TAC_AREA.h - 36;
  roundRect(ctx, TAC_AREA.x + 6, y, w, 30, 6);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, TAC_AREA.x + 14, y + 15, w - 16);
  ctx.restore();
}

/** /map's sheet with the last move its viewer saw marked as the recap marks a move (an arrow). */
export function renderHodMapWithLastMove(view: HodView, label: string | undefined, lastMove: RecapFact): Buffer {
  return paintPng(SHEET.w, SHEET.h, (ctx) => {
    drawHodInto(ctx, view, label);
    drawMarks(ctx, [lastMove]);
  });
}

/** The recap picture's PNG. */
export function renderHodRecapPng({ model, view, label }: HodRecapInput): Buffer {
  return paintPng(SHEET.w, SHEET.h, (ctx) => {
    drawHodInto(ctx, view, label);
    drawMarks(ctx, model.facts);
    heading(ctx, model);
  });
}
