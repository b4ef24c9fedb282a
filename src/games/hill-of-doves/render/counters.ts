// Counters of Hill of Doves as small square chips: British units (khaki face, a stripe in the
// regiment's or arm's colour, a short name, the firepower of the side shown), Boer counters (buff
// face, Boer-green stripe, firepower large) and round markers. Reduced sides are greyed and hatched.
import type { CanvasRenderingContext2D } from 'canvas';
import { BOER_COUNTER_BY_ID, BRITISH_UNIT_BY_ID } from '../data/counters.ts';
import type { BoerCounterId, BritishUnitId } from '../data/types.ts';
import { britishLabel, britishShort } from '../data/labels.ts';
import { crossOut, roundRect } from '../../../render/shapes.ts';
import {
  BOER,
  BOER_FACE,
  COLOUR_BLIND_FACE,
  COUNTER_INK,
  FONT_CONDENSED,
  KHAKI,
  KHAKI_REDUCED,
  SIDE_MARK,
  STRIPE,
  font,
  markings,
} from './palette.ts';

export { britishLabel, britishShort };

type Ctx = CanvasRenderingContext2D;

export interface ChipFace {
  face: string;
  stripe: string;
  top: string;
  main: string;
  /** Small number in the lower right (firepower). */
  corner?: string;
  /** Back side: greyed and hatched. */
  reduced?: boolean;
  /** Crossed out (a dead general, a destroyed counter). */
  crossed?: boolean;
  /** Whose counter: its face colour and markings under the colour-blind palette. */
  side?: 'British' | 'Boer';
}

/** Draws a chip with its top-left corner at (x, y), side s. */
export function drawChip(ctx: Ctx, c: ChipFace, x: number, y: number, s: number): void {
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.28)';
  roundRect(ctx, x + 1.5, y + 2, s, s, s * 0.12);
  ctx.fill();
  const marked = markings() && c.side !== undefined;
  ctx.fillStyle = c.reduced ? KHAKI_REDUCED : marked && c.side ? COLOUR_BLIND_FACE[c.side] : c.face;
  roundRect(ctx, x, y, s, s, s * 0.12);
  ctx.fill();
  ctx.save();
  roundRect(ctx, x, y, s, s, s * 0.12);
  ctx.clip();
  if (marked && c.side === 'Boer') {
    // The Boer pattern: a grid of dots over the face, seen without colour.
    ctx.fillStyle = 'rgba(40, 20, 0, 0.45)';
    const step = Math.max(4, s * 0.16);
    for (let dy = s * 0.36; dy < s; dy += step)
      for (let dx = step / 2; dx < s; dx += step) {
        ctx.beginPath();
        ctx.arc(x + dx, y + dy, Math.max(0.8, s * 0.03), 0, Math.PI * 2);
        ctx.fill();
      }
  }
  ctx.fillStyle = c.stripe;
  ctx.fillRect(x, y, s, s * 0.3);
  if (c.reduced) {
    ctx.strokeStyle = 'rgba(60, 50, 40, 0.35)';
    ctx.lineWidth = 1;
    for (let k = -s; k < s; k += 5) {
      ctx.beginPath();
      ctx.moveTo(x + k, y + s);
      ctx.lineTo(x + k + s * 0.7, y + s * 0.3);
      ctx.stroke();
    }
  }
  ctx.restore();
  ctx.strokeStyle = '#2a2418';
  ctx.lineWidth = 1.2;
  roundRect(ctx, x, y, s, s, s * 0.12);
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  ctx.font = font(Math.max(8, Math.round(s * 0.22)), 'bold', FONT_CONDENSED);
  ctx.fillText(c.top, x + s / 2, y + s * 0.155, s - 4);
  ctx.fillStyle = COUNTER_INK;
  const mainPx = Math.round(s * (c.main.length <= 2 ? 0.42 : c.main.length <= 4 ? 0.3 : 0.24));
  ctx.font = font(mainPx, 'bold', FONT_CONDENSED);
  ctx.fillText(c.main, x + s / 2, y + s * (c.corner ? 0.56 : 0.64), s - 4);
  if (c.corner) {
    ctx.font = font(Math.round(s * 0.24), 'bold', FONT_CONDENSED);
    ctx.textAlign = 'right';
    ctx.fillText(c.corner, x + s - 3, y + s * 0.86);
  }
  if (marked && c.side) {
    ctx.font = font(Math.max(7, Math.round(s * 0.2)), 'bold', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillStyle = COUNTER_INK;
    ctx.fillText(SIDE_MARK[c.side], x + 3, y + s * 0.86);
  }
  if (c.crossed) crossOut(ctx, x, y, s, 3, '#c81e1e', Math.max(2, s * 0.08));
  ctx.restore();
}

const REDUCED_SIDES = new Set(['reduced', 'dismounted', 'manhandled', 'damaged']);

