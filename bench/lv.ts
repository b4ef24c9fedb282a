// Lettow-Vorbeck random games: complete games of random legal actions per second, driven through
// the kernel (decide + evolve + actions, as the fuzzer plays them, with its invariant checks off). Baseline in the same
// run: folding the same number of events again (evolve only), which bounds what the rules can cost.
import { fold, setupEvents } from '../src/engine/kernel.ts';
import type { GameEvent } from '../src/engine/types.ts';
import { LV, optionCombos, playGame } from '../tests/lettow-vorbeck/fuzz.ts';
import type { Figures, Section } from './run.ts';
import { round } from './stats.ts';

export const lvBench: Section = {
  name: 'lv: Lettow-Vorbeck random games',
  run(log): Figures {
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
    log(`baseline: folding ${folded} events (evolve only) takes ${fs.toFixed(3)} s: ${round(eps)} events/s`);
    return {
      lv_random_games_per_s: round(gps),
      lv_events_per_game: round(events / games),
      lv_fold_events_per_s: round(eps),
    };
  },
};

/** The event log of a fuzz game, rebuilt by replaying it with the same seed. */
function collect(seed: string, options: Record<string, string | number | boolean>): GameEvent[] {
  const out: GameEvent[] = [...setupEvents(LV, seed, options)];
  playGame(seed, options, { replayChecks: 0, invariants: false, onEvent: (e) => out.push(e) });
  return out;
}
