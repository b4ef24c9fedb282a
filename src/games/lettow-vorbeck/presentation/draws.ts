// Lettow-Vorbeck: the draws each event holds (src/engine/verify.ts). Dice: battle.superiority-rolled
// (attacker then defender, 13.1.1), battle.unit-fired (13.1.2.B), battle.air-support-rolled (24.4).
// Shuffles: the two decks at set-up (25.0: Allied first), deck-reshuffled (7.2, R18), and the
// random recruit draw (27.1.C), re-run on the state before the event with the game's own data.
import type { Draw, DrawModel } from '../../../engine/verify.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { CARDS } from '../data/cards.ts';
import type { LvEvent } from '../events.ts';
import { poolUnits } from '../recruiting/start.ts';
import type { LvState } from '../state.ts';
import { diceOf, same, shuffled } from '../../../engine/draws.ts';

function draws(event: GameEvent, before: unknown): Draw[] {
  const e = event as LvEvent;
  const s = before as LvState;
  switch (e.type) {
    case 'game-set-up':
      return (['Allied', 'German'] as const).map((side) =>
        shuffled(
          `game-set-up decks.${side}`,
          CARDS.filter((c) => c.side === side).map((c) => c.id),
          e.decks[side],
        ),
      );
    case 'deck-reshuffled': {
      const d = s.decks[e.side];
      // 7.2: the discards, when the draw pile ran out; a Reshuffle card: draw pile, discards and the card.
      return [shuffled(`deck-reshuffled (${e.side})`, [...d.draw, ...d.discard], e.order)];
    }
    case 'recruit.units-drawn': {
      if (e.chosen || e.units.length === 0) return [];
      const pool = poolUnits(s, e.side).filter((u) => !(s.march?.toPlace.some((t) => t.unit === u) ?? false));
      return [
        {
          kind: 'replay',
          what: `recruit.units-drawn (${e.side})`,
          run: (rng) => same(rng.shuffle(pool).slice(0, e.units.length).sort(), e.units),
        },
      ];
    }
    default:
      return diceOf(e);
  }
}

export const LV_DRAWS: DrawModel = { draws };
