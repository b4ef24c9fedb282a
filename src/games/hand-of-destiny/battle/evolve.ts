// evolve for the battle events: pure, total, never mutates.
import type { Board } from '../board.ts';
import type { BattleEvent } from './events.ts';
import { inBattle } from './forces.ts';
import { currentBattle } from './phase.ts';
import type { BattleHost, BattleState, Fight } from './state.ts';

export function evolveBattle<S extends string, H extends BattleHost<S>>(b: Board<S>, state: H, e: BattleEvent<S>): H {
  // Every fact but a new wait or an order clears the pending decision.
  const s: H = e.type === 'battle.awaiting' || e.type === 'battle.orders-set' ? state : { ...state, pending: null };
  const cb = currentBattle(b, s);
  const withB = (x: H, nb: Partial<BattleState<S>>): H => ({ ...x, battle: { ...currentBattle(b, x), ...nb } });
  const withF = (x: H, nf: Partial<Fight<S>>): H => {
    const xb = currentBattle(b, x);
    return xb.fight ? { ...x, battle: { ...xb, fight: { ...xb.fight, ...nf } } } : x;
  };
  const setUnits = (
    x: H,
    ids: readonly string[],
    f: (u: { location: string; panicked: boolean }) => { location: string; panicked: boolean },
  ): H => {
    const units = { ...x.units };
    for (const id of ids) if (units[id]) units[id] = f(units[id]);
    return { ...x, units };
  };
  const f = cb.fight;
  switch (e.type) {
    case 'battle.orders-set':
      return withB(s, { orders: { ...cb.orders, [e.side]: e.orders } });
    case 'battle.started': {
      const sides = b.sc.recordSides ?? b.sc.sides;
      const fight: Fight<S> = {
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
      return withB(s, {
        fight,
        queued: null,
        airSupportSpace: cb.airSupportSpace === e.space ? null : cb.airSupportSpace,
        fought: [...cb.fought, e.space],
      });
    }
    case 'battle.superiority-rolled':
      return withF(s, { superior: e.winner, turn: e.winner, fired: [] });
    case 'battle.awaiting':
      return { ...s, pending: e.pending };
    case 'battle.unit-fired': {
      const ne = e.results.filter((r) => r === 'E').length;
      const np = e.results.filter((r) => r === 'P').length;
      return withF(s, {
        fired: [...(f?.fired ?? []), e.unit],
        turn: b.other(e.side),
        hits: ne + np > 0 ? { target: b.other(e.side), by: e.unit, e: ne, p: np } : null,
      });
    }
    case 'battle.loss-taken': {
      if (!f) return s;
      const moved =
        e.effect === 'eliminated'
          ? setUnits(s, [e.unit], () => ({ location: e.to ?? s.units[e.unit]!.location, panicked: false }))
          : setUnits(s, [e.unit], (u) => ({ ...u, panicked: true }));
      const hits = f.hits
        ? { ...f.hits, e: e.result === 'E' ? f.hits.e - 1 : f.hits.e, p: e.result === 'P' ? f.hits.p - 1 : f.hits.p }
        : null;
      const nf: Fight<S> = {
        ...f,
        eliminated: e.effect === 'eliminated' ? [...f.eliminated, e.unit] : f.eliminated,
        panickedHere: e.effect === 'panicked' ? [...f.panickedHere, e.unit] : f.panickedHere,
        hits,
      };
      // Results left over once the target has no unit in the battle have nothing to hit (13.4.A).
      const done = !hits || hits.e + hits.p === 0 || inBattle(moved, nf, hits.target).length === 0;
      return withF(moved, { ...nf, hits: done ? null : hits });
    }
    case 'battle.result-ignored': {
      if (!f?.hits) return s;
      const h = {
        ...f.hits,
        e: e.result === 'E' ? f.hits.e - 1 : f.hits.e,
        p: e.result === 'P' ? f.hits.p - 1 : f.hits.p,
      };
      return withF(s, { hits: h.e + h.p > 0 ? h : null });
    }
    case 'battle.unit-broke-off': {
      const moved = setUnits(s, [e.unit], (u) => ({ ...u, location: e.to }));
      return withF(moved, {
        brokeOff: [...(f?.brokeOff ?? []), e.unit],
        fired: [...(f?.fired ?? []), e.unit],
        turn: b.other(e.side),
      });
    }
    case 'battle.round-ended':
      return withF(s, { round: e.round + 1, superior: null, fired: [], hits: null });
    case 'battle.won':
      return withF(s, { decided: true, winner: e.winner, loser: e.loser, reason: e.rule, hits: null });
    case 'battle.retreated':
      return setUnits(s, e.units, (u) => ({ ...u, location: e.to })); // 13.5.B: land units debark at the end
    case 'battle.retreat-eliminated': {
      const moved = setUnits(s, e.units, () => ({ location: e.to, panicked: false }));
      return withF(moved, { eliminated: [...(f?.eliminated ?? []), ...e.units] });
    }
    case 'battle.major-recruit': {
      const placed = e.unit ? setUnits(s, [e.unit], () => ({ location: e.space, panicked: false })) : s;
      return withF(placed, { majorWinDone: true, majorRecruit: e.unit });
    }
    case 'battle.major-loss': {
      const to = e.to;
      const moved = e.unit && to ? setUnits(s, [e.unit], () => ({ location: to, panicked: false })) : s;
      return withF(moved, { majorLossDone: true });
    }
    case 'battle.fort-removed':
      return { ...s, markers: { ...s.markers, [e.marker]: e.to } };
    case 'battle.rallied':
      return setUnits(s, e.units, (u) => ({ ...u, panicked: false }));
    case 'battle.pursued': {
      const moved = setUnits(s, e.units, (u) => ({ ...u, location: e.to }));
      const enemyThere = Object.entries(moved.units).some(
        ([id, u]) => u.location === e.to && !(f?.forces[e.side] ?? []).includes(id) && b.unit(id).side !== e.side,
      );
      const nb = currentBattle(b, moved);
      return withF(
        { ...moved, battle: { ...nb, pursued: [...nb.pursued, ...e.units] } },
        { pursuitDone: true, pursuitInto: enemyThere ? e.to : null },
      );
    }
    case 'battle.pursuit-declined':
      return withF(s, { pursuitDone: true });
    case 'battle.finished':
      return withB(s, { fight: null, queued: e.pursuitInto });
  }
}
