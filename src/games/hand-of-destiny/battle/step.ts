// The battle procedure as a state machine: from a state, the next thing that happens in the fight
// (13.1-13.6, 17-20, 22.2), either events the rules produce by themselves or a decision a player must
// make. runBattle() runs it, as a sequence of play (engine/sequence.ts), until a player must decide
// or the battle is over. Written once for the
// system module and every scenario module; the scenario's data and hooks supersede (2.1.D).
import type { Rng } from '../../../engine/rng.ts';
import { runSequence, type Sequence } from '../../../engine/sequence.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { Board } from '../board.ts';
import { unitsAt } from '../stacking.ts';
import type { BattleAction } from './actions.ts';
import type { BattleEvent, BattleOut, ChosenBy, ForceUnit } from './events.ts';
import {
  battleStrength,
  breakoffQualified,
  canPursue,
  eliminatedTo,
  fortificationAt,
  inBattle,
  lossCandidates,
  pursuitDestinations,
  retreatDestinations,
  strengthOf,
  unpanickedIn,
} from './forces.ts';
import { ordersOf, pickFire, pickLoss, pickRetreat, strongestFirst } from './orders.ts';
import { currentBattle } from './phase.ts';
import type { BattleHost, Fight, PendingKind } from './state.ts';
import { countsAsArtillery, rollSuperiority } from './superiority.ts';

/** RULING (ours): a battle still undecided after this many rounds ends as a defender win (as a battle no unit can fire in). */
export const MAX_ROUNDS = 50;

export interface Decision<S extends string = string> {
  side: S;
  kind: PendingKind;
  space: string;
  prompt: string;
  options: LegalAction<BattleAction>[];
  /** The choice the side's standing orders make, if they cover this decision. */
  byOrders: BattleAction | null;
}

export type Next<S extends string = string> = { events: BattleEvent<S>[] } | { decision: Decision<S> } | null;

/** The module the battle runs in: its board (scenario) and its evolve. */
export interface BattleCtx<S extends string, H extends BattleHost<S>> {
  b: Board<S>;
  evolve(s: H, e: BattleOut<S>): H;
}

/** "13.3" + the scenario's own rule beside it ("13.3, R20"). */
export const cite = <S extends string>(
  b: Board<S>,
  base: string,
  key: 'fire' | 'loss' | 'ignored' | 'retreat' | 'pursuit',
): string => {
  const n = b.sc.battleNotes?.[key];
  return n ? `${base}, ${n}` : base;
};
export const noFireRule = <S extends string>(b: Board<S>): string =>
  b.sc.battleRulings?.noFire ?? 'RULING (ours): no unit can fire; the defender holds';
const allBrokeOffRule = <S extends string>(b: Board<S>): string => b.sc.battleRulings?.allBrokeOff ?? '18.0';

const recordSides = <S extends string>(b: Board<S>): readonly [S, S] => b.sc.recordSides ?? b.sc.sides;
const sideOf = <S extends string>(b: Board<S>, unit: string): S => b.unit(unit).side;

/** Units of a side that may still fire this round (13.1.2: unpanicked, not yet fired, strength > 0). */
const shooters = <S extends string>(b: Board<S>, s: BattleHost<S>, f: Fight<S>, side: S): string[] =>
  unpanickedIn(s, f, side).filter((u) => !f.fired.includes(u) && strengthOf(b, f, u) > 0);

