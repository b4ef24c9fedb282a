// The Battle Phase: dispatch points called by the module's decide/evolve/actions.
import type { Rng } from '../../../engine/rng.ts';
import type { Side } from '../data/types.ts';
import type { LvEvent } from '../events.ts';
import type { LvState } from '../state.ts';
import type { BattleAction } from './actions.ts';
import { decideBattleAction } from './decide.ts';

export { evolveBattle } from './evolve.ts';
export { battleActions, battleExpected, battlePhaseBlocker, pendingActions } from './legal.ts';
export { pendingButtons } from './buttons.ts';

export function decideBattle(state: LvState, side: Side, action: BattleAction, rng: Rng): LvEvent[] {
  return decideBattleAction(state, side, action, rng);
}
