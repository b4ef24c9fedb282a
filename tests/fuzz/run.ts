// npm run fuzz [-- --games N] [-- --seed base] [-- --no-leaks] [-- --lazy]: complete random Lettow-Vorbeck
// games with invariants. --lazy: the random player draws from actionGroups (march/sample.ts, as the
// bench's does) instead of the whole list of actions(): other games, other corners of the rules.
// Unless --no-leaks, the conformance kit's view-shape and fog-of-war checks (tests/conformance/watch.ts)
// watch every event and command.
import { OPTION_SETS } from '../../src/games/lettow-vorbeck/workloads/index.ts';
import { InvariantError, playGame } from '../lettow-vorbeck/fuzz.ts';
import { lettowVorbeckConformance } from '../conformance/games/lettow-vorbeck.ts';
import { registeredGame } from '../conformance/registry.ts';
import { CHECKS, Watch } from '../conformance/watch.ts';

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
const watch = leaks ? new Watch(registeredGame('lettow-vorbeck'), lettowVorbeckConformance) : null;
let failures = 0;
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  try {
    watch?.begin(`${base}-${i}`);
    const g = playGame(`${base}-${i}`, combos[i % combos.length]!, {
      replayChecks: 3,
      lazy,
      ...(watch ? { onFolded: watch.event.bind(watch), onCommand: watch.command.bind(watch) } : {}),
    });
    results[g.result.label] = (results[g.result.label] ?? 0) + 1;
  } catch (e) {
    failures++;
    console.error(e instanceof InvariantError ? e.message : e);
    if (failures >= 5) break;
  }
}
watch?.shapeFindings();
for (const check of CHECKS) {
  failures += watch?.findings.total[check] ?? 0;
  for (const m of watch?.findings.list[check] ?? []) console.error(`${check}: ${m}`);
}
const s = (performance.now() - t0) / 1000;
console.log(
  `${games} games in ${s.toFixed(1)} s (${(games / s).toFixed(1)}/s): ${JSON.stringify(results)}; failures: ${failures}`,
);
process.exit(failures ? 1 : 0);