/** The events that start a battle at `space` (13.1). */
export function startBattle<S extends string>(
  b: Board<S>,
  s: BattleHost<S>,
  space: string,
  pursuit: boolean,
): BattleEvent<S>[] {
  const attacker = s.activeSide;
  const defender = b.other(attacker);
  const force = (side: S): ForceUnit[] =>
    unitsAt(b, s, space, side).map((u) => {
      const d = b.unit(u);
      return {
        unit: u,
        name: d.name,
        type: d.type,
        strength: battleStrength(b, s, u),
        elite: d.elite,
        artillery: countsAsArtillery(b, u),
        panicked: s.units[u]!.panicked,
      };
    });
  const forces = Object.fromEntries(recordSides(b).map((side) => [side, force(side)])) as Record<S, ForceUnit[]>;
  // 20.A: at least four units on each side, Advanced Rules only.
  const major = b.sc.advanced(s) && b.sc.sides.every((side) => forces[side].length >= 4);
  return [
    {
      type: 'battle.started',
      space,
      attacker,
      defender,
      terrain: b.isSpace(space) ? b.space(space).terrain : 'Clear',
      fortification: fortificationAt(b, s, space),
      forces,
      major,
      airSupport: b.sc.hooks.battleSupport?.(s, space, attacker) ?? false,
      pursuit,
    },
  ];
}

export function next<S extends string>(b: Board<S>, s: BattleHost<S>): Next<S> {
  if (s.phase === 'game-over') return null;
  const cb = currentBattle(b, s);
  const f = cb.fight;
  if (!f) {
    if (
      cb.queued &&
      unitsAt(b, s, cb.queued, s.activeSide).length > 0 &&
      unitsAt(b, s, cb.queued, b.other(s.activeSide)).length > 0
    ) {
      return { events: startBattle(b, s, cb.queued, true) }; // 19.2.B: the pursuit battle is fought at once
    }
    return null;
  }
  return f.decided ? afterBattle(b, s, f) : during(b, s, f);
}

function during<S extends string>(b: Board<S>, s: BattleHost<S>, f: Fight<S>): Next<S> {
  // 13.3: apply the results of the unit that fired, eliminations first (13.3.B).
  if (f.hits) {
    const result = f.hits.e > 0 ? 'E' : 'P';
    const target = f.hits.target;
    const cands = lossCandidates(b, s, f, target, result);
    if (cands.length === 0) {
      const rule = result === 'P' ? cite(b, '13.3.2 exception, 14.A, 16.B', 'ignored') : '13.3.3';
      return { events: [{ type: 'battle.result-ignored', space: f.space, side: target, result, by: f.hits.by, rule }] };
    }
    const order = ordersOf(s, target).losses;
    const verb = (u: string) => (result === 'E' || s.units[u]!.panicked ? 'Lose' : 'Panic');
    const pick = pickLoss(b, order, cands);
    return {
      decision: {
        side: target,
        kind: 'loss',
        space: f.space,
        prompt: `${target}: ${f.hits.by} scored ${result === 'E' ? 'an elimination' : 'a panic'} at ${f.space} (${cite(b, '13.3', 'loss')}) — choose the unit that takes it (/loss unit:…): ${cands.join(', ')}.`,
        options: cands.map((u) => ({ action: { type: 'take-loss', unit: u }, label: `${verb(u)} ${u}` })),
        byOrders: pick ? { type: 'take-loss', unit: pick } : null,
      },
    };
  }
  // 13.1.4, 13.4.A, 18.0: a side with no unpanicked unit left has lost (or broke off entirely).
  for (const side of [f.attacker, f.defender]) {
    if (unpanickedIn(s, f, side).length > 0) continue;
    const other = b.other(side);
    if (inBattle(s, f, side).length > 0) return won(f, other, side, '13.1.4');
    if (f.brokeOff.some((u) => sideOf(b, u) === side)) return won(f, null, null, allBrokeOffRule(b));
    return won(f, other, side, '13.1.4');
  }
  // 13.1.1: a new round starts with Tactical Superiority.
  if (f.superior === null) {
    const able = (side: S) => unpanickedIn(s, f, side).some((u) => strengthOf(b, f, u) > 0);
    if (!able(f.attacker) && !able(f.defender)) return won(f, f.defender, f.attacker, noFireRule(b));
    if (f.round > MAX_ROUNDS) return won(f, f.defender, f.attacker, noFireRule(b));
    return { events: [] }; // the roll needs dice: see battleStep()
  }
  // 13.1.2: alternate fire; the side with more units fires its extra units last.
  let side = f.turn;
  if (shooters(b, s, f, side).length === 0) side = b.other(side);
  const units = shooters(b, s, f, side);
  if (units.length === 0) return { events: [{ type: 'battle.round-ended', space: f.space, round: f.round }] };
  const options: LegalAction<BattleAction>[] = units.map((u) => ({
    action: { type: 'fire', unit: u },
    label: `Fire ${u} (${strengthOf(b, f, u)} dice)`,
  }));
  for (const u of units) {
    if (!breakoffQualified(b, s, u)) continue; // 18.D
    for (const o of retreatDestinations(b, s, f.space, side, [u]))
      options.push({ action: { type: 'breakoff', unit: u, to: o.to }, label: `Break off ${u} to ${o.to}` });
  }
  const pick = pickFire(b, ordersOf(s, side).fire, units);
  return {
    decision: {
      side,
      kind: 'fire',
      space: f.space,
      prompt: `${side}: your turn to fire at ${f.space}, round ${f.round} (${cite(b, '13.1.2', 'fire')}) — choose a unit (/battle fire unit:…): ${units.join(', ')}${options.length > units.length ? '; or break one off (/breakoff unit:… to:…, 18.0)' : ''}.`,
      options,
      byOrders: pick ? { type: 'fire', unit: pick } : null,
    },
  };
}

