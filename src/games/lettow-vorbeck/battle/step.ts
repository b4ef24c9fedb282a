// The battle procedure as a state machine: from a state, the next thing that happens in the fight
// (13.1-13.6, 17-20, 22.2, R37, R38, R43-R45), either events the rules produce by themselves or a
// decision a player must make. advance() runs it until a player must decide or the battle is over.
import type { Rng } from '../../../engine/rng.ts';
import type { LegalAction } from '../../../engine/types.ts';
import { isSpace, spaceById } from '../data/map.ts';
import { eliminatedTo } from '../../hand-of-destiny/battle/forces.ts';
import { LV_BOARD, LV_SCENARIO } from '../scenario.ts';
import type { Side } from '../data/types.ts';
import { markerById, unitById } from '../data/units.ts';
import type { LvEvent } from '../events.ts';
import { evolve } from '../evolve.ts';
import type { LvState } from '../state.ts';
import { otherSide } from '../state.ts';
import { suddenDeath } from '../victory.ts';
import type { BattleAction } from './actions.ts';
import type { ChosenBy, ForceUnit } from './events.ts';
import {
  battleSpaces,
  battleStrength,
  breakoffQualified,
  canPursueType,
  fortificationAt,
  inBattle,
  lossCandidates,
  poolOf,
  pursuitDestinations,
  retreatDestinations,
  sideOf,
  strengthOf,
  unitsAt,
  unpanickedIn,
} from './forces.ts';
import { ordersOf, pickFire, pickLoss, pickRetreat, strongestFirst } from './orders.ts';
import { currentBattle } from './phase.ts';
import type { Fight, PendingKind } from './state.ts';
import { rollSuperiority } from './superiority.ts';

/** RULING (ours): a battle still undecided after this many rounds ends as a defender win (as R38). */
export const MAX_ROUNDS = 50;

export interface Decision {
  side: Side;
  kind: PendingKind;
  space: string;
  prompt: string;
  options: LegalAction<BattleAction>[];
  /** The choice the side's standing orders make, if they cover this decision. */
  byOrders: BattleAction | null;
}

export type Next = { events: LvEvent[] } | { decision: Decision } | null;

const name = (u: string): string => `${u} (${unitById(u).name}, ${unitById(u).type} ${unitById(u).strength}${unitById(u).elite ? ', elite' : ''})`;

/** Units of a side that may still fire this round (13.1.2, R37: unpanicked, not yet fired, strength > 0). */
const shooters = (s: LvState, f: Fight, side: Side): string[] =>
  unpanickedIn(s, f, side).filter((u) => !f.fired.includes(u) && strengthOf(f, u) > 0);

/** The events that start a battle at `space` (13.1). */
export function startBattle(s: LvState, space: string, pursuit: boolean): LvEvent[] {
  const attacker = s.activeSide;
  const defender = otherSide(attacker);
  const b = currentBattle(s);
  const force = (side: Side): ForceUnit[] =>
    unitsAt(s, space, side).map((u) => {
      const d = unitById(u);
      return { unit: u, name: d.name, type: d.type, strength: battleStrength(s, u), elite: d.elite, artillery: d.artillery, panicked: s.units[u]!.panicked };
    });
  const forces = { German: force('German'), Allied: force('Allied') };
  // 20.A, R33: at least four units on each side (no leaders in this scenario), advanced rules only.
  const major = s.options.advanced && forces.German.length >= 4 && forces.Allied.length >= 4;
  return [
    {
      type: 'battle.started',
      space,
      attacker,
      defender,
      terrain: isSpace(space) ? spaceTerrain(space) : 'Clear',
      fortification: fortificationAt(s, space),
      forces,
      major,
      airSupport: attacker === 'Allied' && b.airSupportSpace === space,
      pursuit,
    },
  ];
}

const spaceTerrain = (space: string): string => spaceById(space).terrain;

