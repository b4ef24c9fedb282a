// Level 3 (issue #14): flat Monte Carlo over the greedy player's best candidates. Each candidate is
// played in the same determinized samples of the position (observe.ts: hidden enemy stacks re-dealt
// from the view), then both sides play on greedily (one action in five random) for a bounded number of
// actions, and the position reached is valued from the bot side's view (heuristic.ts).
import { rngFor, type Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import type { LvAction } from '../actions.ts';
import { decide } from '../decide.ts';
import { evolve } from '../evolve.ts';
import { legalActions } from '../legal.ts';
import { isSide, type LvState } from '../state.ts';
import { expected } from '../summary.ts';
import { view } from '../view.ts';
import type { Side } from '../data/types.ts';
import { evaluate } from './heuristic.ts';
import type { Observation } from './observe.ts';
import { greedyChoice, rankActions, randomChoice, type Choice } from './policy.ts';

export interface SearchBudget {
  candidates: number;
  samples: number;
  /** Actions played after the candidate in each rollout. */
  horizon: number;
}

export const LEVEL3: SearchBudget = { candidates: 5, samples: 0, horizon: 30 };

function apply(s: LvState, side: Side, action: LvAction, rng: Rng): LvState {
  return decide(s, side, action, rng).reduce(evolve, s);
}

/** Play on from `s` for `horizon` actions (or to the end); the position reached. */
function rollout(s: LvState, horizon: number, seed: string): LvState {
  let state = s;
  for (let n = 0; n < horizon && !state.result; n++) {
    const sides = expected(state).sides.filter(isSide);
    if (sides.length === 0) break;
    const rng = rngFor(seed, n);
    const side = sides[rng.int(sides.length)]!;
    const legal = legalActions(state, side);
    // Both sides play on greedily (level 2), with one action in five random so samples differ.
    const pick =
      rng.int(5) === 0 ? randomChoice(legal, rng) : greedyChoice(view(state, { kind: 'side', side }), side, legal, rng);
    if (!pick) break;
    state = apply(state, side, pick.action, rng);
  }
  return state;
}

export function searchChoice(obs: Observation, seed: string, budget: SearchBudget = LEVEL3): Choice | null {
  const ranked = rankActions(obs.view, obs.side, obs.legal, rngFor(seed, 0));
  if (ranked.length === 0) return null;
  if (ranked.length === 1) return { action: ranked[0]!.a.action, why: `the only action: ${ranked[0]!.a.label}` };
  const candidates = ranked.slice(0, budget.candidates);
  const end = ranked.find((r) => r.a.action.type === 'end-phase');
  if (end && !candidates.includes(end)) candidates.push(end);
  const samples = Array.from({ length: budget.samples }, (_, k) => obs.sample(rngFor(`${seed}:sample`, k)));
  let best: { c: (typeof candidates)[number]; value: number } | null = null;
  for (const c of candidates) {
    let total = 0;
    let played = 0;
    samples.forEach((s0, k) => {
      try {
        const after = apply(s0, obs.side, c.a.action, rngFor(`${seed}:act`, k));
        const end = rollout(after, budget.horizon, `${seed}:roll:${k}`);
        total += evaluate(view(end, { kind: 'side', side: obs.side }), obs.side);
        played++;
      } catch (e) {
        // A sample the deal made impossible for this action (e.g. a fleet dealt off the rivers):
        // it says nothing about the action, so it is left out of the average.
        if (!(e instanceof RuleError)) throw e;
      }
    });
    const value = played > 0 ? total / played : -1;
    if (!best || value > best.value) best = { c, value };
  }
  return {
    action: best!.c.a.action,
    why: `${best!.c.a.label} — worth ${(100 * best!.value).toFixed(0)}% in ${budget.samples} sampled positions (best of ${candidates.length})`,
  };
}
