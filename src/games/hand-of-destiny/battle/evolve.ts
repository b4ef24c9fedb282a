// evolve for the battle events (13.1-13.6): pure, total, never mutates.
import type { Board } from '../board.ts';
import type { DestinyEvent } from '../events.ts';
import type { Fight, DestinyState } from '../state.ts';
import { inBattle } from './forces.ts';

type BattleEvent<S extends string> = Extract<DestinyEvent<S>, { space: string }> | Extract<DestinyEvent<S>, { type: 'awaiting' }>;

const setUnits = <S extends string>(s: DestinyState<S>, ids: readonly string[], f: (u: { location: string; panicked: boolean }) => { location: string; panicked: boolean }): DestinyState<S> => {
  const units = { ...s.units };
  for (const id of ids) if (units[id]) units[id] = f(units[id]);
  return { ...s, units };
};

export function evolveBattle<S extends string>(b: Board<S>, state: DestinyState<S>, e: BattleEvent<S>): DestinyState<S> {
  const s: DestinyState<S> = e.type === 'awaiting' ? state : { ...state, pending: null };
  const f = s.fight;
  const withF = (x: DestinyState<S>, nf: Partial<Fight<S>>): DestinyState<S> => (x.fight ? { ...x, fight: { ...x.fight, ...nf } } : x);
  switch (e.type) {
    case 'awaiting':
      return { ...s, pending: e.pending };
    case 'battle-started':
      return {
        ...s,
        fight: {
          space: e.space,
          attacker: e.attacker,
          defender: e.defender,
          forces: e.forces,
          strength: e.strength,
          round: 1,
          superior: null,
          turn: e.defender,
          fired: [],
          hits: null,
          eliminated: [],
          decided: false,
          winner: null,
          loser: null,
        },
      };
    case 'superiority-rolled':
      return withF(s, { superior: e.winner, turn: e.winner, fired: [] });
    case 'unit-fired': {
      const ne = e.results.filter((r) => r === 'E').length;
      const np = e.results.filter((r) => r === 'P').length;
      return withF(s, { fired: [...(f?.fired ?? []), e.unit], turn: b.other(e.side), hits: ne + np > 0 ? { target: b.other(e.side), by: e.unit, e: ne, p: np } : null });
    }
    case 'loss-taken': {
      if (!f) return s;
      const moved = e.effect === 'eliminated' ? setUnits(s, [e.unit], () => ({ location: e.to ?? s.units[e.unit]!.location, panicked: false })) : setUnits(s, [e.unit], (u) => ({ ...u, panicked: true }));
      const hits = f.hits ? { ...f.hits, e: e.result === 'E' ? f.hits.e - 1 : f.hits.e, p: e.result === 'P' ? f.hits.p - 1 : f.hits.p } : null;
      const nf: Fight<S> = { ...f, eliminated: e.effect === 'eliminated' ? [...f.eliminated, e.unit] : f.eliminated, hits };
      const done = !hits || hits.e + hits.p === 0 || inBattle(moved, nf, hits.target).length === 0; // 13.4.A
      return withF(moved, { ...nf, hits: done ? null : hits });
    }
    case 'result-ignored': {
      if (!f?.hits) return s;
      const h = { ...f.hits, e: e.result === 'E' ? f.hits.e - 1 : f.hits.e, p: e.result === 'P' ? f.hits.p - 1 : f.hits.p };
      return withF(s, { hits: h.e + h.p > 0 ? h : null });
    }
    case 'round-ended':
      return withF(s, { round: e.round + 1, superior: null, fired: [], hits: null });
    case 'battle-won':
      return withF(s, { decided: true, winner: e.winner, loser: e.loser, hits: null });
    case 'retreated':
      return setUnits(s, e.units, (u) => ({ ...u, location: e.to })); // 13.5.B: land units debark at the end
    case 'retreat-eliminated':
      return withF(setUnits(s, e.units, () => ({ location: e.to, panicked: false })), { eliminated: [...(f?.eliminated ?? []), ...e.units] });
    case 'rallied':
      return setUnits(s, e.units, (u) => ({ ...u, panicked: false }));
    case 'battle-finished':
      return { ...s, fight: null };
  }
}
