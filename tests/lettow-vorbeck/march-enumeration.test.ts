// The March Phase's lazy enumeration (march/legal.ts: destinations first, each path only when read)
// offers exactly what the eager one did: for every candidate stack on many fuzzed positions, the
// destinations are those of the walk of every simple path (reachable), with the same path in via
// and the label (11.D, 28.3, 29.B).
import { describe, expect, it } from 'vitest';
import type { GameAction } from '../../src/engine/types.ts';
import { SPACES, isSpace } from '../../src/games/lettow-vorbeck/data/map.ts';
import { marchActions, marchStacks } from '../../src/games/lettow-vorbeck/march/legal.ts';
import { pathRules } from '../../src/games/lettow-vorbeck/march/move.ts';
import { pathTo, reachable } from '../../src/games/lettow-vorbeck/march/paths.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { LV, optionCombos, playGame } from './fuzz.ts';

/** March Phase positions of the phasing side met in some fuzzed games. */
function marchPositions(games: number): LvState[] {
  const out: LvState[] = [];
  const combos = optionCombos();
  const actions = LV.actions.bind(LV);
  const module = LV as { actions: typeof LV.actions };
  module.actions = (s, side) => {
    const st = s as LvState;
    if (st.phase === 'march' && !st.pending && side === st.activeSide) out.push(st);
    return actions(s, side);
  };
  try {
    for (let i = 0; i < games; i++) playGame(`enum-${i}`, combos[(i * 7) % combos.length]!, { replayChecks: 0 });
  } finally {
    module.actions = actions;
  }
  return out;
}

const key = (units: readonly string[], to: string): string => `${[...units].sort().join(',')}>${to}`;

describe('March Phase enumeration: lazy paths, the same moves (11.D, 28.3, 29.B)', () => {
  it('11.D — on fuzzed positions every stack is offered exactly the destinations, via and labels of the eager walk', () => {
    const positions = marchPositions(6);
    expect(positions.length).toBeGreaterThan(100);
    let compared = 0;
    for (const state of positions) {
      const side = state.activeSide;
      const eager = new Map<string, { via: string[]; label: string }>();
      for (const { start, units, points, contingent } of marchStacks(state, side)) {
        if (!isSpace(start)) continue;
        const rules = pathRules(state, side, { start, points, contingent }, units);
        for (const [to, { path }] of reachable(state, rules, start))
          eager.set(key(units, to), { via: path.slice(1, -1), label: `Move ${units.join(', ')} ${path.join(' → ')}` });
      }
      const lazy = new Map<string, { via: string[]; label: string }>();
      for (const a of marchActions(state, side)) {
        const act = a.action as GameAction & { type: string; units?: string[]; to?: string; via?: string[] };
        if (act.type !== 'move') continue;
        lazy.set(key(act.units!, act.to!), { via: act.via!, label: a.label });
      }
      expect([...lazy.keys()].sort()).toEqual([...eager.keys()].sort());
      for (const [k, v] of eager) expect(lazy.get(k)).toEqual(v);
      compared += eager.size;
    }
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);

  it('11.D — a lazy move action serialises like an eager one (its via is a plain array in JSON)', () => {
    const state = marchPositions(1)[0]!;
    const move = marchActions(state, state.activeSide).find((a) => a.action.type === 'move')!;
    const json = JSON.parse(JSON.stringify(move.action)) as { via: unknown };
    expect(Array.isArray(json.via)).toBe(true);
  });
});

describe('March Phase enumeration: the path towards one destination (11.D, 28.3)', () => {
  it('11.D — on fuzzed positions the walk towards one destination finds the path of the walk of every path', () => {
    const positions = marchPositions(4);
    let compared = 0;
    for (const state of positions) {
      const side = state.activeSide;
      for (const { start, units, points, contingent } of marchStacks(state, side)) {
        if (!isSpace(start)) continue;
        const rules = pathRules(state, side, { start, points, contingent }, units);
        const all = reachable(state, rules, start);
        for (const [to, { path }] of all) {
          expect(pathTo(state, rules, start, to)).toEqual(path);
          compared++;
        }
        for (const sp of SPACES) if (!all.has(sp.id)) expect(pathTo(state, rules, start, sp.id)).toBeUndefined();
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);
});
