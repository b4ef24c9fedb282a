// The Strategic Map (SB, spec §2.2): Natal and the Transvaal. Static: decorative regions (Transvaal,
// Natal, Orange Free State, the sea), the route Durban → Newcastle, the seven besieged towns, Laing's
// Nek and Heidelberg. Dynamic: each town's marker (garrisoned: British flag; captured: Boer), the
// Orange Free State raids on the Ladysmith–Newcastle stretch while politics is in a Supply −1 box
// (r. 1.3), and the strategic columns when the view says where they are.
import type { CanvasRenderingContext2D } from 'canvas';
import { STRATEGIC_COLUMNS } from '../data/counters.ts';
import { pixelCentre } from '../data/grid.ts';
import { STRATEGIC_LABELS, STRATEGIC_REGIONS, STRATEGIC_ROUTE, TOWNS } from '../data/strategic-map.ts';
import { NEGOTIATIONS_TRACK } from '../data/tracks.ts';
import type { StrategicHexId, TownId } from '../data/types.ts';
import type { HodView } from '../view.ts';
import { drawChip } from './counters.ts';
import { haloText, hexPath, text } from './draw.ts';
import { STRAT_AREA, STRAT_GRID } from './layout.ts';
import { BOER, BRITISH, FONT_CONDENSED, FONT_SERIF, NATAL, ORANGE_FS, ROAD, SEA, TRANSVAAL, font } from './palette.ts';

type Ctx = CanvasRenderingContext2D;
const R = STRAT_GRID.radius;

export const stratCentre = (hex: string): { x: number; y: number } => pixelCentre(STRAT_GRID, hex as StrategicHexId);
const NATAL_HEXES = new Set<string>(STRATEGIC_REGIONS.natalHexes);

