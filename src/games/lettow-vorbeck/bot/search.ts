// Level 3: the planner (plan.ts), and with a rollout budget a flat Monte Carlo search on
// top of it for the March Phase moves. Each of the planner's best candidates is played in the same
// determinized samples of the position (observe.ts: hidden enemy stacks re-dealt from the view),
// then both sides play on as the planner would to the end of the enemy's next player-turn (at most
// `horizon` actions), and the position reached is valued from the bot side's view (model.ts).
// The budget counts rollouts, not time, so that a decision is the same on any machine.
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
import { modelOf, worth } from './model.ts';
import type { Observation } from './observe.ts';
import { planChoice, planRank } from './plan.ts';
import type { Choice } from './policy.ts';

export interface SearchBudget {
  /** The planner's best moves compared (plus ending the phase). */
  candidates: number;
  /** Determinized samples each candidate is played in; 0: the planner alone. */
  samples: number;
  /** At most this many actions played after the candidate in each rollout. */
  horizon: number;
}

/** Level 3 as Heliograph plays it: the planner alone (see docs/lv-bot.md for what the search adds and costs). */
export const LEVEL3: SearchBudget = { candidates: 3, samples: 0, horizon: 60 };

function apply(s: LvState, side: Side, action: LvAction, rng: Rng): LvState {
  return decide(s, side, action, rng).reduce(evolve, s);
}

/** Play on as the planner would, to the end of the enemy's next player-turn or `horizon` actions. */
function rollout(s: LvState, me: Side, horizon: number, seed: string): LvState {
  let state = s;
  let enemyTurn = state.activeSide !== me;
  for (let n = 0; n < horizon && !state.result; n++) {
    if (state.activeSide !== me) enemyTurn = true;
    else if (enemyTurn && state.phase === 'campaign-card') break; // the enemy's player-turn is over
    const sides = expected(state).sides.filter(isSide);
    if (sides.length === 0) break;
    const side = sides[0]!;
    const rng = rngFor(seed, n);
    const pick = planChoice(view(state, { kind: 'side', side }), side, legalActions(state, side), rng);
    if (!pick) break;
    state = apply(state, side, pick.action, rng);
  }
  return state;
}

function value(s: LvState, side: Side): number {
  if (s.result) return s.result.winner === side ? 1000 : s.result.winner === null ? 0 : -1000;
  return worth(modelOf(view(s, { kind: 'side', side }), side));
}

export function searchChoice(obs: Observation, seed: string, budget: SearchBudget = LEVEL3): Choice | null {
  const plan = (): Choice | null => planChoice(obs.view, obs.side, obs.legal, rngFor(seed, 0));
  const moving = obs.legal.some((a) => a.action.type === 'move' || a.action.type === 'amphibious');
  if (budget.samples === 0 || !moving || obs.view.pending) return plan();
  const ranked = planRank(obs.view, obs.side, obs.legal, rngFor(seed, 0));
  const candidates = ranked.slice(0, budget.candidates);
  const end = ranked.find((r) => r.a.action.type === 'end-phase');
  if (end && !candidates.includes(end)) candidates.push(end);
  if (candidates.length < 2) return plan();
  const samples = Array.from({ length: budget.samples }, (_, k) => obs.sample(rngFor(`${seed}:sample`, k)));
  let best: { c: (typeof candidates)[number]; value: number } | null = null;
  for (const c of candidates) {
    let total = 0;
    let played = 0;
    samples.forEach((s0, k) => {
      try {
        const after = apply(s0, obs.side, c.a.action, rngFor(`${seed}:act`, k));
        total += value(rollout(after, obs.side, budget.horizon, `${seed}:roll:${k}`), obs.side);
        played++;
      } catch (e) {
        // A sample the deal made impossible for this action: it says nothing about the action.
        if (!(e instanceof RuleError)) throw e;
      }
    });
    const v = played > 0 ? total / played : -Infinity;
    if (!best || v > best.value) best = { c, value: v };
  }
  return {
    action: best!.c.a.action,
    why: `${best!.c.a.label}: the best of ${candidates.length} moves played on in ${budget.samples} sampled positions`,
  };
}
