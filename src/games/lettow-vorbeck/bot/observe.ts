// What the bot knows when it decides (docs/decisions/bot-opponent.md): its side's view(), the legal actions
// open to it (the menu a person gets), and samples of the full position drawn from that view alone. Nothing
// else of the state reaches the bot's choice.
import type { LegalAction } from '../../../engine/types.ts';
import type { Rng } from '../../../engine/rng.ts';
import type { LvAction } from '../actions.ts';
import type { Side } from '../data/types.ts';
import { legalActions } from '../legal.ts';
import type { LvState } from '../state.ts';
import { view, type LvView } from '../view.ts';
import { determinize } from './determinize.ts';

export interface Observation {
  side: Side;
  view: LvView;
  legal: LegalAction<LvAction>[];
  /** A full position consistent with `view`: hidden enemy units and both draw piles re-dealt by `rng`. */
  sample(rng: Rng): LvState;
}

export function observe(state: LvState, side: Side): Observation {
  return {
    side,
    view: view(state, { kind: 'side', side }),
    legal: legalActions(state, side),
    sample: (rng) => determinize(state, side, rng),
  };
}
