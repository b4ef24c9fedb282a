// Lettow-Vorbeck random games: complete games of a random player per second, driven through the
// kernel (decide + evolve, as the fuzzer plays them, with its invariant checks off). The random
// player draws each action from the module's actionGroups (docs/decisions/lazy-random-player.md: a stack, a
// kind of move and one destination search a March Phase step, /phase end with probability 0.3), not from the
// whole list of actions() (the fuzzer's default and the arena's random player). The games run from an esbuild
// bundle in a node process of their own (bench/lv-games.ts), as `npm start` runs dist/. Baseline in
// the same run: folding as many events again (evolve only), which bounds what the rules can cost.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { LV, playGame } from '../tests/lettow-vorbeck/fuzz.ts';
import { playSensible } from '../tests/lettow-vorbeck/sensible.ts';
import type { Figures, Section } from './run.ts';
import { percentile, round } from './stats.ts';
import { botChoice } from '../src/games/lettow-vorbeck/bot/index.ts';
import { LEVEL3 } from '../src/games/lettow-vorbeck/bot/search.ts';
import type { Side } from '../src/games/lettow-vorbeck/data/types.ts';
import type { LvState } from '../src/games/lettow-vorbeck/state.ts';

const COLD = 30; // the first games of a fresh process: the headline of old, now lv_random_games_per_s_cold
const WARM_UP = 100; // games before the measured ones (the cold ones among them): a running bot, fuzzer or arena pays the JIT once
const MEASURED = 200;

interface GamesRun {
  cold: number;
  warm: number;
  warmCpuMs: number;
  events: number;
  list: number;
  listCpuMs: number;
  folded: number;
  foldEps: number;
}

/** Bundles bench/lv-games.ts as scripts/build.mjs bundles dist/ (no keepNames) and runs it with node. */
async function randomGames(): Promise<GamesRun> {
  const dir = mkdtempSync(join(tmpdir(), 'lv-bench-'));
  try {
    const outfile = join(dir, 'lv-games.mjs');
    await build({
      entryPoints: [join(dirname(fileURLToPath(import.meta.url)), 'lv-games.ts')],
      outfile,
      bundle: true, // seedrandom too: the bundle lives outside the package
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    const out = execFileSync(process.execPath, [outfile, String(COLD), String(WARM_UP), String(MEASURED)], {
      encoding: 'utf8',
    });
    return JSON.parse(out) as GamesRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const lvBench: Section = {
  name: 'lv: Lettow-Vorbeck random games',
  async run(log): Promise<Figures> {
    const g = await randomGames();
    log(
      `random player (lazy draw, esbuild bundle run by node): ${MEASURED} complete games after ${WARM_UP} of warm-up: ${g.warm.toFixed(2)} games/s (${round(g.events)} events per game)`,
    );
    // CPU time per game: what the other work on a shared machine moves less than games/s (GC threads count too).
    log(`  CPU time: ${g.warmCpuMs.toFixed(2)} ms a game`);
    log(`the first ${COLD} games of the fresh process (the JIT compiling the rules): ${g.cold.toFixed(2)} games/s`);
    log(
      `the same player reading the whole list of actions() each step, warm: ${g.list.toFixed(2)} games/s (CPU ${g.listCpuMs.toFixed(2)} ms a game)`,
    );
    log(`baseline: folding ${g.folded} events (evolve only): ${round(g.foldEps)} events/s`);
    // The share of the fold's speed a random game keeps (events played per second / events folded
    // per second): a figure the machine's load affects less than games/s.
    const ratio = (g.warm * g.events) / g.foldEps;
    log(`random play runs at ${(100 * ratio).toFixed(1)} % of the fold's speed`);
    // The sensible scripted player: commands and hand-offs per complete quick-start game,
    // played through execute() and the GameService on SQLite, as players' commands are.
    const sensible = 3;
    let commands = 0;
    let handoffs = 0;
    for (let i = 0; i < sensible; i++) {
      const g = await playSensible(`bench-sensible-${i}`);
      commands += g.commands;
      handoffs += g.handoffs;
    }
    log(
      `sensible player, ${sensible} quick-start games: ${round(commands / sensible)} commands and ${round(handoffs / sensible)} hand-offs per game`,
    );
    const ai = aiMoves(log);
    return {
      lv_ai_move_ms_p95: ai,
      lv_commands_per_game: round(commands / sensible),
      lv_handoffs_per_game: round(handoffs / sensible),
      lv_random_games_per_s: round(g.warm),
      lv_random_games_per_s_cold: round(g.cold),
      lv_random_game_cpu_ms: round(g.warmCpuMs),
      lv_random_list_games_per_s: round(g.list),
      lv_random_list_game_cpu_ms: round(g.listCpuMs),
      lv_events_per_game: round(g.events),
      lv_fold_events_per_s: round(g.foldEps),
      lv_random_vs_fold: round(ratio),
    };
  },
};

/** Level-3 decisions on 40 positions of a random game where the mover has a choice: p95 ms. */
function aiMoves(log: (line: string) => void): number {
  const positions: { s: LvState; side: Side }[] = [];
  playGame(
    'bench-ai',
    { setup: 'quick' },
    {
      replayChecks: 0,
      invariants: false,
      onState: (s) => {
        const side = LV.expected(s).sides[0] as Side | undefined;
        if (side && LV.actions(s, side).length > 1) positions.push({ s: s as LvState, side });
      },
    },
  );
  const step = Math.max(1, Math.floor(positions.length / 40));
  const ms: number[] = [];
  for (let i = 0; i < positions.length && ms.length < 40; i += step) {
    const t0 = performance.now();
    botChoice(positions[i]!.s, positions[i]!.side, 3, `bench-ai:${i}`);
    ms.push(performance.now() - t0);
  }
  const p95 = percentile(
    [...ms].sort((a, b) => a - b),
    95,
  );
  log(
    `level-3 decisions (budget ${JSON.stringify(LEVEL3)}) on ${ms.length} positions: p95 ${p95.toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );
  return round(p95);
}
