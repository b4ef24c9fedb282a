// The Recruiting and March Phases: dispatch points called by the module's decide/evolve/actions.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import type { MarchAction } from './actions.ts';
import type { MarchEvent } from './events.ts';

export function decideMarch(_state: LvState, _side: Side, action: MarchAction, _rng: Rng): MarchEvent[] {
  throw new RuleError('11.0', `"${action.type}" is not implemented yet`);
}

export function evolveMarch(s: LvState, e: MarchEvent): LvState {
  switch (e.type) {
    case 'march.units-moved':
      return s;
  }
}

export function marchActions(_state: LvState, _side: Side): LegalAction<MarchAction>[] {
  return [];
}
