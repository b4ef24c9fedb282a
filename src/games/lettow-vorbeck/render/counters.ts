// Counters drawn like printed ones (spec 5): a square in the contingent's colour with a border in the
// side's colour, a stripe in the contingent's second colour, the NATO-style unit-type symbol, the battle
// strength (the large number, 4.3.A), an "E" for elite units (16.A) and, on the panicked (back) side, a
// greyed face with a red "P" (13.3.2). A face-down stack is a blank block in the side's colour that shows
// how many units it holds and nothing else (10.0).
import type { CanvasRenderingContext2D } from 'canvas';
import type { Side, UnitDef, UnitType } from '../data/types.ts';
import {
  CONTINGENT_CODE,
  CONTINGENT_FILL,
  CONTINGENT_STRIPE,
  COUNTER_INK,
  ELITE_GOLD,
  font,
  FONT_CONDENSED,
  PANIC_RED,
  PANICKED_FILL,
  SIDE_COLOUR,
  SIDE_EDGE,
  SIDE_LETTER,
  SIDE_TEXT,
  markings,
} from './palette.ts';
import { roundRect } from '../../../render/shapes.ts';

export { drawDie, roundRect } from '../../../render/shapes.ts';

type Ctx = CanvasRenderingContext2D;

/**
 * The NATO-style symbol of a unit type in a box of width w and height h centred on (cx, cy):
 * Regular infantry X; Light infantry X with a bar (the "light" mark); Cavalry/Mounted infantry one
 * diagonal; Armored car the diagonal and the armour oval; Garrison X over a filled base (static troops).
 */
export function drawTypeSymbol(
  ctx: Ctx,
  type: UnitType,
  cx: number,
  cy: number,
  w: number,
  h: number,
  ink = COUNTER_INK,
): void {
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const lw = Math.max(1.2, h / 9);
  ctx.save();
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = lw;
  ctx.lineCap = 'butt';
  ctx.strokeRect(x0, y0, w, h);
  const line = (ax: number, ay: number, bx: number, by: number): void => {
    ctx.beginPath();
    ctx.moveTo(ax, ay);
    ctx.lineTo(bx, by);
    ctx.stroke();
  };
  switch (type) {
    case 'Regular infantry':
      line(x0, y0, x0 + w, y0 + h);
      line(x0, y0 + h, x0 + w, y0);
      break;
    case 'Light infantry':
      line(x0, y0, x0 + w, y0 + h);
      line(x0, y0 + h, x0 + w, y0);
      line(x0 + w * 0.18, cy, x0 + w * 0.82, cy);
      break;
    case 'Cavalry/Mounted infantry':
      line(x0, y0 + h, x0 + w, y0);
      break;
    case 'Armored car': {
      line(x0, y0 + h, x0 + w, y0);
      const ow = w * 0.62;
      const oh = h * 0.5;
      roundRect(ctx, cx - ow / 2, cy - oh / 2, ow, oh, oh / 2);
      ctx.stroke();
      break;
    }
    case 'Garrison':
      ctx.fillRect(x0, y0 + h * 0.62, w, h * 0.38);
      line(x0, y0, x0 + w * 0.5, y0 + h * 0.62);
      line(x0 + w, y0, x0 + w * 0.5, y0 + h * 0.62);
      break;
  }
  ctx.restore();
}

export interface CounterOptions {
  panicked?: boolean;
  /** Print the unit's name (only legible from about 56 px up). */
  name?: boolean;
}

