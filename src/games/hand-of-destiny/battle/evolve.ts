// evolve for the battle events: pure, never mutates; an event that cannot be true in the state (a
// loss or a shot of a unit not in the battle) is refused (ImpossibleEvent), never folded.
import { mustHold } from '../../../engine/impossible-event.ts';
import type { Board } from '../board.ts';
import type { BattleEvent } from './events.ts';
import { inBattle } from './forces.ts';
import { currentBattle } from './phase.ts';
import type { BattleHost, BattleState, Fight } from './state.ts';

/** A copy of a battle state, member by member in the order of currentBattle() (cheaper than a spread). */
const copyBattle = <S extends string>(x: BattleState<S>): BattleState<S> => ({
  key: x.key,
  orders: x.orders,
  airSupportTried: x.airSupportTried,
  airSupportSpace: x.airSupportSpace,
  pursued: x.pursued,
  fought: x.fought,
  queued: x.queued,
  fight: x.fight,
});

/** A copy of a fight, member by member in the order battle.started writes them (cheaper than a spread). */
const copyFight = <S extends string>(x: Fight<S>): Fight<S> => ({
  space: x.space,
  attacker: x.attacker,
  defender: x.defender,
  pursuit: x.pursuit,
  forces: x.forces,
  strength: x.strength,
  major: x.major,
  airSupport: x.airSupport,
  round: x.round,
  superior: x.superior,
  turn: x.turn,
  fired: x.fired,
  hits: x.hits,
  eliminated: x.eliminated,
  brokeOff: x.brokeOff,
  panickedHere: x.panickedHere,
  decided: x.decided,
  winner: x.winner,
  loser: x.loser,
  reason: x.reason,
  majorWinDone: x.majorWinDone,
  majorLossDone: x.majorLossDone,
  pursuitDone: x.pursuitDone,
  majorRecruit: x.majorRecruit,
  pursuitInto: x.pursuitInto,
});

/**
 * `copy` makes a fresh copy of the module's state for an event to change (a module that knows its
 * state's members writes them out: cheaper than the spread, the default). Each event copies the
 * state once and replaces only the members it changes (the battle, its fight, the units moved).
 */
