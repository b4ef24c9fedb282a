// Heliograph's Lettow-Vorbeck opponent (docs/decisions/bot-opponent.md): pure and seeded, deciding from its
// side's view only (observe.ts). Level 1 plays a random legal action, level 2 the greedy heuristic, level 3 the
// planner (plan.ts), with a rollout budget a flat Monte Carlo search on top of it (search.ts,
// docs/lv-bot.md).
import { rngFor } from '../../../engine/rng.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { observe, type Observation } from './observe.ts';
import { greedyChoice, randomChoice, type Choice } from './policy.ts';
import { LEVEL3, searchChoice, type SearchBudget } from './search.ts';

export type BotLevel = 1 | 2 | 3;
export type { Choice } from './policy.ts';

/** What the bot at `level` plays now as `side`, from what `observe` gives it; null if it has no action. */
export function decideFrom(obs: Observation, level: BotLevel, seed: string, budget?: SearchBudget): Choice | null {
  if (level === 1) return randomChoice(obs.legal, rngFor(seed, 0));
  if (level === 2) return greedyChoice(obs.view, obs.side, obs.legal, rngFor(seed, 0));
  return searchChoice(obs, seed, budget ?? LEVEL3);
}

/** The bot's action for `side` in `state` (read only through its side's view and legal actions). */
export function botChoice(
  state: LvState,
  side: Side,
  level: BotLevel,
  seed: string,
  budget?: SearchBudget,
): Choice | null {
  return decideFrom(observe(state, side), level, seed, budget);
}