const won = <S extends string>(f: Fight<S>, winner: S | null, loser: S | null, rule: string): Next<S> => ({
  events: [{ type: 'battle.won', space: f.space, winner, loser, rule }],
});

/** The units that retreat: the loser's panicked units (13.5), or all of them after a battle no unit could fire in. */
const retreating = <S extends string>(b: Board<S>, s: BattleHost<S>, f: Fight<S>, side: S): string[] => {
  const left = inBattle(s, f, side);
  return f.reason === noFireRule(b) ? left : left.filter((u) => s.units[u]!.panicked);
};

/** After the battle: retreat, Major Battle, forts, rally, pursuit, then the battle is over. */
function afterBattle<S extends string>(b: Board<S>, s: BattleHost<S>, f: Fight<S>): Next<S> {
  const cb = currentBattle(b, s);
  // (1) 13.5: the loser's panicked units retreat together.
  if (f.loser) {
    const units = retreating(b, s, f, f.loser);
    if (units.length > 0) {
      const dests = retreatDestinations(b, s, f.space, f.loser, units);
      if (dests.length === 0) {
        return {
          events: [
            { type: 'battle.retreat-eliminated', space: f.space, side: f.loser, units, to: eliminatedTo(b, units[0]!) },
          ],
        }; // 13.5.C, 13.3.1
      }
      const tos = dests.map((o) => o.to);
      const pick = ordersOf(s, f.loser).retreat === 'nearest-supply' ? pickRetreat(b, s, f.loser, tos) : null;
      return {
        decision: {
          side: f.loser,
          kind: 'retreat',
          space: f.space,
          prompt: `${f.loser}: you lost the battle at ${f.space}; ${units.join(', ')} must retreat together (${cite(b, '13.5', 'retreat')}) — choose where (/retreat to:…): ${tos.join(', ')}.`,
          options: dests.map((o) => ({
            action: { type: 'retreat', to: o.to },
            label: `Retreat to ${o.to}${o.byRiver ? ' by river (13.5.B)' : ''}`,
          })),
          byOrders: pick ? { type: 'retreat', to: pick } : null,
        },
      };
    }
  }
  // (2) 20.B-D: Major Battle effects.
  if (f.major && f.winner && !f.majorWinDone) {
    const box = unitsAt(b, s, b.sc.recruitBox[f.winner], f.winner);
    const pool = b.sc.hooks.majorRecruitPool?.(s, f.winner, f.forces[f.winner], box) ?? box;
    if (pool.length === 0)
      return {
        events: [{ type: 'battle.major-recruit', space: f.space, side: f.winner, unit: null, chosenBy: 'forced' }],
      };
    const pick = ordersOf(s, f.winner).recruit === 'strongest' ? strongestFirst(b, pool)[0]! : null;
    return {
      decision: {
        side: f.winner,
        kind: 'major-recruit',
        space: f.space,
        // 10.0: the prompt is shown to everyone, so it does not list the pool (actions() does, to its owner).
        prompt: `${f.winner}: you won a Major Battle at ${f.space} (20.B) — choose a unit from your recruit pool to place there (/battle recruit unit:…; /help lists your ${pool.length} choices).`,
        options: pool.map((u) => ({ action: { type: 'major-recruit', unit: u }, label: `Recruit ${u} at ${f.space}` })),
        byOrders: pick ? { type: 'major-recruit', unit: pick } : null,
      },
    };
  }
  if (f.major && f.loser && !f.majorLossDone) {
    const loser = f.loser;
    const onMap = Object.entries(s.units)
      .filter(([id, u]) => b.isSpace(u.location) && sideOf(b, id) === loser)
      .map(([id]) => id)
      .sort();
    if (onMap.length === 0)
      return {
        events: [
          {
            type: 'battle.major-loss',
            space: f.space,
            side: loser,
            unit: null,
            from: null,
            to: null,
            chosenBy: 'forced',
          },
        ],
      };
    const pick = pickLoss(b, ordersOf(s, loser).losses, onMap);
    return {
      decision: {
        side: loser,
        kind: 'major-loss',
        space: f.space,
        prompt: `${loser}: you lost a Major Battle at ${f.space} (20.C) — choose one of your units on the map to put in your recruit pool (/loss unit:…).`,
        options: onMap.map((u) => ({
          action: { type: 'take-loss', unit: u },
          label: `Remove ${u} from ${s.units[u]!.location}`,
        })),
        byOrders: pick ? { type: 'take-loss', unit: pick } : null,
      },
    };
  }
  // (3) 22.2, 22.3.A: a fort marker with no friendly units left in its space is removed.
  for (const [id, at] of Object.entries(s.markers)) {
    if (at !== f.space) continue;
    const side = b.sc.sides.find((x) => b.sc.fortMarkers[x].includes(id));
    if (side === undefined) continue;
    if (unitsAt(b, s, f.space, side).length === 0) {
      // 22.2 when every friendly unit of the battle was eliminated; 22.3.A when some left (retreat, breakoff) and the enemy holds the space
      const allEliminated = f.forces[side].length > 0 && f.forces[side].every((u) => f.eliminated.includes(u));
      const to = b.sc.hooks.fortMarkerHome?.(id, side) ?? b.sc.recruitBox[side];
      return {
        events: [
          { type: 'battle.fort-removed', space: f.space, marker: id, to, rule: allEliminated ? '22.2' : '22.3.A' },
        ],
      };
    }
  }
  // (4) 13.6: rally.
  const panicked = recordSides(b)
    .flatMap((side) => f.forces[side])
    .filter((u) => s.units[u]?.panicked);
  if (panicked.length > 0) return { events: [{ type: 'battle.rallied', space: f.space, units: panicked }] };
  // (5) 19.0: pursuit by the attacker after a win or an all-defender breakoff.
  const defenderBrokeOff =
    f.winner === null &&
    f.loser === null &&
    inBattle(s, f, f.defender).length === 0 &&
    f.brokeOff.some((u) => sideOf(b, u) === f.defender);
  if (b.sc.advanced(s) && !f.pursuitDone && (f.winner === f.attacker || defenderBrokeOff)) {
    const eligible = inBattle(s, f, f.attacker).filter(
      (u) => canPursue(b, u) && !f.panickedHere.includes(u) && !cb.pursued.includes(u) && u !== f.majorRecruit,
    );
    const dests = pursuitDestinations(b, s, f.space, eligible);
    if (eligible.length > 0 && dests.length > 0) {
      const options: LegalAction<BattleAction>[] = [];
      for (const group of subsets(eligible)) {
        for (const to of pursuitDestinations(b, s, f.space, group))
          options.push({
            action: { type: 'pursue', units: group, to },
            label: `Pursue with ${group.join(', ')} to ${to}`,
          });
      }
      options.push({ action: { type: 'pursue-none' }, label: 'Do not pursue' });
      return {
        decision: {
          side: f.attacker,
          kind: 'pursuit',
          space: f.space,
          prompt: `${f.attacker}: you may pursue from ${f.space} with ${eligible.join(', ')} along one ${(b.sc.pursuitRoutes ?? ['land']).join(' or ')} route (${cite(b, '19.0', 'pursuit')}) — /pursue move units:… to:… (${dests.join(', ')}) or /pursue none.`,
          options,
          byOrders: ordersOf(s, f.attacker).pursuit === 'never' ? { type: 'pursue-none' } : null,
        },
      };
    }
  }
  return {
    events: [
      {
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
      },
    ],
  };
}