export function next(s: LvState): Next {
  if (s.phase === 'game-over') return null;
  const b = currentBattle(s);
  const f = b.fight;
  if (!f) {
    if (b.queued && unitsAt(s, b.queued, s.activeSide).length > 0 && unitsAt(s, b.queued, otherSide(s.activeSide)).length > 0) {
      return { events: startBattle(s, b.queued, true) }; // R25, R44: the pursuit battle is fought at once
    }
    return null;
  }
  return f.decided ? afterBattle(s, f) : during(s, f);
}

function during(s: LvState, f: Fight): Next {
  // 13.3: apply the results of the unit that fired, eliminations first (13.3.B, R43).
  if (f.hits) {
    const result = f.hits.e > 0 ? 'E' : 'P';
    const target = f.hits.target;
    const cands = lossCandidates(s, f, target, result);
    if (cands.length === 0) {
      const rule = result === 'P' ? '13.3.2 exception, 14.A, 16.B, R20' : '13.3.3';
      return { events: [{ type: 'battle.result-ignored', space: f.space, side: target, result, by: f.hits.by, rule }] };
    }
    const order = ordersOf(s, target).losses;
    const verb = (u: string) => (result === 'E' || s.units[u]!.panicked ? 'Lose' : 'Panic');
    const pick = pickLoss(order, cands);
    return {
      decision: {
        side: target,
        kind: 'loss',
        space: f.space,
        prompt: `${target}: ${f.hits.by} scored ${result === 'E' ? 'an elimination' : 'a panic'} at ${f.space} (13.3, R20) — choose the unit that takes it (/loss unit:…): ${cands.join(', ')}.`,
        options: cands.map((u) => ({ action: { type: 'take-loss', unit: u }, label: `${verb(u)} ${u}` })),
        byOrders: pick ? { type: 'take-loss', unit: pick } : null,
      },
    };
  }
  // 13.1.4, 13.4.A, R43, R45: a side with no unpanicked unit left has lost (or broke off entirely).
  for (const side of [f.attacker, f.defender]) {
    if (unpanickedIn(s, f, side).length > 0) continue;
    const other = otherSide(side);
    if (inBattle(s, f, side).length > 0) return won(f, other, side, '13.1.4');
    if (f.brokeOff.some((u) => sideOf(u) === side)) return won(f, null, null, 'R45');
    return won(f, other, side, '13.1.4');
  }
  // 13.1.1: a new round starts with Tactical Superiority.
  if (f.superior === null) {
    const able = (side: Side) => unpanickedIn(s, f, side).some((u) => strengthOf(f, u) > 0);
    if (!able(f.attacker) && !able(f.defender)) return won(f, f.defender, f.attacker, 'R38');
    if (f.round > MAX_ROUNDS) return won(f, f.defender, f.attacker, 'R38');
    return { events: [] }; // the roll needs dice: see rolled() in advance()
  }
  // 13.1.2, R37: alternate fire; the side with more units fires its extra units last.
  let side = f.turn;
  if (shooters(s, f, side).length === 0) side = otherSide(side);
  const units = shooters(s, f, side);
  if (units.length === 0) return { events: [{ type: 'battle.round-ended', space: f.space, round: f.round }] };
  const options: LegalAction<BattleAction>[] = units.map((u) => ({ action: { type: 'fire', unit: u }, label: `Fire ${u} (${strengthOf(f, u)} dice)` }));
  for (const u of units) {
    if (!breakoffQualified(s, u)) continue; // 18.D, R26
    for (const to of retreatDestinations(s, f.space, side, [u])) options.push({ action: { type: 'breakoff', unit: u, to }, label: `Break off ${u} to ${to}` });
  }
  const pick = pickFire(ordersOf(s, side).fire, units);
  return {
    decision: {
      side,
      kind: 'fire',
      space: f.space,
      prompt: `${side}: your turn to fire at ${f.space}, round ${f.round} (13.1.2, R37) — choose a unit (/battle fire unit:…): ${units.join(', ')}${options.length > units.length ? '; or break one off (/breakoff unit:… to:…, 18.0)' : ''}.`,
      options,
      byOrders: pick ? { type: 'fire', unit: pick } : null,
    },
  };
}