/** The firepower a British counter shows on this side (Table 5.1.1); '' for none. */
export function britishFirepower(id: string, side: string): string {
  const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
  if (!d) return '';
  switch (d.kind) {
    case 'company':
    case 'navalBrigade':
      return String(side === 'reduced' ? d.firepower.reduced : d.firepower.fullStrength);
    case 'troop':
      return String(side === 'dismounted' ? d.firepower.dismounted : d.firepower.mounted);
    case 'section':
      return d.closeSupport.kind === 'fixed'
        ? String(side === 'manhandled' ? d.closeSupport.manhandled : d.closeSupport.horseDrawn)
        : d.closeSupport.kind === 'gatlingRoll'
          ? 'G'
          : '';
    default:
      return '';
  }
}

export function britishFace(id: string, side: string): ChipFace {
  const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
  const l = britishLabel(id);
  let stripe: string = STRIPE.section;
  if (d) {
    if (d.kind === 'company' || d.kind === 'hq') stripe = STRIPE[d.regiment];
    else if (d.kind === 'general') stripe = STRIPE.general;
    else if (d.kind === 'navalBrigade') stripe = STRIPE.naval;
    else if (d.kind === 'troop') stripe = STRIPE.troop;
    else if (d.kind === 'convoy') stripe = STRIPE.convoy;
  }
  const corner = britishFirepower(id, side);
  return {
    side: 'British',
    face: KHAKI,
    stripe,
    top: l.top,
    main: l.main,
    ...(corner ? { corner } : {}),
    reduced: REDUCED_SIDES.has(side),
    crossed: side === 'dead',
  };
}

export function drawBritish(ctx: Ctx, id: string, side: string, x: number, y: number, s: number): void {
  drawChip(ctx, britishFace(id, side), x, y, s);
}

/** Face of a Boer counter (Table 6.10, 6.11); `asPatrol` for a patrol/crack or patrol/smit placed as a patrol. */
export function boerFace(id: string, dead = false): ChipFace {
  return { ...boerFaceOf(id, dead), side: 'Boer' };
}

function boerFaceOf(id: string, dead: boolean): ChipFace {
  if (id === 'SMIT')
    return { face: BOER_FACE, stripe: BOER, top: 'Cmdt-Gen', main: 'Smit', corner: '+2', crossed: dead };
  if (id === 'JOUBERT') return { face: BOER_FACE, stripe: BOER, top: 'Cmdt-Gen', main: 'Joubert', crossed: dead };
  if (id === 'CRACK-VK') return { face: BOER_FACE, stripe: '#7a1f1f', top: 'Crack VK', main: '6' };
  const d = BOER_COUNTER_BY_ID.get(id as BoerCounterId);
  if (!d) return { face: BOER_FACE, stripe: BOER, top: '?', main: id };
  if (d.kind === 'veldkornetskap') return { face: BOER_FACE, stripe: BOER, top: d.name, main: String(d.firepower) };
  if (d.kind === 'patrolCrack') return { face: BOER_FACE, stripe: '#5a6b2a', top: 'Patrol/crk', main: '1' };
  if (d.kind === 'patrolSmit') return { face: BOER_FACE, stripe: '#5a6b2a', top: 'Patrol/Smit', main: '1' };
  return { face: BOER_FACE, stripe: '#5a6b2a', top: 'Patrol', main: '1' };
}

export function drawBoer(ctx: Ctx, id: string, x: number, y: number, s: number, dead = false): void {
  drawChip(ctx, boerFace(id, dead), x, y, s);
}

/** A round marker (time, weather, politics …) centred at (cx, cy). */
export function drawRoundMarker(
  ctx: Ctx,
  label: string,
  fill: string,
  cx: number,
  cy: number,
  r: number,
  ink = '#ffffff',
): void {
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.3)';
  ctx.beginPath();
  ctx.arc(cx + 1.5, cy + 2, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#1b1b1b';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(Math.round(r * (label.length <= 2 ? 0.95 : 0.62)), 'bold', FONT_CONDENSED);
  ctx.fillText(label, cx, cy + 1, r * 1.8);
  ctx.restore();
}

/** Lays chips out left to right, wrapping, inside a rectangle; returns where each went. */
export function chipGrid(
  n: number,
  r: { x: number; y: number; w: number; h: number },
  s: number,
  gap = 4,
): { x: number; y: number }[] {
  const perRow = Math.max(1, Math.floor((r.w + gap) / (s + gap)));
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < n; i++)
    out.push({ x: r.x + (i % perRow) * (s + gap), y: r.y + Math.floor(i / perRow) * (s + gap) });
  return out;
}

/** A compact list of counters: companies grouped by regiment ("58th A B C, HQ 58th, Colley"). */
export function compactList(ids: readonly string[]): string {
  const parts: string[] = [];
  const companies = new Map<string, string[]>();
  for (const id of ids) {
    const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
    if (d?.kind === 'company') {
      const top = britishLabel(id).top;
      if (!companies.has(top)) {
        companies.set(top, []);
        parts.push(`@${top}`);
      }
      companies.get(top)!.push(id.slice(-1));
    } else parts.push(britishShort(id));
  }
  return parts.map((p) => (p.startsWith('@') ? `${p.slice(1)} ${companies.get(p.slice(1))!.join('')}` : p)).join(', ');
}