function subsets(units: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << units.length; mask++) out.push(units.filter((_, i) => mask & (1 << i)));
  return out;
}

/** The event a chosen action produces (dice from `rng` for a unit that fires). */
export function eventFor<S extends string>(
  b: Board<S>,
  s: BattleHost<S>,
  d: Decision<S>,
  action: BattleAction,
  chosenBy: ChosenBy,
  rng: Rng,
): BattleEvent<S> {
  const f = currentBattle(b, s).fight!;
  switch (action.type) {
    case 'fire': {
      const type = b.unit(action.unit).type;
      const dice = Array.from({ length: strengthOf(b, f, action.unit) }, () => rng.die()); // 13.1.2.B
      return {
        type: 'battle.unit-fired',
        space: f.space,
        round: f.round,
        side: d.side,
        unit: action.unit,
        unitType: type,
        dice,
        results: dice.map((v) => b.sc.brt(type, v)),
        chosenBy,
      }; // 13.2: the scenario's BRT
    }
    case 'breakoff':
      return {
        type: 'battle.unit-broke-off',
        space: f.space,
        round: f.round,
        side: d.side,
        unit: action.unit,
        to: action.to,
        chosenBy,
      };
    case 'take-loss': {
      if (d.kind === 'major-loss') {
        return {
          type: 'battle.major-loss',
          space: f.space,
          side: d.side,
          unit: action.unit,
          from: s.units[action.unit]!.location,
          to: b.sc.recruitBox[d.side],
          chosenBy,
        }; // 20.C
      }
      const result = f.hits!.e > 0 ? 'E' : 'P';
      const eliminated = result === 'E' || s.units[action.unit]!.panicked; // 13.3.2: a second panic eliminates
      return {
        type: 'battle.loss-taken',
        space: f.space,
        side: d.side,
        unit: action.unit,
        result,
        effect: eliminated ? 'eliminated' : 'panicked',
        by: f.hits!.by,
        chosenBy,
        to: eliminated ? eliminatedTo(b, action.unit) : null,
      }; // 13.3.1
    }
    case 'retreat': {
      const units = retreating(b, s, f, d.side);
      const byRiver =
        retreatDestinations(b, s, f.space, d.side, units).find((o) => o.to === action.to)?.byRiver ?? false;
      return {
        type: 'battle.retreated',
        space: f.space,
        side: d.side,
        units,
        to: action.to,
        chosenBy,
        ...(byRiver ? { byRiver: true as const } : {}),
      }; // 13.5.B
    }
    case 'major-recruit':
      return { type: 'battle.major-recruit', space: f.space, side: d.side, unit: action.unit, chosenBy };
    case 'pursue':
      return {
        type: 'battle.pursued',
        space: f.space,
        side: d.side,
        units: [...action.units].sort(),
        to: action.to,
        chosenBy,
      };
    case 'pursue-none':
      return { type: 'battle.pursuit-declined', space: f.space, side: d.side, chosenBy };
    default:
      throw new Error(`not a decision: ${action.type}`);
  }
}

