// evolve(state, event) → next state. Pure and total; never mutates its input.
import { evolveDecks } from '../hand-of-destiny/deck.ts';
import { evolveBattle } from './battle/evolve.ts';
import { isBattleEvent } from './battle/events.ts';
import { evolveMarchEvent } from './march/evolve.ts';
import { isMarchEvent } from './march/events.ts';
import { SETUP_SIDE_ORDER } from './data/setup.ts';
import type { Side } from './data/types.ts';
import type { LvEvent } from './events.ts';
import { copyState, type DeckState, type LvState } from './state.ts';

const withDeck = (s: LvState, side: Side, f: (d: DeckState) => DeckState): LvState => {
  const n = copyState(s);
  n.decks = { ...s.decks, [side]: f(s.decks[side]) };
  return n;
};

const moveUnit = (s: LvState, unit: string, to: string, panicked = false): LvState => {
  const n = copyState(s);
  n.units = { ...s.units, [unit]: { location: to, panicked } };
  return n;
};

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
      const n = copyState(s);
      n.setupDone = [...s.setupDone, e.side];
      n.activeSide = SETUP_SIDE_ORDER.find((x) => !n.setupDone.includes(x)) ?? s.activeSide;
      return n;
    }
    case 'deck-reshuffled': // 7.2, R18 (the reason is for the record only)
    case 'card-drawn':
    case 'card-discarded':
    case 'card-removed': {
      const n = copyState(s);
      n.decks = evolveDecks(s.decks, e); // 7.A-7.2 (system, hand-of-destiny/deck.ts)
      return n;
    }
    case 'phase-began': {
      const n = copyState(s);
      n.turn = e.turn;
      n.activeSide = e.side;
      n.phase = e.phase;
      n.playerTurn = e.playerTurn;
      return n;
    }
    case 'game-ended': {
      const n = copyState(s);
      n.phase = 'game-over';
      n.result = e.result;
      return n;
    }
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
