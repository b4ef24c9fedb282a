// npm run arena [-- --json] [-- --games N] [-- --seed base] [-- --workers W] [-- --budget C,S,H]
//   [-- --only name,name] [-- --seat German|Allied]: bots against each other, N games per seat of every pairing
// (quick set-up), shared out to W worker processes (default: one per core). Scores are the
// first-named bot's in its seat (win 1, draw 1/2) with 95 % Wilson intervals. The heuristic mirror
// match (level 2 against itself) is the baseline that factors out the game's own imbalance between
// the sides; the level-3 mirror is the game's balance. Level 3 thinks with the rollout budget
// `--budget candidates,samples,horizon` (default: LEVEL3, see src/games/lettow-vorbeck/bot/search.ts).
// Partial results go to stderr as each seat's games come in; the final table (or JSON) to stdout.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LEVEL3, type SearchBudget } from '../../src/games/lettow-vorbeck/bot/search.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import { PAIRINGS, jobsFor, runJob, type Job, type JobResult } from './jobs.ts';
import { score, type Score } from './score.ts';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(arg('--games') ?? 20);
const base = arg('--seed') ?? 'arena';
const json = args.includes('--json');
const workers = Number(arg('--workers') ?? availableParallelism());
const only = arg('--only')?.split(',');
const seatOnly = arg('--seat');
const budget: SearchBudget = (() => {
  const b = arg('--budget');
  if (!b) return LEVEL3;
  const [candidates, samples, horizon] = b.split(',').map(Number);
  if (![candidates, samples, horizon].every((x) => Number.isInteger(x) && x! >= 0))
    throw new Error(`--budget takes candidates,samples,horizon (three whole numbers), not ${b}`);
  return { candidates: candidates!, samples: samples!, horizon: horizon! };
})();
if (!Number.isInteger(games) || games < 1)
  throw new Error(`--games takes a whole number above 0, not ${arg('--games')}`);
const pairings = PAIRINGS.filter((p) => !only || only.includes(p.name));
if (pairings.length === 0) throw new Error(`--only names none of ${PAIRINGS.map((p) => p.name).join(', ')}`);

const jobs = jobsFor(pairings, games, base, budget).filter((j) => !seatOnly || j.seat === seatOnly);
const results: JobResult[] = [];
const t0 = performance.now();

const pointsOf = (r: JobResult, seat: Side): number => (r.winner === seat ? 1 : r.winner === null ? 0.5 : 0);

/** One seat's score so far; a mirror's Allied seat is read off its German games. */
function seatScore(name: string, seat: Side): Score {
  const p = PAIRINGS.find((x) => x.name === name)!;
  const rs = results.filter((r) => r.job.pairing === name && (p.mirror || r.job.seat === seat));
  return score(rs.map((r) => pointsOf(r, seat)));
}

function progress(r: JobResult): void {
  const p = PAIRINGS.find((x) => x.name === r.job.pairing)!;
  const done = results.filter((x) => x.job.pairing === r.job.pairing && x.job.seat === r.job.seat).length;
  if (done % 10 !== 0 && done !== games) return;
  const s = seatScore(r.job.pairing, r.job.seat);
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  const what = p.mirror ? `${r.job.pairing} German` : `${r.job.pairing} as ${r.job.seat}`;
  process.stderr.write(
    `[${seconds} s, ${results.length}/${jobs.length}] ${what}: ${s.score} [${s.low}, ${s.high}] over ${s.games}\n`,
  );
}

/** Plays every job on `workers` child processes (in this process when 0 or 1). */
async function playAll(): Promise<void> {
  if (workers <= 1) {
    for (const j of jobs) {
      const r = runJob(j);
      results.push(r);
      progress(r);
    }
    return;
  }
  const queue: Job[] = [...jobs];
  const file = fileURLToPath(new URL('./worker.ts', import.meta.url));
  await Promise.all(
    Array.from({ length: Math.min(workers, jobs.length) }, async () => {
      const child: ChildProcess = fork(file, [], { execArgv: process.execArgv });
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const sent = job;
          const r = await new Promise<JobResult>((resolve, reject) => {
            child.once('message', (m: JobResult | { error: string }) =>
              'error' in m ? reject(new Error(`arena game ${sent.seed}: ${m.error}`)) : resolve(m),
            );
            child.once('exit', (code) => reject(new Error(`arena worker exited (${code}) during ${sent.seed}`)));
            child.send(sent);
          });
          child.removeAllListeners('exit');
          results.push(r);
          progress(r);
        }
      } finally {
        child.kill();
      }
    }),
  );
}

await playAll();

const out: Record<string, Record<Side, Score>> = {};
for (const p of pairings) out[p.name] = { German: seatScore(p.name, 'German'), Allied: seatScore(p.name, 'Allied') };
const ms = results.flatMap((r) => r.l3ms).sort((a, b) => a - b);
const at = (q: number): number => Number((ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1));
const l3 = { decisions: ms.length, ms_p50: at(0.5), ms_p95: at(0.95), ms_max: at(1) };
// The bot's strength checks (docs/lv-bot.md, "The arena"), where the pairings ran.
const checks: Record<string, boolean> = {};
for (const seat of ['German', 'Allied'] as const) {
  if (out.l3_vs_random?.[seat].games) checks[`l3_vs_random_${seat}_at_least_0.9`] = out.l3_vs_random[seat].score >= 0.9;
  if (out.l3_vs_heuristic?.[seat].games && out.heuristic_mirror)
    checks[`l3_vs_heuristic_${seat}_above_mirror`] = out.l3_vs_heuristic[seat].low > out.heuristic_mirror[seat].high;
}
const balance = out.l3_mirror
  ? {
      German: out.l3_mirror.German.score,
      Allied: out.l3_mirror.Allied.score,
      draws: Number(
        (results.filter((r) => r.job.pairing === 'l3_mirror' && r.winner === null).length / games).toFixed(3),
      ),
    }
  : null;
const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
if (json) {
  console.log(JSON.stringify({ games_per_seat: games, budget, workers, seconds, ...out, balance, l3, checks }));
} else {
  for (const p of pairings)
    for (const seat of ['German', 'Allied'] as const) {
      const s = out[p.name]![seat];
      console.log(`${p.name} as ${seat}: ${s.score} [${s.low}, ${s.high}] over ${s.games} games`);
    }
  if (balance)
    console.log(
      `balance (level 3 against itself): German ${balance.German}, Allied ${balance.Allied}, draws ${balance.draws}`,
    );
  console.log(`level-3 decisions: ${l3.decisions}, p50 ${l3.ms_p50} ms, p95 ${l3.ms_p95} ms, max ${l3.ms_max} ms`);
  for (const [k, ok] of Object.entries(checks)) console.log(`${ok ? 'met' : 'NOT met'}: ${k}`);
  console.log(`${seconds} s on ${workers} worker(s), budget ${JSON.stringify(budget)}`);
}
