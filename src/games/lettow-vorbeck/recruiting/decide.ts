// Recruiting Phase actions: place a waiting unit (27.1.C-D, 27.2-27.3), choose recruits where a card
// says so (IEF, KAR), draw the rest (27.1.C), and the R15 return of unplaceable recruits.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { POOL_OF } from '../common/space.ts';
import { fortsOverrun } from '../forts/forts.ts';
import type { MarchEvent } from '../march/events.ts';
import type { MarchState } from '../march/state.ts';
import { placementSpaces } from './placement.ts';
import { IEF, IEF_UNITS, KAR, drawEvents, poolUnits } from './start.ts';

const RULE_FOR: Record<string, string> = { konigsberg: '27.2.A', 'south-african': '27.3.A', northey: '7.1.3' };

function placementRule(unit: string, cls: string): string {
  if (RULE_FOR[cls]) return RULE_FOR[cls]!;
  const d = unitById(unit);
  if (d.side === 'German') return '27.2.B';
  return d.contingent === 'Belgian' ? '27.3.C' : d.contingent === 'Portuguese' ? '27.3.D' : '27.3.B';
}

function inRecruiting(state: LvState): MarchState {
  if (state.phase !== 'recruiting' || !state.march)
    throw new RuleError('6.2.1.2', 'reinforcements are placed in the Recruiting Phase');
  return state.march;
}

export function decideRecruitPlace(state: LvState, side: Side, unit: string, at: string): MarchEvent[] {
  const m = inRecruiting(state);
  const waiting = m.toPlace.find((t) => t.unit === unit);
  if (!waiting) {
    throw new RuleError(
      '27.1.C',
      `${unit} is not waiting to be placed`,
      m.toPlace.map((t) => t.unit),
    );
  }
  const legal = placementSpaces(state, unit, waiting.cls);
  if (!legal.includes(at)) {
    const rule = placementRule(unit, waiting.cls);
    const why =
      legal.length === 0
        ? `${unit} has no legal space now; it goes back to the pool at the end of the phase (R15)`
        : `${unit} may not be placed in ${at}`;
    throw new RuleError(rule, why, legal);
  }
  const from = state.units[unit]!.location;
  return [{ type: 'recruit.unit-placed', side, unit, from, at }, ...fortsOverrun(state, side, [at])];
}

export function decideRecruitChoose(state: LvState, side: Side, unit: string, rng: Rng): MarchEvent[] {
  const m = inRecruiting(state);
  const card = state.decks[side].current;
  if (m.recruitStep !== 'choose' || (card !== IEF && card !== KAR)) {
    throw new RuleError(
      '27.1.C',
      "recruits are drawn at random; only Indian Expeditionary Force and King's African Rifles let you choose",
    );
  }
  const pool = poolUnits(state, side).filter((u) => !m.chosen.includes(u));
  const allowed = card === IEF ? pool.filter((u) => IEF_UNITS.includes(u)) : pool;
  if (!allowed.includes(unit)) {
    throw new RuleError(
      card === IEF ? '7.1.3' : '8.4',
      card === IEF
        ? 'Indian Expeditionary Force lets you take only B IEF and/or C IEF from the pool'
        : `${unit} is not in your recruit pool`,
      allowed,
    );
  }
  const events: MarchEvent[] = [{ type: 'recruit.unit-chosen', side, unit, card }];
  const chosen = m.chosen.length + 1;
  const poolLeft = pool.length - 1;
  const iefLeft = allowed.length - 1;
  const done = chosen >= m.recruitCount || poolLeft === 0 || (card === IEF && iefLeft === 0);
  if (done) {
    // IEF: "draw the rest at random"; KAR: the choice replaces the draw.
    if (card === IEF && chosen < m.recruitCount)
      events.push(...drawEvents(state, side, m.recruitCount - chosen, events, rng));
    else events.push({ type: 'recruit.units-drawn', side, units: [], chosen: true });
  }
  return events;
}

/** IEF: after any choice, draw the rest at random (27.1.C). */
export function decideRecruitDraw(state: LvState, side: Side, rng: Rng): MarchEvent[] {
  const m = inRecruiting(state);
  if (m.recruitStep !== 'choose') throw new RuleError('27.1.C', "this phase's recruits have already been drawn");
  if (state.decks[side].current === KAR)
    throw new RuleError(
      '8.4',
      "King's African Rifles: you choose your recruits (/recruit choose unit:…) instead of drawing",
    );
  const drawn = drawEvents(state, side, m.recruitCount - m.chosen.length, [], rng);
  return drawn.length ? drawn : [{ type: 'recruit.units-drawn', side, units: [], chosen: false }];
}

/** R15: at the end of the Recruiting Phase, units that cannot be placed go back to the pool. */
export function returnUnplaceable(state: LvState, side: Side): MarchEvent[] {
  const m = state.march;
  if (!m || m.toPlace.length === 0) return [];
  return [{ type: 'recruit.units-returned', side, units: m.toPlace.map((t) => t.unit), to: POOL_OF[side] }];
}

/** A waiting unit and its legal places. */
export interface Placeable {
  readonly unit: string;
  readonly spaces: readonly string[];
}

/** placeable() per position (states are never mutated): actions(), expected() and /phase end all ask. */
const PLACEABLE = new WeakMap<LvState, readonly Placeable[]>();

/** The waiting units that still have a legal place (27.1.C: they must be placed before the phase ends). */
export function placeable(state: LvState): readonly Placeable[] {
  const known = PLACEABLE.get(state);
  if (known) return known;
  const m = state.march;
  const out = m
    ? m.toPlace
        .map((t) => ({ unit: t.unit, spaces: placementSpaces(state, t.unit, t.cls) }))
        .filter((x) => x.spaces.length > 0)
    : [];
  PLACEABLE.set(state, out);
  return out;
}
