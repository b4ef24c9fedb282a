// Log lines of the Battle Phase, per viewer. Units in a battle space are revealed to both (R36).
import type { Viewer } from '../../../engine/types.ts';
import type { LvState } from '../state.ts';
import type { BattleEvent } from './events.ts';

export function describeBattle(e: BattleEvent, _viewer: Viewer, _before: LvState): string | null {
  switch (e.type) {
    case 'battle.started':
      return `Battle at ${e.space}: ${e.attacker} attacks (13.0).`;
  }
}