const won = (f: Fight, winner: Side | null, loser: Side | null, rule: string): Next => ({
  events: [{ type: 'battle.won', space: f.space, winner, loser, rule }],
});

/** R44: retreat, Major Battle, forts, rally, pursuit, then the battle is over. */
function afterBattle(s: LvState, f: Fight): Next {
  const b = currentBattle(s);
  // (1) 13.5: the loser's panicked units retreat together (R38: all the attacker's units).
  if (f.loser) {
    const left = inBattle(s, f, f.loser);
    const units = f.reason === 'R38' ? left : left.filter((u) => s.units[u]!.panicked);
    if (units.length > 0) {
      const dests = retreatDestinations(s, f.space, f.loser, units);
      if (dests.length === 0) {
        return { events: [{ type: 'battle.retreat-eliminated', space: f.space, side: f.loser, units, to: eliminatedTo(LV_BOARD, units[0]!) }] }; // 13.5.C, 27.1.B (the scenario's eliminatedGoesTo)
      }
      const pick = ordersOf(s, f.loser).retreat === 'nearest-supply' ? pickRetreat(s, f.loser, dests) : null;
      return {
        decision: {
          side: f.loser,
          kind: 'retreat',
          space: f.space,
          prompt: `${f.loser}: you lost the battle at ${f.space}; ${units.join(', ')} must retreat together (13.5, R24) — choose where (/retreat to:…): ${dests.join(', ')}.`,
          options: dests.map((to) => ({ action: { type: 'retreat', to }, label: `Retreat to ${to}` })),
          byOrders: pick ? { type: 'retreat', to: pick } : null,
        },
      };
    }
  }
  // (2) 20.B-D, R33: Major Battle effects.
  if (f.major && f.winner && !f.majorWinDone) {
    const contingents = new Set(f.forces[f.winner].map((u) => unitById(u).contingent));
    const pool = unitsAt(s, poolOf(f.winner), f.winner).filter((u) => f.winner === 'German' || contingents.has(unitById(u).contingent));
    if (pool.length === 0) return { events: [{ type: 'battle.major-recruit', space: f.space, side: f.winner, unit: null, chosenBy: 'forced' }] };
    const pick = ordersOf(s, f.winner).recruit === 'strongest' ? strongestFirst(pool)[0]! : null;
    return {
      decision: {
        side: f.winner,
        kind: 'major-recruit',
        space: f.space,
        // 10.0, R14: the prompt is shown to everyone, so it does not list the pool (actions() does, to its owner).
        prompt: `${f.winner}: you won a Major Battle at ${f.space} (20.B) — choose a unit from your recruit pool to place there (/battle recruit unit:…; /help lists your ${pool.length} choices).`,
        options: pool.map((u) => ({ action: { type: 'major-recruit', unit: u }, label: `Recruit ${u} at ${f.space}` })),
        byOrders: pick ? { type: 'major-recruit', unit: pick } : null,
      },
    };
  }
  if (f.major && f.loser && !f.majorLossDone) {
    const onMap = Object.entries(s.units)
      .filter(([id, u]) => isSpace(u.location) && sideOf(id) === f.loser)
      .map(([id]) => id)
      .sort();
    if (onMap.length === 0) return { events: [{ type: 'battle.major-loss', space: f.space, side: f.loser, unit: null, from: null, to: null, chosenBy: 'forced' }] };
    const pick = pickLoss(ordersOf(s, f.loser).losses, onMap);
    return {
      decision: {
        side: f.loser,
        kind: 'major-loss',
        space: f.space,
        prompt: `${f.loser}: you lost a Major Battle at ${f.space} (20.C) — choose one of your units on the map to put in your recruit pool (/loss unit:…).`,
        options: onMap.map((u) => ({ action: { type: 'take-loss', unit: u }, label: `Remove ${u} from ${s.units[u]!.location}` })),
        byOrders: pick ? { type: 'take-loss', unit: pick } : null,
      },
    };
  }
  // (3) 22.2, 22.3.A: a fort marker with no friendly units left in its space is removed.
  for (const [id, at] of Object.entries(s.markers)) {
    const m = markerById(id);
    if (at !== f.space || m.kind !== 'Fort' || m.side === 'neutral') continue;
    if (unitsAt(s, f.space, m.side).length === 0) {
      // 22.2 when every friendly unit of the battle was eliminated; 22.3.A when some left (retreat, breakoff) and the enemy holds the space
      const allEliminated = f.forces[m.side].length > 0 && f.forces[m.side].every((u) => f.eliminated.includes(u));
      return { events: [{ type: 'battle.fort-removed', space: f.space, marker: id, to: m.setup, rule: allEliminated ? '22.2' : '22.3.A' }] };
    }
  }
  // (4) 13.6: rally.
  const panicked = [...f.forces.German, ...f.forces.Allied].filter((u) => s.units[u]?.panicked);
  if (panicked.length > 0) return { events: [{ type: 'battle.rallied', space: f.space, units: panicked }] };
  // (5) 19.0, R44: pursuit by the attacker after a win or an all-defender breakoff.
  const defenderBrokeOff = f.winner === null && f.loser === null && inBattle(s, f, f.defender).length === 0 && f.brokeOff.some((u) => sideOf(u) === f.defender);
  if (s.options.advanced && !f.pursuitDone && (f.winner === f.attacker || defenderBrokeOff)) {
    const eligible = inBattle(s, f, f.attacker).filter(
      (u) => canPursueType(u) && !f.panickedHere.includes(u) && !b.pursued.includes(u) && u !== f.majorRecruit,
    );
    const dests = pursuitDestinations(s, f.space, eligible);
    if (eligible.length > 0 && dests.length > 0) {
      const options: LegalAction<BattleAction>[] = [];
      for (const group of subsets(eligible)) {
        for (const to of pursuitDestinations(s, f.space, group)) options.push({ action: { type: 'pursue', units: group, to }, label: `Pursue with ${group.join(', ')} to ${to}` });
      }
      options.push({ action: { type: 'pursue-none' }, label: 'Do not pursue' });
      return {
        decision: {
          side: f.attacker,
          kind: 'pursuit',
          space: f.space,
          prompt: `${f.attacker}: you may pursue from ${f.space} with ${eligible.join(', ')} along one land or rail route (19.0, R25) — /pursue move units:… to:… (${dests.join(', ')}) or /pursue none.`,
          options,
          byOrders: ordersOf(s, f.attacker).pursuit === 'never' ? { type: 'pursue-none' } : null,
        },
      };
    }
  }
  const finished: LvEvent = {
    type: 'battle.finished',
    space: f.space,
    attacker: f.attacker,
    defender: f.defender,
    winner: f.winner,
    loser: f.loser,
    rounds: f.round,
    forces: f.forces,
    eliminated: f.eliminated,
    brokeOff: f.brokeOff,
    pursuitInto: f.pursuitInto,
  };
  return { events: [finished] };
}

