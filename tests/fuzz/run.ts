// npm run fuzz [-- --games N] [-- --seed base] [-- --no-leaks] [-- --lazy]: complete random Lettow-Vorbeck
// games with invariants. --lazy: the random player draws from actionGroups (march/sample.ts, as the
// bench's does) instead of the whole list of actions(): other games, other corners of the rules.
import { OPTION_SETS } from '../../src/games/lettow-vorbeck/workloads/index.ts';
import { InvariantError, playGame } from '../lettow-vorbeck/fuzz.ts';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(arg('--games') ?? 200);
const base = arg('--seed') ?? `run-${Date.now()}`;
const leaks = !args.includes('--no-leaks');
const lazy = args.includes('--lazy');
const known = new Set(['--games', '--seed', '--no-leaks', '--lazy']);
const unknown = args.filter(
  (a, i) => a.startsWith('--') && !known.has(a) && !(i > 0 && ['--games', '--seed'].includes(args[i - 1]!)),
);
if (unknown.length) {
  console.error(`Unknown flag ${unknown[0]}. Flags: --games N, --seed base, --no-leaks, --lazy`);
  process.exit(2);
}
const combos = OPTION_SETS;
const results: Record<string, number> = {};
let failures = 0;
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  try {
    const g = playGame(`${base}-${i}`, combos[i % combos.length]!, { checkLeaks: leaks, replayChecks: 3, lazy });
    results[g.result.label] = (results[g.result.label] ?? 0) + 1;
  } catch (e) {
    failures++;
    console.error(e instanceof InvariantError ? e.message : e);
    if (failures >= 5) break;
  }
}
const s = (performance.now() - t0) / 1000;
console.log(
  `${games} games in ${s.toFixed(1)} s (${(games / s).toFixed(1)}/s): ${JSON.stringify(results)}; failures: ${failures}`,
);
process.exit(failures ? 1 : 0);
