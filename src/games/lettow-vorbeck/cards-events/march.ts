// March-Phase card events (spec 7.2 card 8, 7.3 card 6).
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';

/** Interior Lines, March Phase: each German rail move costs 0 movement points. */
export const freeRail = (state: LvState, side: Side): boolean =>
  side === 'German' && state.decks.German.current === 'ger-interior-lines';

/** Mimi and Toutou, March Phase: an Allied lake hop costs 1 point and may be part of a longer move. */
export const lakeHops = (state: LvState, side: Side): boolean =>
  side === 'Allied' && state.decks.Allied.current === 'ally-mimi-and-toutou';
