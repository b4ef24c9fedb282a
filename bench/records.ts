// Statistics (src/app/stats/): `npm run rebuild-stats` over a store of finished fuzzed games of both
// games (tests/helpers/stats-games.ts; 1,000 by default, STATS_BENCH_GAMES to change it), in games
// per second, and /stats me's latency with them stored, beside /game status's measured in the same
// run the way the spine measures it (cold: nearest snapshot + tail from SQLite, 100 events): the
// target is stats_me_p99_ms ≤ 2 × status_p99_ms. The rebuilt tables (with /stats me's summary, stats_tally)
// must equal those kept live.
import { isDeepStrictEqual } from 'node:util';
import { COMMANDS } from '../commands/index.ts';
import { execute } from '../src/app/execute.ts';
import { GameService } from '../src/app/service.ts';
import { rebuildStats, recordFinishedGame } from '../src/app/stats/record.ts';
import { DEFINITIONS } from '../src/console/console.ts';
import { parseLine } from '../src/console/parse.ts';
import { SqliteStore } from '../src/store/sqlite-store.ts';
import type { Store } from '../src/store/store.ts';
import { tempDbPath } from '../tests/helpers/harness.ts';
import { PLAYERS, steppingClock, storeFinishedGames } from '../tests/helpers/stats-games.ts';
import type { Figures, Section } from './run.ts';
import { gameWithEvents, statusLatency } from './spine.ts';
import { percentile, round, timeEachAsync } from './stats.ts';

const KINDS = ['lettow-vorbeck', 'hill-of-doves'];
const tables = async (store: Store) => ({
  seats: (await Promise.all(KINDS.map((k) => store.statsSeats('g1', { kind: k })))).flat(),
  ratings: await store.ratings('g1'),
  counts: await store.statsCounts('g1'),
});

export const statsBench: Section = {
  name: 'stats',
  async run(log): Promise<Figures> {
    const n = Number(process.env.STATS_BENCH_GAMES ?? 1000);
    const store = new SqliteStore(tempDbPath(), steppingClock());
    const t0 = performance.now();
    await storeFinishedGames(store, n, { prefix: 'bench', after: (id) => recordFinishedGame(store, id) });
    log(
      `  ${n} finished fuzzed games played and stored, kept live, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const live = await tables(store);
    const t1 = performance.now();
    const { games } = await rebuildStats(store);
    const rebuildS = (performance.now() - t1) / 1000;
    if (games !== n || !isDeepStrictEqual(await tables(store), live))
      throw new Error('rebuild-stats did not give the tables kept live');

    // /stats me through execute() (parse, handler, store reads), a player of a quarter of the games'
    // seats, on the server the games were played in.
    const app = new GameService(store, { seed: 'bench', snapshotEvery: 100 });
    const input = parseLine('/stats me', DEFINITIONS).input;
    const me = (i: number) =>
      execute(COMMANDS, app, { channel: 'stats', user: PLAYERS[i % 4]!, name: PLAYERS[i % 4]!, guild: 'g1' }, input);
    await timeEachAsync(200, me); // warm-up (JIT)
    const statsMe = await timeEachAsync(1000, me);
    // Baseline: /game status as the spine measures it, cold (no cache), 100 events.
    await gameWithEvents(app, 'small', 100);
    const cold = new GameService(store, { cache: false });
    await statusLatency(cold, 'small', 300);
    const status = await statusLatency(cold, 'small', 1000);
    await store.close();
    const f: Figures = {
      stats_rebuild_games_per_s: round(games / rebuildS, 1),
      stats_me_p50_ms: round(percentile(statsMe, 50)),
      stats_me_p99_ms: round(percentile(statsMe, 99)),
      status_p99_ms: round(percentile(status, 99)),
    };
    log(
      `  npm run rebuild-stats: ${games} games in ${rebuildS.toFixed(2)} s, ${f.stats_rebuild_games_per_s} games/s (tables equal to those kept live)`,
    );
    log(
      `  /stats me: p50 ${f.stats_me_p50_ms} ms p99 ${f.stats_me_p99_ms} ms | /game status (cold, 100 events) p99 ${f.status_p99_ms} ms`,
    );
    log(`  p99 ratio /stats me / status: ${round(f.stats_me_p99_ms! / f.status_p99_ms!, 2)} (target ≤ 2)`);
    return f;
  },
};
