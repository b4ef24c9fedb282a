// Stacks on the map and in the boxes, drawn from a view only. A visible stack shows every unit side by
// side (never hidden under another counter), strongest first, with a count badge from four units up; a
// face-down stack (units === null) is one blank block in its side's colour with the count (10.0).
// Both sides in one space (a battle, R36) stand side by side, German on the left, inside a red ring.
// A large stack (five pieces or more) is drawn smaller, in two rows, beside its space rather than on it,
// and no stack reaches over the legend and the boxes on the right.
import type { CanvasRenderingContext2D } from 'canvas';
import { isBox, isSpace, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { markerById, unitById } from '../data/units.ts';
import type { LvView } from '../view.ts';
import { POOLS } from '../view.ts';
import { drawCounter, drawFaceDown, drawMarker } from './counters.ts';
import { BOX_COUNTER_MAX, COUNTER, LEGEND, SPACE_R, boxContent, type Rect } from './layout.ts';
import { LABEL_SIDE } from './background.ts';
import { PANIC_RED, SIDE_COLOUR, font } from './palette.ts';

type Ctx = CanvasRenderingContext2D;

export type Piece =
  | { kind: 'unit'; id: string; panicked: boolean }
  | { kind: 'hidden'; side: Side; count: number }
  | { kind: 'marker'; id: string };

/** A group of pieces of one side at one location. */
export interface Group {
  side: Side | 'neutral';
  pieces: Piece[];
}

/** Where a counter was drawn: tests and the battle sheet use these to find pieces by pixel. */
export interface Placed {
  piece: Piece;
  location: string;
  x: number;
  y: number;
  size: number;
}

const GAP = 2;

function sortUnits(ids: readonly string[]): string[] {
  return [...ids].sort(
    (a, b) => unitById(b).strength - unitById(a).strength || unitById(a).name.localeCompare(unitById(b).name),
  );
}

/** The pieces at each location of a view, grouped by side (pools go in their recruit boxes). */
export function groupsByLocation(view: LvView): Map<string, Group[]> {
  const out = new Map<string, Group[]>();
  const add = (loc: string, g: Group): void => {
    out.set(loc, [...(out.get(loc) ?? []), g]);
  };
  for (const st of view.stacks) {
    const pieces: Piece[] =
      st.units === null
        ? [{ kind: 'hidden', side: st.side, count: st.count }]
        : sortUnits(st.units).map((id) => ({ kind: 'unit', id, panicked: view.units[id]?.panicked ?? false }));
    add(st.location, { side: st.side, pieces });
  }
  for (const side of ['German', 'Allied'] as const) {
    const pool = view.pools[side];
    if (pool.count === 0) continue;
    const pieces: Piece[] =
      pool.units === null
        ? [{ kind: 'hidden', side, count: pool.count }]
        : sortUnits(pool.units).map((id) => ({ kind: 'unit', id, panicked: view.units[id]?.panicked ?? false }));
    add(POOLS[side], { side, pieces });
  }
  for (const [id, loc] of Object.entries(view.markers)) add(loc, { side: 'neutral', pieces: [{ kind: 'marker', id }] });
  for (const gs of out.values()) gs.sort((a, b) => order(a.side) - order(b.side));
  return out;
}

const order = (s: Side | 'neutral'): number => (s === 'German' ? 0 : s === 'Allied' ? 1 : 2);

function drawPiece(ctx: Ctx, p: Piece, x: number, y: number, s: number): void {
  switch (p.kind) {
    case 'unit':
      drawCounter(ctx, unitById(p.id), x, y, s, { panicked: p.panicked });
      break;
    case 'hidden':
      drawFaceDown(ctx, p.side, p.count, x, y, s);
      break;
    case 'marker': {
      const m = markerById(p.id);
      const fill =
        m.kind === 'Air Support'
          ? '#2f5f9a'
          : m.side === 'German'
            ? SIDE_COLOUR.German
            : m.side === 'Allied'
              ? SIDE_COLOUR.Allied
              : '#777';
      drawMarker(ctx, m.kind === 'Air Support' ? 'Air Sup.' : m.name, fill, x, y, s);
      break;
    }
  }
}

function columns(n: number): number {
  if (n <= 3) return n;
  if (n === 4) return 2;
  if (n <= 6) return 3;
  return 4;
}

function badge(ctx: Ctx, n: number, x: number, y: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, 11, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.strokeStyle = '#111';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = '#111';
  ctx.font = font(14);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), x, y + 0.5);
  ctx.restore();
}

/** A large stack (LARGE pieces or more in a space): smaller counters in at most two rows, beside the space. */
const LARGE = 5;

/** The counter size of a space holding `n` pieces: full size, smaller for a large stack. */
const sizeFor = (n: number): number => (n < LARGE ? COUNTER : n <= 8 ? 28 : 24);

/** Columns of a group of `n` pieces in a large stack: two rows at most. */
const largeColumns = (n: number): number => Math.ceil(n / 2);

/** The right edge a stack may reach: the legend, the counter key and the boxes stand beyond it. */
const RIGHT_EDGE = LEGEND.x - 4;

