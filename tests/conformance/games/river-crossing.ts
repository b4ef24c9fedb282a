// The third game's conformance declaration (tests/fixtures/third-game, River Crossing, a Hand of Destiny
// scenario): a side sees its own units and, where both sides share a space, the other's (10.0); the other
// side's stacks elsewhere are counts, and the Campaign decks are counts and face-up cards.
import type { Viewer } from '../../../src/engine/types.ts';
import type { DestinyState } from '../../../src/games/hand-of-destiny/state.ts';
import { riverCrossing } from '../../fixtures/third-game/module.ts';
import { UNITS, type Side } from '../../hand-of-destiny/synthetic-scenario.ts';
import type { GameConformance } from '../declaration.ts';

const SIDE_OF = new Map<string, string>(UNITS.map((u) => [u.id, u.side]));
const IDS = new Set<string>(['Red', 'Blue', ...UNITS.map((u) => u.id)]);

/**
 * The hidden markers: for a side or the public, the units of the sides it does not play outside a
 * contested map space (a box included), and the cards in every draw pile.
 */
export function riverHidden(s: DestinyState<Side>, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  if (viewer.kind === 'referee') return out;
  const sidesAt = new Map<string, Set<string>>();
  for (const [id, u] of Object.entries(s.units))
    sidesAt.set(u.location, (sidesAt.get(u.location) ?? new Set()).add(SIDE_OF.get(id) ?? '?'));
  for (const [id, u] of Object.entries(s.units)) {
    if (viewer.kind === 'side' && viewer.side === SIDE_OF.get(id)) continue;
    const contested = riverCrossing.board.isSpace(u.location) && sidesAt.get(u.location)!.size > 1;
    if (!contested) out.add(id);
  }
  for (const side of ['Red', 'Blue'] as const) for (const c of s.decks[side]?.draw ?? []) out.add(c);
  return out;
}

export const riverCrossingConformance: GameConformance = {
  id: 'river-crossing',
  games: [{ seed: 'kit-river-1' }, { seed: 'kit-river-2' }, { seed: 'kit-river-3' }],
  maxSteps: 500,
  // It brings no decision hook: its players type every command.
  buttons: false,
  view: {
    isIdKey: (k) => IDS.has(k),
    // Reviewed: units by id only where the viewer may see them; the other side's stacks as counts
    // (hidden[]); each deck as the size of its draw pile, its current card and its discards.
    allowed: {
      viewer: 'public',
      turn: 'public',
      phase: 'public',
      activeSide: 'public',
      pending: 'public',
      'pending.side': 'public',
      'pending.kind': 'public',
      'pending.space': 'public',
      'pending.prompt': 'public',
      'units.*.side': 'public',
      'units.*.location': 'public',
      'units.*.panicked': 'public',
      'hidden[]': 'public',
      'hidden[].location': 'public',
      'hidden[].side': 'public',
      'hidden[].count': 'public',
      'cards.*.drawPile': 'public',
      'cards.*.current': 'public',
      'cards.*.discard[]': 'public',
    },
    mustSee: ['hidden[].count', 'units.*.location'],
  },
  hidden: (s, viewer) => riverHidden(s as DestinyState<Side>, viewer),
};
