// Start-up: the process `npm start` launches (node dist/main.js; npm's own start-up not counted),
// from spawn to exit, answering `/help` from a transcript on stdin, on a fresh SQLite file.
// Floor in the same run: a bare node process that only imports discord.js, better-sqlite3 and canvas
// (the packages every start loads). Also the development start (tsx src/main.ts), for comparison.
// Runs interleaved, so a busy machine slows all three alike; the median of each is reported.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { OUT, ROOT, buildDist, distStale } from '../scripts/build.mjs';
import { tempDbPath } from '../tests/helpers/harness.ts';
import type { Figures, Section } from './run.ts';
import { percentile, round } from './stats.ts';

const HELP = 'alice: /help\n';
const DEPS = "await import('discord.js'); await import('better-sqlite3'); await import('canvas');";

function timed(cmd: string, args: readonly string[], input: string, expect?: string): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { input, encoding: 'utf8', cwd: ROOT, env: { ...process.env, DISCORD_TOKEN: '' } });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  if (expect && !r.stdout.includes(expect)) throw new Error(`${args.join(' ')} did not answer /help: ${r.stdout}`);
  return ms;
}

function helpRun(cmd: string, args: readonly string[]): number {
  const db = tempDbPath();
  try {
    return timed(cmd, [...args, '--db', db], HELP, '/help');
  } finally {
    rmSync(dirname(db), { recursive: true, force: true });
  }
}

export const startBench: Section = {
  name: 'start: npm start answering /help',
  async run(log): Promise<Figures> {
    if (distStale()) await buildDist();
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const n = 7;
    const help: number[] = [];
    const deps: number[] = [];
    const dev: number[] = [];
    helpRun(process.execPath, [OUT]); // warm the file cache
    for (let i = 0; i < n; i++) {
      help.push(helpRun(process.execPath, [OUT]));
      deps.push(timed(process.execPath, ['--input-type=module', '-e', DEPS], ''));
      if (i < 3) dev.push(helpRun(tsx, [join(ROOT, 'src', 'main.ts')]));
    }
    const med = (xs: number[]) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        50,
      );
    const figures = {
      start_help_ms: round(med(help), 1),
      start_deps_ms: round(med(deps), 1),
      start_help_tsx_ms: round(med(dev), 1),
    };
    const ratio = figures.start_help_ms / figures.start_deps_ms;
    log(`  node dist/main.js, /help on stdin to exit: ${figures.start_help_ms} ms (median of ${n})`);
    log(`  floor, node importing discord.js + better-sqlite3 + canvas: ${figures.start_deps_ms} ms`);
    log(`  ratio ${round(ratio, 2)} (target <= 1.5)`);
    log(`  development start, tsx src/main.ts: ${figures.start_help_tsx_ms} ms (median of ${dev.length})`);
    return figures;
  },
};