/** One unit counter, face up, with its top-left corner at (x, y) and side s. */
export function drawCounter(
  ctx: Ctx,
  unit: Pick<UnitDef, 'name' | 'side' | 'contingent' | 'type' | 'strength' | 'elite'>,
  x: number,
  y: number,
  s: number,
  opts: CounterOptions = {},
): void {
  const panicked = opts.panicked ?? false;
  const r = s * 0.1;
  const border = Math.max(1.5, s * 0.06);
  ctx.save();
  // Drop shadow so counters stand off the map.
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(ctx, x + s * 0.05, y + s * 0.06, s, s, r);
  ctx.fill();
  ctx.fillStyle = panicked ? PANICKED_FILL : CONTINGENT_FILL[unit.contingent];
  roundRect(ctx, x, y, s, s, r);
  ctx.fill();
  // Contingent stripe across the top.
  ctx.save();
  roundRect(ctx, x, y, s, s, r);
  ctx.clip();
  // With markings (the colour-blind palette) the stripe is taller and names the contingent in letters.
  const marked = markings();
  const stripeH = s * (marked ? 0.22 : 0.13);
  ctx.fillStyle = panicked ? '#8d8a84' : CONTINGENT_STRIPE[unit.contingent];
  ctx.fillRect(x, y, s, stripeH);
  if (marked) {
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = font(Math.max(7, Math.round(s * 0.19)), 'bold', FONT_CONDENSED);
    ctx.fillText(CONTINGENT_CODE[unit.contingent], x + s / 2, y + stripeH * 0.55, s * 0.8);
  }
  if (panicked) {
    // The back of the counter: hatched, greyed.
    ctx.strokeStyle = 'rgba(90,90,90,0.35)';
    ctx.lineWidth = Math.max(1, s * 0.03);
    for (let k = -s; k < s; k += s * 0.18) {
      ctx.beginPath();
      ctx.moveTo(x + k, y + s);
      ctx.lineTo(x + k + s, y);
      ctx.stroke();
    }
  }
  ctx.restore();
  ctx.strokeStyle = SIDE_EDGE[unit.side];
  ctx.lineWidth = border;
  roundRect(ctx, x + border / 2, y + border / 2, s - border, s - border, r);
  ctx.stroke();

  const named = opts.name === true && s >= 56;
  const symCy = y + s * (named ? (marked ? 0.46 : 0.4) : marked ? 0.41 : 0.36);
  drawTypeSymbol(
    ctx,
    unit.type,
    x + s / 2,
    symCy,
    s * 0.56,
    s * (named ? (marked ? 0.16 : 0.22) : marked ? 0.2 : 0.28),
    panicked ? '#555' : COUNTER_INK,
  );
  if (named) {
    ctx.fillStyle = COUNTER_INK;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = font(Math.round(s * 0.15), 'bold', FONT_CONDENSED);
    ctx.fillText(unit.name, x + s / 2, y + s * (marked ? 0.31 : 0.22), s * 0.86);
  }
  ctx.fillStyle = panicked ? '#555' : COUNTER_INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(Math.round(s * 0.38));
  ctx.fillText(String(unit.strength), x + s / 2, y + s * 0.74);
  if (unit.elite) {
    const er = s * 0.15;
    const ex = x + s - er - border * 0.6;
    const ey = y + s - er - border * 0.6;
    ctx.beginPath();
    ctx.arc(ex, ey, er, 0, Math.PI * 2);
    ctx.fillStyle = ELITE_GOLD;
    ctx.fill();
    ctx.fillStyle = COUNTER_INK;
    ctx.font = font(Math.round(er * 1.4));
    ctx.fillText('E', ex, ey + er * 0.06);
  }
  if (panicked) {
    const pr = s * 0.17;
    const px = x + pr + border * 0.6;
    const py = y + s - pr - border * 0.6;
    ctx.beginPath();
    ctx.arc(px, py, pr, 0, Math.PI * 2);
    ctx.fillStyle = PANIC_RED;
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = font(Math.round(pr * 1.4));
    ctx.fillText('P', px, py + pr * 0.06);
  }
  ctx.restore();
}

/**
 * A face-down stack: a blank block in the side's colour, drawn with as many edges behind it as units
 * (up to 3), and the count as "×n". Nothing else: no strength, no type, no contingent (10.0).
 */
export function drawFaceDown(ctx: Ctx, side: Side, count: number, x: number, y: number, s: number): void {
  const r = s * 0.1;
  const layers = Math.min(3, Math.max(0, count - 1));
  const off = Math.max(2, s * 0.08);
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(ctx, x + s * 0.05, y + s * 0.06, s, s, r);
  ctx.fill();
  for (let k = layers; k >= 0; k--) {
    const dx = x + k * off;
    const dy = y - k * off;
    ctx.fillStyle = SIDE_COLOUR[side];
    roundRect(ctx, dx, dy, s, s, r);
    ctx.fill();
    ctx.strokeStyle = SIDE_EDGE[side];
    ctx.lineWidth = Math.max(1.2, s * 0.05);
    ctx.stroke();
  }
  if (markings()) {
    // Without colour: the Allied block is hatched, and each block carries its side's letter.
    if (side === 'Allied') {
      ctx.save();
      roundRect(ctx, x, y, s, s, r);
      ctx.clip();
      ctx.strokeStyle = 'rgba(255,255,255,0.55)';
      ctx.lineWidth = Math.max(1, s * 0.05);
      for (let k = -s; k < s; k += s * 0.2) {
        ctx.beginPath();
        ctx.moveTo(x + k, y + s);
        ctx.lineTo(x + k + s, y);
        ctx.stroke();
      }
      ctx.restore();
    }
    ctx.fillStyle = SIDE_TEXT[side];
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.font = font(Math.max(7, Math.round(s * 0.26)), 'bold', FONT_CONDENSED);
    ctx.fillText(SIDE_LETTER[side], x + s * 0.1, y + s * 0.06);
  }
  ctx.fillStyle = SIDE_TEXT[side];
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(Math.round(s * 0.36));
  ctx.fillText(`×${count}`, x + s / 2, y + s / 2 + s * (markings() ? 0.1 : 0.02));
  ctx.restore();
}

/** The Turn marker: a red counter with "TURN". */
export function drawTurnMarker(ctx: Ctx, x: number, y: number, s: number, colour: string): void {
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(ctx, x + 2, y + 3, s, s, s * 0.12);
  ctx.fill();
  ctx.fillStyle = colour;
  roundRect(ctx, x, y, s, s, s * 0.12);
  ctx.fill();
  ctx.strokeStyle = '#4a0c0c';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(Math.round(s * 0.27), 'bold', FONT_CONDENSED);
  ctx.fillText('TURN', x + s / 2, y + s / 2);
  ctx.restore();
}

/** A marker (Air Support, Fort): a small square in its side's colour with a short label. */
export function drawMarker(ctx: Ctx, label: string, fill: string, x: number, y: number, s: number): void {
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  roundRect(ctx, x + 2, y + 2, s, s, s * 0.12);
  ctx.fill();
  ctx.fillStyle = fill;
  roundRect(ctx, x, y, s, s, s * 0.12);
  ctx.fill();
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(Math.round(s * 0.26), 'bold', FONT_CONDENSED);
  const words = label.split(' ');
  words.forEach((w, i) => ctx.fillText(w, x + s / 2, y + s / 2 + (i - (words.length - 1) / 2) * s * 0.3, s * 0.9));
  ctx.restore();
}
