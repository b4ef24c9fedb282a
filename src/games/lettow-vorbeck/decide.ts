// decide(state, side, action, rng) → the events that follow, or a RuleError naming the rule.
import type { Rng } from '../../engine/rng.ts';
import { RuleError } from '../../engine/rule-error.ts';
import type { LvAction } from './actions.ts';
import { BATTLE_ACTION_TYPES, type BattleAction } from './battle/actions.ts';
import { decideBattleAction } from './battle/decide.ts';
import { MARCH_ACTION_TYPES, type MarchAction } from './march/actions.ts';
import { decideMarch } from './march/index.ts';
import { decideDraw } from './deck.ts';
import type { LvEvent } from './events.ts';
import { decideSandboxCard, decideSandboxPlace, decideSandboxRemove } from './sandbox.ts';
import { PHASE_RULE, decideEndPhase } from './sequence.ts';
import { PHASE_NAME } from './data/phases.ts';
import { decideSetupPlace } from './setup.ts';
import type { LvState } from './state.ts';
import { isSide } from './state.ts';

export function decide(state: LvState, side: string, action: LvAction, rng: Rng): LvEvent[] {
  if (!isSide(side)) throw new RuleError('23.0', `"${side}" is not a side of Lettow-Vorbeck`, ['German', 'Allied']);
  switch (action.type) {
    case 'sandbox-place':
      return decideSandboxPlace(state, action.unit, action.at);
    case 'sandbox-remove':
      return decideSandboxRemove(state, action.unit);
    case 'sandbox-card':
      return decideSandboxCard(state, action.side, action.card);
    default:
      break;
  }
  if (state.phase === 'game-over') throw new RuleError('26.0', 'the game is over');
  // Battle actions check the acting side themselves: pending decisions belong to either side.
  if (BATTLE_ACTION_TYPES.includes(action.type)) return decideBattleAction(state, side, action as BattleAction, rng);
  // A card choice (Fever and Tsetse) is made by the player the card names (R42).
  if (action.type === 'card-choose') return decideMarch(state, side, action, rng);
  if (side !== state.activeSide) {
    throw new RuleError(
      '6.2',
      `it is the ${state.activeSide} ${PHASE_NAME[state.phase]} (${PHASE_RULE[state.phase]}); wait for your turn`,
    );
  }
  switch (action.type) {
    case 'draw-card':
      if (state.phase !== 'campaign-card')
        throw new RuleError(
          '6.2.1.1',
          `cards are drawn in the Campaign Card Phase; it is the ${PHASE_NAME[state.phase]}`,
        );
      return decideDraw(state, side, rng);
    case 'end-phase':
      return decideEndPhase(state, side, rng);
    case 'setup-place':
      if (state.phase !== 'setup') throw new RuleError('25.0', 'units are placed only during set-up');
      return decideSetupPlace(state, side, action.unit, action.at);
    default:
      if (MARCH_ACTION_TYPES.includes(action.type)) return decideMarch(state, side, action as MarchAction, rng);
      if (BATTLE_ACTION_TYPES.includes(action.type))
        return decideBattleAction(state, side, action as BattleAction, rng);
      throw new RuleError('6.2', `"${(action as { type: string }).type}" is not a Lettow-Vorbeck action`);
  }
}