export function evolveBattle<S extends string, H extends BattleHost<S>>(
  b: Board<S>,
  state: H,
  e: BattleEvent<S>,
  copy: (s: H) => H = (s) => ({ ...s }),
): H {
  // Every fact but a new wait or an order clears the pending decision.
  const keepsPending = e.type === 'battle.awaiting' || e.type === 'battle.orders-set';
  const s: H = copy(state);
  if (!keepsPending) s.pending = null;
  const cb = currentBattle(b, state);
  // The changes below are made to `s`, the fresh copy, and to fresh copies of its battle and fight.
  const withB = (nb: (x: BattleState<S>) => void): H => {
    const x = copyBattle(currentBattle(b, s));
    nb(x);
    s.battle = x;
    return s;
  };
  const withF = (nf: (x: Fight<S>) => void): H => {
    const xb = currentBattle(b, s);
    if (!xb.fight) return s;
    const x = copyFight(xb.fight);
    nf(x);
    const nb = copyBattle(xb);
    nb.fight = x;
    s.battle = nb;
    return s;
  };
  const setUnits = (
    ids: readonly string[],
    f: (u: { location: string; panicked: boolean }) => { location: string; panicked: boolean },
  ): H => {
    const units = { ...s.units };
    for (const id of ids) if (units[id]) units[id] = f(units[id]);
    s.units = units;
    return s;
  };
  const f = cb.fight;
  switch (e.type) {
    case 'battle.orders-set':
      return withB((x) => {
        x.orders = { ...cb.orders, [e.side]: e.orders };
      });
    case 'battle.started': {
      const fight = startedFight(b, e);
      return withB((x) => {
        x.fight = fight;
        x.queued = null;
        x.airSupportSpace = cb.airSupportSpace === e.space ? null : cb.airSupportSpace;
        x.fought = [...cb.fought, e.space];
      });
    }
    case 'battle.superiority-rolled':
      return withF((x) => {
        x.superior = e.winner;
        x.turn = e.winner;
        x.fired = [];
      });
    case 'battle.awaiting':
      s.pending = e.pending;
      return s;
    case 'battle.unit-fired': {
      // 13.1.2: only a unit in the battle fires.
      mustHold(
        f !== null && f.space === e.space && inBattle(state, f, e.side).includes(e.unit),
        '13.1.2',
        () => `${e.unit} fires in ${e.space}, where it is not in the battle`,
      );
      const ne = e.results.filter((r) => r === 'E').length;
      const np = e.results.filter((r) => r === 'P').length;
      return withF((x) => {
        x.fired = [...(f?.fired ?? []), e.unit];
        x.turn = b.other(e.side);
        x.hits = ne + np > 0 ? { target: b.other(e.side), by: e.unit, e: ne, p: np } : null;
      });
    }
    case 'battle.loss-taken': {
      // 13.3: a loss is taken by a unit in the battle.
      mustHold(
        f !== null && f.space === e.space && inBattle(state, f, e.side).includes(e.unit),
        '13.3',
        () => `${e.unit} takes a loss in ${e.space}, where it is not in the battle`,
      );
      if (e.effect === 'eliminated')
        setUnits([e.unit], () => ({ location: e.to ?? state.units[e.unit]!.location, panicked: false }));
      else setUnits([e.unit], (u) => ({ ...u, panicked: true }));
      const hits = f.hits
        ? { ...f.hits, e: e.result === 'E' ? f.hits.e - 1 : f.hits.e, p: e.result === 'P' ? f.hits.p - 1 : f.hits.p }
        : null;
      const nf = copyFight(f);
      if (e.effect === 'eliminated') nf.eliminated = [...f.eliminated, e.unit];
      if (e.effect === 'panicked') nf.panickedHere = [...f.panickedHere, e.unit];
      nf.hits = hits;
      // Results left over once the target has no unit in the battle have nothing to hit (13.4.A).
      const done = !hits || hits.e + hits.p === 0 || inBattle(s, nf, hits.target).length === 0;
      return withF((x) => {
        x.eliminated = nf.eliminated;
        x.panickedHere = nf.panickedHere;
        x.hits = done ? null : hits;
      });
    }
    case 'battle.result-ignored': {
      if (!f?.hits) return s;
      const h = {
        ...f.hits,
        e: e.result === 'E' ? f.hits.e - 1 : f.hits.e,
        p: e.result === 'P' ? f.hits.p - 1 : f.hits.p,
      };
      return withF((x) => {
        x.hits = h.e + h.p > 0 ? h : null;
      });
    }
    case 'battle.unit-broke-off':
      setUnits([e.unit], (u) => ({ ...u, location: e.to }));
      return withF((x) => {
        x.brokeOff = [...(f?.brokeOff ?? []), e.unit];
        x.fired = [...(f?.fired ?? []), e.unit];
        x.turn = b.other(e.side);
      });
    case 'battle.round-ended':
      return withF((x) => {
        x.round = e.round + 1;
        x.superior = null;
        x.fired = [];
        x.hits = null;
      });
    case 'battle.won':
      return withF((x) => {
        x.decided = true;
        x.winner = e.winner;
        x.loser = e.loser;
        x.reason = e.rule;
        x.hits = null;
      });
    case 'battle.retreated':
      return setUnits(e.units, (u) => ({ ...u, location: e.to })); // 13.5.B: land units debark at the end
    case 'battle.retreat-eliminated':
      setUnits(e.units, () => ({ location: e.to, panicked: false }));
      return withF((x) => {
        x.eliminated = [...(f?.eliminated ?? []), ...e.units];
      });
    case 'battle.major-recruit': {
      const unit = e.unit;
      if (unit) setUnits([unit], () => ({ location: e.space, panicked: false }));
      return withF((x) => {
        x.majorWinDone = true;
        x.majorRecruit = unit;
      });
    }
    case 'battle.major-loss': {
      const to = e.to;
      if (e.unit && to) setUnits([e.unit], () => ({ location: to, panicked: false }));
      return withF((x) => {
        x.majorLossDone = true;
      });
    }
    case 'battle.fort-removed':
      s.markers = { ...state.markers, [e.marker]: e.to };
      return s;
    case 'battle.rallied':
      return setUnits(e.units, (u) => ({ ...u, panicked: false }));
    case 'battle.pursued': {
      setUnits(e.units, (u) => ({ ...u, location: e.to }));
      const enemyThere = Object.entries(s.units).some(
        ([id, u]) => u.location === e.to && !(f?.forces[e.side] ?? []).includes(id) && b.unit(id).side !== e.side,
      );
      withB((x) => {
        x.pursued = [...x.pursued, ...e.units];
      });
      return withF((x) => {
        x.pursuitDone = true;
        x.pursuitInto = enemyThere ? e.to : null;
      });
    }
    case 'battle.pursuit-declined':
      return withF((x) => {
        x.pursuitDone = true;
      });
    case 'battle.finished':
      return withB((x) => {
        x.fight = null;
        x.queued = e.pursuitInto;
      });
  }
}

/** The fight a battle.started event begins (13.1): round 1, nothing rolled yet. */
export function startedFight<S extends string>(
  b: Board<S>,
  e: Extract<BattleEvent<S>, { type: 'battle.started' }>,
): Fight<S> {
  const sides = b.sc.recordSides ?? b.sc.sides;
  return {
    space: e.space,
    attacker: e.attacker,
    defender: e.defender,
    pursuit: e.pursuit,
    forces: Object.fromEntries(sides.map((x) => [x, e.forces[x].map((u) => u.unit)])) as Record<S, string[]>,
    strength: Object.fromEntries(sides.flatMap((x) => e.forces[x]).map((u) => [u.unit, u.strength])),
    major: e.major,
    airSupport: e.airSupport,
    round: 1,
    superior: null,
    turn: e.defender,
    fired: [],
    hits: null,
    eliminated: [],
    brokeOff: [],
    panickedHere: [],
    decided: false,
    winner: null,
    loser: null,
    reason: null,
    majorWinDone: false,
    majorLossDone: false,
    pursuitDone: false,
    majorRecruit: null,
    pursuitInto: null,
  };
}