const samePending = <S extends string>(s: BattleHost<S>, d: Decision<S>): boolean =>
  s.pending !== null &&
  s.pending.side === d.side &&
  s.pending.kind === d.kind &&
  s.pending.space === d.space &&
  s.pending.prompt === d.prompt;

/** The point the battle procedure stands at is read from the state itself (next()): one step name. */
type BattlePoint = '13.1';

/**
 * Run the battle forward in `seq` (the engine's sequence of play): roll, fire, apply results,
 * retreat, ... until a player must decide (a `battle.awaiting` event, unless the same decision is
 * already pending), the battle phase has nothing more to do, or the game is over (5.0: the
 * scenario's victory check after every battle). Forced choices (one legal option) and choices
 * covered by standing orders are made here, deterministically, and written into the events.
 * `E` is the module's event type, which holds the battle record (BattleOut).
 */
export function runBattle<S extends string, H extends BattleHost<S>, E extends { type: string }>(
  b: Board<S>,
  seq: Sequence<H, E | BattleOut<S>>,
): void {
  runSequence<H, E | BattleOut<S>, BattlePoint>(
    seq,
    '13.1',
    (q) => (battleStep(b, q) ? '13.1' : null),
    (s) => s.phase === 'game-over',
  );
}

/** One step of the battle procedure: what the rules do by themselves, or a decision; false to stop. */
function battleStep<S extends string, H extends BattleHost<S>, E extends { type: string }>(
  b: Board<S>,
  seq: Sequence<H, E | BattleOut<S>>,
): boolean {
  const s = seq.state;
  const n = next(b, s);
  if (n === null) return false;
  if ('events' in n) {
    const f = currentBattle(b, s).fight;
    if (n.events.length === 0 && f && f.superior === null) {
      seq.emit({
        type: 'battle.superiority-rolled',
        space: f.space,
        round: f.round,
        ...rollSuperiority(b, s, f, seq.rng),
      });
      return true;
    }
    seq.emitAll(n.events);
    if (n.events.some((e) => e.type === 'battle.finished')) {
      const result = b.sc.hooks.victory?.(seq.state) ?? null; // 5.0
      if (result) seq.emit({ type: 'game-ended', result }); // the game is over: the sequence stops
    }
    return true;
  }
  const d = n.decision;
  if (d.options.length === 1) seq.emit(eventFor(b, s, d, d.options[0]!.action, 'forced', seq.rng));
  else if (d.byOrders) seq.emit(eventFor(b, s, d, d.byOrders, 'orders', seq.rng));
  else {
    if (!samePending(s, d))
      seq.emit({ type: 'battle.awaiting', pending: { side: d.side, kind: d.kind, space: d.space, prompt: d.prompt } });
    // next() reads nothing of `pending` (the decision is what pending records), so the position
    // after battle.awaiting, which differs from `s` only there, waits for this very decision.
    WAITING.set(seq.state, { b, d });
    return false;
  }
  return true;
}

/**
 * The decision a battle waits for, by the position that waits for it: actions() lists its choices
 * and decide() checks the player's against them, both of the same position (positions are never
 * mutated), so it is worked out once, as the battle stops for it.
 */
const WAITING = new WeakMap<object, { b: Board; d: Decision }>();

export function decisionNow<S extends string>(b: Board<S>, s: BattleHost<S>): Decision<S> | null {
  const known = WAITING.get(s);
  if (known !== undefined && known.b === b) return known.d as Decision<S>;
  const n = next(b, s);
  return n && 'decision' in n ? n.decision : null;
}
