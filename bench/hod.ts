// Hill of Doves: complete random campaigns per second through the kernel (decide + evolve, with the
// leak and replay checks off), beside a baseline in the same run: folding the same events again.
import { fold, setupEvents } from '../src/engine/kernel.ts';
import type { AnyGameModule, GameEvent } from '../src/engine/types.ts';
import { hillOfDoves } from '../src/games/hill-of-doves/index.ts';
import { randomPlayer } from '../src/games/hill-of-doves/workloads/players.ts';
import { playCampaign } from '../tests/hill-of-doves/campaigns.ts';
import type { Figures, Section } from './run.ts';
import { decideFolded, evolveFolded } from '../src/engine/kernel.ts';
import seedrandom from 'seedrandom';

const M: AnyGameModule = hillOfDoves;

function logOf(seed: string): GameEvent[] {
  const rand = seedrandom(`bench:${seed}`);
  const log = setupEvents(M, seed, {});
  let f = fold(M, log);
  while (M.result(f.game) === null) {
    const legal = M.actions(f.game, 'British');
    const a = randomPlayer(f.game as never, legal, (n) => Math.floor(rand() * n));
    for (const e of decideFolded(M, f, seed, 'British', a)) {
      f = evolveFolded(M, f, e);
      log.push(e);
    }
  }
  return log;
}

export const hodBench: Section = {
  name: 'hod',
  run(log): Figures {
    const n = 40;
    let t = performance.now();
    let events = 0;
    for (let i = 0; i < n; i++) events += playCampaign(`bench-${i}`, randomPlayer, { check: false }).events;
    const play = (performance.now() - t) / 1000;
    const logs = Array.from({ length: 10 }, (_, i) => logOf(`fold-${i}`));
    t = performance.now();
    let folded = 0;
    for (let r = 0; r < 4; r++) for (const l of logs) folded += fold(M, l).seq;
    const foldSecs = (performance.now() - t) / 1000;
    const figures = {
      hod_random_games_per_s: n / play,
      hod_events_per_s: events / play,
      hod_fold_events_per_s: folded / foldSecs,
    };
    log(
      `random campaigns: ${figures.hod_random_games_per_s.toFixed(2)} games/s (${figures.hod_events_per_s.toFixed(0)} events/s decided and folded)`,
    );
    log(`baseline, folding the same kind of logs again: ${figures.hod_fold_events_per_s.toFixed(0)} events/s`);
    return figures;
  },
};
