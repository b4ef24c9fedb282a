// Levels 1 and 2: a random legal action, and the greedy heuristic. Both read an
// Observation only; ties and chance come from the seeded Rng.
import type { Rng } from '../../../engine/rng.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { LvAction } from '../actions.ts';
import type { LvView } from '../view.ts';
import type { Side } from '../data/types.ts';
import { scoreAction } from './heuristic.ts';

export interface Choice {
  action: LvAction;
  why: string;
}

/** Level 1: uniformly random among the actions, ending a phase now and then (as the fuzzer plays). */
export function randomChoice(legal: readonly LegalAction<LvAction>[], rng: Rng): Choice | null {
  const usable = legal.filter((a) => a.action.type !== 'set-orders');
  if (usable.length === 0) return null;
  const ends = usable.filter((a) => a.action.type === 'end-phase');
  const others = usable.filter((a) => a.action.type !== 'end-phase');
  const pool = ends.length > 0 && (others.length === 0 || rng.int(10) < 3) ? ends : others;
  const pick = pool[rng.int(pool.length)]!;
  return { action: pick.action, why: `random legal action: ${pick.label}` };
}

/** Level 2: the best-scoring action; ends the phase when nothing scores above it. */
export function greedyChoice(v: LvView, side: Side, legal: readonly LegalAction<LvAction>[], rng: Rng): Choice | null {
  const ranked = rankActions(v, side, legal, rng);
  if (ranked.length === 0) return null;
  const best = ranked[0]!;
  return { action: best.a.action, why: `greedy (score ${best.score.toFixed(1)}): ${best.a.label}` };
}

/** The actions by greedy score, best first (ties broken by the Rng). */
export function rankActions(
  v: LvView,
  side: Side,
  legal: readonly LegalAction<LvAction>[],
  rng: Rng,
): { a: LegalAction<LvAction>; score: number }[] {
  return legal
    .filter((a) => a.action.type !== 'set-orders')
    .map((a) => ({ a, score: scoreAction(v, side, a), tie: rng.int(1_000_000) }))
    .sort((x, y) => y.score - x.score || x.tie - y.tie)
    .map(({ a, score }) => ({ a, score }));
}
