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
  ['print-0', '1ee449f952f0ebd6', 287],
  ['print-1', 'bf8a8350f1af19d6', 306],
  ['print-2', '649d08a21d64b576', 254],
  ['print-3', '5116157b0310e404', 262],
  ['print-4', '9b096be28bb70f0c', 274],
  ['print-5', 'bc25476815b0edee', 277],
  ['print-6', '6373feb965768732', 343],
  ['print-7', '6b87db7823767120', 316],
  ['print-8', '64736b7a39c4b06c', 231],
  ['print-9', 'ba2412e0db5801a7', 277],
  ['print-10', 'b04edf03ec5591b7', 282],
  ['print-11', '1087997906894737', 272],
  ['print-12', '602c68785188759e', 310],
  ['print-13', '5b4b3975e5864cb8', 285],
  ['print-14', '3035716aa1771c09', 306],
  ['print-15', '62251acd88b2cbb8', 308],
  ['print-16', '459f91e8d6c87bde', 290],
  ['print-17', '99e3d01e42aef4ba', 288],
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
