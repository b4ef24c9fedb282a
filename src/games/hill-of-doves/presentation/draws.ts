// Hill of Doves: the draws each event holds (src/engine/verify.ts). Dice: every `die` written into an
// event (the Roll of a combat step, a Gatling Gun Roll, the strategic, weather, event, ambush and supply
// rolls). Draws: the Event Card Deck at set-up and on a reshuffle (Table 7.1), the commando drawn
// from the laagers (Table 5.2.3) and the Snipers' draw (EV-10), re-run on the state before the event
// with the game's own code; sandbox-queued counters are taken first there, as in play.
import type { Draw, DrawModel } from '../../../engine/verify.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { drawCommando } from '../combat/commando.ts';
import type { CombatEvent } from '../combat/events.ts';
import type { CombatState } from '../combat/state.ts';
import { tablesFor } from '../data/revisions.ts';
import type { EventCardId } from '../data/types.ts';
import { drawOrder } from '../events-deck/draw.ts';
import type { HodEvent } from '../events.ts';
import type { HodState } from '../state.ts';
import { diceOf, same, shuffled } from '../../../engine/draws.ts';

function draws(event: GameEvent, before: unknown): Draw[] {
  const e = event as HodEvent | CombatEvent;
  const s = before as HodState;
  switch (e.type) {
    case 'game-set-up':
      return [
        // The deck of the game's own component revision (v2 has other copy counts; no field = v1).
        shuffled(
          'game-set-up deck',
          tablesFor(e).eventDeck.map((c) => c.copy),
          e.deck,
        ),
      ];
    case 'deck-reshuffled': {
      const pile = s.discard.filter((c) => !s.held.includes(c.split('/')[0] as EventCardId));
      return [shuffled('deck-reshuffled', pile, e.deck)];
    }
    case 'sniper-placed':
      return [
        {
          kind: 'replay',
          what: 'sniper-placed (EV-10)',
          run: (rng) => {
            const order = drawOrder(s.cup, s.drawQueue, rng, s.cup.length);
            const at = order.indexOf(e.patrol);
            return at >= 0 && same(order.slice(0, at), e.returned);
          },
        },
      ];
    case 'combat.commandoDrawn': {
      const d = e as Extract<CombatEvent, { type: 'combat.commandoDrawn' }>;
      if (d.draws.length === 0) return [];
      const c = s.combat as CombatState;
      return [
        {
          kind: 'replay',
          what: `combat.commandoDrawn (battle ${d.battle})`,
          run: (rng) => same(drawCommando(c, d.battle, d.strength, rng).draws, d.draws),
        },
      ];
    }
    case 'card-resolved':
      // EV-11 and the fever cards (EV-13, EV-14) roll in their own event (duplicity-rolled,
      // general-rolled); card-resolved repeats that die. The other cards' D6 checks are written here only.
      return ['EV-11', 'EV-13', 'EV-14'].includes(e.card) ? [] : diceOf(e);
    case 'tactical-moved':
      // A night column moves straight to its hex (3.2): hour 0, die 0, no roll.
      return e.hour === 0 ? [] : diceOf(e);
    default:
      return diceOf(e);
  }
}

export const HOD_DRAWS: DrawModel = { draws };
