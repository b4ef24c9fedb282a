// Hex conventions shared by all three maps (spec §2.1, Tables 2.1.1-2.1.3): flat-topped hexes,
// columns left to right, rows top to bottom, even columns drawn half a hex lower.
// Pure functions only (no I/O); the rules engine and the renderer use the same formulas.

import type { HexGrid, HexId, Point, Provenance } from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§2.1',
};

/** Column and row of a hex id ("T0802" → { col: 8, row: 2 }). */
export function hexColRow(id: HexId): { col: number; row: number } {
  return { col: Number(id.slice(1, 3)), row: Number(id.slice(3, 5)) };
}

/** The hex id for a column and row on a grid, or null if off the map. */
export function hexAt<H extends HexId>(grid: HexGrid, col: number, row: number): H | null {
  if (col < 1 || row < 1 || col > grid.columns || row > grid.rows) return null;
  return `${grid.prefix}${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}` as H;
}

/** Neighbours of a hex that exist on the grid (Table 2.1.1). */
export function neighbours<H extends HexId>(grid: HexGrid, id: H): H[] {
  // The searches of the rules ask for the same few hundred hexes' neighbours again and again.
  const key = `${grid.prefix}${grid.columns}x${grid.rows}:${id}`;
  const known = NEIGHBOURS.get(key);
  if (known) return [...known] as H[];
  const out = neighboursOf(grid, id);
  NEIGHBOURS.set(key, out);
  return [...out];
}

const NEIGHBOURS = new Map<string, readonly HexId[]>();

function neighboursOf<H extends HexId>(grid: HexGrid, id: H): H[] {
  const { col: c, row: r } = hexColRow(id);
  const steps: ReadonlyArray<readonly [number, number]> =
    c % 2 === 1
      ? [[c, r - 1], [c, r + 1], [c - 1, r - 1], [c - 1, r], [c + 1, r - 1], [c + 1, r]]
      : [[c, r - 1], [c, r + 1], [c - 1, r], [c - 1, r + 1], [c + 1, r], [c + 1, r + 1]];
  const out: H[] = [];
  for (const [cc, rr] of steps) {
    const h = hexAt<H>(grid, cc, rr);
    if (h !== null) out.push(h);
  }
  return out;
}

/** Cube coordinates of a hex (Table 2.1.2). */
export function cube(id: HexId): { x: number; y: number; z: number } {
  const { col, row } = hexColRow(id);
  const x = col - 1;
  const z = row - 1 - (x - (x % 2)) / 2;
  return { x, y: -x - z, z };
}

/** Hex distance between two hexes of the same map (Table 2.1.2). */
export function distance(a: HexId, b: HexId): number {
  const p = cube(a);
  const q = cube(b);
  return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
}

/** Pixel centre of a hex (Table 2.1.2), unrounded. */
export function pixelCentre(grid: HexGrid, id: HexId): Point {
  const { col, row } = hexColRow(id);
  const R = grid.radius;
  return {
    x: grid.origin.x + R + 1.5 * R * (col - 1),
    y: grid.origin.y + 0.866 * R + 1.732 * R * (row - 1) + (col % 2 === 0 ? 0.866 * R : 0),
  };
}
