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

export function evolve(s: LvState, e: LvEvent): LvState {
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
