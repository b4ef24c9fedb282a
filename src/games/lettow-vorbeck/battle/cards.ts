// Our own reading of the Battle Phase card events (spec 7.2-7.3), until the cards-events/ module
// exports battleBonusApplies / breakoffByCard.
import { spaceById } from '../data/map.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';

/** 8.2, 13.1.1.C, R23: the phasing player's current card gives +1 in a battle at `space`. */
export function battleBonusApplies(state: LvState, space: string): boolean {
  const card = state.decks[state.activeSide].current;
  const s = spaceById(space);
  switch (card) {
    case 'ger-lettow-vorbeck': // every battle of this German Battle Phase
    case 'ger-jassin':
    case 'ally-smuts-offensive':
      return true;
    case 'ger-railway-raids': // (a) British East Africa or Northern Rhodesia/Nyasaland
      return s.region === 'British East Africa' || s.region === 'Northern Rhodesia/Nyasaland';
    case 'ally-mimi-and-toutou': // Battle Phase: lake-port spaces
      return s.lake !== null;
    case 'ally-royal-navy': // Indian Ocean ports and rufiji-delta
      return s.oceanPort || s.id === 'rufiji-delta';
    default:
      return false;
  }
}

/** Uganda Railway Raids (b): German Light infantry and Cavalry/Mounted infantry may break off. */
export function breakoffByCard(state: LvState, unit: string): boolean {
  const u = unitById(unit);
  return (
    state.activeSide === 'German' &&
    state.decks.German.current === 'ger-railway-raids' &&
    u.side === 'German' &&
    (u.type === 'Light infantry' || u.type === 'Cavalry/Mounted infantry')
  );
}