function region(col: number, row: number): 'sea' | 'natal' | 'ofs' | 'transvaal' {
  const id = `S${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
  if (col === 11 && row >= 12) return 'sea';
  if (NATAL_HEXES.has(id)) return 'natal';
  if (col >= 7 && row >= 11) return 'natal';
  if (col <= 6 && row >= 10) return 'ofs';
  return 'transvaal';
}

/** Town label side: most to the right; a few to the left or above to stay clear of their neighbours. */
const LABEL_AT: Partial<Record<TownId, 'left' | 'above'>> = {
  LYDENBURG: 'left',
  WAKKERSTROOM: 'left',
  STANDERTON: 'above',
};

export function drawStrategicStatic(ctx: Ctx): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(STRAT_AREA.x, STRAT_AREA.y, STRAT_AREA.w, STRAT_AREA.h);
  ctx.clip();
  ctx.fillStyle = TRANSVAAL;
  ctx.fillRect(STRAT_AREA.x, STRAT_AREA.y, STRAT_AREA.w, STRAT_AREA.h);
  for (let col = 1; col <= STRAT_GRID.columns; col++) {
    for (let row = 1; row <= STRAT_GRID.rows; row++) {
      const c = stratCentre(`S${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`);
      const reg = region(col, row);
      hexPath(ctx, c.x, c.y, R + 0.5);
      ctx.fillStyle = reg === 'sea' ? SEA : reg === 'natal' ? NATAL : reg === 'ofs' ? ORANGE_FS : TRANSVAAL;
      ctx.fill();
      hexPath(ctx, c.x, c.y, R);
      ctx.strokeStyle = 'rgba(110, 95, 60, 0.28)';
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }
  ctx.font = `italic bold 15px "${FONT_SERIF}"`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(90, 70, 30, 0.55)';
  ctx.fillText('TRANSVAAL', STRAT_AREA.x + 130, STRAT_AREA.y + 160);
  ctx.fillText('ORANGE FREE STATE', STRAT_AREA.x + 105, STRAT_AREA.y + 400);
  ctx.fillText('NATAL', STRAT_AREA.x + 250, STRAT_AREA.y + 420);
  // The route (Table 2.2.2).
  ctx.strokeStyle = ROAD;
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  STRATEGIC_ROUTE.forEach((h, i) => {
    const c = stratCentre(h.hex);
    if (i === 0) ctx.moveTo(c.x, c.y);
    else ctx.lineTo(c.x, c.y);
  });
  ctx.stroke();
  for (const h of STRATEGIC_ROUTE) {
    const c = stratCentre(h.hex);
    ctx.beginPath();
    ctx.arc(c.x, c.y, 5, 0, Math.PI * 2);
    ctx.fillStyle = '#f7f1dc';
    ctx.fill();
    ctx.strokeStyle = '#3b2f1c';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  ctx.font = font(13, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  for (const h of STRATEGIC_ROUTE) {
    if (h.index === 6) continue;
    const c = stratCentre(h.hex);
    const left = h.index === 0 || h.index === 1;
    ctx.textAlign = left ? 'right' : 'left';
    haloText(
      ctx,
      h.name,
      c.x + (left ? -8 : 8),
      c.y + (h.index === 0 ? 12 : 0),
      '#2b2214',
      'rgba(250, 246, 230, 0.9)',
      3,
    );
  }
  ctx.restore();
  ctx.save();
  ctx.font = font(13, 'bold', FONT_CONDENSED);
  ctx.textBaseline = 'middle';
  // Newcastle = Fort Amiel (r. 1.1).
  const nc = stratCentre('S0810');
  ctx.fillStyle = BRITISH;
  star(ctx, nc.x, nc.y, 9);
  ctx.textAlign = 'left';
  haloText(ctx, 'Newcastle', nc.x + 11, nc.y + 2, '#1b1b1b', 'rgba(250, 246, 230, 0.95)', 3);
  for (const l of STRATEGIC_LABELS) {
    const c = stratCentre(l.hex);
    const name = l.label.split(' (')[0]!;
    ctx.fillStyle = l.hex === 'S0809' ? '#7a1f1f' : '#5b4a2e';
    ctx.beginPath();
    ctx.moveTo(c.x, c.y - 6);
    ctx.lineTo(c.x + 6, c.y + 5);
    ctx.lineTo(c.x - 6, c.y + 5);
    ctx.closePath();
    ctx.fill();
    const nek = l.hex === 'S0809';
    ctx.textAlign = 'left';
    ctx.font = `italic bold 13px "${FONT_SERIF}"`;
    haloText(ctx, name, c.x + 9, c.y, nek ? '#7a1f1f' : '#3b2f1c', 'rgba(250, 246, 230, 0.9)', 3);
  }
  ctx.font = font(13, 'bold', FONT_CONDENSED);
  for (const t of Object.values(TOWNS)) {
    const c = stratCentre(t.hex);
    const at = LABEL_AT[t.id];
    ctx.textAlign = at === 'left' ? 'right' : at === 'above' ? 'center' : 'left';
    haloText(
      ctx,
      t.name,
      c.x + (at === 'left' ? -11 : at === 'above' ? 0 : 11),
      c.y + (at === 'above' ? -16 : 0),
      '#1b1b1b',
      'rgba(250, 246, 230, 0.95)',
      3,
    );
  }
  ctx.restore();
  ctx.strokeStyle = '#5b4a2e';
  ctx.lineWidth = 2;
  ctx.strokeRect(STRAT_AREA.x, STRAT_AREA.y, STRAT_AREA.w, STRAT_AREA.h);
  text(ctx, 'STRATEGIC MAP', STRAT_AREA.x + 6, STRAT_AREA.y + 12, 14, { weight: 'bold', colour: '#3b2f1c' });
}

function star(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (Math.PI / 5) * k;
    const rr = k % 2 === 0 ? r : r * 0.45;
    if (k === 0) ctx.moveTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
    else ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#1b1b1b';
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** Where the view says a strategic column is (status and route index), when it says so. */
export interface StrategicColumnsView {
  strategic?: Record<string, { status: 'waiting' | 'map' | 'arrived'; index: number }>;
}

export function drawStrategicDynamic(ctx: Ctx, view: HodView & StrategicColumnsView): void {
  const captured = new Set(view.townsCaptured);
  for (const t of Object.values(TOWNS)) {
    const c = stratCentre(t.hex);
    const lost = captured.has(t.id);
    ctx.save();
    ctx.fillStyle = lost ? BOER : BRITISH;
    if (lost) {
      ctx.beginPath();
      ctx.arc(c.x, c.y, 8, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      ctx.moveTo(c.x - 4, c.y - 4);
      ctx.lineTo(c.x + 4, c.y + 4);
      ctx.moveTo(c.x + 4, c.y - 4);
      ctx.lineTo(c.x - 4, c.y + 4);
      ctx.stroke();
    } else {
      ctx.fillRect(c.x - 7, c.y - 7, 14, 14);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(c.x, c.y - 7);
      ctx.lineTo(c.x, c.y + 7);
      ctx.moveTo(c.x - 7, c.y);
      ctx.lineTo(c.x + 7, c.y);
      ctx.stroke();
      ctx.strokeStyle = '#1b1b1b';
      ctx.lineWidth = 1;
      ctx.strokeRect(c.x - 7, c.y - 7, 14, 14);
    }
    ctx.restore();
  }
  // Orange Free State raids (r. 1.3): politics in a Supply −1 box.
  if (NEGOTIATIONS_TRACK[view.politics]?.supplyMinusOne) {
    const a = stratCentre('S0812');
    const b = stratCentre('S0810');
    ctx.save();
    ctx.strokeStyle = '#e07a10';
    ctx.lineWidth = 4;
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    ctx.moveTo(a.x - 9, a.y);
    ctx.lineTo(b.x - 9, b.y + 8);
    ctx.stroke();
    ctx.restore();
    ctx.font = font(12, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'right';
    haloText(ctx, 'OFS raids: supply −1', a.x - 14, a.y - 22, '#8a3c00', 'rgba(250, 246, 230, 0.95)', 3);
  }
  // Strategic columns on the route, when the view gives their place.
  if (view.strategic) {
    let k = 0;
    for (const col of STRATEGIC_COLUMNS) {
      const st = view.strategic[col.id];
      if (!st || st.status !== 'map') continue;
      const c = stratCentre(STRATEGIC_ROUTE[Math.max(0, Math.min(6, st.index))]!.hex);
      drawChip(
        ctx,
        { face: BRITISH, stripe: '#6e1216', top: 'Column', main: col.id === 'STRAT-NAVAL' ? 'Naval' : 'Indian' },
        c.x + 8 + k * 4,
        c.y - 34 - k * 4,
        30,
      );
      k++;
    }
  }
}
