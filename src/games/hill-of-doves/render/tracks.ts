// The tracks panel: Strategic Time Track (week, with the British assault marker and waiting strategic
// columns), Operational Time Track (day), Weather Track (with fine/rain), Parliament vs Triumvirate
// Negotiations Track, Boer Victories, Night Assaults Box, British Camp Supply Track, and the counts
// of the laagers cup and the event deck (their contents are hidden from the British and the public).
import type { CanvasRenderingContext2D } from 'canvas';
import { OPERATIONAL_TIME_TRACK, STRATEGIC_TIME_TRACK } from '../data/calendar.ts';
import { STRATEGIC_COLUMNS } from '../data/counters.ts';
import { EVENT_CARD_BY_ID } from '../data/events.ts';
import { tablesFor } from '../data/revisions.ts';
import {
  BOER_VICTORIES_TRACK,
  BRITISH_CAMP_SUPPLY_TRACK,
  NEGOTIATIONS_TRACK,
  SUPPLY_TYPES,
  TACTICAL_TIME_RULES,
  TACTICAL_TIME_TRACK,
  WEATHER_TRACK,
} from '../data/tracks.ts';
import type { EventCardId } from '../data/types.ts';
import type { HodView } from '../view.ts';
import { roundRect } from '../../../render/shapes.ts';
import { drawRoundMarker } from './counters.ts';
import { panel, text } from './draw.ts';
import {
  COUNTS_ROW,
  TACTICAL_TIME_STRIP,
  TRACKS,
  dayBox,
  nightBox,
  politicsBox,
  supplyCell,
  tacticalTimeBox,
  tacticalTimeMarker,
  victoriesBox,
  weatherBox,
  weekBox,
  type Rect,
} from './layout.ts';
import { BOER, BRITISH, MARKER_RED } from './palette.ts';
import type { StrategicColumnsView } from './strategic.ts';

type Ctx = CanvasRenderingContext2D;

export const WEATHER_COLOUR = { fine: '#f0b323', rain: '#2f6fb5' } as const;
export const WEEK_MARKER = MARKER_RED;
export const DAY_MARKER = '#7b2d8e';
export const POLITICS_MARKER = '#1b1b1b';
export const TACTICAL_TIME_MARKER = '#0f6e74';

const centre = (r: Rect): { x: number; y: number } => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** A track box's printed label: one 12 px line centred 10 px below its top (box()). */
export const boxLabelBand = (r: Rect): { y0: number; y1: number } => ({ y0: r.y + 3, y1: r.y + 17 });

/**
 * The weather marker (Table 4.3) sits under its box's label, so the box it stands in still reads
 * "Deep Mud" (the drifts flooded) or "Mud".
 */
export function weatherMarker(box: number): { x: number; y: number; r: number } {
  const r = weatherBox(box);
  return { x: r.x + r.w / 2, y: r.y + r.h - 11, r: 10 };
}

function box(ctx: Ctx, r: Rect, fill: string, lines: readonly string[], px = 12): void {
  ctx.save();
  ctx.fillStyle = fill;
  roundRect(ctx, r.x, r.y, r.w, r.h, 4);
  ctx.fill();
  ctx.strokeStyle = '#5b4a2e';
  ctx.lineWidth = 1.2;
  ctx.stroke();
  ctx.restore();
  const top = r.y + 10;
  lines.forEach((l, i) =>
    text(ctx, l, r.x + r.w / 2, top + i * (px + 1), px, {
      align: 'center',
      colour: '#3b2f1c',
      max: r.w - 3,
      weight: i === 0 ? 'bold' : 'normal',
    }),
  );
}

function label(ctx: Ctx, s: string, x: number, y: number): void {
  text(ctx, s, x, y, 14, { weight: 'bold', colour: '#3b2f1c' });
}

export function drawTracksStatic(ctx: Ctx): void {
  panel(ctx, TRACKS);
  label(ctx, 'Strategic Time Track (week)', TRACKS.x + 10, 616);
  STRATEGIC_TIME_TRACK.forEach((b, i) => {
    const [a, z] = b.label.split(' to ');
    box(ctx, weekBox(i), '#f3ead0', z ? [a!, `–${z}`] : [b.label]);
  });
  label(ctx, 'Day', TRACKS.x + 10, 690);
  OPERATIONAL_TIME_TRACK.forEach((b, i) => box(ctx, dayBox(i), b.box === 7 ? '#efe0c8' : '#f3ead0', [b.label]));
  label(ctx, 'Weather', TRACKS.x + 310, 690);
  for (const w of WEATHER_TRACK)
    box(ctx, weatherBox(w.box), w.driftsFlooded ? '#cfe0ee' : w.operationalMovementMinusOne ? '#e4ddd0' : '#f3ead0', [
      w.label,
    ]);
  label(ctx, 'Parliament vs Triumvirate Negotiations (politics)', TRACKS.x + 10, 758);
  NEGOTIATIONS_TRACK.forEach((b, i) => {
    const fill = b.transvaalIndependence ? '#d9b9a9' : b.supplyMinusOne ? '#f6d9b0' : '#f3ead0';
    box(
      ctx,
      politicsBox(i),
      fill,
      b.transvaalIndependence
        ? ['Trnsvl', 'Ind']
        : b.leftEnd
          ? ['Parl.']
          : b.supplyMinusOne
            ? [String(b.box), 'sup −1']
            : [String(b.box)],
    );
  });
  label(ctx, 'Boer victories', TRACKS.x + 10, 826);
  BOER_VICTORIES_TRACK.forEach((b, i) => box(ctx, victoriesBox(i), '#f3ead0', [b.label]));
  label(ctx, 'Night assaults left', TRACKS.x + 310, 826);
  label(ctx, 'British Camp supplies (now / most)', TRACKS.x + 10, 894);
}

