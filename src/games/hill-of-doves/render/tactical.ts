// The Tactical Map (TB, spec §2.4): the Laing's Nek battlefield. The static layer draws the hexes by
// terrain (open veld, the ten white objective hexes, the hatched Drakensberg escarpment, Transvaal
// plain and Majuba cliffs), hex numbers and the decorative road. The dynamic layer, from the view:
// rifle fire hexes (r. 2.13: next to a Boer-controlled objective), each objective's control marker
// (British scarlet / Boer green disc at the hex centre), security (gold ring), sangers, Boer ambush
// markers, garrisons, tactical columns with their orders markers, and the objective names.
import type { CanvasRenderingContext2D } from 'canvas';
import { pixelCentre } from '../data/grid.ts';
import {
  OBJECTIVE_IDS,
  OBJECTIVE_NEIGHBOURS,
  OBJECTIVES,
  TACTICAL_HEXES,
  TACTICAL_ROAD_POLYLINE,
} from '../data/tactical-map.ts';
import type { ObjectiveId, TacticalHexId } from '../data/types.ts';
import type { HodView } from '../view.ts';
import { chipGrid, drawBritish, drawChip } from './counters.ts';
import { haloText, hatchPath, hexPath } from './draw.ts';
import { TAC_AREA, TAC_GRID, type Rect } from './layout.ts';
import {
  BOER,
  BRITISH,
  CLIFFS,
  ESCARPMENT,
  FONT_CONDENSED,
  HATCH,
  OBJECTIVE_EDGE,
  OBJECTIVE_FILL,
  PLAIN,
  RIFLE_FIRE,
  RIFLE_FIRE_EDGE,
  ROAD,
  SANGERS,
  SECURE_GOLD,
  VELD,
  VELD_EDGE,
  font,
} from './palette.ts';
import { unitsAt } from './units.ts';

type Ctx = CanvasRenderingContext2D;
const R = TAC_GRID.radius;

export const tacCentre = (hex: string): { x: number; y: number } => pixelCentre(TAC_GRID, hex as TacticalHexId);
/** The control marker of an objective: a disc at the hex centre (tests sample it). */
export const objectiveDisc = (o: ObjectiveId): { x: number; y: number; r: number } => ({
  ...tacCentre(OBJECTIVES[o].hex),
  r: R * 0.42,
});
export const CONTROL_COLOUR = { british: BRITISH, boer: BOER } as const;

const IMPASSABLE = new Set(TACTICAL_HEXES.filter((h) => h.terrain.kind === 'impassable').map((h) => h.id as string));
const OBJECTIVE_HEXES = new Set<string>(OBJECTIVE_IDS.map((o) => OBJECTIVES[o].hex));

export function drawTacticalStatic(ctx: Ctx): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(TAC_AREA.x, TAC_AREA.y, TAC_AREA.w, TAC_AREA.h);
  ctx.clip();
  ctx.fillStyle = VELD;
  ctx.fillRect(TAC_AREA.x, TAC_AREA.y, TAC_AREA.w, TAC_AREA.h);
  for (const h of TACTICAL_HEXES) {
    const c = tacCentre(h.id);
    hexPath(ctx, c.x, c.y, R);
    const t = h.terrain;
    ctx.fillStyle =
      t.kind === 'open'
        ? VELD
        : t.kind === 'objective'
          ? OBJECTIVE_FILL
          : t.reason === 'transvaalPlain'
            ? PLAIN
            : t.reason === 'majubaCliffs'
              ? CLIFFS
              : ESCARPMENT;
    ctx.fill();
    if (t.kind === 'impassable') {
      hexPath(ctx, c.x, c.y, R);
      hatchPath(ctx, { x: c.x - R, y: c.y - R, w: 2 * R, h: 2 * R }, HATCH, 8, 1.3);
    }
    hexPath(ctx, c.x, c.y, R);
    ctx.strokeStyle = t.kind === 'objective' ? OBJECTIVE_EDGE : VELD_EDGE;
    ctx.lineWidth = t.kind === 'objective' ? 2.5 : 1;
    ctx.stroke();
    if (t.kind !== 'impassable') {
      ctx.fillStyle = 'rgba(60, 70, 40, 0.75)';
      ctx.font = font(10, 'normal', FONT_CONDENSED);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(h.id.slice(1), c.x, c.y - R * 0.84);
    }
  }
  // The decorative road, camp to The Nek (Table 2.4.10).
  ctx.strokeStyle = ROAD;
  ctx.lineWidth = 4;
  ctx.setLineDash([10, 6]);
  ctx.beginPath();
  TACTICAL_ROAD_POLYLINE.forEach((h, i) => {
    const c = tacCentre(h);
    if (i === 0) ctx.moveTo(c.x, c.y);
    else ctx.lineTo(c.x, c.y);
  });
  ctx.stroke();
  ctx.setLineDash([]);
  // Region names on the impassable ground.
  ctx.font = `italic bold 17px "DejaVu Serif"`;
  ctx.fillStyle = 'rgba(70, 45, 15, 0.85)';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const plain = tacCentre('T0701');
  haloText(
    ctx,
    'TRANSVAAL PLAIN — the laagers',
    plain.x + 30,
    plain.y - 4,
    'rgba(70, 45, 15, 0.9)',
    'rgba(240, 230, 200, 0.8)',
    4,
  );
  ctx.save();
  const esc = tacCentre('T0106');
  ctx.translate(esc.x + 30, esc.y);
  ctx.rotate(-Math.PI / 2);
  haloText(ctx, 'DRAKENSBERG ESCARPMENT', 0, 0, 'rgba(70, 45, 15, 0.9)', 'rgba(240, 230, 200, 0.8)', 4);
  ctx.restore();
  ctx.restore();
  ctx.strokeStyle = '#5b4a2e';
  ctx.lineWidth = 2;
  ctx.strokeRect(TAC_AREA.x, TAC_AREA.y, TAC_AREA.w, TAC_AREA.h);
}

