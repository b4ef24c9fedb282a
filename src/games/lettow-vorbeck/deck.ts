// Campaign Card decks (7.0-7.2): draw the top card, discard it at the end of the player-turn
// (or set it aside, 7.1.4), reshuffle the discards when the deck runs out (7.2, R18) or when a
// card's event says so (spec 7.1 "Reshuffle").
import type { Rng } from '../../engine/rng.ts';
import { RuleError } from '../../engine/rule-error.ts';
import { drawTop, endOfPlayerTurnCard } from '../hand-of-destiny/deck.ts';
import { cardById } from './data/cards.ts';
import { LV_BOARD } from './scenario.ts';
import { immediateEvents } from './cards-events/immediate.ts';
import type { Side } from './data/types.ts';
import type { LvEvent } from './events.ts';
import type { LvState } from './state.ts';

export function decideDraw(state: LvState, side: Side, rng: Rng): LvEvent[] {
  const deck = state.decks[side];
  if (deck.current === null && deck.draw.length + deck.discard.length === 0) {
    throw new RuleError(
      'R42',
      'your draw deck and discard pile are both empty: this player-turn is played with no card; end the phase',
    );
  }
  const { reshuffled, card } = drawTop(LV_BOARD, deck, rng); // 7.A, 7.C, 7.2 (system), R18
  const events: LvEvent[] = reshuffled ? [{ type: 'deck-reshuffled', side, order: reshuffled, reason: 'empty' }] : [];
  events.push({ type: 'card-drawn', side, card });
  events.push(...immediateEvents(state, side, card)); // 8.1: Immediately events
  return events;
}

/** A card whose event reshuffles the deck at the end of the player-turn (spec 7.1 "Reshuffle"). */
const reshufflesAtEnd = (cardId: string): boolean => {
  const c = cardById(cardId);
  return c.timing.includes('End of player-turn') && /Reshuffle/.test(c.event);
};

/** 7.B, 7.1.4: the card of the ending player-turn goes to the discards or out of play. */
export function endOfPlayerTurnCardEvents(state: LvState, side: Side, rng: Rng): LvEvent[] {
  const deck = state.decks[side];
  const card = deck.current;
  const events: LvEvent[] = endOfPlayerTurnCard(LV_BOARD, deck, side); // 7.B, 7.1.4 (system)
  if (card !== null && !cardById(card).removeFromPlay && reshufflesAtEnd(card)) {
    events.push({
      type: 'deck-reshuffled',
      side,
      order: rng.shuffle([...deck.draw, ...deck.discard, card]),
      reason: 'event',
    });
  }
  return events;
}
