// Actions of the Battle Phase and of pending decisions: the system's, plus 24.4 Air Support.
import type { BattleAction as SysBattleAction } from '../../hand-of-destiny/battle/actions.ts';
import { BATTLE_ACTION_TYPES as SYS_TYPES } from '../../hand-of-destiny/battle/decide.ts';

export type BattleAction = SysBattleAction | { type: 'air-support'; space: string }; // 24.4, R19: roll, then fight that battle

export const BATTLE_ACTION_TYPES: readonly string[] = [...SYS_TYPES.slice(0, 1), 'air-support', ...SYS_TYPES.slice(1)];