/** The hexes under Boer rifle fire (r. 2.13): every hex next to a Boer-controlled objective. */
export function rifleFireHexes(view: HodView): Set<string> {
  const out = new Set<string>();
  for (const o of OBJECTIVE_IDS)
    if (view.objectives[o]?.control === 'boer') for (const h of OBJECTIVE_NEIGHBOURS[o]) out.add(h);
  return out;
}

function drawRifleFire(ctx: Ctx, view: HodView): void {
  for (const h of rifleFireHexes(view)) {
    if (IMPASSABLE.has(h) || OBJECTIVE_HEXES.has(h)) continue;
    const c = tacCentre(h);
    hexPath(ctx, c.x, c.y, R - 1);
    ctx.fillStyle = RIFLE_FIRE;
    ctx.fill();
    hexPath(ctx, c.x, c.y, R - 5);
    ctx.setLineDash([5, 4]);
    ctx.strokeStyle = RIFLE_FIRE_EDGE;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

function drawObjective(ctx: Ctx, view: HodView, o: ObjectiveId): void {
  const v = view.objectives[o];
  if (!v) return;
  const d = objectiveDisc(o);
  const colour = CONTROL_COLOUR[v.control];
  // A ring in the controller's colour just inside the white hex.
  hexPath(ctx, d.x, d.y, R - 4);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 5;
  ctx.stroke();
  if (v.secure) {
    ctx.beginPath();
    ctx.arc(d.x, d.y, d.r + 5, 0, Math.PI * 2);
    ctx.strokeStyle = SECURE_GOLD;
    ctx.lineWidth = 5;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(d.x, d.y, d.r, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.strokeStyle = '#1b1b1b';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  if (v.sangers) {
    // Sangers (r. 4.6): a low wall of stones along the bottom of the hex.
    ctx.fillStyle = SANGERS;
    ctx.strokeStyle = '#2f2a22';
    ctx.lineWidth = 1;
    for (let k = -3; k <= 3; k++) {
      ctx.beginPath();
      ctx.ellipse(d.x + k * 7, d.y + R * 0.66, 4.2, 3.2, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }
}

/** A garrison chip's size on the tactical map. */
export const GARRISON_CHIP = 28;

const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Where an objective's garrison tray goes: beside the hex, inside the map, and over no objective's
 * name (`names`, nameRects) — the first of these places that fits, else the first inside the map.
 */
export function trayRect(o: ObjectiveId, n: number, names: readonly Rect[], s = GARRISON_CHIP): Rect {
  const c = objectiveDisc(o);
  const w = Math.min(n, 4) * (s + 3) + 5;
  const h = Math.ceil(n / 4) * (s + 3) + 5;
  // Beside the hex (right, then left), level with it, then higher; then above or below it, centred.
  const beside = [c.x + R * 0.7, c.x - R * 0.7 - w].flatMap((x) =>
    [c.y - R * 0.5, c.y - h + R * 0.3, c.y - R * 0.9 - h].map((y) => ({ x, y })),
  );
  const over = [c.y - R * 0.9 - h, c.y + R + 24].map((y) => ({ x: c.x - w / 2, y }));
  const inside = (r: Rect) =>
    r.x >= TAC_AREA.x + 2 &&
    r.y >= TAC_AREA.y + 2 &&
    r.x + r.w <= TAC_AREA.x + TAC_AREA.w - 2 &&
    r.y + r.h <= TAC_AREA.y + TAC_AREA.h - 2;
  const places = [...beside, ...over].map((p) => ({ ...p, w, h })).filter(inside);
  return places.find((r) => !names.some((nm) => overlaps(r, nm))) ?? places[0] ?? { ...beside[0]!, w, h };
}

const NAME_FONT = font(21, 'bold', FONT_CONDENSED);

/** The box each objective's name takes on the map, its halo included (drawNames). */
export function nameRects(ctx: Ctx): Rect[] {
  ctx.save();
  ctx.font = NAME_FONT;
  const out = OBJECTIVE_IDS.map((o) => {
    const c = objectiveDisc(o);
    const at = nameAt(o);
    const w = ctx.measureText(OBJECTIVES[o].name).width;
    const left = at.align === 'left' ? c.x + at.dx : at.align === 'right' ? c.x + at.dx - w : c.x + at.dx - w / 2;
    return { x: left - 5, y: c.y + at.dy - 11 - 5, w: w + 10, h: 22 + 10 };
  });
  ctx.restore();
  return out;
}

function drawGarrison(ctx: Ctx, view: HodView, o: ObjectiveId, names: readonly Rect[]): void {
  const loc = o === 'BC' ? null : `obj:${o}`;
  if (!loc) return;
  const units = unitsAt(view, loc);
  if (!units.length) return;
  const s = GARRISON_CHIP;
  const a = trayRect(o, units.length, names, s);
  ctx.save();
  ctx.fillStyle = 'rgba(255, 250, 238, 0.88)';
  ctx.strokeStyle = BRITISH;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.rect(a.x, a.y, a.w, a.h);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  const pos = chipGrid(units.length, { x: a.x + 4, y: a.y + 4, w: a.w - 4, h: 200 }, s, 3);
  units.forEach((u, i) => drawBritish(ctx, u.id, u.side, pos[i]!.x, pos[i]!.y, s));
}

function drawAmbush(ctx: Ctx, o: ObjectiveId): void {
  const c = objectiveDisc(o);
  drawChip(ctx, { face: '#f4e3c0', stripe: BOER, top: 'Boer', main: 'Ambush' }, c.x - R * 0.95, c.y - R * 0.95, 30);
}

function drawTacticalColumns(ctx: Ctx, view: HodView): void {
  for (const t of view.tactical) {
    const from = tacCentre(t.at);
    const to = tacCentre(t.hex);
    if (t.at !== t.hex) {
      ctx.save();
      ctx.strokeStyle = BRITISH;
      ctx.lineWidth = 3;
      ctx.setLineDash([7, 5]);
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
      ctx.restore();
    }
    // Orders marker (r. 3.1) in the rifle fire hex it will assault from.
    drawChip(
      ctx,
      {
        face: '#fff4d6',
        stripe: BRITISH,
        top: 'Orders',
        main: `→${t.objective}`,
        corner: t.formation.slice(0, 1).toUpperCase(),
      },
      to.x - 6,
      to.y - 2,
      32,
    );
    // The column itself, with its counters in a tray; beside the hex when it stands on an objective.
    const units = unitsAt(view, `tc:${t.id}`);
    const onObjective = OBJECTIVE_HEXES.has(t.at);
    const cx = onObjective ? from.x + R * 0.62 : from.x - 17;
    const cy = onObjective ? from.y - R * 0.95 : from.y - 20;
    drawChip(
      ctx,
      { face: BRITISH, stripe: '#6e1216', top: 'Column', main: t.id, corner: String(units.length) },
      cx,
      cy,
      34,
    );
    const s = 22;
    const pos = chipGrid(units.length, { x: cx + 38, y: cy, w: 4 * (s + 2), h: 100 }, s, 2);
    units.forEach((u, i) => drawBritish(ctx, u.id, u.side, pos[i]!.x, pos[i]!.y, s));
  }
}

/** Where each objective's name goes: below the hex, except where a neighbour's name or the edge is in the way. */
const NAME_AT: Partial<Record<ObjectiveId, { dx: number; dy: number; align: 'left' | 'center' | 'right' }>> = {
  MM: { dx: 0, dy: -(R * 0.86 + 12), align: 'center' },
  BK: { dx: R * 0.9, dy: R * 0.86 + 12, align: 'right' },
};

const nameAt = (o: ObjectiveId) => NAME_AT[o] ?? { dx: 0, dy: R * 0.86 + 12, align: 'center' as const };

function drawNames(ctx: Ctx): void {
  ctx.save();
  ctx.font = NAME_FONT;
  ctx.textBaseline = 'middle';
  for (const o of OBJECTIVE_IDS) {
    const c = objectiveDisc(o);
    const at = nameAt(o);
    ctx.textAlign = at.align;
    haloText(ctx, OBJECTIVES[o].name, c.x + at.dx, c.y + at.dy, '#15120a', 'rgba(255, 252, 240, 0.95)', 5);
  }
  ctx.restore();
}

export function drawTacticalDynamic(ctx: Ctx, view: HodView): void {
  drawRifleFire(ctx, view);
  for (const o of OBJECTIVE_IDS) drawObjective(ctx, view, o);
  drawNames(ctx);
  for (const a of view.ambushMarkers)
    if ((OBJECTIVE_IDS as readonly string[]).includes(a)) drawAmbush(ctx, a as ObjectiveId);
  drawTacticalColumns(ctx, view);
  const names = nameRects(ctx);
  for (const o of OBJECTIVE_IDS) drawGarrison(ctx, view, o, names);
}
