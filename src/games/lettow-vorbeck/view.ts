// What each viewer may see (10.0 Fog of War, ruling R36). Nothing reaches a player except through
// this function: the renderer, the status text and the logs are all built from a view.
//  - Stacks in map spaces and in the Indian Ocean box: the opponent sees how many units, not which.
//  - All units in a space where both sides have units (a battle happens there) are revealed.
//  - Open to both: South African box, Konigsberg recruit box, Deadpile, discards, removed cards,
//    the current card (7.A: shown face up), Turn marker, fort markers, Air Support.
//  - Recruit pools: counts only, except to their owner (R14).
import type { GameResult, Viewer } from '../../engine/types.ts';
import { isSpace } from './data/map.ts';
import { turnByIndex } from './data/turns.ts';
import type { Side } from './data/types.ts';
import { unitById } from './data/units.ts';
import { setupChoicesFor } from './setup.ts';
import type { Pending } from '../hand-of-destiny/battle/state.ts';
import type { LvOptions, LvState, Phase } from './state.ts';
import { SIDES } from './state.ts';

export const POOLS: Record<Side, string> = { German: 'german-recruit-box', Allied: 'allied-recruit-box' };
const OPEN_BOXES = new Set(['south-african-box', 'konigsberg-recruit-box', 'deadpile']);

export interface UnitView {
  side: Side;
  location: string;
  panicked: boolean;
}

export interface StackView {
  location: string;
  side: Side;
  count: number;
  /** The units, or null when the stack is face down to this viewer. */
  units: string[] | null;
  /** True when the viewer sees the units only because both sides share the space (R36). */
  revealed: boolean;
}

export interface DeckView {
  drawPile: number;
  current: string | null;
  discard: string[];
  removed: string[];
}

export interface LvView {
  viewer: 'public' | 'referee' | Side;
  /** The game's clock line, added by the application for the map picture (never by view()). */
  clock?: string;
  sandbox: boolean;
  options: LvOptions;
  turn: { index: number; label: string };
  phase: Phase;
  activeSide: Side;
  playerTurn: 1 | 2;
  pending: Pending<Side> | null;
  /** Every unit this viewer may identify, with where it is. */
  units: Record<string, UnitView>;
  /** Every occupied space or box (pools excepted), by side. */
  stacks: StackView[];
  /** Recruit pools; `waiting` are the units drawn from it this phase, still to be placed (not in the pool any more). */
  pools: Record<Side, { count: number; units: string[] | null; waiting: number; waitingUnits: string[] | null }>;
  markers: Record<string, string>;
  /** setup:choose — per side, how many of its units the viewer may not see yet because that side is still placing them (25.0). */
  notYetPlaced: Record<Side, number>;
  cards: Record<Side, DeckView>;
  winner: string | null;
  result: GameResult | null;
}

export function canSee(viewer: Viewer, owner: Side): boolean {
  return viewer.kind === 'referee' || (viewer.kind === 'side' && viewer.side === owner);
}

export function view(state: LvState, viewer: Viewer): LvView {
  const bySideAt = new Map<string, Map<Side, string[]>>();
  const notYetPlaced: Record<Side, number> = { German: 0, Allied: 0 };
  for (const [id, u] of Object.entries(state.units)) {
    const side = unitById(id).side;
    // setup:choose: the other side's chosen placements are not shown until it has finished placing;
    // before, they would stand at their quick-start spaces (25.0).
    if (state.phase === 'setup' && !canSee(viewer, side) && !state.setupDone.includes(side) && setupChoicesFor(id)) {
      notYetPlaced[side]++;
      continue;
    }
    const at = bySideAt.get(u.location) ?? new Map<Side, string[]>();
    at.set(side, [...(at.get(side) ?? []), id]);
    bySideAt.set(u.location, at);
  }
  const units: Record<string, UnitView> = {};
  const stacks: StackView[] = [];
  const pools = {} as LvView['pools'];
  for (const side of SIDES) {
    const here = bySideAt.get(POOLS[side])?.get(side) ?? [];
    // Drawn recruits wait in the pool box until placed, but are no longer in the pool (27.1.C).
    const drawn = new Set(side === state.activeSide ? (state.march?.toPlace ?? []).map((t) => t.unit) : []);
    const inPool = here.filter((u) => !drawn.has(u));
    const waiting = here.filter((u) => drawn.has(u));
    const visible = canSee(viewer, side);
    pools[side] = {
      count: inPool.length,
      units: visible ? inPool : null,
      waiting: waiting.length,
      waitingUnits: visible ? waiting : null,
    };
    if (visible)
      for (const id of here) units[id] = { side, location: POOLS[side], panicked: state.units[id]!.panicked };
  }
  for (const [location, sides] of bySideAt) {
    if (location === POOLS.German || location === POOLS.Allied) continue;
    const contested = isSpace(location) && sides.size > 1;
    for (const [side, ids] of sides) {
      const visible = canSee(viewer, side) || OPEN_BOXES.has(location) || contested;
      stacks.push({
        location,
        side,
        count: ids.length,
        units: visible ? ids : null,
        revealed: visible && contested && !canSee(viewer, side),
      });
      if (visible) for (const id of ids) units[id] = { side, location, panicked: state.units[id]!.panicked };
    }
  }
  stacks.sort((a, b) => a.location.localeCompare(b.location) || a.side.localeCompare(b.side));
  const deck = (side: Side): DeckView => {
    const d = state.decks[side];
    return { drawPile: d.draw.length, current: d.current, discard: [...d.discard], removed: [...d.removed] };
  };
  const t = turnByIndex(state.turn);
  return {
    viewer: viewer.kind === 'side' ? (viewer.side as Side) : viewer.kind,
    sandbox: state.options.sandbox,
    options: state.options,
    turn: { index: t.index, label: t.label },
    phase: state.phase,
    activeSide: state.activeSide,
    playerTurn: state.playerTurn,
    pending: state.pending,
    units,
    stacks,
    pools,
    markers: { ...state.markers },
    notYetPlaced,
    cards: { German: deck('German'), Allied: deck('Allied') },
    winner: state.result?.winner ?? null,
    result: state.result,
  };
}
