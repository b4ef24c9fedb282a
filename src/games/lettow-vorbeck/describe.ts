// One log line per event for a viewer, or null when the event is hidden from them (10.0, R36).
import type { Viewer } from '../../engine/types.ts';
import { cardById } from './data/cards.ts';
import { turnByIndex } from './data/turns.ts';
import type { CardDef } from './data/types.ts';
import { describeBattle } from './battle/describe.ts';
import { isBattleEvent } from './battle/events.ts';
import type { LvEvent } from './events.ts';
import { describeMarch } from './march/describe.ts';
import { isMarchEvent } from './march/events.ts';
import { PHASE_RULE } from './sequence.ts';
import { PHASE_NAME } from './data/phases.ts';
import type { LvState } from './state.ts';
import { canSee } from './view.ts';

export function cardLine(c: CardDef): string {
  const moves = Object.entries(c.movement)
    .map(([k, v]) => `${k === 'All' ? 'All except Garrisons' : k}=${v}`)
    .join(', ');
  return `${c.title} — Recruit ${c.recruit}; Movement ${moves || 'none'}; ${c.timing.join('; ')}: ${c.event}${c.removeFromPlay ? ' (Remove from Play)' : ''}`;
}

export function describe(e: LvEvent, viewer: Viewer, before: LvState): string | null {
  if (isMarchEvent(e)) return describeMarch(e, viewer, before);
  if (isBattleEvent(e)) return describeBattle(e, viewer, before);
  switch (e.type) {
    case 'game-set-up':
      return `Lettow-Vorbeck set up (25.0): ${e.options.setup === 'quick' ? 'quick-start placements (spec 8.4)' : 'the Allies place their units first, then the Germans (25.1, 25.2)'}; both decks shuffled; Turn marker on 1914 II.`;
    case 'setup-unit-placed':
      return canSee(viewer, e.side)
        ? `${e.side} sets up ${e.unit} at ${e.to} (${e.side === 'Allied' ? '25.1' : '25.2'}).`
        : `${e.side} sets up a unit.`;
    case 'setup-finished':
      return `${e.side} has finished setting up.`;
    case 'deck-reshuffled':
      return e.reason === 'empty'
        ? `${e.side} deck is empty: the ${e.order.length} discards are reshuffled into a new deck (7.2, R18).`
        : `${e.side} reshuffles the deck, discards and this card into a new deck of ${e.order.length} (7.2, card event).`;
    case 'card-drawn':
      return `${e.side} draws ${cardLine(cardById(e.card))}`;
    case 'card-discarded':
      return `${e.side} discards ${cardById(e.card).title} (7.B).`;
    case 'card-removed':
      return `${e.side} removes ${cardById(e.card).title} from play (7.1.4).`;
    case 'phase-began': {
      const label = turnByIndex(e.turn).label;
      if (e.phase === 'end-turn') return `${label}: End Turn Phase (6.2.3).`;
      const newTurn = e.turn !== before.turn ? `Turn marker moves to ${label} (6.2.3). ` : '';
      return `${newTurn}${firstPlayerChange(e.turn, before.turn)}${label}: ${e.side} ${PHASE_NAME[e.phase]} (${PHASE_RULE[e.phase]}).`;
    }
    case 'game-ended':
      return `${e.result.label}: ${e.result.reason}.`;
    case 'sandbox-unit-placed':
      return `Sandbox: ${e.unit} placed at ${e.to} (from ${e.from}).`;
    case 'sandbox-unit-removed':
      return `Sandbox: ${e.unit} returned to ${e.to} (from ${e.from}).`;
    case 'sandbox-card-stacked':
      return `Sandbox: ${cardById(e.card).title} put on top of the ${e.side} deck (from ${e.from}).`;
  }
}

/** 6.1.B: the first player is fixed per turn; the turn it changes (1916 I) is said in the log, since the
 *  side that played last then plays again at once. */
function firstPlayerChange(turn: number, was: number): string {
  if (turn === was || was < 1) return '';
  const now = turnByIndex(turn);
  const then = turnByIndex(was);
  return now.first === then.first
    ? ''
    : `From ${now.label} the ${now.first} player moves first (6.1.B): ${now.first} plays two player-turns in a row. `;
}
