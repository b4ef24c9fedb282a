// "Immediately" card events (8.1): carried out the instant the card is drawn.
//  - Fever and Tsetse: the Allied player chooses one Allied Regular infantry, Cavalry/Mounted
//    infantry or Armored car unit in a German East Africa space; it goes to the Allied recruit pool.
//  - Allied Intervention: Belgium and Portugal enter the war (28.1.B); read from the deck
//    (common/space.ts interventionPlayed), so it needs no event of its own.
import { isSpace, spaceById } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import type { MarchEvent } from '../march/events.ts';

export const FEVER = 'ger-fever-and-tsetse';
// Card choices share state.pending with the battle decisions (PendingKind in battle/state.ts).
export const FEVER_KIND = 'card-choice';
/** Is the pending decision a card choice (Fever and Tsetse) rather than a battle decision? */
export const isCardChoice = (state: LvState): state is LvState & { pending: NonNullable<LvState['pending']> } =>
  state.pending !== null && state.pending.kind === FEVER_KIND;

/** The Allied units Fever and Tsetse may strike, in id order. */
export function feverTargets(state: LvState): string[] {
  return Object.entries(state.units)
    .filter(([id, u]) => {
      const d = unitById(id);
      return (
        d.side === 'Allied' &&
        (d.type === 'Regular infantry' || d.type === 'Cavalry/Mounted infantry' || d.type === 'Armored car') &&
        isSpace(u.location) &&
        spaceById(u.location).region === 'German East Africa'
      );
    })
    .map(([id]) => id)
    .sort();
}

export function immediateEvents(state: LvState, side: Side, card: string): MarchEvent[] {
  if (card !== FEVER || side !== 'German') return [];
  if (feverTargets(state).length === 0) {
    return [
      {
        type: 'card.event-void',
        side,
        card,
        reason: 'no Allied Regular infantry, Cavalry/Mounted infantry or Armored car unit is in German East Africa',
      },
    ];
  }
  return [
    {
      type: 'card.decision-pending',
      side: 'Allied',
      card,
      kind: FEVER_KIND,
      prompt:
        'Fever and Tsetse: choose one of your Regular infantry, Cavalry/Mounted infantry or Armored car units in German East Africa to put in your recruit pool (/choose unit:…)',
    },
  ];
}
