// The battle procedure (13.1-13.6) as a state machine: from a state, the next thing that happens —
// events the rules produce by themselves, or a decision a player must make. advance() runs it until
// a player must decide or the battle is over; a decision with a single legal choice is made at once.
import type { Rng } from '../../../engine/rng.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { DestinyAction } from '../actions.ts';
import type { Board } from '../board.ts';
import type { DestinyEvent } from '../events.ts';
import { unitsAt } from '../stacking.ts';
import type { Fight, DestinyState, PendingKind } from '../state.ts';
import { battleStrength, eliminatedTo, inBattle, lossCandidates, unpanickedIn } from './forces.ts';
import { retreatOptions } from './retreat.ts';
import { rollSuperiority } from './superiority.ts';

/** RULING (ours): a battle still undecided after this many rounds ends as a defender win. */
export const MAX_ROUNDS = 50;

export interface Decision<S extends string> {
  side: S;
  kind: PendingKind;
  space: string;
  prompt: string;
  options: LegalAction<DestinyAction>[];
}

type Next<S extends string> = { events: DestinyEvent<S>[] } | { decision: Decision<S> } | { roll: true } | null;

export interface BattleRules<S extends string> {
  evolve(s: DestinyState<S>, e: DestinyEvent<S>): DestinyState<S>;
}

/** 13.1: the events that start a battle at `space`. */
export function startBattle<S extends string>(b: Board<S>, s: DestinyState<S>, space: string): DestinyEvent<S>[] {
  const attacker = s.activeSide;
  const defender = b.other(attacker);
  const forces = { [attacker]: unitsAt(b, s, space, attacker), [defender]: unitsAt(b, s, space, defender) } as Record<S, string[]>;
  const strength: Record<string, number> = {};
  for (const u of [...forces[attacker], ...forces[defender]]) strength[u] = battleStrength(b, s, u); // 21.4.B
  return [{ type: 'battle-started', space, attacker, defender, forces, strength }];
}

const shooters = <S extends string>(s: DestinyState<S>, f: Fight<S>, side: S): string[] =>
  unpanickedIn(s, f, side).filter((u) => !f.fired.includes(u) && (f.strength[u] ?? 0) > 0);

function next<S extends string>(b: Board<S>, s: DestinyState<S>): Next<S> {
  const f = s.fight;
  if (!f || s.phase === 'game-over') return null;
  if (f.decided) return afterBattle(b, s, f);
  if (f.hits) {
    // 13.3.B: eliminations first, to unpanicked units first.
    const result = f.hits.e > 0 ? 'E' : 'P';
    const target = f.hits.target;
    const cands = lossCandidates(b, s, f, target, result);
    if (cands.length === 0) return { events: [{ type: 'result-ignored', space: f.space, side: target, result, rule: result === 'P' ? '13.3.2 exception, 14.A, 16.B' : '13.3.3' }] };
    return {
      decision: {
        side: target,
        kind: 'loss',
        space: f.space,
        prompt: `${target}: take a ${result} result of ${f.hits.by} at ${f.space} (13.3): ${cands.join(', ')}`,
        options: cands.map((u) => ({ action: { type: 'take-loss', unit: u }, label: `${result === 'E' || s.units[u]!.panicked ? 'Lose' : 'Panic'} ${u}` })),
      },
    };
  }
  // 13.1.4, 13.4: the first side with every unit eliminated or panicked loses.
  for (const side of [f.attacker, f.defender]) {
    if (unpanickedIn(s, f, side).length === 0) return { events: [{ type: 'battle-won', space: f.space, winner: b.other(side), loser: side, rule: '13.1.4' }] };
  }
  if (f.superior === null) {
    const able = (side: S) => shooters(s, { ...f, fired: [] }, side).length > 0;
    if ((!able(f.attacker) && !able(f.defender)) || f.round > MAX_ROUNDS) {
      return { events: [{ type: 'battle-won', space: f.space, winner: f.defender, loser: f.attacker, rule: 'RULING (ours): no unit can fire; the defender holds' }] };
    }
    return { roll: true };
  }
  // 13.1.2.B-F: alternate fire; the side with more units fires its excess last.
  let side = f.turn;
  if (shooters(s, f, side).length === 0) side = b.other(side);
  const units = shooters(s, f, side);
  if (units.length === 0) return { events: [{ type: 'round-ended', space: f.space, round: f.round }] };
  return {
    decision: {
      side,
      kind: 'fire',
      space: f.space,
      prompt: `${side}: choose a unit to fire at ${f.space}, round ${f.round} (13.1.2): ${units.join(', ')}`,
      options: units.map((u) => ({ action: { type: 'fire', unit: u }, label: `Fire ${u} (${f.strength[u]} dice)` })),
    },
  };
}

