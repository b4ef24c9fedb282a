// Heliograph's opponent (docs/decisions/bot-opponent.md): it decides from its side's view only — two states
// with the same view give the same decision for the same seed, at every level — and its levels play legal
// games to the end (26.0).
import { describe, expect, it } from 'vitest';
import { decideFolded, evolveFolded, fold, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import { rngFor } from '../../src/engine/rng.ts';
import type { GameAction } from '../../src/engine/types.ts';
import { botChoice } from '../../src/games/lettow-vorbeck/bot/index.ts';
import { determinize } from '../../src/games/lettow-vorbeck/bot/determinize.ts';
import { battleOutcome, winChance } from '../../src/games/lettow-vorbeck/bot/odds.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { view, type LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { LV } from './fuzz.ts';
import { playBots } from '../arena/play.ts';

/** The first position of a level-1 game where `side` must act in the March Phase. */
function marchPosition(seed: string, side: Side): LvState {
  let f: Folded = fold(LV, setupEvents(LV, seed, { setup: 'quick' }));
  for (let n = 0; n < 2000; n++) {
    const s = f.game as LvState;
    const mover = LV.expected(s).sides[0] as Side;
    if (s.phase === 'march' && !s.pending && mover === side) return s;
    const c = botChoice(s, mover, 1, `${seed}:${n}`)!;
    for (const e of decideFolded(LV, f, seed, mover, c.action as GameAction)) f = evolveFolded(LV, f, e);
  }
  throw new Error('no March Phase position found');
}

/** The same position with two of the enemy's hidden units (in different places) swapped. */
function swapHidden(s: LvState, side: Side): LvState {
  const seen = LV.view(s, { kind: 'side', side }) as { units: Record<string, unknown> };
  const hidden = Object.keys(s.units).filter((u) => unitById(u).side !== side && !Object.hasOwn(seen.units, u));
  const a = hidden[0]!;
  const b = hidden.find((u) => s.units[u]!.location !== s.units[a]!.location)!;
  return { ...s, units: { ...s.units, [a]: s.units[b]!, [b]: s.units[a]! } };
}

describe('the Lettow-Vorbeck bot', () => {
  it('10.0, R36 — two states with the same view give the same decision for the same seed, at levels 1-3', () => {
    for (const side of ['Allied', 'German'] as const) {
      const a = marchPosition(`view-only-${side}`, side);
      const b = swapHidden(a, side);
      expect(JSON.stringify(b.units)).not.toEqual(JSON.stringify(a.units)); // the truth differs
      expect(LV.view(b, { kind: 'side', side })).toEqual(LV.view(a, { kind: 'side', side }));
      // The samples the search plays in are the same: built from the view, not from the truth.
      expect(determinize(b, side, rngFor('s', 1))).toEqual(determinize(a, side, rngFor('s', 1)));
      for (const level of [1, 2, 3] as const) {
        const budget = { candidates: 3, samples: 2, horizon: 20 };
        const ca = botChoice(a, side, level, 'same-seed', budget);
        const cb = botChoice(b, side, level, 'same-seed', budget);
        expect(ca).not.toBeNull();
        expect(JSON.stringify(cb)).toEqual(JSON.stringify(ca));
      }
      // Level 3 as Heliograph plays it (the planner alone, LEVEL3).
      expect(JSON.stringify(botChoice(b, side, 3, 'same-seed'))).toEqual(
        JSON.stringify(botChoice(a, side, 3, 'same-seed')),
      );
    }
  }, 120_000);

  it('10.0 — a determinized sample keeps what the side sees and re-deals only what it does not', () => {
    const s = marchPosition('sample', 'Allied');
    const d = determinize(s, 'Allied', rngFor('deal', 1));
    const allied = (x: LvState): LvView => view(x, { kind: 'side', side: 'Allied' });
    expect(allied(d).stacks).toEqual(allied(s).stacks);
    expect(d.units).not.toEqual(s.units); // hidden German units were re-dealt
  });

  it('26.0 — level 2 against level 1 and level 3 against level 1 play legal games to a result', () => {
    for (const levels of [
      { German: 2, Allied: 1 },
      { German: 1, Allied: 3 },
    ] as const) {
      const g = playBots(
        `legal-${levels.German}${levels.Allied}`,
        levels,
        { setup: 'quick' },
        { budget: { candidates: 2, samples: 1, horizon: 10 } },
      );
      expect(['German win', 'Allied win', 'Draw']).toContain(g.result.label);
    }
  }, 120_000);
});

describe('the level-3 battle estimate', () => {
  const f = (side: Side, known: string[]) => ({ side, known, unknown: 0 });
  it('13.1, 14.A, 16.B — agrees with the Monte Carlo table of the components (spec 6) within 0.15', () => {
    const rows: [Side, string[], string[], string, number][] = [
      ['Allied', ['ally-b-ief', 'ally-c-ief'], ['ger-2-fka'], 'tanga', 0.51],
      ['German', ['ger-2-fka', 'ger-3-fka', 'ger-4-fka'], ['ally-mombasa-garrison'], 'mombasa', 0.91],
      ['German', ['ger-2-fka', 'ger-3-fka', 'ger-4-fka'], ['ally-mombasa-garrison', 'ally-1-kar'], 'mombasa', 0.42],
      ['Allied', ['ally-1-sa', 'ally-2-sa', 'ally-3-sa'], ['ger-1-fka', 'ger-3-fka'], 'moshi', 0.3],
      ['German', ['ger-1-fka', 'ger-5-fka'], ['ally-pea-garrison', 'ally-pea-infantry'], 'porto-amelia', 0.69],
      ['Allied', ['ally-1-fp', 'ally-2-fp'], ['ger-4-fka', 'ger-7-fka'], 'kigali', 0.57],
    ];
    for (const [side, att, def, at, want] of rows) {
      const other: Side = side === 'German' ? 'Allied' : 'German';
      expect(Math.abs(winChance(f(side, att), f(other, def), at) - want)).toBeLessThan(0.15);
    }
  });

  it('10.0 — a face-down stack is valued by its count alone, and the same forces always give the same estimate', () => {
    const a = battleOutcome(
      f('Allied', ['ally-b-ief', 'ally-c-ief']),
      { side: 'German', known: [], unknown: 2 },
      'dodoma',
    );
    const b = battleOutcome(
      f('Allied', ['ally-c-ief', 'ally-b-ief']),
      { side: 'German', known: [], unknown: 2 },
      'dodoma',
    );
    expect(b).toEqual(a);
    const more = winChance(
      f('Allied', ['ally-b-ief', 'ally-c-ief']),
      { side: 'German', known: [], unknown: 4 },
      'dodoma',
    );
    expect(more).toBeLessThan(a.p);
  });
});
