// The Recruiting and March Phases: dispatch points called by the module's decide/evolve/actions.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { FORT_OF, POOL_OF } from '../common/space.ts';
import { FEVER, feverTargets, isCardChoice } from '../cards-events/immediate.ts';
import { fortBuildError, fortSpace } from '../forts/forts.ts';
import { decideRecruitChoose, decideRecruitDraw, decideRecruitPlace, placeable } from '../recruiting/decide.ts';
import type { MarchAction } from './actions.ts';
import type { MarchEvent } from './events.ts';
import { decideAmphibious, decideMove } from './move.ts';

export function decideMarch(state: LvState, side: Side, action: MarchAction, rng: Rng): MarchEvent[] {
  if (action.type === 'card-choose') return decideCardChoose(state, side, action.unit);
  if (state.pending)
    throw new RuleError('8.1', `waiting for the ${state.pending.side} player: ${state.pending.prompt}`);
  switch (action.type) {
    case 'move':
      return decideMove(state, side, action.units, action.to, action.via);
    case 'amphibious':
      return decideAmphibious(state, side, action.units, action.to);
    case 'recruit-place':
      return decideRecruitPlace(state, side, action.unit, action.at);
    case 'recruit-choose':
      return decideRecruitChoose(state, side, action.unit, rng);
    case 'recruit-draw':
      return decideRecruitDraw(state, side, rng);
    case 'fort-build':
      return decideFortBuild(state, side, action.at, action.unit);
    case 'fort-remove':
      return decideFortRemove(state, side, action.at);
  }
}

function decideCardChoose(state: LvState, side: Side, unit: string): MarchEvent[] {
  if (!isCardChoice(state) || state.pending.side !== side) {
    throw new RuleError('8.1', 'no card asks you to choose now');
  }
  const targets = feverTargets(state);
  if (!targets.includes(unit)) {
    throw new RuleError(
      '7.1.3',
      'Fever and Tsetse strikes an Allied Regular infantry, Cavalry/Mounted infantry or Armored car unit in a German East Africa space',
      targets,
    );
  }
  return [{ type: 'card.unit-to-pool', side, unit, from: state.units[unit]!.location, card: FEVER }];
}

function recruitsDone(state: LvState): void {
  if (state.phase !== 'recruiting')
    throw new RuleError('22.1.A', 'forts are built or removed in your own Recruiting Phase');
  if (state.march && (state.march.recruitStep === 'choose' || placeable(state).length > 0)) {
    throw new RuleError('R47', "place this phase's recruits before building or removing a fort");
  }
}

function decideFortBuild(state: LvState, side: Side, at: string, unit: string): MarchEvent[] {
  recruitsDone(state);
  const err = fortBuildError(state, side, at, unit);
  if (err) throw err;
  return [{ type: 'fort.built', side, marker: FORT_OF[side], at, unit }];
}

function decideFortRemove(state: LvState, side: Side, at: string): MarchEvent[] {
  if (!state.options.advanced) throw new RuleError('R41', 'fort markers are used only with the advanced rules');
  recruitsDone(state);
  const here = fortSpace(state, side);
  if (here === null || here !== at)
    throw new RuleError(
      '22.3.B',
      here ? `your fort stands in ${here}` : 'you have no fort on the map',
      here ? [here] : [],
    );
  return [{ type: 'fort.removed', side, marker: FORT_OF[side], at, to: POOL_OF[side], reason: 'owner' }];
}