/** Draws the groups of one map space; returns where each piece went. */
function drawSpaceGroups(ctx: Ctx, location: string, groups: Group[]): Placed[] {
  const s = spaceById(location);
  const pieces = groups.reduce((a, g) => a + g.pieces.length, 0);
  const large = pieces >= LARGE;
  const size = sizeFor(pieces);
  const placed: Placed[] = [];
  const dims = groups.map((g) => {
    const n = g.pieces.length;
    const cols = large ? largeColumns(n) : columns(n);
    const rows = Math.ceil(n / cols);
    const extra = g.pieces[0]?.kind === 'hidden' ? Math.min(3, g.pieces[0].count - 1) * Math.max(2, size * 0.08) : 0;
    return { cols, rows, w: cols * (size + GAP) - GAP + extra, h: rows * (size + GAP) - GAP };
  });
  const sides = new Set(groups.filter((g) => g.side !== 'neutral').map((g) => g.side));
  if (sides.size > 1) {
    ctx.save();
    ctx.beginPath();
    ctx.arc(s.x, s.y, 38, 0, Math.PI * 2);
    ctx.strokeStyle = PANIC_RED;
    ctx.lineWidth = 4;
    ctx.setLineDash([8, 5]);
    ctx.stroke();
    ctx.restore();
  }
  const total = dims.reduce((a, d) => a + d.w, 0) + 6 * (dims.length - 1);
  // Stacks grow away from the space's name (background.ts LABEL_SIDE), so no stack covers it: from
  // the space rightwards when the name is on the left, leftwards when on the right, downwards when above.
  const labelSide = LABEL_SIDE[location] ?? 'below';
  let x = labelSide === 'left' ? s.x - size / 2 : labelSide === 'right' ? s.x + size / 2 - total : s.x - total / 2;
  // A large stack stands beside its space, not on it (the space and its ring stay visible): on the
  // side away from the name, or above the space when the name is below (below when it is above).
  // Beside it where it fits (left of the legend, on the picture), else above it.
  const height = Math.max(...dims.map((d) => d.h));
  let beside: 'side' | 'above' | 'below' = labelSide === 'above' ? 'below' : 'above';
  if (large && (labelSide === 'left' || labelSide === 'right')) {
    const bx = labelSide === 'left' ? s.x + SPACE_R + 4 : s.x - SPACE_R - 4 - total;
    if (bx >= 4 && bx + total <= RIGHT_EDGE) {
      x = bx;
      beside = 'side';
    } else x = s.x - total / 2;
  }
  const bottomOf = (h: number): number => {
    if (!large) return labelSide === 'above' ? s.y - size / 2 + h : s.y + size / 2;
    if (beside === 'side') return s.y + height / 2;
    return beside === 'below' ? s.y + SPACE_R + 4 + h : s.y - SPACE_R - 4;
  };
  // Never over the legend and the boxes on the right, nor off the picture on the left.
  x = Math.max(4, Math.min(x, RIGHT_EDGE - total));
  groups.forEach((g, gi) => {
    const d = dims[gi]!;
    const bottom = bottomOf(d.h);
    g.pieces.forEach((p, i) => {
      const col = i % d.cols;
      const row = Math.floor(i / d.cols);
      const px = x + col * (size + GAP);
      const py = bottom - size - (d.rows - 1 - row) * (size + GAP);
      drawPiece(ctx, p, px, py, size);
      placed.push({ piece: p, location, x: px, y: py, size });
    });
    const units = g.pieces.filter((p) => p.kind === 'unit').length;
    if (units >= 4) badge(ctx, units, x + d.w - 2, bottom - d.h - 2);
    x += d.w + 6;
  });
  return placed;
}

/** Lays pieces out in a box's content area, shrinking counters until all fit. */
function drawBoxGroups(ctx: Ctx, location: string, groups: Group[]): Placed[] {
  const area: Rect = boxContent(location);
  const pieces = groups.flatMap((g) => g.pieces);
  let size = BOX_COUNTER_MAX;
  let cols = 1;
  for (; size > 16; size--) {
    cols = Math.floor((area.w + GAP) / (size + GAP + 2));
    const rows = Math.floor((area.h + GAP) / (size + GAP));
    if (cols * rows >= pieces.length) break;
  }
  const placed: Placed[] = [];
  const rowsUsed = Math.ceil(pieces.length / cols);
  const usedW = Math.min(pieces.length, cols) * (size + GAP + 2) - GAP;
  const x0 = area.x + (area.w - usedW) / 2;
  const y0 = area.y + Math.max(0, (area.h - (rowsUsed * (size + GAP) - GAP)) / 2);
  pieces.forEach((p, i) => {
    const px = x0 + (i % cols) * (size + GAP + 2);
    const py = y0 + Math.floor(i / cols) * (size + GAP);
    drawPiece(ctx, p, px, py, size);
    placed.push({ piece: p, location, x: px, y: py, size });
  });
  return placed;
}

/** Draws every piece of a view; returns where each one went. */
export function drawStacks(ctx: Ctx, view: LvView): Placed[] {
  const placed: Placed[] = [];
  const all = groupsByLocation(view);
  // Boxes first, then spaces from north to south so southern stacks overlap northern labels, not the reverse.
  const locations = [...all.keys()].sort((a, b) => {
    const ya = isSpace(a) ? spaceById(a).y : -1;
    const yb = isSpace(b) ? spaceById(b).y : -1;
    return ya - yb;
  });
  for (const loc of locations) {
    const groups = all.get(loc)!;
    if (isSpace(loc)) placed.push(...drawSpaceGroups(ctx, loc, groups));
    else if (isBox(loc)) placed.push(...drawBoxGroups(ctx, loc, groups));
  }
  return placed;
}
