// evolve(state, event) → next state. Pure and total; never mutates its input.
import { evolveDecks } from '../hand-of-destiny/deck.ts';
import { evolveBattle } from './battle/evolve.ts';
import { isBattleEvent } from './battle/events.ts';
import { evolveMarchEvent } from './march/evolve.ts';
import { isMarchEvent } from './march/events.ts';
import { SETUP_SIDE_ORDER } from './data/setup.ts';
import type { Side } from './data/types.ts';
import type { LvEvent } from './events.ts';
import type { DeckState, LvState } from './state.ts';

const withDeck = (s: LvState, side: Side, f: (d: DeckState) => DeckState): LvState => ({
  ...s,
  decks: { ...s.decks, [side]: f(s.decks[side]) },
});

const moveUnit = (s: LvState, unit: string, to: string, panicked = false): LvState => ({
  ...s,
  units: { ...s.units, [unit]: { location: to, panicked } },
});

// The states the sequences of play of a decide() call (engine/sequence.ts) reached, by event: the
// kernel folds the same events onto the same states right after, and takes them from here instead of
// evolving each twice. Keyed by the event object (a fresh one per decide() call, so nothing is shared
// between games); an entry is used once, and only for the very state it was evolved from.
const reached = new WeakMap<LvEvent, { from: LvState; to: LvState }>();

export function evolve(s: LvState, e: LvEvent): LvState {
  const known = reached.get(e);
  if (known !== undefined && known.from === s) {
    reached.delete(e);
    return known.to;
  }
  return evolveEvent(s, e);
}

/** evolve as a decide() call's sequence applies it: the result is kept for the fold of the same event. */
export function evolveInSequence(s: LvState, e: LvEvent): LvState {
  const to = evolveEvent(s, e);
  reached.set(e, { from: s, to });
  return to;
}

function evolveEvent(s: LvState, e: LvEvent): LvState {
  if (isMarchEvent(e)) return evolveMarchEvent(s, e);
  if (isBattleEvent(e)) return evolveBattle(s, e);
  switch (e.type) {
    case 'game-set-up': {
      const units: LvState['units'] = {};
      for (const [id, location] of Object.entries(e.units)) units[id] = { location, panicked: false };
      const deck = (draw: string[]): DeckState => ({ draw, current: null, discard: [], removed: [] });
      const choose = e.options.setup === 'choose';
      return {
        ...s,
        started: true,
        options: e.options,
        units,
        markers: { ...e.markers },
        decks: { German: deck(e.decks.German), Allied: deck(e.decks.Allied) },
        turn: 1,
        playerTurn: 1,
        phase: choose ? 'setup' : 'campaign-card',
        activeSide: choose ? SETUP_SIDE_ORDER[0]! : 'German',
      };
    }
    case 'setup-unit-placed':
      return moveUnit(s, e.unit, e.to);
    case 'setup-finished': {
      const setupDone = [...s.setupDone, e.side];
      const next = SETUP_SIDE_ORDER.find((x) => !setupDone.includes(x));
      return { ...s, setupDone, activeSide: next ?? s.activeSide };
    }
    case 'deck-reshuffled': // 7.2, R18 (the reason is for the record only)
    case 'card-drawn':
    case 'card-discarded':
    case 'card-removed':
      return { ...s, decks: evolveDecks(s.decks, e) }; // 7.A-7.2 (system, hand-of-destiny/deck.ts)
    case 'phase-began':
      return { ...s, turn: e.turn, activeSide: e.side, phase: e.phase, playerTurn: e.playerTurn };
    case 'game-ended':
      return { ...s, phase: 'game-over', result: e.result };
    case 'sandbox-unit-placed':
      return moveUnit(s, e.unit, e.to);
    case 'sandbox-unit-removed':
      return moveUnit(s, e.unit, e.to);
    case 'sandbox-card-stacked':
      return withDeck(s, e.side, (d) => ({
        draw: [e.card, ...d.draw.filter((c) => c !== e.card)],
        current: d.current === e.card ? null : d.current,
        discard: d.discard.filter((c) => c !== e.card),
        removed: d.removed.filter((c) => c !== e.card),
      }));
  }
}