/** 13.5 retreat, then 13.6 rally, then the battle is over. */
function afterBattle<S extends string>(b: Board<S>, s: DestinyState<S>, f: Fight<S>): Next<S> {
  if (f.loser) {
    const units = inBattle(s, f, f.loser).filter((u) => s.units[u]!.panicked);
    if (units.length > 0) {
      const options = retreatOptions(b, s, f.space, f.loser, units);
      if (options.length === 0) return { events: [{ type: 'retreat-eliminated', space: f.space, side: f.loser, units, to: eliminatedTo(b, units[0]!) }] }; // 13.5.C
      return {
        decision: {
          side: f.loser,
          kind: 'retreat',
          space: f.space,
          prompt: `${f.loser}: ${units.join(', ')} must retreat together from ${f.space} (13.5): ${options.map((o) => o.to).join(', ')}`,
          options: options.map((o) => ({ action: { type: 'retreat', to: o.to }, label: `Retreat to ${o.to}${o.byRiver ? ' by river (13.5.B)' : ''}` })),
        },
      };
    }
  }
  const panicked = [...f.forces[f.attacker], ...f.forces[f.defender]].filter((u) => s.units[u]?.panicked);
  if (panicked.length > 0) return { events: [{ type: 'rallied', space: f.space, units: panicked }] }; // 13.6
  return { events: [{ type: 'battle-finished', space: f.space, winner: f.winner }] };
}

/** The event a chosen action produces (dice from `rng` for a unit that fires, 13.1.2.B). */
export function eventFor<S extends string>(b: Board<S>, s: DestinyState<S>, d: Decision<S>, action: DestinyAction, rng: Rng): DestinyEvent<S> {
  const f = s.fight!;
  switch (action.type) {
    case 'fire': {
      const dice = Array.from({ length: f.strength[action.unit] ?? 0 }, () => rng.die());
      return { type: 'unit-fired', space: f.space, side: d.side, unit: action.unit, dice, results: dice.map((v) => b.sc.brt(b.unit(action.unit).type, v)) };
    }
    case 'take-loss': {
      const result = f.hits!.e > 0 ? 'E' : 'P';
      const eliminated = result === 'E' || s.units[action.unit]!.panicked; // 13.3.2: a second panic eliminates
      return { type: 'loss-taken', space: f.space, side: d.side, unit: action.unit, result, effect: eliminated ? 'eliminated' : 'panicked', to: eliminated ? eliminatedTo(b, action.unit) : null };
    }
    case 'retreat': {
      const units = inBattle(s, f, d.side).filter((u) => s.units[u]!.panicked);
      const opt = retreatOptions(b, s, f.space, d.side, units).find((o) => o.to === action.to)!;
      return { type: 'retreated', space: f.space, side: d.side, units, to: action.to, byRiver: opt.byRiver };
    }
    default:
      throw new Error(`not a battle decision: ${action.type}`);
  }
}

export function decisionNow<S extends string>(b: Board<S>, s: DestinyState<S>): Decision<S> | null {
  const n = next(b, s);
  return n && 'decision' in n ? n.decision : null;
}

/** Run the battle forward until a player must decide or it is over (then 5.0: the scenario's victory check). */
export function advance<S extends string>(b: Board<S>, r: BattleRules<S>, state: DestinyState<S>, rng: Rng): DestinyEvent<S>[] {
  const out: DestinyEvent<S>[] = [];
  let s = state;
  const emit = (events: readonly DestinyEvent<S>[]) => {
    for (const e of events) (out.push(e), (s = r.evolve(s, e)));
  };
  for (let guard = 0; guard < 10_000; guard++) {
    const n = next(b, s);
    if (n === null) break;
    if ('roll' in n) {
      emit([{ type: 'superiority-rolled', space: s.fight!.space, round: s.fight!.round, ...rollSuperiority(b, s, s.fight!, rng) }]);
      continue;
    }
    if ('events' in n) {
      emit(n.events);
      if (n.events.some((e) => e.type === 'battle-finished')) {
        const result = b.sc.hooks.victory?.(s) ?? null;
        if (result) emit([{ type: 'game-ended', result }]);
      }
      continue;
    }
    const d = n.decision;
    if (d.options.length === 1) emit([eventFor(b, s, d, d.options[0]!.action, rng)]);
    else {
      const p = s.pending;
      if (!p || p.side !== d.side || p.kind !== d.kind || p.prompt !== d.prompt) emit([{ type: 'awaiting', pending: { side: d.side, kind: d.kind, space: d.space, prompt: d.prompt } }]);
      break;
    }
  }
  return out;
}