/** Is a strategic column still waiting on the Strategic Time Track (r. 1.2)? */
function waiting(view: HodView & StrategicColumnsView, id: string, waitsInBox: number): boolean {
  const st = view.strategic?.[id];
  if (st) return st.status === 'waiting';
  const inside = Object.values(view.units).some((u) => u.loc === `strat:${id}`);
  return inside && (view.week < waitsInBox || (view.week === waitsInBox && view.day > 0));
}

export function drawTracksDynamic(ctx: Ctx, view: HodView & StrategicColumnsView): void {
  // Strategic columns waiting for their box (r. 1.2): a small flag at the box's foot.
  for (const col of STRATEGIC_COLUMNS) {
    if (!waiting(view, col.id, col.waitsInBox)) continue;
    const r = weekBox(col.waitsInBox);
    ctx.save();
    ctx.fillStyle = BRITISH;
    ctx.fillRect(r.x + 2, r.y + r.h - 9, 16, 8);
    ctx.restore();
    text(ctx, col.id === 'STRAT-NAVAL' ? 'N' : 'I', r.x + 10, r.y + r.h - 5, 8, {
      weight: 'bold',
      colour: '#ffffff',
      align: 'center',
    });
  }
  const wk = centre(weekBox(Math.max(0, Math.min(9, view.week))));
  drawRoundMarker(ctx, 'WEEK', WEEK_MARKER, wk.x - 6, wk.y + 4, 15);
  const am = weekBox(Math.max(0, Math.min(9, view.assaultMarker)));
  drawRoundMarker(ctx, 'Aslt', '#2a4f8a', am.x + am.w - 10, am.y + am.h - 8, 10);
  const dy = centre(dayBox(Math.max(0, Math.min(7, view.day))));
  drawRoundMarker(ctx, 'DAY', DAY_MARKER, dy.x, dy.y + 2, 14);
  const wm = weatherMarker(view.weather.box);
  drawRoundMarker(
    ctx,
    view.weather.shows === 'fine' ? 'Fine' : 'Rain',
    WEATHER_COLOUR[view.weather.shows === 'fine' ? 'fine' : 'rain'],
    wm.x,
    wm.y,
    wm.r,
  );
  const pb = centre(politicsBox(Math.max(0, Math.min(11, view.politics))));
  drawRoundMarker(ctx, 'POL', POLITICS_MARKER, pb.x, pb.y + 3, 14);
  const vb = centre(victoriesBox(Math.max(0, Math.min(6, view.boerVictories))));
  drawRoundMarker(ctx, String(view.boerVictories), BOER, vb.x, vb.y + 2, 13);
  for (let i = 0; i < 3; i++) {
    const r = nightBox(i);
    const c = centre(r);
    if (i < view.nightAssaults) drawRoundMarker(ctx, 'N', '#1d2f5a', c.x, c.y, 15);
    else {
      ctx.save();
      ctx.setLineDash([3, 3]);
      ctx.strokeStyle = '#8a7a5a';
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(c.x, c.y, 14, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
    }
  }
  text(ctx, `${view.nightAssaults} of 3`, nightBox(3).x + 4, nightBox(3).y + 18, 14, { weight: 'bold' });
  // British Camp Supply Track (Table 4.4).
  SUPPLY_TYPES.forEach((t, i) => {
    const r = supplyCell(i);
    const row = BRITISH_CAMP_SUPPLY_TRACK[t];
    // The maximum of the game's component revision (v2: cartridges 50), read from the view.
    const maximum = tablesFor(view).campSupplyMaximum[t];
    const v = view.supply[t] ?? 0;
    ctx.save();
    ctx.fillStyle = '#f3ead0';
    roundRect(ctx, r.x, r.y, r.w, r.h, 4);
    ctx.fill();
    ctx.strokeStyle = '#5b4a2e';
    ctx.lineWidth = 1.2;
    ctx.stroke();
    const bh = r.h - 40;
    const fill = Math.max(0, Math.min(1, v / maximum));
    ctx.fillStyle = v === 0 ? '#c81e1e' : fill < 0.25 ? '#d9822b' : '#5f8a3a';
    ctx.fillRect(r.x + 6, r.y + 22 + bh * (1 - fill), 8, bh * fill);
    ctx.strokeStyle = '#5b4a2e';
    ctx.strokeRect(r.x + 6, r.y + 22, 8, bh);
    ctx.restore();
    text(ctx, row.name.replace('Medical supplies', 'Medical'), r.x + r.w / 2, r.y + 11, 12, {
      align: 'center',
      weight: 'bold',
      max: r.w - 4,
    });
    text(ctx, String(v), r.x + r.w / 2 + 8, r.y + 44, 24, {
      align: 'center',
      weight: 'bold',
      colour: v === 0 ? '#c81e1e' : '#1b1b1b',
    });
    text(ctx, `/ ${maximum}`, r.x + r.w / 2 + 8, r.y + 70, 12, { align: 'center', colour: '#5b4a2e' });
  });
  // Hidden piles: counts only (the referee view lists them in the laager band and here).
  const r = COUNTS_ROW;
  ctx.save();
  ctx.fillStyle = '#efe6cc';
  roundRect(ctx, r.x, r.y, r.w, r.h, 5);
  ctx.fill();
  ctx.restore();
  text(ctx, `Event deck: ${view.deckCount} cards face down · ${view.discard.length} discarded`, r.x + 8, r.y + 14, 14, {
    weight: 'bold',
    max: r.w - 16,
  });
  const held = view.held.map((c) => EVENT_CARD_BY_ID.get(c as EventCardId)?.title ?? c);
  text(ctx, held.length ? `Held: ${held.join(', ')}` : 'Held cards: none', r.x + 8, r.y + 34, 13, { max: r.w - 16 });
  const last = view.discard[view.discard.length - 1];
  const lastTitle = last ? (EVENT_CARD_BY_ID.get(last.split('/')[0] as EventCardId)?.title ?? last) : null;
  text(ctx, lastTitle ? `Last card drawn: ${lastTitle}` : 'No event card drawn yet', r.x + 8, r.y + 52, 13, {
    max: r.w - 16,
  });
  if (view.secret) {
    const next = view.secret.deck
      .slice(0, 3)
      .map((c) => EVENT_CARD_BY_ID.get(c.split('/')[0] as EventCardId)?.title ?? c);
    text(ctx, `Referee — next cards: ${next.join(', ') || 'none'}`, r.x + 8, r.y + 70, 13, {
      max: r.w - 16,
      colour: '#7a1f1f',
      weight: 'bold',
    });
  } else {
    text(ctx, `Laagers cup: ${view.cupCount} Boer counters, unseen until drawn`, r.x + 8, r.y + 70, 13, {
      max: r.w - 16,
      colour: '#3b2f1c',
    });
  }
}

/**
 * The Tactical Time Track (Table 4.5, r. 3.3) while a Tactical Phase is on: a strip over the
 * Transvaal plain with the TIME marker in the view's box and each tactical column's arrival box.
 * Boxes from 5 pm (dispersal, R29) are shaded.
 */
export function drawTacticalTimeTrack(ctx: Ctx, view: HodView): void {
  const t = view.tacticalTime;
  if (!t) return;
  const s = TACTICAL_TIME_STRIP;
  ctx.save();
  ctx.fillStyle = 'rgba(250, 246, 230, 0.94)';
  roundRect(ctx, s.x, s.y, s.w, s.h, 5);
  ctx.fill();
  ctx.strokeStyle = '#5b4a2e';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.restore();
  text(ctx, `Tactical Time Track (r. 3.3): ${t.label}`, s.x + 8, s.y + 10, 13, {
    weight: 'bold',
    colour: '#3b2f1c',
    max: s.w - 16,
  });
  for (const b of TACTICAL_TIME_TRACK) {
    const fill = b.night ? '#c9cbd8' : b.box >= TACTICAL_TIME_RULES.dispersalBox ? '#e6d7c2' : '#f3ead0';
    box(ctx, tacticalTimeBox(b.box), fill, [b.label.replace(' Night', '')], 10);
  }
  const arrivals = new Map<number, string[]>();
  for (const c of view.tactical)
    if (c.arrived !== null) arrivals.set(c.arrived, [...(arrivals.get(c.arrived) ?? []), c.id]);
  for (const [h, ids] of arrivals) {
    const r = tacticalTimeBox(h);
    text(ctx, `▲${ids.join(' ')}`, r.x + r.w / 2, r.y + r.h - 7, 10, {
      weight: 'bold',
      align: 'center',
      colour: BRITISH,
      max: r.w - 2,
    });
  }
  const m = tacticalTimeMarker(Math.max(0, Math.min(TACTICAL_TIME_TRACK.length - 1, t.box)));
  drawRoundMarker(ctx, 'TIME', TACTICAL_TIME_MARKER, m.x, m.y, m.r);
}
