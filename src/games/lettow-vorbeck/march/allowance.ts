// How far a unit may move this March Phase (11.A-D): the current card's Movement line, read with the
// card vocabulary of spec 7.1 and rulings R1-R4, R39, 24.3, 28.1.A and 22.1.A.
import { cardById } from '../data/cards.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { interventionPlayed } from '../common/space.ts';
import { cardMovement, outOfSupplyMovement } from '../../hand-of-destiny/deck.ts';
import { LV_BOARD } from '../scenario.ts';

export interface Allowance {
  points: number;
  /** Rule and reason when points is 0. */
  rule: string;
  why: string;
}

/** cardMovement per card and unit, kept per game (its options object; every actions() asks for every unit). By card, then unit: no key string is built. */
const MOVEMENT = new WeakMap<LvState['options'], Map<string, Map<string, number>>>();
function movement(state: LvState, card: string, unit: string): number {
  let byCard = MOVEMENT.get(state.options);
  if (!byCard) MOVEMENT.set(state.options, (byCard = new Map()));
  let known = byCard.get(card);
  if (!known) byCard.set(card, (known = new Map()));
  let n = known.get(unit);
  if (n === undefined) known.set(unit, (n = cardMovement(LV_BOARD, card, unit)));
  return n;
}

export function allowance(state: LvState, unit: string): Allowance {
  const d = unitById(unit);
  const card = state.decks[d.side].current;
  if (card === null) return { points: 0, rule: 'R42', why: 'no Campaign Card is in effect this player-turn' };
  if (d.type === 'Garrison')
    return { points: 0, rule: '11.1.3', why: `${unit} is a Garrison: no card moves it (static unit, R4)` };
  if ((d.contingent === 'Belgian' || d.contingent === 'Portuguese') && !interventionPlayed(state)) {
    return { points: 0, rule: '28.1.A', why: `${d.contingent} units do not move before Allied Intervention` };
  }
  if (state.march?.fortBuilders.includes(unit))
    return { points: 0, rule: '22.1.A', why: `${unit} built a fort this Recruiting Phase and may not move` };
  let best = movement(state, card, unit); // 11.B-C (system), R3: the larger allowance
  if (best === 0)
    return {
      points: 0,
      rule: '11.C',
      why: `${cardById(card).title} does not move ${d.type}${d.contingent !== d.side ? ` (${d.contingent})` : ''} units`,
    };
  if (state.march?.outOfSupply.includes(unit)) best = outOfSupplyMovement(best); // 21.4.A (system), R39
  return { points: best, rule: '', why: '' };
}
