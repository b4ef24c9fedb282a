// npm run bench [-- --json] [-- --only <section> [--only <section> …]]: prints the project's speed figures, each beside a
// baseline measured in the same run. Each section lives in its own file and returns its figures.
import { spineBench } from './spine.ts';
import { pgBench } from './pg.ts';
import { hodBench } from './hod.ts';
import { renderBench } from './render.ts';
import { renderPoolBench } from './render-pool.ts';
import { lvBench } from './lv.ts';
import { hodRenderBench } from './hod-render.ts';
import { startBench } from './start.ts';
import { timersBench } from './timers.ts';
import { handoffBench } from './handoff.ts';
import { statsBench } from './records.ts';

export type Figures = Record<string, number>;
export interface Section {
  name: string;
  run(log: (line: string) => void): Promise<Figures> | Figures;
}

const SECTIONS: readonly Section[] = [
  startBench,
  spineBench,
  pgBench,
  renderBench,
  renderPoolBench,
  lvBench,
  hodBench,
  hodRenderBench,
  timersBench,
  handoffBench,
  statsBench,
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  // --only <section>, as often as wanted: those sections alone, in their order here.
  const only = args.flatMap((a, i) => (a === '--only' && args[i + 1] !== undefined ? [args[i + 1]!] : []));
  const log = json ? () => {} : (line: string) => console.log(line);
  const all: Figures = {};
  for (const s of SECTIONS) {
    if (only.length && !only.includes(s.name)) continue;
    log(`\n== ${s.name}`);
    Object.assign(all, await s.run(log));
  }
  if (json) console.log(JSON.stringify(all));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
