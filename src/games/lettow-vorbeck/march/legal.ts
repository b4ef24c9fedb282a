// The legal actions of the Recruiting and March Phases and of card choices (one list for
// validation hints, autocomplete, buttons and the fuzzer).
import type { LegalAction } from '../../../engine/types.ts';
import type { Contingent, Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { FORT_OF } from '../common/space.ts';
import { feverTargets, isCardChoice } from '../cards-events/immediate.ts';
import { fortBuildRefusal, fortSpace } from '../forts/forts.ts';
import { placeable } from '../recruiting/decide.ts';
import { IEF, IEF_UNITS, poolUnits } from '../recruiting/start.ts';
import { allowance } from './allowance.ts';
import type { MarchAction } from './actions.ts';
import { amphibiousTargets, pathRules } from './move.ts';
import { destinations, pathTo as pathToward, reachable } from './paths.ts';
import { isSpace } from '../data/map.ts';
import { hasEnemy } from '../common/space.ts';
import { LV_BOARD } from '../scenario.ts';
import { idsAt, placement } from '../../hand-of-destiny/stacking.ts';

/** Decisions a card asks of a player who is not (necessarily) the phasing one. */
export function cardChoiceActions(state: LvState, side: Side): LegalAction<MarchAction>[] {
  if (!state.pending || state.pending.side !== side || !isCardChoice(state)) return [];
  return feverTargets(state).map((unit) => ({
    action: { type: 'card-choose', unit },
    label: `Fever and Tsetse: put ${unit} (${state.units[unit]!.location}) in your recruit pool`,
  }));
}

function recruitingActions(state: LvState, side: Side): LegalAction<MarchAction>[] {
  const { offers, builders } = recruitingOffers(state, side);
  for (const { unit, at } of builders)
    if (!fortBuildRefusal(state, side, at, unit))
      offers.push({ action: { type: 'fort-build', at, unit }, label: `Build a fort at ${at} with ${unit}` });
  return offers;
}

/**
 * The Recruiting Phase's actions but fort builds, and the units that might build one (R47 (3):
 * forts after the recruits) where they stand, each still to pass fortBuildRefusal (22.1): the list
 * checks them all, a random player's draw (march/sample.ts) only until one passes.
 */
export function recruitingOffers(
  state: LvState,
  side: Side,
): { offers: LegalAction<MarchAction>[]; builders: { unit: string; at: string }[] } {
  const m = state.march;
  const offers: LegalAction<MarchAction>[] = [];
  const builders: { unit: string; at: string }[] = [];
  if (!m) return { offers, builders };
  if (m.recruitStep === 'choose') {
    const card = state.decks[side].current;
    const pool = poolUnits(state, side).filter((u) => !m.chosen.includes(u));
    for (const unit of card === IEF ? pool.filter((u) => IEF_UNITS.includes(u)) : pool) {
      offers.push({ action: { type: 'recruit-choose', unit }, label: `Choose ${unit} as a recruit` });
    }
    if (card === IEF)
      offers.push({
        action: { type: 'recruit-draw' },
        label: `Draw the remaining ${m.recruitCount - m.chosen.length} recruit(s) at random`,
      });
    return { offers, builders };
  }
  const waiting = placeable(state);
  for (const { unit, spaces } of waiting) {
    for (const at of spaces)
      offers.push({ action: { type: 'recruit-place', unit, at }, label: `Place ${unit} at ${at}` });
  }
  if (waiting.length > 0 || !state.options.advanced) return { offers, builders };
  // R47 (3): forts after the recruits.
  const fort = fortSpace(state, side);
  if (fort !== null)
    offers.push({ action: { type: 'fort-remove', at: fort }, label: `Remove your fort at ${fort} (22.3.B)` });
  else if (state.markers[FORT_OF[side]] !== undefined) {
    for (const [unit, u] of Object.entries(state.units))
      if (unitById(unit).side === side && isSpace(u.location)) builders.push({ unit, at: u.location });
  }
  return { offers, builders };
}

/** The stacks worth offering from one space: each group of units with the same contingent and allowance, the whole contingent, and each unit alone. */
function candidateStacks(units: string[], points: ReadonlyMap<string, number>): string[][] {
  const out = new Map<string, string[]>();
  const add = (us: string[]): void => {
    if (!us.length) return;
    const sorted = [...us].sort();
    out.set(sorted.join(','), sorted);
  };
  const groupBy = <K>(us: readonly string[], key: (u: string) => K): Map<K, string[]> => {
    const by = new Map<K, string[]>();
    for (const u of us) {
      const k = key(u);
      const list = by.get(k);
      if (list) list.push(u);
      else by.set(k, [u]);
    }
    return by;
  };
  for (const group of groupBy(units, (u) => unitById(u).contingent).values()) {
    add(group);
    for (const g of groupBy(group, (u) => points.get(u)!).values()) add(g);
    for (const u of group) add([u]);
  }
  return [...out.values()];
}

/** A stack the March Phase offers to move: its units, where they stand, its points and contingent. */
export interface CandidateStack {
  start: string;
  units: string[];
  points: number;
  contingent: Contingent | null;
}

const byName = new Intl.Collator().compare; // localeCompare's order, without a collator a call

/** A location stacks never leave by a move: the recruit pools, the South African box, the dead pile. */
const NO_START = (at: string): boolean => at.endsWith('recruit-box') || at === 'south-african-box' || at === 'deadpile';

/** The stacks worth offering this March Phase (units that may move, grouped by candidateStacks). */
export function marchStacks(state: LvState, side: Side): CandidateStack[] {
  const moved = state.march?.moved ?? [];
  const isMoved = moved.length > 8 ? new Set(moved) : null;
  const bySpace = new Map<string, string[]>();
  const pointsOf = new Map<string, number>();
  const contact = new Map<string, boolean>();
  for (const id in state.units) {
    if (unitById(id).side !== side || (isMoved ? isMoved.has(id) : moved.includes(id))) continue;
    const at = state.units[id]!.location;
    if (NO_START(at)) continue;
    if (isSpace(at)) {
      let enemy = contact.get(at);
      if (enemy === undefined) contact.set(at, (enemy = hasEnemy(state, at, side)));
      if (enemy) continue; // 11.1.2 play note
    }
    const points = allowance(state, id).points;
    if (points === 0) continue;
    pointsOf.set(id, points);
    const here = bySpace.get(at);
    if (here) here.push(id);
    else bySpace.set(at, [id]);
  }
  const out: CandidateStack[] = [];
  for (const [start, units] of [...bySpace].sort(([a], [b]) => byName(a, b)))
    for (const stack of groupedStacks(side, start, units, pointsOf)) out.push(stack);
  return out;
}

/**
 * Where `side` has units that marchStacks might move from (each location once, before the units'
 * allowances are read): a random player's draw (march/sample.ts) picks one of these, then reads
 * only its units (stacksFrom). No map space in contact with the enemy (11.1.2 play note).
 */
export function marchStarts(state: LvState, side: Side): string[] {
  const out: string[] = [];
  for (const [at, ids] of placement(state.units)) {
    if (NO_START(at)) continue;
    let own = false;
    let enemy = false;
    for (const id of ids) {
      if (unitById(id).side === side) own = true;
      else enemy = true;
    }
    if (own && !(enemy && isSpace(at))) out.push(at);
  }
  return out;
}

/** The stacks marchStacks offers from one of marchStarts (the same stacks, perhaps in another order). */
export function stacksFrom(state: LvState, side: Side, start: string): CandidateStack[] {
  const pointsOf = new Map<string, number>();
  const moved = state.march?.moved ?? [];
  for (const id of idsAt(state, start)) {
    if (unitById(id).side !== side || moved.includes(id)) continue;
    const points = allowance(state, id).points;
    if (points > 0) pointsOf.set(id, points);
  }
  return pointsOf.size > 0 ? groupedStacks(side, start, [...pointsOf.keys()], pointsOf) : [];
}

/** candidateStacks as CandidateStacks. */
function groupedStacks(
  side: Side,
  start: string,
  units: string[],
  pointsOf: ReadonlyMap<string, number>,
): CandidateStack[] {
  return candidateStacks(units, pointsOf).map((stack) => ({
    start,
    units: stack,
    points: Math.min(...stack.map((u) => pointsOf.get(u)!)),
    contingent: side === 'Allied' ? unitById(stack[0]!).contingent : null,
  }));
}

/**
 * A /move offered by actions(), its path (via) walked only when read. Like an object literal's
 * getter, via is an own enumerable property (JSON, spread and keys see type, units, to, via); one
 * shared descriptor, not a pair of getter closures per offer, keeps a menu of moves cheap (bench).
 */
class OfferedMove {
  declare readonly type: 'move';
  declare readonly units: string[];
  declare readonly to: string;
  declare readonly via: string[];
  readonly #path: (to: string) => string[];
  static readonly VIA: PropertyDescriptor = {
    get(this: OfferedMove): string[] {
      return this.#path(this.to).slice(1, -1);
    },
    enumerable: true,
    configurable: true,
  };
  constructor(units: string[], to: string, path: (to: string) => string[]) {
    this.type = 'move';
    this.units = units;
    this.to = to;
    this.#path = path;
    Object.defineProperty(this, 'via', OfferedMove.VIA);
  }
  static path(m: OfferedMove): string[] {
    return m.#path(m.to);
  }
}

/** The offer of an OfferedMove: its label names the path, walked only when read. */
class MoveOffer {
  declare readonly action: OfferedMove;
  declare readonly label: string;
  static readonly LABEL: PropertyDescriptor = {
    get(this: MoveOffer): string {
      return `Move ${this.action.units.join(', ')} ${OfferedMove.path(this.action).join(' → ')}`;
    },
    enumerable: true,
    configurable: true,
  };
  constructor(action: OfferedMove) {
    this.action = action;
    Object.defineProperty(this, 'label', MoveOffer.LABEL);
  }
}

function marchPhaseActions(state: LvState, side: Side): LegalAction<MarchAction>[] {
  const out: LegalAction<MarchAction>[] = [];
  // Where a stack may go depends on its start, points, contingent and whether it is a fleet (12.4.A),
  // not on which units it holds (they stand at the start, which no path re-enters): one search each.
  const reach = new Map<string, string[]>();
  const landed = new Map<string, string[]>(); // amphibious landings by start and contingent (28.2)
  for (const { start, units: stack, points, contingent } of marchStacks(state, side)) {
    if (isSpace(start)) {
      const rules = pathRules(state, side, { start, points, contingent }, stack);
      // Each path (for via and the label) only when it is read: a walk towards that destination
      // alone for the first few (a random player reads one), then one walk of all this stack's
      // paths, shared by the rest (a person's menu reads them all).
      let walked: Map<string, { path: string[] }> | undefined;
      const single = new Map<string, string[]>();
      const pathTo = (to: string): string[] => {
        if (walked) return walked.get(to)!.path;
        const known = single.get(to);
        if (known) return known;
        if (single.size >= 2) return (walked = reachable(state, rules, start)).get(to)!.path;
        const path = pathToward(state, rules, start, to)!;
        single.set(to, path);
        return path;
      };
      const fleet = stack.some((u) => LV_BOARD.is(u, 'fleet'));
      const key = `${start}|${points}|${contingent}|${fleet}`;
      let dests = reach.get(key);
      if (!dests) reach.set(key, (dests = destinations(state, rules, start)));
      for (const to of dests) out.push(new MoveOffer(new OfferedMove(stack, to, pathTo)));
    }
    const landingKey = `${start}|${contingent}`;
    let landings = landed.get(landingKey);
    if (!landings) landed.set(landingKey, (landings = amphibiousTargets(state, side, start, contingent)));
    for (const to of landings) {
      out.push({
        action: { type: 'amphibious', units: stack, to },
        label: `Amphibious move of ${stack.join(', ')} ${start} → ${to} (28.2)`,
      });
    }
  }
  return out;
}

export function marchActions(state: LvState, side: Side): LegalAction<MarchAction>[] {
  if (state.pending) return cardChoiceActions(state, side);
  if (side !== state.activeSide) return [];
  if (state.phase === 'recruiting') return recruitingActions(state, side);
  if (state.phase === 'march') return marchPhaseActions(state, side);
  return [];
}
