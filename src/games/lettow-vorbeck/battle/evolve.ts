// evolve for battle events: the system's (hand-of-destiny/battle/evolve.ts), and 24.4 Air Support.
import { evolveBattle as sysEvolveBattle } from '../../hand-of-destiny/battle/evolve.ts';
import { LV_BOARD } from '../scenario.ts';
import { copyState, type LvState } from '../state.ts';
import type { BattleEvent } from './events.ts';
import { currentBattle } from '../../hand-of-destiny/battle/phase.ts';

export function evolveBattle(state: LvState, e: BattleEvent): LvState {
  if (e.type !== 'battle.air-support-rolled') return sysEvolveBattle(LV_BOARD, state, e, copyState);
  // 24.4, R19: tried once per Allied Battle Phase; a Bonus gives +1 in the next battle there; Eliminated removes the marker.
  const s = copyState(state);
  s.pending = null;
  s.battle = {
    ...currentBattle(LV_BOARD, s),
    airSupportTried: true,
    airSupportSpace: e.result === 'Bonus' ? e.space : null,
  };
  if (e.result === 'Eliminated') s.markers = { ...state.markers, 'ally-air-support': 'deadpile' };
  return s;
}
