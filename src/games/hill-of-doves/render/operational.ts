// The Operational Map (OB, spec §2.3): the road from Fort Amiel (bottom) to Mount Prospect, the British
// Camp (top), with Schuinshoogte (heights) and the Double Drifts. Static: the road hexes, scenery,
// names. Dynamic: the drifts marker (shallow / flooded), operational columns on the road with their
// counters, and a Boer ambush marker on an ambushed column.
import type { CanvasRenderingContext2D } from 'canvas';
import { pixelCentre } from '../data/grid.ts';
import { OPERATIONAL_ROAD } from '../data/operational-map.ts';
import type { OperationalHexId } from '../data/types.ts';
import type { HodView } from '../view.ts';
import { compactList, drawChip } from './counters.ts';
import { haloText, hexPath, text } from './draw.ts';
import { OP_COLUMNS_BOX, OP_GRID, OP_MAP } from './layout.ts';
import { BOER, BRITISH, FONT_CONDENSED, NATAL, RIVER, ROAD, SCENERY, font } from './palette.ts';
import { unitsAt } from './units.ts';

type Ctx = CanvasRenderingContext2D;
const R = OP_GRID.radius;

export const opCentre = (hex: string): { x: number; y: number } => pixelCentre(OP_GRID, hex as OperationalHexId);
export const roadCentre = (index: number): { x: number; y: number } =>
  opCentre(OPERATIONAL_ROAD[Math.max(0, Math.min(8, index))]!.hex);

