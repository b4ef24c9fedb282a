// Scores of the arena: a seat's mean score (win 1, draw 1/2) with its 95 % Wilson interval (the one
// /stats game: and the calibration use, src/app/stats/wilson.ts).
import { wilson } from '../../src/app/stats/wilson.ts';

export interface Score {
  games: number;
  score: number;
  low: number;
  high: number;
}

export function score(points: readonly number[]): Score {
  const n = points.length;
  if (n === 0) return { games: 0, score: 0, low: 0, high: 1 };
  const sum = points.reduce((a, b) => a + b, 0);
  const [low, high] = wilson(sum, n);
  const r = (x: number): number => Number(x.toFixed(3));
  return { games: n, score: r(sum / n), low: r(low), high: r(high) };
}
