// decide for the Battle Phase: the system's battle procedure (hand-of-destiny/battle/decide.ts), and
// 24.4 Air Support, rolled before the Allies fight a battle.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import { Sequence } from '../../../engine/sequence.ts';
import { checkFight, decideInBattle, decideOrders, fightIn } from '../../hand-of-destiny/battle/decide.ts';
import type { BattleCtx } from '../../hand-of-destiny/battle/step.ts';
import { airSupportResult, type DieRoll } from '../data/tables.ts';
import type { Side } from '../data/types.ts';
import type { LvEvent } from '../events.ts';
import { evolveInSequence } from '../evolve.ts';
import { LV_BOARD } from '../scenario.ts';
import type { LvState } from '../state.ts';
import { isSide } from '../state.ts';
import type { BattleAction } from './actions.ts';
import { currentBattle } from '../../hand-of-destiny/battle/phase.ts';

/** The system's battle procedure, run on this module's state and evolve. */
export const LV_BATTLE: BattleCtx<Side, LvState> = { b: LV_BOARD, evolve: (s, e) => evolveInSequence(s, e) };

export function decideBattleAction(state: LvState, side: Side, action: BattleAction, rng: Rng): LvEvent[] {
  if (action.type === 'set-orders')
    return decideOrders(
      LV_BATTLE,
      state,
      side,
      action,
      rng,
      (other): other is Side => state.options.sandbox && isSide(other),
    );
  if (state.phase === 'game-over') throw new RuleError('26.0', 'the game is over');
  if (action.type === 'fight' || action.type === 'air-support') return decideFight(state, side, action, rng);
  return decideInBattle(LV_BATTLE, state, side, action, rng);
}

function decideFight(
  state: LvState,
  side: Side,
  action: Extract<BattleAction, { type: 'fight' | 'air-support' }>,
  rng: Rng,
): LvEvent[] {
  checkFight(LV_BATTLE, state, side, action.space); // 13.0, 13.1.A (system)
  const seq = new Sequence<LvState, LvEvent>(state, evolveInSequence, rng);
  if (action.type === 'air-support') {
    const b = currentBattle(LV_BOARD, state);
    if (side !== 'Allied') throw new RuleError('24.4', 'only the Allies have air support');
    if (state.markers['ally-air-support'] !== 'indian-ocean-box')
      throw new RuleError('24.4', 'air support has been eliminated (R19)');
    if (b.airSupportTried)
      throw new RuleError('24.4', 'air support may be tried once per Allied Battle Phase, and it has been tried');
    const die = rng.die();
    seq.emit({
      type: 'battle.air-support-rolled',
      space: action.space,
      die,
      result: airSupportResult(die as DieRoll),
    });
  }
  fightIn(LV_BOARD, seq, action.space); // 13.1 (system)
  return seq.events;
}
