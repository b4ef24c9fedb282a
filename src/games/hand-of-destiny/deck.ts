// 7.0-7.2 Campaign Cards: draw the top card (7.A), one card in effect (7.C), discard it at the end of
// the player-turn (7.B) or set it aside (7.1.4), reshuffle the discards when the deck runs out (7.2).
import type { Rng } from '../../engine/rng.ts';
import { RuleError } from '../../engine/rule-error.ts';
import type { Board } from './board.ts';
import type { DestinyEvent } from './events.ts';
import type { DestinyState } from './state.ts';

export interface DeckLike {
  draw: readonly string[];
  current: string | null;
  discard: readonly string[];
}

/** One side's Campaign Card piles (7.A-C, 7.1.4): the system module's and every scenario module's decks. */
export interface DeckPiles {
  draw: string[]; // top first, hidden (7.A)
  current: string | null; // 7.C
  discard: string[]; // 7.B
  removed: string[]; // 7.1.4
}

/** The deck facts (7.A, 7.B, 7.1.4, 7.2) every Hand of Destiny module records; a scenario may add fields (e.g. a reshuffle's reason). */
export type DeckEvent<S extends string = string> =
  | { type: 'deck-reshuffled'; side: S; order: string[] } // 7.2
  | { type: 'card-drawn'; side: S; card: string } // 7.A
  | { type: 'card-discarded'; side: S; card: string } // 7.B
  | { type: 'card-removed'; side: S; card: string }; // 7.1.4

/** evolve for the deck events: pure, total, never mutates. */
export function evolveDeck(d: DeckPiles, e: DeckEvent): DeckPiles {
  switch (e.type) {
    case 'deck-reshuffled':
      return { ...d, draw: e.order, discard: [] }; // 7.2
    case 'card-drawn':
      return { ...d, draw: d.draw.filter((c) => c !== e.card), current: e.card }; // 7.A, 7.C
    case 'card-discarded':
      return { ...d, current: null, discard: [...d.discard, e.card] }; // 7.B
    case 'card-removed':
      return { ...d, current: null, removed: [...d.removed, e.card] }; // 7.1.4
  }
}

/** The decks after a deck event (the side's piles replaced). */
export const evolveDecks = <S extends string, D extends DeckPiles>(
  decks: Record<S, D>,
  e: DeckEvent<S>,
): Record<S, D> => ({ ...decks, [e.side]: { ...decks[e.side], ...evolveDeck(decks[e.side], e) } }) as Record<S, D>;

/** 7.A, 7.C, 7.2: the top card of the deck, after reshuffling the discards into a new deck if it is empty. */
export function drawTop(b: Board, deck: DeckLike, rng: Rng): { reshuffled: string[] | null; card: string } {
  if (deck.current !== null) {
    throw new RuleError(
      '7.C',
      `only one card can be in effect at a time: you have already drawn ${b.card(deck.current).title} this player-turn`,
    );
  }
  if (deck.draw.length > 0) return { reshuffled: null, card: deck.draw[0]! };
  if (deck.discard.length === 0) throw new RuleError('7.2', 'your draw deck and discard pile are both empty');
  const order = rng.shuffle(deck.discard); // 7.2: all cards discarded → a new draw deck
  return { reshuffled: order, card: order[0]! };
}

export function decideDraw<S extends string>(
  b: Board<S>,
  state: DestinyState<S>,
  side: S,
  rng: Rng,
): DestinyEvent<S>[] {
  const { reshuffled, card } = drawTop(b, state.decks[side], rng);
  const events: DestinyEvent<S>[] = reshuffled ? [{ type: 'deck-reshuffled', side, order: reshuffled }] : [];
  return [...events, { type: 'card-drawn', side, card }];
}

/** 7.B, 7.1.4: the card of the ending player-turn goes to the discards or out of play. */
export function endOfPlayerTurnCard<S extends string>(
  b: Board<S>,
  deck: DeckLike,
  side: S,
): Extract<DeckEvent<S>, { type: 'card-discarded' | 'card-removed' }>[] {
  const card = deck.current;
  if (card === null) return [];
  return [{ type: b.card(card).removeFromPlay ? 'card-removed' : 'card-discarded', side, card }];
}

/** 11.B-C, 11.1.4: the largest Movement entry of the card that covers the unit (0: the card does not move it). */
export function cardMovement<S extends string>(b: Board<S>, card: string, unit: string): number {
  const u = b.unit(unit);
  const covers = b.sc.hooks.cardCovers ?? ((key: string) => key === 'All' || key === u.type || key === u.contingent);
  let best = 0;
  for (const [key, n] of Object.entries(b.card(card).movement)) if (covers(key, u)) best = Math.max(best, n);
  return best;
}

/** 21.4.A: a unit that begins a Movement Segment out of supply moves one space less, to a minimum of one. */
export const outOfSupplyMovement = (points: number): number => Math.max(1, points - 1);

/** 11.B-C, 21.4.A: how many spaces the current card lets the unit move (0: it may not move). */
export function allowance<S extends string>(b: Board<S>, state: DestinyState<S>, unit: string): number {
  const card = state.decks[b.unit(unit).side].current;
  if (card === null) return 0;
  const best = cardMovement(b, card, unit);
  return best > 0 && state.outOfSupply.includes(unit) ? outOfSupplyMovement(best) : best;
}
