// Helpers of the games' draw models (src/games/<game>/presentation/draws.ts): dice fields and re-run shuffles.
import type { Draw } from './verify.ts';
import { diceFields } from './verify.ts';
import type { Rng } from './rng.ts';

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Every die written into the event, as die draws named "event-type.field". */
export const diceOf = (event: { type: string }): Draw[] =>
  diceFields(event).map((d) => ({ kind: 'die', value: d.value, what: `${event.type} ${d.what}` }));

/** A shuffle decide made of `input`; the event recorded `output`. */
export const shuffled = (what: string, input: readonly string[], output: readonly string[]): Draw => ({
  kind: 'replay',
  what,
  run: (rng: Rng) => same(rng.shuffle(input), output),
});
