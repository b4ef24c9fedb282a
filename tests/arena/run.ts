// npm run arena [-- --json] [-- --games N] [-- --seed base]: bots against each other (issue #14),
// both seats of every pairing, N games each (quick set-up). Scores are those of the first-named bot
// in its seat (win 1, draw 1/2) with 95 % Wilson intervals; the mirror match (greedy against greedy)
// is the baseline that factors out the game's own imbalance between the sides.
import type { BotLevel } from '../../src/games/lettow-vorbeck/bot/index.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import { playBots } from './play.ts';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(arg('--games') ?? 20);
const base = arg('--seed') ?? 'arena';
const json = args.includes('--json');

interface Score {
  games: number;
  score: number;
  low: number;
  high: number;
}

/** Mean score with the 95 % Wilson interval (draws count 1/2). */
function score(points: number[]): Score {
  const n = points.length;
  const p = points.reduce((a, b) => a + b, 0) / n;
  const z = 1.96;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const r = (x: number): number => Number(x.toFixed(3));
  return { games: n, score: r(p), low: r(Math.max(0, mid - half)), high: r(Math.min(1, mid + half)) };
}

/** `level` in `seat` against `other` in the other seat: the seat's score. */
function pairing(name: string, level: BotLevel, other: BotLevel, seat: Side): Score {
  const points: number[] = [];
  for (let i = 0; i < games; i++) {
    const levels = seat === 'German' ? { German: level, Allied: other } : { German: other, Allied: level };
    const g = playBots(`${base}:${name}:${seat}:${i}`, levels);
    points.push(g.result.winner === seat ? 1 : g.result.winner === null ? 0.5 : 0);
  }
  return score(points);
}

const t0 = performance.now();
const out: Record<string, Record<Side, Score>> = {};
for (const [name, a, b] of [
  ['l3_vs_random', 3, 1],
  ['l3_vs_heuristic', 3, 2],
  ['heuristic_mirror', 2, 2],
] as const) {
  out[name] = { German: pairing(name, a, b, 'German'), Allied: pairing(name, a, b, 'Allied') };
  if (!json)
    for (const side of ['German', 'Allied'] as const) {
      const s = out[name][side];
      console.log(`${name} as ${side}: ${s.score} [${s.low}, ${s.high}] over ${s.games} games`);
    }
}
const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
if (json) console.log(JSON.stringify({ games_per_pairing: games, seconds, ...out }));
else console.log(`${seconds} s`);
