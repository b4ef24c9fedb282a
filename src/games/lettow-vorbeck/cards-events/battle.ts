// Battle-Phase card events (8.2, 13.1.1.C, R23, R26), exported for the battle rules.
import { spaceById } from '../data/map.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';

/**
 * 8.2, R23: does the phasing player's current card give its Battle Bonus +1 in a battle at `space`?
 * Only the phasing player (the attacker) ever gets it, and only in the battles the card names.
 */
export function battleBonusApplies(state: LvState, space: string): boolean {
  const card = state.decks[state.activeSide].current;
  if (card === null) return false;
  const s = spaceById(space);
  switch (card) {
    case 'ger-lettow-vorbeck': // every battle of this German Battle Phase
    case 'ger-jassin':
    case 'ally-smuts-offensive': // every battle of this Allied Battle Phase
      return true;
    case 'ger-railway-raids': // (a) British East Africa or Northern Rhodesia/Nyasaland spaces
      return s.region === 'British East Africa' || s.region === 'Northern Rhodesia/Nyasaland';
    case 'ally-mimi-and-toutou': // Battle Phase part: lake-port spaces
      return s.lake !== null;
    case 'ally-royal-navy': // Indian Ocean port spaces and rufiji-delta
      return s.oceanPort || s.id === 'rufiji-delta';
    default:
      return false;
  }
}

/** Uganda Railway Raids (b), R26: German Light infantry and Cavalry/Mounted infantry may break off in this German Battle Phase. */
export function breakoffByCard(state: LvState, unit: string): boolean {
  const u = unitById(unit);
  return (
    state.activeSide === 'German' &&
    state.decks.German.current === 'ger-railway-raids' &&
    u.side === 'German' &&
    (u.type === 'Light infantry' || u.type === 'Cavalry/Mounted infantry')
  );
}
