// The speed work of docs/decisions/lazy-random-player.md (a placement index, memoised supply and destinations,
// refusals built only when asked) changes nothing players see: on 18 fuzzed games, one per option
// combination, every position's legal actions (with via and label) and the refusals of probed
// illegal commands hash to the figures recorded before that work (tests/lettow-vorbeck/fingerprint.ts).
import { describe, expect, it } from 'vitest';
import { optionCombos } from './fuzz.ts';
import { fingerprint } from './fingerprint.ts';

/** seed, hash, positions: recorded on main 4208e31, before the speed work. */
const RECORDED: readonly [string, string, number][] = [
  ['print-0', '62a9a777af04861e', 287],
  ['print-1', '5c4f820d5a5685fe', 306],
  ['print-2', 'cc3a5dc7623940f3', 254],
  ['print-3', '0b5a612faba9c519', 262],
  ['print-4', 'a4028ee2a8e68f59', 274],
  ['print-5', '531245553716df2f', 277],
  ['print-6', 'a2118e84dd759d7e', 343],
  ['print-7', '9451521075b848f8', 316],
  ['print-8', 'aaeaa1905a12af40', 231],
  ['print-9', '423fd1e63aa1554c', 277],
  ['print-10', 'a94422dca6f34709', 282],
  ['print-11', 'ca05b8abb970daba', 272],
  ['print-12', 'b051376850aa7711', 310],
  ['print-13', '5d6ffe77a4262d49', 285],
  ['print-14', '7de7602a575a41c3', 306],
  ['print-15', 'badd68e09931ab79', 308],
  ['print-16', 'b4a2cddc90ab1bb1', 290],
  ['print-17', 'cf9fe28b58fd2756', 288],
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
