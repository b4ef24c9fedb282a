// The 95 % Wilson score interval of a mean score (win 1, draw 1/2, loss 0): the one formula behind
// /stats game:, the arena (tests/arena/score.ts) and the solitaire calibration
// (tests/fuzz/calibrate-hod.ts), so their figures agree.

/** The interval [low, high] of `points` won out of `n` games (points may be halves); [0, 1] for none. */
export function wilson(points: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = points / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
