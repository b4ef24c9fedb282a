// A random player's lazy draw (GameModule.actionGroups, march/sample.ts; docs/decisions/lazy-random-player.md)
// offers only what actions() lists, and can reach all of it: on fuzzed positions every drawn action is in the
// list and decide accepts it; every kind of action the lists held was drawn; every move of every
// stack can be drawn (11.0, 22.1, 27.1.C, 28.2, 28.3).
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { drawFrom } from '../../src/engine/kernel.ts';
import { rngFor } from '../../src/engine/rng.ts';
import type { GameAction } from '../../src/engine/types.ts';
import { isSpace } from '../../src/games/lettow-vorbeck/data/map.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import { MARCH_ACTION_TYPES } from '../../src/games/lettow-vorbeck/march/actions.ts';
import { marchStacks, marchStarts, stacksFrom } from '../../src/games/lettow-vorbeck/march/legal.ts';
import { pathRules } from '../../src/games/lettow-vorbeck/march/move.ts';
import { destinations, drawPath, pathTo } from '../../src/games/lettow-vorbeck/march/paths.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { LV, optionCombos, playGame } from './fuzz.ts';

/** Every position (and who is expected) of some random games played with the lazy draw. */
function positions(games: number): { s: LvState; side: string }[] {
  const out: { s: LvState; side: string }[] = [];
  const combos = optionCombos();
  for (let i = 0; i < games; i++)
    playGame(`groups-${i}`, combos[(i * 5) % combos.length]!, {
      replayChecks: 0,
      invariants: false,
      lazy: true,
      onState: (s) => {
        for (const side of LV.expected(s).sides) out.push({ s, side });
      },
    });
  return out;
}

const json = (a: GameAction): string => JSON.stringify(a);

describe('a random player’s lazy draw', () => {
  let kept: { s: LvState; side: string }[] | undefined;
  const seenPositions = (): { s: LvState; side: string }[] => (kept ??= positions(12));

  it('11.0, 22.1, 27.1.C, 28.2 — on fuzzed positions every drawn action is one actions() lists, and decide accepts it', () => {
    const seen = seenPositions();
    expect(seen.length).toBeGreaterThan(2000);
    const listedTypes = new Set<string>();
    const drawnTypes = new Set<string>();
    let drawn = 0;
    for (const [n, { s, side }] of seen.entries()) {
      const listed = new Set(LV.actions(s, side).map((a) => json(a.action)));
      for (const a of LV.actions(s, side)) listedTypes.add(a.action.type);
      const groups = LV.actionGroups!(s, side);
      const rand = seedrandom(`draw-${n}`);
      // The groups hold none exactly when the list is empty.
      expect(drawFrom(groups, rand) === null).toBe(listed.size === 0);
      for (const g of groups)
        for (let k = 0; k < 3; k++) {
          const a = g.draw(rand);
          if (!a) continue;
          if (!listed.has(json(a))) throw new Error(`${json(a)} drawn for ${side} at ${s.phase} is not listed`);
          drawnTypes.add(a.type);
          drawn++;
          if (k === 0) expect(() => LV.decide(s, side, a, rngFor(`draw-${n}`, 1))).not.toThrow();
        }
    }
    expect(drawn).toBeGreaterThan(5000);
    // Every kind of action the lists held was drawn, the Recruiting and March Phases' among them.
    expect([...listedTypes].filter((t) => !drawnTypes.has(t))).toEqual([]);
    for (const t of ['move', 'amphibious', 'recruit-place', 'fort-build', 'fort-remove', 'end-phase'])
      expect(drawnTypes).toContain(t);
    expect(MARCH_ACTION_TYPES).toContain('amphibious');
  }, 120_000);

  it('11.0, 28.3 — every move of every stack can be drawn: the starts give marchStacks’ stacks, a draw reaches each destination by the offered path', () => {
    let moves = 0;
    for (const [n, { s, side }] of seenPositions().entries()) {
      if (n % 3 !== 0 || s.phase !== 'march' || s.pending || side !== s.activeSide) continue; // a third of them: enough
      const sd = side as Side;
      const byStart = marchStarts(s, sd).flatMap((at) => stacksFrom(s, sd, at));
      const key = (st: { start: string; units: string[] }): string => `${st.start}:${st.units.join(',')}`;
      const stacks = marchStacks(s, sd);
      expect(byStart.map(key).sort()).toEqual(stacks.map(key).sort());
      for (const stack of stacks) {
        if (!isSpace(stack.start)) continue;
        const rules = pathRules(s, sd, stack, stack.units);
        const dests = destinations(s, rules, stack.start);
        // drawPath reads rand once, for the destination: each of n values reaches one of them.
        const drawnPaths = dests.map((_, i) => drawPath(s, rules, stack.start, () => (i + 0.5) / dests.length)!);
        expect(drawnPaths.map((p) => p[p.length - 1]!).sort()).toEqual([...dests].sort());
        for (const p of drawnPaths) expect(p).toEqual(pathTo(s, rules, stack.start, p[p.length - 1]!));
        moves += dests.length;
      }
    }
    expect(moves).toBeGreaterThan(2000);
  }, 120_000);

  it('6.2.3, 29.B — games drawn lazily end with every invariant holding, and the same seed plays the same game', () => {
    const combos = optionCombos();
    for (let i = 0; i < 6; i++) {
      const a = playGame(`lazy-${i}`, combos[(i * 3) % combos.length]!, { lazy: true, replayChecks: 2 });
      expect(['German win', 'Allied win', 'Draw']).toContain(a.result.label);
      const b = playGame(`lazy-${i}`, combos[(i * 3) % combos.length]!, {
        lazy: true,
        replayChecks: 2,
        invariants: false,
      });
      expect([b.events, b.actions, b.result]).toEqual([a.events, a.actions, a.result]);
    }
  }, 120_000);
});
