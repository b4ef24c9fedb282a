// Lettow-Vorbeck random games: complete games of random legal actions per second, driven through
// the kernel (decide + evolve + actions, as the fuzzer plays them, with its invariant checks off). Baseline in the same
// run: folding the same number of events again (evolve only), which bounds what the rules can cost.
import { fold, setupEvents } from '../src/engine/kernel.ts';
import type { GameEvent } from '../src/engine/types.ts';
import { LV, optionCombos, playGame } from '../tests/lettow-vorbeck/fuzz.ts';
import { playSensible } from '../tests/lettow-vorbeck/sensible.ts';
import type { Figures, Section } from './run.ts';
import { percentile, round } from './stats.ts';
import { botChoice } from '../src/games/lettow-vorbeck/bot/index.ts';
import { LEVEL3 } from '../src/games/lettow-vorbeck/bot/search.ts';
import type { Side } from '../src/games/lettow-vorbeck/data/types.ts';
import type { LvState } from '../src/games/lettow-vorbeck/state.ts';

export const lvBench: Section = {
  name: 'lv: Lettow-Vorbeck random games',
  async run(log): Promise<Figures> {
    const combos = optionCombos();
    const games = 30;
    let events = 0;
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const g = playGame(`bench-${i}`, combos[i % combos.length]!, { replayChecks: 0, invariants: false });
      events += g.events;
    }
    const s = (performance.now() - t0) / 1000;
    const gps = games / s;
    // The same number of games again, other seeds, in the now warm process: the first games pay for
    // the JIT compiling the rules (about 100 ms a game at first, under 20 ms once warm), which a
    // long-running bot or arena pays once. The cold figure above stays the headline.
    const t2 = performance.now();
    for (let i = 0; i < games; i++)
      playGame(`bench-warm-${i}`, combos[i % combos.length]!, { replayChecks: 0, invariants: false });
    const gpsWarm = games / ((performance.now() - t2) / 1000);
    // Baseline: fold the same number of events (setup + a replayed game's events) with evolve only.
    const replayLog = collect('bench-baseline', combos[0]!);
    const t1 = performance.now();
    let folded = 0;
    while (folded < events) {
      fold(LV, replayLog);
      folded += replayLog.length;
    }
    const fs = (performance.now() - t1) / 1000;
    const eps = folded / fs;
    log(
      `${games} complete random games in ${s.toFixed(2)} s: ${gps.toFixed(2)} games/s (${round(events / games)} events per game)`,
    );
    log(`the same number of games again, warm: ${gpsWarm.toFixed(2)} games/s`);
    log(`baseline: folding ${folded} events (evolve only) takes ${fs.toFixed(3)} s: ${round(eps)} events/s`);
    // The share of the fold's speed a random game keeps (events played per second / events folded
    // per second): a figure the machine's load affects less than games/s.
    const ratio = (gps * (events / games)) / eps;
    log(`random play runs at ${(100 * ratio).toFixed(1)} % of the fold's speed`);
    // The sensible scripted player (issue #9): commands and hand-offs per complete quick-start game,
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
      lv_random_games_per_s: round(gps),
      lv_random_games_per_s_warm: round(gpsWarm),
      lv_events_per_game: round(events / games),
      lv_fold_events_per_s: round(eps),
      lv_random_vs_fold: round(ratio),
    };
  },
};

/** The event log of a fuzz game, rebuilt by replaying it with the same seed. */
function collect(seed: string, options: Record<string, string | number | boolean>): GameEvent[] {
  const out: GameEvent[] = [...setupEvents(LV, seed, options)];
  playGame(seed, options, { replayChecks: 0, invariants: false, onEvent: (e) => out.push(e) });
  return out;
}

/** Level-3 decisions (issue #14) on 40 positions of a random game where the mover has a choice: p95 ms. */
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
