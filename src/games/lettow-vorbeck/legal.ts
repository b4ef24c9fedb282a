// actions(state, side): the legal actions now open to a side. One list drives validation hints,
// autocomplete, buttons and the random-play fuzzer.
import type { ActionGroup, LegalAction } from '../../engine/types.ts';
import { SETUP_CHOICES } from './data/setup.ts';
import type { LvAction } from './actions.ts';
import { battleActions } from './battle/legal.ts';
import { marchActions } from './march/legal.ts';
import { listGroups, marchGroups } from './march/sample.ts';
import { canEndPhase } from './march/hooks.ts';
import { isCardChoice } from './cards-events/immediate.ts';
import type { LvState } from './state.ts';
import { isSide } from './state.ts';

export function legalActions(state: LvState, side: string): LegalAction<LvAction>[] {
  if (isSide(side) && state.phase !== 'game-over' && isCardChoice(state)) return marchActions(state, side); // a card choice waits (march/)
  if (isSide(side) && state.phase !== 'game-over' && state.pending) return battleActions(state, side); // a decision waits (battle/)
  if (!isSide(side) || state.phase === 'game-over' || side !== state.activeSide) return [];
  const out: LegalAction<LvAction>[] = [];
  switch (state.phase) {
    case 'setup':
      for (const row of SETUP_CHOICES.filter((r) => r.side === side)) {
        for (const unit of row.units) {
          for (const at of row.legalSpaces) {
            if (state.units[unit]?.location !== at)
              out.push({ action: { type: 'setup-place', unit, at }, label: `Set up ${unit} at ${at}` });
          }
        }
      }
      out.push({ action: { type: 'end-phase' }, label: 'Finish set-up' });
      break;
    case 'campaign-card': {
      const d = state.decks[side];
      if (d.current === null && d.draw.length + d.discard.length > 0)
        out.push({ action: { type: 'draw-card' }, label: 'Draw your Campaign Card' });
      else out.push({ action: { type: 'end-phase' }, label: 'End the Campaign Card Phase' });
      break;
    }
    case 'recruiting':
    case 'march':
      out.push(...marchActions(state, side));
      if (canEndPhase(state)) out.push({ action: { type: 'end-phase' }, label: `End the ${state.phase} phase` }); // 27.1.C, 29.B
      break;
    case 'battle':
      out.push(...battleActions(state, side)); // includes /phase end once no battle is left (13.0.A)
      break;
    default:
      out.push({ action: { type: 'end-phase' }, label: `End the ${state.phase} phase` });
  }
  return out;
}

/**
 * legalActions as groups a random player draws from (docs/decisions/lazy-random-player.md): the Recruiting and
 * March Phases lazily (march/sample.ts), with /phase end as a group of its own (drawn empty where the phase may
 * not end yet); every other step one group per listed action.
 */
export function actionGroups(state: LvState, side: string): ActionGroup<LvAction>[] {
  const lazy =
    isSide(side) &&
    side === state.activeSide &&
    !state.pending &&
    (state.phase === 'recruiting' || state.phase === 'march');
  if (!lazy) return listGroups(legalActions(state, side));
  const out: ActionGroup<LvAction>[] = marchGroups(state, side);
  // Whether the phase may end (27.1.C, 29.B) is asked only when the draw comes to it.
  out.push({ type: 'end-phase', draw: () => (canEndPhase(state) ? { type: 'end-phase' } : null) });
  return out;
}
