// Scores of the arena: a seat's mean score (win 1, draw 1/2) with its 95 % Wilson interval.
export interface Score {
  games: number;
  score: number;
  low: number;
  high: number;
}

export function score(points: readonly number[]): Score {
  const n = points.length;
  if (n === 0) return { games: 0, score: 0, low: 0, high: 1 };
  const p = points.reduce((a, b) => a + b, 0) / n;
  const z = 1.96;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const r = (x: number): number => Number(x.toFixed(3));
  return { games: n, score: r(p), low: r(Math.max(0, mid - half)), high: r(Math.min(1, mid + half)) };
}
