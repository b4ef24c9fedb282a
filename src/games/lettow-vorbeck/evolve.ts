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

// The chain of states the last sequence of play of a decide() call (engine/sequence.ts) went
// through, event by event: the kernel folds the same events onto the same states right after, and
// takes each result from here instead of evolving twice. Kept per game (by its options object, which
// every state of a game shares and no other game does); only the very event object applied to the
// very state it was evolved from matches, and the chain is dropped when a new one starts. Plain
// arrays, not an entry per event in a WeakMap: weak entries cost the garbage collector more than
// the evolve they save.
interface Chain {
  events: LvEvent[];
  from: LvState[];
  to: LvState[];
  next: number; // the next event the fold should bring
}
const chains = new WeakMap<LvState['options'], Chain>();

export function evolve(s: LvState, e: LvEvent): LvState {
  const chain = chains.get(s.options);
  if (chain) {
    const i = chain.next;
    if (i < chain.events.length && chain.events[i] === e && chain.from[i] === s) {
      chain.next = i + 1;
      return chain.to[i]!;
    }
  }
  return evolveEvent(s, e);
}

/** evolve as a decide() call's sequence applies it: the result is kept for the fold of the same event. */
export function evolveInSequence(s: LvState, e: LvEvent): LvState {
  const to = evolveEvent(s, e);
  let chain = chains.get(s.options);
  const n = chain ? chain.to.length : 0;
  if (!chain || n === 0 || chain.to[n - 1] !== s || chain.next > 0) {
    // A new chain: the last one was folded (or never will be).
    chain = { events: [], from: [], to: [], next: 0 };
    chains.set(s.options, chain);
  }
  chain.events.push(e);
  chain.from.push(s);
  chain.to.push(to);
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
