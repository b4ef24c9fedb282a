// The Battle Phase: dispatch points called by the module's decide/evolve/actions.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import type { BattleAction } from './actions.ts';
import type { BattleEvent } from './events.ts';

export function decideBattle(_state: LvState, _side: Side, action: BattleAction, _rng: Rng): BattleEvent[] {
  throw new RuleError('13.0', `"${action.type}" is not implemented yet`);
}

export function evolveBattle(s: LvState, e: BattleEvent): LvState {
  switch (e.type) {
    case 'battle.started':
      return s;
  }
}

export function battleActions(_state: LvState, _side: Side): LegalAction<BattleAction>[] {
  return [];
}
