// The level-3 player's own judgement, read from a view only. Moves, recruits and
// retreats are valued by what the position is worth after them (model.ts: centers, units, battles
// about to be fought, threats); a move into an enemy stack is valued with the other stacks that can
// join the attack this phase (11.F). Inside a battle: fire the strongest unit first (13.1.2), lose
// the weakest (13.3), take the strongest recruit (20.B). It ends a phase when no move helps.
import type { Rng } from '../../../engine/rng.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { LvAction } from '../actions.ts';
import { SUPPLY_CENTERS } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvView } from '../view.ts';
import { WEIGHTS, modelOf, moveUnits, worth, type Model } from './model.ts';
import type { Choice } from './policy.ts';

export interface Scored {
  a: LegalAction<LvAction>;
  score: number;
}

const CENTERS = new Set<string>(SUPPLY_CENTERS);

/** A unit's value to its side when choosing what to lose or keep: strength, elite status. */
function keep(u: string): number {
  const d = unitById(u);
  return d.strength + (d.elite ? 1.5 : 0) + (d.type === 'Armored car' ? 0.5 : 0);
}

/** Where `units` stand in the model (their space), or null when off the map. */
function whereIs(m: Model, units: readonly string[]): string | null {
  for (const [at, us] of m.mine) if (units.every((u) => us.includes(u))) return at;
  return null;
}

/** The value gained by each legal action, higher better; end-phase is 0 in the March and Recruiting Phases. */
export function scoreActions(v: LvView, side: Side, legal: readonly LegalAction<LvAction>[]): Scored[] {
  const m = modelOf(v, side);
  const base = worth(m);
  // Stacks that could still enter each space this phase (for joint attacks, 11.F).
  const joiners = new Map<string, { units: string[]; from: string }[]>();
  for (const a of legal) {
    const act = a.action;
    if (act.type !== 'move' && act.type !== 'amphibious') continue;
    const from = whereIs(m, act.units);
    if (from === null) continue;
    const list = joiners.get(act.to) ?? [];
    const i = list.findIndex((j) => j.from === from);
    if (i < 0) list.push({ units: act.units, from });
    else if (act.units.length > list[i]!.units.length) list[i] = { units: act.units, from };
    joiners.set(act.to, list);
  }
  const out: Scored[] = [];
  for (const a of legal) {
    const act = a.action;
    let score: number;
    switch (act.type) {
      case 'move':
      case 'amphibious': {
        const from = whereIs(m, act.units);
        let after = moveUnits(m, act.units, from, act.to);
        const alone = worth(after) - base;
        score = alone;
        if (m.theirs.has(act.to) && !m.mine.has(act.to)) {
          // Valued as the opening of the strongest attack this phase can still make there.
          for (const j of joiners.get(act.to) ?? [])
            if (j.from !== from) after = moveUnits(after, j.units, j.from, act.to);
          const joint = worth(after) - base;
          score = Math.max(alone, joint - WEIGHTS[side].jointMargin);
        }
        break;
      }
      case 'recruit-place':
        score = worth(moveUnits(m, [act.unit], null, act.at)) - base + 5;
        break;
      case 'retreat': {
        const at = v.pending?.space ?? '';
        const units = (m.mine.get(at) ?? []).filter((u) => v.units[u]?.panicked);
        score = worth(moveUnits(m, units.length > 0 ? units : (m.mine.get(at) ?? []), at, act.to));
        break;
      }
      case 'fire':
        score = keep(act.unit);
        break;
      case 'take-loss': {
        // 20.C may take the unit from anywhere: never the last one holding a center.
        const at = v.units[act.unit]?.location ?? '';
        const last = CENTERS.has(at) && (m.mine.get(at)?.length ?? 0) <= 1 ? 5 : 0;
        score = -keep(act.unit) - last;
        break;
      }
      case 'card-choose':
        score = -keep(act.unit);
        break;
      case 'major-recruit':
      case 'recruit-choose':
        score = keep(act.unit);
        break;
      case 'air-support':
        score = 2; // 24.4: a free +1 two times in six, before fighting
        break;
      case 'fort-build':
        score = CENTERS.has(act.at) ? 0.5 : -0.5;
        break;
      case 'pursue':
      case 'breakoff':
      case 'fort-remove':
        score = -1;
        break;
      case 'set-orders':
        score = -100;
        break;
      case 'end-phase':
      case 'pursue-none':
      default:
        score = 0; // draws, fights, the phase's end: the game's own procedure
    }
    out.push({ a, score });
  }
  return out;
}

/** The actions ranked, best first; ties broken by the Rng. */
export function planRank(v: LvView, side: Side, legal: readonly LegalAction<LvAction>[], rng: Rng): Scored[] {
  return scoreActions(v, side, legal)
    .filter((s) => s.a.action.type !== 'set-orders')
    .map((s) => ({ ...s, tie: rng.int(1_000_000) }))
    .sort((x, y) => y.score - x.score || x.tie - y.tie)
    .map(({ a, score }) => ({ a, score }));
}

/** The planner's action: the best-valued one (a move only if it gains more than a small margin). */
export function planChoice(v: LvView, side: Side, legal: readonly LegalAction<LvAction>[], rng: Rng): Choice | null {
  const ranked = planRank(v, side, legal, rng);
  if (ranked.length === 0) return null;
  let best = ranked[0]!;
  const end = ranked.find((r) => r.a.action.type === 'end-phase');
  const isMove = best.a.action.type === 'move' || best.a.action.type === 'amphibious';
  if (end && isMove && best.score < 0.05) best = end;
  return { action: best.a.action, why: `${best.a.label} — ${reason(v, side, best, ranked.length)}` };
}

/** Why, in a few words (the /hint line). */
function reason(v: LvView, side: Side, best: Scored, choices: number): string {
  const act = best.a.action;
  if (choices === 1) return 'the only action now';
  switch (act.type) {
    case 'move':
    case 'amphibious': {
      const m = modelOf(v, side);
      const enemy = m.theirs.get(act.to);
      if (enemy && !m.mine.has(act.to)) {
        const n = enemy.known.length + enemy.unknown;
        return `attacks the ${n} enemy unit${n === 1 ? '' : 's'} there (13.0)`;
      }
      if (CENTERS.has(act.to) && !m.mine.has(act.to)) return 'occupies a supply center (26.C-D)';
      return `the best of ${choices} choices for centers, units and threats after it`;
    }
    case 'end-phase':
      return 'no move left improves the position';
    case 'recruit-place':
      return CENTERS.has(act.at) ? 'reinforces a supply center (27.0)' : 'where the recruit adds most (27.0)';
    case 'fire':
      return 'the strongest unit fires first (13.1.2)';
    case 'take-loss':
    case 'card-choose':
      return 'the weakest unit is lost (13.3)';
    case 'retreat':
      return 'the safest space to retreat to (13.5)';
    case 'major-recruit':
    case 'recruit-choose':
      return 'the strongest unit on offer';
    case 'air-support':
      return 'air support first: +1 to Tactical Superiority on a 1-2 (24.4)';
    default:
      return "the game's own procedure";
  }
}