function subsets(units: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << units.length; mask++) out.push(units.filter((_, i) => mask & (1 << i)));
  return out;
}

/** The event a chosen action produces (dice from `rng` for a unit that fires). */
export function eventFor(s: LvState, d: Decision, action: BattleAction, chosenBy: ChosenBy, rng: Rng): LvEvent {
  const f = currentBattle(s).fight!;
  switch (action.type) {
    case 'fire': {
      const type = unitById(action.unit).type;
      const dice = Array.from({ length: strengthOf(f, action.unit) }, () => rng.die()); // 13.1.2.B
      return { type: 'battle.unit-fired', space: f.space, round: f.round, side: d.side, unit: action.unit, unitType: type, dice, results: dice.map((v) => LV_SCENARIO.brt(type, v)), chosenBy }; // 13.2: the scenario's BRT
    }
    case 'breakoff':
      return { type: 'battle.unit-broke-off', space: f.space, round: f.round, side: d.side, unit: action.unit, to: action.to, chosenBy };
    case 'take-loss': {
      if (d.kind === 'major-loss') {
        return { type: 'battle.major-loss', space: f.space, side: d.side, unit: action.unit, from: s.units[action.unit]!.location, to: poolOf(d.side), chosenBy };
      }
      const result = f.hits!.e > 0 ? 'E' : 'P';
      const eliminated = result === 'E' || s.units[action.unit]!.panicked; // 13.3.2: a second panic eliminates
      return { type: 'battle.loss-taken', space: f.space, side: d.side, unit: action.unit, result, effect: eliminated ? 'eliminated' : 'panicked', by: f.hits!.by, chosenBy, to: eliminated ? eliminatedTo(LV_BOARD, action.unit) : null }; // 13.3.1 as superseded by 27.1.B
    }
    case 'retreat': {
      const left = inBattle(s, f, d.side);
      const units = f.reason === 'R38' ? left : left.filter((u) => s.units[u]!.panicked);
      return { type: 'battle.retreated', space: f.space, side: d.side, units, to: action.to, chosenBy };
    }
    case 'major-recruit':
      return { type: 'battle.major-recruit', space: f.space, side: d.side, unit: action.unit, chosenBy };
    case 'pursue':
      return { type: 'battle.pursued', space: f.space, side: d.side, units: [...action.units].sort(), to: action.to, chosenBy };
    case 'pursue-none':
      return { type: 'battle.pursuit-declined', space: f.space, side: d.side, chosenBy };
    default:
      throw new Error(`not a decision: ${action.type}`);
  }
}

