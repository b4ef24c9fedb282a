// Exact chances of dice outcomes, as the games show them where a choice is made: a fraction over the
// equally likely outcomes of the dice (never sampled), and one stated rounding for every game.

/** `n` of `d` equally likely dice outcomes (0 ≤ n ≤ d). */
export interface Chance {
  readonly n: number;
  readonly d: number;
}

export const chance = (n: number, d: number): Chance => {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d <= 0 || n < 0 || n > d)
    throw new Error(`not a chance: ${n} of ${d}`);
  return { n, d };
};

/** How the percentages are rounded, said once wherever they are shown. */
export const ROUNDING =
  'exact odds from the dice, rounded to the nearest whole percent, halves up, never 0% or 100% unless exactly so';

/**
 * `c` as a whole percentage: rounded to the nearest (halves up, in integer arithmetic), except that a
 * chance above 0 never shows 0% (it shows <1%) and one below 1 never shows 100% (>99%).
 */
export function percent(c: Chance): string {
  if (c.n === 0) return '0%';
  if (c.n === c.d) return '100%';
  const p = Math.floor((200 * c.n + c.d) / (2 * c.d));
  if (p === 0) return '<1%';
  if (p === 100) return '>99%';
  return `${p}%`;
}
