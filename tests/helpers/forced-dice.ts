// Dice forced to given faces, for tests that enumerate every outcome of a roll through the game's own
// decide(): the Rng the kernel would hand in (src/engine/rng.ts), its first dice taken from `faces`
// and every later one a 1; draws (int, shuffle) take the first item. Nothing is sampled.
import type { Rng } from '../../src/engine/rng.ts';

export function forcedDice(faces: readonly number[]): Rng & { readonly drawn: number } {
  let i = 0;
  return {
    die(sides = 6): number {
      const v = i < faces.length ? faces[i]! : 1;
      i++;
      if (v < 1 || v > sides) throw new Error(`forced face ${v} is not on a d${sides}`);
      return v;
    },
    int: () => 0,
    shuffle: <T>(items: readonly T[]): T[] => items.slice(),
    queuedUsed: 0,
    get drawn() {
      return i;
    },
  };
}

/** Every sequence of `k` faces of a d6, in order (6^k of them). */
export function allFaces(k: number): number[][] {
  let out: number[][] = [[]];
  for (let j = 0; j < k; j++) out = out.flatMap((p) => [1, 2, 3, 4, 5, 6].map((f) => [...p, f]));
  return out;
}

/**
 * `n` of `d` as the games state their rounding (src/engine/chance.ts ROUNDING), written again here from
 * the statement: the nearest whole percent, halves up, but never 0% or 100% unless exactly so.
 */
export function statedPercent(n: number, d: number): string {
  if (n === 0) return '0%';
  if (n === d) return '100%';
  // 100n/d rounded half up, by comparing remainders (no floating point).
  const whole = Math.trunc((100 * n) / d);
  const rest = 100 * n - whole * d;
  const p = 2 * rest >= d ? whole + 1 : whole;
  if (p === 0) return '<1%';
  if (p === 100) return '>99%';
  return `${p}%`;
}
