// 10.0 Fog of war: neither side may inspect the other's stacks, except where both sides' units share a space.
import type { Viewer } from '../../src/engine/types.ts';
import type { Board } from '../../src/games/hand-of-destiny/board.ts';
import type { Pending } from '../../src/games/hand-of-destiny/battle/state.ts';
import type { DestinyPhase, DestinyState } from '../../src/games/hand-of-destiny/state.ts';

export interface DestinyView {
  viewer: string;
  turn: number;
  phase: DestinyPhase;
  activeSide: string;
  pending: Pending | null;
  /** Visible units and their locations. */
  units: Record<string, { side: string; location: string; panicked: boolean }>;
  /** Hidden stacks: location, side and size only. */
  hidden: { location: string; side: string; count: number }[];
  cards: Record<string, { drawPile: number; current: string | null; discard: string[] }>;
}

export const canSee = (viewer: Viewer, side: string): boolean =>
  viewer.kind === 'referee' || (viewer.kind === 'side' && viewer.side === side);

export function viewOf<S extends string>(b: Board<S>, s: DestinyState<S>, viewer: Viewer): DestinyView {
  const units: DestinyView['units'] = {};
  const hidden = new Map<string, { location: string; side: string; count: number }>();
  for (const [id, u] of Object.entries(s.units)) {
    const side = b.unit(id).side;
    const contested = Object.entries(s.units).some(
      ([o, x]) => x.location === u.location && b.unit(o).side !== side && b.isSpace(u.location),
    );
    if (canSee(viewer, side) || contested) units[id] = { side, location: u.location, panicked: u.panicked };
    else {
      const k = `${u.location}|${side}`;
      const h = hidden.get(k) ?? { location: u.location, side, count: 0 };
      hidden.set(k, { ...h, count: h.count + 1 });
    }
  }
  const cards: DestinyView['cards'] = {};
  for (const side of b.sc.sides)
    cards[side] = {
      drawPile: s.decks[side].draw.length,
      current: s.decks[side].current,
      discard: [...s.decks[side].discard],
    };
  return {
    viewer: viewer.kind === 'side' ? viewer.side : viewer.kind,
    turn: s.turn,
    phase: s.phase,
    activeSide: s.activeSide,
    pending: s.pending,
    units,
    hidden: [...hidden.values()],
    cards,
  };
}
