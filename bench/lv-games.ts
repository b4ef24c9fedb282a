// The random Lettow-Vorbeck games of bench/lv.ts, bundled by esbuild (as `npm run build` bundles
// dist/ for `npm start`: plain JavaScript, no keepNames wrappers) and run by node in a process of
// their own, so the first games pay the JIT as a freshly started bot does. Prints one JSON line.
// argv: <cold games> <warm-up games> <measured games>.
import { fold, setupEvents } from '../src/engine/kernel.ts';
import type { GameEvent } from '../src/engine/types.ts';
import { OPTION_SETS } from '../src/games/lettow-vorbeck/workloads/index.ts';
import { LV, playGame, type FuzzOptions } from '../tests/lettow-vorbeck/fuzz.ts';

const [cold, warmUp, measured] = process.argv.slice(2).map(Number) as [number, number, number];
const combos = OPTION_SETS;
/** The random player of the bench: actionGroups' lazy draw (fuzz.ts `lazy`), invariant checks off. */
const LAZY: FuzzOptions = { replayChecks: 0, invariants: false, lazy: true };

/** Games per second, events per game and CPU milliseconds per game (this process's, user and system) over `n` games. */
function games(prefix: string, n: number, o: FuzzOptions): { gps: number; events: number; cpuMs: number } {
  let events = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) events += playGame(`${prefix}-${i}`, combos[i % combos.length]!, o).events;
  const cpu = process.cpuUsage(c0);
  return { gps: n / ((performance.now() - t0) / 1000), events: events / n, cpuMs: (cpu.user + cpu.system) / 1000 / n };
}

const first = games('bench', cold, LAZY); // a fresh process: the JIT compiles the rules meanwhile
games('bench-warm-up', Math.max(0, warmUp - cold), LAZY);
const warm = games('bench-warm', measured, LAZY);
// The same player reading the whole list of actions() each step (the fuzzer's and arena's), warm.
const list = games('bench-list', Math.ceil(measured / 4), { replayChecks: 0, invariants: false });
// Baseline: folding as many events (setup + a replayed game's events) with evolve only.
const replayLog: GameEvent[] = [...setupEvents(LV, 'bench-baseline', combos[0]!)];
playGame('bench-baseline', combos[0]!, { ...LAZY, onEvent: (e) => replayLog.push(e) });
const t1 = performance.now();
let folded = 0;
while (folded < warm.events * measured) {
  fold(LV, replayLog);
  folded += replayLog.length;
}
const eps = folded / ((performance.now() - t1) / 1000);
console.log(
  JSON.stringify({
    cold: first.gps,
    warm: warm.gps,
    warmCpuMs: warm.cpuMs,
    events: warm.events,
    list: list.gps,
    listCpuMs: list.cpuMs,
    folded,
    foldEps: eps,
  }),
);
