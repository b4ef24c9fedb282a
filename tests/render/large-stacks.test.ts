// Large stacks on the Lettow-Vorbeck map (render/stacks.ts): a stack of five pieces or more is drawn
// smaller, in two rows, beside its space, so it neither covers the space nor spills over the legend and
// the boxes on the right; small stacks stay on their space.
import { describe, expect, it } from 'vitest';
import { fold, setupEvents } from '../../src/engine/kernel.ts';
import { spaceById } from '../../src/games/lettow-vorbeck/data/map.ts';
import { UNITS } from '../../src/games/lettow-vorbeck/data/units.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import { drawMap } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { COUNTER_KEY, LEGEND, SPACE_R, type Rect } from '../../src/games/lettow-vorbeck/render/layout.ts';
import type { Placed } from '../../src/games/lettow-vorbeck/render/stacks.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';

/** The quick-start position with the units of `side` moved as `moves` says (space → how many), seen by the referee. */
function stacked(side: 'German' | 'Allied', moves: readonly [string, number][]): LvView {
  const state = fold(lettowVorbeck, setupEvents(lettowVorbeck, 'large-stacks', { setup: 'quick' })).game as LvState;
  const ids = UNITS.filter((u) => u.side === side).map((u) => u.id);
  let k = 0;
  for (const [space, n] of moves) for (const id of ids.slice(k, (k += n))) state.units[id]!.location = space;
  return lettowVorbeck.view(state, { kind: 'referee' }) as LvView;
}

const overlaps = (p: Placed, r: Rect): boolean =>
  p.x < r.x + r.w && r.x < p.x + p.size && p.y < r.y + r.h && r.y < p.y + p.size;

const covers = (p: Placed, x: number, y: number, r: number): boolean =>
  p.x - r < x && x < p.x + p.size + r && p.y - r < y && y < p.y + p.size + r;

describe('large stacks on the map (10.0: every unit of a visible stack shown)', () => {
  // Mombasa: nine German units beside the Allied stack there (quick start), by the legend; the name on
  // the left. Kondoa Irangi (name below) and Kigoma (name on the right): Allied stacks of eight and six.
  const german = drawMap(stacked('German', [['mombasa', 9]])).placed;
  const allied = drawMap(
    stacked('Allied', [
      ['kondoa-irangi', 8],
      ['kigoma', 6],
    ]),
  ).placed;
  const at = (placed: Placed[], space: string): Placed[] =>
    placed.filter((p) => p.location === space && p.piece.kind === 'unit');

  it('a stack of eleven by the legend stays clear of the legend and the counter key', () => {
    expect(at(german, 'mombasa').length).toBeGreaterThanOrEqual(11);
    expect(at(german, 'mombasa').filter((p) => overlaps(p, LEGEND) || overlaps(p, COUNTER_KEY))).toEqual([]);
  });

  it('a large stack leaves its space visible: no counter covers its centre; two rows at most, smaller counters', () => {
    for (const [placed, space] of [
      [german, 'mombasa'],
      [allied, 'kondoa-irangi'],
      [allied, 'kigoma'],
    ] as const) {
      const s = spaceById(space);
      const here = at(placed, space);
      expect(here.length, space).toBeGreaterThanOrEqual(5);
      expect(
        here.filter((p) => covers(p, s.x, s.y, SPACE_R / 2)),
        space,
      ).toEqual([]);
      expect(new Set(here.map((p) => p.y)).size, space).toBeLessThanOrEqual(2);
      expect(Math.max(...here.map((p) => p.size)), space).toBeLessThan(34);
    }
  });

  it('a small stack still stands on its space at full size', () => {
    const small = at(drawMap(stacked('German', [['dodoma', 2]])).placed, 'dodoma');
    const s = spaceById('dodoma');
    expect(small.map((p) => p.size)).toEqual([34, 34]);
    expect(small.some((p) => covers(p, s.x, s.y, 2))).toBe(true);
  });
});
