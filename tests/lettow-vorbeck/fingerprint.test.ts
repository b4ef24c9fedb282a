// The speed work of docs/decisions/lazy-random-player.md (a placement index, memoised supply and destinations,
// refusals built only when asked) changes nothing players see: on 18 fuzzed games, one per option
// combination, every position's legal actions (with via and label) and the refusals of probed
// illegal commands hash to the figures recorded before that work (tests/lettow-vorbeck/fingerprint.ts).
import { describe, expect, it } from 'vitest';
import { optionCombos } from './fuzz.ts';
import { fingerprint } from './fingerprint.ts';

/** seed, hash, positions: recorded on main 4208e31, before the speed work; the hashes recorded again when the
 *  recruit-placing prompt stopped saying "then /phase end" (the phase ends by itself after the last one, 6.2.1.2),
 *  the positions, actions and refusals the same; and again when the fire odds (13.1.2) named each unit with its
 *  type and strength (24.1). */
const RECORDED: readonly [string, string, number][] = [
  ['print-0', '7bc791171408fcd5', 287],
  ['print-1', '62ffbc94b07c4ac9', 306],
  ['print-2', 'b6f2dc60a1eb2d53', 254],
  ['print-3', '7bcf8a789740d9ca', 262],
  ['print-4', 'db91b047b9cf09ab', 274],
  ['print-5', 'da1add4ff11af77f', 277],
  ['print-6', '852601110fff9f71', 343],
  ['print-7', '3387d583153f5523', 316],
  ['print-8', '7665a7e59f022341', 231],
  ['print-9', '12134d3048e72192', 277],
  ['print-10', '36b87b881d91cb79', 282],
  ['print-11', '91b7f1586142c3e0', 272],
  ['print-12', '64638e972aa74387', 310],
  ['print-13', '030707665640beeb', 285],
  ['print-14', 'af3dcfbd8d97af4f', 306],
  ['print-15', 'd21e94051d50e7ee', 308],
  ['print-16', '50838e56ea197e4e', 290],
  ['print-17', '858661354968d3bd', 288],
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