const applyAll = (s: LvState, events: readonly LvEvent[]): LvState => events.reduce((acc, e) => evolve(acc, e), s);

const samePending = (s: LvState, d: Decision): boolean =>
  s.pending !== null && s.pending.side === d.side && s.pending.kind === d.kind && s.pending.space === d.space && s.pending.prompt === d.prompt;

/**
 * Run the battle forward from `state`: roll, fire, apply results, retreat, ... until a player must
 * decide (a `battle.awaiting` event, unless the same decision is already pending), the battle phase
 * has nothing more to do, or the game is over. Forced choices (one legal option) and choices covered
 * by standing orders are made here, deterministically, and written into the events.
 */
export function advance(state: LvState, rng: Rng): LvEvent[] {
  const out: LvEvent[] = [];
  let s = state;
  const emit = (events: readonly LvEvent[]) => {
    out.push(...events);
    s = applyAll(s, events);
  };
  for (let guard = 0; guard < 10_000; guard++) {
    const n = next(s);
    if (n === null) break;
    if ('events' in n) {
      const f = currentBattle(s).fight;
      if (n.events.length === 0 && f && f.superior === null) {
        const r = rollSuperiority(s, f, rng);
        emit([{ type: 'battle.superiority-rolled', space: f.space, round: f.round, ...r }]);
        continue;
      }
      emit(n.events);
      if (n.events.some((e) => e.type === 'battle.finished')) {
        const result = suddenDeath(s); // 26.B after every battle (R32)
        if (result) {
          emit([{ type: 'game-ended', result }]);
          break;
        }
      }
      continue;
    }
    const d = n.decision;
    if (d.options.length === 1) emit([eventFor(s, d, d.options[0]!.action, 'forced', rng)]);
    else if (d.byOrders) emit([eventFor(s, d, d.byOrders, 'orders', rng)]);
    else {
      if (!samePending(s, d)) emit([{ type: 'battle.awaiting', pending: { side: d.side, kind: d.kind, space: d.space, prompt: d.prompt } }]);
      break;
    }
  }
  return out;
}

export const decisionNow = (s: LvState): Decision | null => {
  const n = next(s);
  return n && 'decision' in n ? n.decision : null;
};

export { battleSpaces, name as unitLabel };
