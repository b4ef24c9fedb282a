// Forced steps (src/engine/auto.ts): when the side to act has one legal action (standing
// orders aside), it is taken for them. The reason names no unit or space, so the public line reveals
// nothing the events themselves do not (10.0).
import type { Forced } from '../../engine/types.ts';
import type { LvAction } from './actions.ts';
import { PHASE_NAME } from './data/phases.ts';
import { legalActions } from './legal.ts';
import { unitById } from './data/units.ts';
import { PHASE_RULE } from './sequence.ts';
import type { LvState } from './state.ts';

const WHY_NOTHING: Partial<Record<LvState['phase'], string>> = {
  'campaign-card': 'has carried out the card',
  recruiting: 'has no recruits to place',
  march: 'has nothing left to move',
  battle: 'has no battle to fight',
};

const CHOICE: Readonly<Record<string, string>> = {
  'take-loss': 'the loss (13.3)',
  retreat: 'the retreat (13.5)',
  fire: 'which unit fires (13.1.2)',
  'pursue-none': 'the pursuit (19.0)',
  'major-recruit': 'the Major Battle recruit (20.B)',
  fight: 'which battle comes next (13.1.A)',
  'card-choose': 'the card choice',
  'recruit-choose': 'the recruit choice (27.1.C)',
  'recruit-draw': 'the recruit draw (27.1.C)',
};

/** What a unit is in play, its id aside: two alike units lost are the same loss in effect (13.3). */
function likeness(state: LvState, unit: string): string {
  const d = unitById(unit);
  const u = state.units[unit];
  return JSON.stringify([d.side, d.contingent, d.type, d.strength, d.elite, d.artillery, u?.location, u?.panicked]);
}

export function forcedAction(state: LvState, side: string): Forced<LvAction> | null {
  const legal = legalActions(state, side).filter((l) => l.action.type !== 'set-orders');
  const losses = legal.flatMap((l) => (l.action.type === 'take-loss' ? [l.action.unit] : []));
  if (legal.length > 1 && losses.length === legal.length && new Set(losses.map((u) => likeness(state, u))).size === 1)
    return { action: legal[0]!.action, reason: `${side}'s units that may take the loss are alike: it is taken (13.3)` };
  if (legal.length !== 1) return null;
  const action = legal[0]!.action;
  if (action.type === 'draw-card')
    return { action, reason: `${side} draws the Campaign Card, the one thing to do in this phase (6.2.1.1)` };
  if (action.type === 'end-phase') {
    const phase = PHASE_NAME[state.phase];
    // Recruits drawn with no legal space are not "no recruits": they go back to the pool as the phase ends (R15).
    const unplaceable = state.phase === 'recruiting' ? (state.march?.toPlace.length ?? 0) : 0;
    const why = state.pending
      ? 'has nothing left to decide'
      : unplaceable > 0
        ? `has no space to place ${unplaceable === 1 ? 'its recruit' : `its ${unplaceable} recruits`} in (R15)`
        : (WHY_NOTHING[state.phase] ?? 'has nothing to do');
    return { action, reason: `${side} ${why}: ${phase} passes (${PHASE_RULE[state.phase]})` };
  }
  const what = Object.hasOwn(CHOICE, action.type) ? CHOICE[action.type]! : 'the next step';
  return { action, reason: `${side} has a single choice for ${what}: it is taken` };
}
