// evolve for battle events: pure, total, never mutates.
import { unitById } from '../data/units.ts';
import type { LvState, UnitState } from '../state.ts';
import { otherSide } from '../state.ts';
import type { BattleEvent } from './events.ts';
import { inBattle } from './forces.ts';
import { currentBattle } from './phase.ts';
import type { BattleState, Fight } from './state.ts';

const setUnits = (s: LvState, ids: readonly string[], f: (u: UnitState) => UnitState): LvState => {
  const units = { ...s.units };
  for (const id of ids) if (units[id]) units[id] = f(units[id]);
  return { ...s, units };
};

export function evolveBattle(state: LvState, e: BattleEvent): LvState {
  // Every fact but a new wait or an order clears the pending decision.
  const s: LvState = e.type === 'battle.awaiting' || e.type === 'battle.orders-set' ? state : { ...state, pending: null };
  const b = currentBattle(s);
  const withB = (x: LvState, nb: Partial<BattleState>): LvState => ({ ...x, battle: { ...currentBattle(x), ...nb } });
  const withF = (x: LvState, nf: Partial<Fight>): LvState => {
    const cb = currentBattle(x);
    return cb.fight ? { ...x, battle: { ...cb, fight: { ...cb.fight, ...nf } } } : x;
  };
  const f = b.fight;
  switch (e.type) {
    case 'battle.orders-set':
      return withB(s, { orders: { ...b.orders, [e.side]: e.orders } });
    case 'battle.air-support-rolled':
      return {
        ...withB(s, { airSupportTried: true, airSupportSpace: e.result === 'Bonus' ? e.space : null }),
        markers: e.result === 'Eliminated' ? { ...s.markers, 'ally-air-support': 'deadpile' } : s.markers,
      };
    case 'battle.started': {
      const fight: Fight = {
        space: e.space,
        attacker: e.attacker,
        defender: e.defender,
        pursuit: e.pursuit,
        forces: { German: e.forces.German.map((u) => u.unit), Allied: e.forces.Allied.map((u) => u.unit) },
        strength: Object.fromEntries([...e.forces.German, ...e.forces.Allied].map((u) => [u.unit, u.strength])),
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
        airSupportSpace: b.airSupportSpace === e.space ? null : b.airSupportSpace,
        fought: [...b.fought, e.space],
      });
    }
    case 'battle.superiority-rolled':
      return withF(s, { superior: e.winner, turn: e.winner, fired: [] });
    case 'battle.awaiting':
      return { ...s, pending: e.pending };
    case 'battle.unit-fired': {
      const e_ = e.results.filter((r) => r === 'E').length;
      const p = e.results.filter((r) => r === 'P').length;
      return withF(s, {
        fired: [...(f?.fired ?? []), e.unit],
        turn: otherSide(e.side),
        hits: e_ + p > 0 ? { target: otherSide(e.side), by: e.unit, e: e_, p } : null,
      });
    }
    case 'battle.loss-taken': {
      if (!f) return s;
      const moved =
        e.effect === 'eliminated'
          ? setUnits(s, [e.unit], () => ({ location: e.to ?? s.units[e.unit]!.location, panicked: false }))
          : setUnits(s, [e.unit], (u) => ({ ...u, panicked: true }));
      const hits = f.hits ? { ...f.hits, e: e.result === 'E' ? f.hits.e - 1 : f.hits.e, p: e.result === 'P' ? f.hits.p - 1 : f.hits.p } : null;
      const nf: Fight = {
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
      const h = { ...f.hits, e: e.result === 'E' ? f.hits.e - 1 : f.hits.e, p: e.result === 'P' ? f.hits.p - 1 : f.hits.p };
      return withF(s, { hits: h.e + h.p > 0 ? h : null });
    }
    case 'battle.unit-broke-off': {
      const moved = setUnits(s, [e.unit], (u) => ({ ...u, location: e.to }));
      return withF(moved, { brokeOff: [...(f?.brokeOff ?? []), e.unit], fired: [...(f?.fired ?? []), e.unit], turn: otherSide(e.side) });
    }
    case 'battle.round-ended':
      return withF(s, { round: e.round + 1, superior: null, fired: [], hits: null });
    case 'battle.won':
      return withF(s, { decided: true, winner: e.winner, loser: e.loser, reason: e.rule, hits: null });
    case 'battle.retreated':
      return setUnits(s, e.units, (u) => ({ ...u, location: e.to }));
    case 'battle.retreat-eliminated': {
      const moved = setUnits(s, e.units, () => ({ location: e.to, panicked: false }));
      return withF(moved, { eliminated: [...(f?.eliminated ?? []), ...e.units] });
    }
    case 'battle.major-recruit': {
      const placed = e.unit ? setUnits(s, [e.unit], () => ({ location: e.space, panicked: false })) : s;
      return withF(placed, { majorWinDone: true, majorRecruit: e.unit });
    }
    case 'battle.major-loss': {
      const moved = e.unit && e.to ? setUnits(s, [e.unit], () => ({ location: e.to!, panicked: false })) : s;
      return withF(moved, { majorLossDone: true });
    }
    case 'battle.fort-removed':
      return { ...s, markers: { ...s.markers, [e.marker]: e.to } };
    case 'battle.rallied':
      return setUnits(s, e.units, (u) => ({ ...u, panicked: false }));
    case 'battle.pursued': {
      const moved = setUnits(s, e.units, (u) => ({ ...u, location: e.to }));
      const enemyThere = Object.entries(moved.units).some(([id, u]) => u.location === e.to && !(f?.forces[e.side] ?? []).includes(id) && isEnemy(id, e.side));
      const nb = currentBattle(moved);
      return withF({ ...moved, battle: { ...nb, pursued: [...nb.pursued, ...e.units] } }, { pursuitDone: true, pursuitInto: enemyThere ? e.to : null });
    }
    case 'battle.pursuit-declined':
      return withF(s, { pursuitDone: true });
    case 'battle.finished':
      return withB(s, { fight: null, queued: e.pursuitInto });
  }
}

const isEnemy = (unit: string, side: string): boolean => unitById(unit).side !== side;
