// The Battle Phase's own record: the system's (hand-of-destiny/battle/phase.ts) for this scenario.
import { currentBattle as sysCurrentBattle } from '../../hand-of-destiny/battle/phase.ts';
import { LV_BOARD } from '../scenario.ts';
import type { LvState } from '../state.ts';
import type { BattleState } from './state.ts';

export { phaseKey } from '../../hand-of-destiny/battle/phase.ts';

/** The battle state of the current Battle Phase (a fresh one if the last belongs to an earlier phase). */
export const currentBattle = (s: LvState): BattleState => sysCurrentBattle(LV_BOARD, s);