export function drawOperationalStatic(ctx: Ctx): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(OP_MAP.x, OP_MAP.y, OP_MAP.w, OP_MAP.h);
  ctx.clip();
  ctx.fillStyle = NATAL;
  ctx.fillRect(OP_MAP.x, OP_MAP.y, OP_MAP.w, OP_MAP.h);
  // Scenery hexes (columns 2-5), then the road (column 3).
  for (let col = 2; col <= 5; col++) {
    for (let row = 1; row <= 11; row++) {
      const id = `O${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
      const c = opCentre(id);
      hexPath(ctx, c.x, c.y, R);
      ctx.fillStyle = col === 3 ? '#f3ecd2' : SCENERY;
      ctx.fill();
      ctx.strokeStyle = 'rgba(120, 110, 80, 0.5)';
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }
  // The Ingogo and Harte rivers through the Double Drifts.
  const drifts = opCentre('O0305');
  ctx.strokeStyle = RIVER;
  ctx.lineWidth = 4;
  for (const dy of [-9, 9]) {
    ctx.beginPath();
    ctx.moveTo(OP_MAP.x, drifts.y + dy - 14);
    ctx.bezierCurveTo(
      drifts.x - 30,
      drifts.y + dy + 10,
      drifts.x + 30,
      drifts.y + dy - 10,
      OP_MAP.x + OP_MAP.w,
      drifts.y + dy + 16,
    );
    ctx.stroke();
  }
  ctx.strokeStyle = ROAD;
  ctx.lineWidth = 6;
  ctx.beginPath();
  const top = opCentre('O0302');
  ctx.moveTo(top.x, top.y);
  for (const h of [...OPERATIONAL_ROAD].reverse()) {
    const c = opCentre(h.hex);
    ctx.lineTo(c.x, c.y);
  }
  ctx.stroke();
  for (const h of OPERATIONAL_ROAD) {
    const c = opCentre(h.hex);
    hexPath(ctx, c.x, c.y, R);
    ctx.strokeStyle = '#5b4a2e';
    ctx.lineWidth = 2;
    ctx.stroke();
    if (h.heights) {
      // Schuinshoogte: heights (r. 4.11), hachures.
      ctx.strokeStyle = '#6b4f2a';
      ctx.lineWidth = 1.5;
      for (let k = 0; k < 7; k++) {
        const a = Math.PI * (1.1 + k * 0.13);
        ctx.beginPath();
        ctx.moveTo(c.x + Math.cos(a) * R * 0.55, c.y + Math.sin(a) * R * 0.55 + 8);
        ctx.lineTo(c.x + Math.cos(a) * R * 0.75, c.y + Math.sin(a) * R * 0.75 + 8);
        ctx.stroke();
      }
    }
  }
  ctx.restore();
  ctx.save();
  ctx.font = font(15, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const h of OPERATIONAL_ROAD) {
    const c = opCentre(h.hex);
    const name = h.index === 8 ? 'Mount Prospect (Camp)' : h.index === 0 ? 'Fort Amiel' : h.name;
    haloText(ctx, name, c.x + R + 4, c.y - 6, '#1b1b1b', 'rgba(250, 246, 230, 0.95)', 4);
    ctx.save();
    ctx.font = font(11, 'normal', FONT_CONDENSED);
    haloText(
      ctx,
      `${h.hex}${h.heights ? ' · heights' : ''}${h.drifts ? ' · drifts' : ''}`,
      c.x + R + 4,
      c.y + 10,
      '#4a4030',
      'rgba(250, 246, 230, 0.9)',
      3,
    );
    ctx.restore();
  }
  const lbl = opCentre('O0302');
  haloText(ctx, "▲ To Laing's Nek", lbl.x - 14, lbl.y, '#4a3a20', 'rgba(250, 246, 230, 0.95)', 4);
  ctx.restore();
  ctx.strokeStyle = '#5b4a2e';
  ctx.lineWidth = 2;
  ctx.strokeRect(OP_MAP.x, OP_MAP.y, OP_MAP.w, OP_MAP.h);
  text(ctx, 'OPERATIONAL MAP — the road', OP_MAP.x + 4, OP_MAP.y - 14, 16, { weight: 'bold', colour: '#3b2f1c' });
}

export function drawOperationalDynamic(ctx: Ctx, view: HodView): void {
  // Drifts marker (r. 2.2) in the Double Drifts hex.
  const dd = opCentre('O0305');
  const flooded = view.weather.drifts === 'flooded';
  drawChip(
    ctx,
    { face: flooded ? '#9cc7e0' : '#eef3f6', stripe: RIVER, top: 'Drifts', main: flooded ? 'Flood' : 'Shallow' },
    dd.x - R - 4,
    dd.y - 16,
    32,
  );
  // Operational columns (r. 2.4, 2.7): a column marker on its road hex.
  view.columns.forEach((col) => {
    const c = roadCentre(col.road);
    const units = unitsAt(view, `col:${col.id}`);
    const convoy = units.some((u) => u.id === 'CONVOY');
    drawChip(
      ctx,
      {
        face: BRITISH,
        stripe: '#6e1216',
        top: convoy ? 'Col+Ox' : 'Column',
        main: col.id,
        corner: String(units.length),
      },
      c.x - 18,
      c.y - 18,
      36,
    );
    ctx.save();
    ctx.fillStyle = '#ffffff';
    ctx.font = font(12, 'bold', FONT_CONDENSED);
    ctx.textAlign = 'center';
    ctx.fillText(col.origin === 'fort' ? '▲' : '▼', c.x - 24, c.y + 4);
    ctx.restore();
    if (view.ambushMarkers.includes(`col:${col.id}`))
      drawChip(ctx, { face: '#f4e3c0', stripe: BOER, top: 'Boer', main: 'Ambush' }, c.x - R - 26, c.y - 30, 28);
  });
  // The list of each column's counters.
  const r = OP_COLUMNS_BOX;
  let y = r.y + 34;
  if (!view.columns.length) text(ctx, 'none on the road', r.x + 10, y, 14, { colour: '#6b5a3a' });
  for (const col of view.columns) {
    const units = unitsAt(view, `col:${col.id}`);
    const where = OPERATIONAL_ROAD[col.road]?.name ?? `road ${col.road}`;
    text(ctx, `${col.id} at ${where} (from ${col.origin === 'fort' ? 'Fort Amiel' : 'the camp'})`, r.x + 10, y, 14, {
      weight: 'bold',
      max: r.w - 20,
    });
    text(ctx, compactList(units.map((u) => u.id)), r.x + 10, y + 17, 13, { max: r.w - 20 });
    y += 38;
  }
}
