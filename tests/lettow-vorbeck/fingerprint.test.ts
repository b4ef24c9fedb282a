// The speed work of docs/decisions/lazy-random-player.md (a placement index, memoised supply and destinations,
// refusals built only when asked) changes nothing players see: on 18 fuzzed games, one per option
// combination, every position's legal actions (with via and label) and the refusals of probed
// illegal commands hash to the figures recorded before that work (tests/lettow-vorbeck/fingerprint.ts).
import { describe, expect, it } from 'vitest';
import { optionCombos } from './fuzz.ts';
import { fingerprint } from './fingerprint.ts';

/** seed, hash, positions: recorded on main 4208e31, before the speed work; the hashes recorded again when the
 *  recruit-placing prompt stopped saying "then /phase end" (the phase ends by itself after the last one, 6.2.1.2),
 *  the positions, actions and refusals the same. */
const RECORDED: readonly [string, string, number][] = [
  ['print-0', 'a2cba18a8683eb80', 287],
  ['print-1', 'c1c2909bd23bfbcf', 306],
  ['print-2', 'f0f66eb748402d03', 254],
  ['print-3', '77f308062e0c942e', 262],
  ['print-4', 'fa52c1c3088c8043', 274],
  ['print-5', 'd8c06b6baa38fbad', 277],
  ['print-6', '65495104f6b26fe6', 343],
  ['print-7', '4361a740172d148b', 316],
  ['print-8', 'dea21c5b44f07c63', 231],
  ['print-9', 'a9ee81e58702dbeb', 277],
  ['print-10', 'e8378948386f728c', 282],
  ['print-11', '8ec25adb79521619', 272],
  ['print-12', '79153550fbc55fa3', 310],
  ['print-13', 'ad577f2bd344f1f1', 285],
  ['print-14', '282d6f7689876783', 306],
  ['print-15', '0066e3f62f4e052a', 308],
  ['print-16', '755fcdab6bcefd59', 290],
  ['print-17', '29d51109327f565c', 288],
];

describe('legal actions and refusals unchanged by the speed work', () => {
  it('11.D, 21.2, 22.1, 27.1.C, 29.B — 18 fuzzed games give the recorded actions and refusals at every position', () => {
    const combos = optionCombos();
    const got = RECORDED.map(([seed], i) => {
      const f = fingerprint(seed, combos[i]!);
      return [seed, f.hash, f.positions];
    });
    expect(got).toEqual(RECORDED);
  }, 180_000);
});
