// The spine: commands per second through the whole path (parse → service → SQLite append → fold),
// and /game status latency with 100 and 10,000 events in the log. Status is measured on the cold
// path (no in-memory cache: nearest snapshot + tail from SQLite) — that is what snapshots keep
// flat — and on the default cached path. Baseline in the same run: a bare better-sqlite3 insert.
// The tamper-evident log's cost (docs/integrity.md): the same commands with the chain of hashes and the
// recorded commands switched off (commands_per_s_unchained, beside commands_per_s, in alternating
// rounds after a warm-up of both, so the JIT and the machine's load fall on both alike), and checking a 10,000-event game's chain whole
// (chain_check_events_per_s, warm: what check-games and a process's load of a game do).
import Database from 'better-sqlite3';
import { COMMANDS } from '../commands/index.ts';
import { chainCheck } from '../src/app/check-game.ts';
import { execute } from '../src/app/execute.ts';
import { GameService } from '../src/app/service.ts';
import { DEFINITIONS } from '../src/console/console.ts';
import { parseLine } from '../src/console/parse.ts';
import { warmChainPool } from '../src/store/chain-pool.ts';
import { SqliteStore } from '../src/store/sqlite-store.ts';
import { tempDbPath } from '../tests/helpers/harness.ts';
import type { Figures, Section } from './run.ts';
import { percentile, round, timeEach, timeEachAsync } from './stats.ts';

const caller = (channel: string) => ({ channel, user: 'bench', name: 'bench' });

export async function gameWithEvents(app: GameService, channel: string, events: number): Promise<number> {
  const run = (line: string) => execute(COMMANDS, app, caller(channel), parseLine(line, DEFINITIONS).input);
  await run('/game new game:lettow-vorbeck sandbox:true');
  await run('/game join side:German');
  const spaces = ['voi', 'taveta'];
  let head = await app.store.head((await app.store.activeGameIn(channel))!.id);
  for (let i = 0; head < events; i++, head++) await run(`/sandbox place unit:ger-1-fka at:${spaces[i % 2]}`);
  return (await app.store.activeGameIn(channel))!.id;
}

export function statusLatency(app: GameService, channel: string, n: number): Promise<number[]> {
  return timeEachAsync(n, () => app.status(caller(channel)));
}

export const spineBench: Section = {
  name: 'spine: commands and /game status',
  async run(log): Promise<Figures> {
    const path = tempDbPath();
    const store = new SqliteStore(path);
    const app = new GameService(store, { seed: 'bench', snapshotEvery: 100 });
    // The same, with the chain switched off (internal options of the store and the service).
    const unchainedStore = new SqliteStore(tempDbPath(), undefined, { chain: false });
    const unchained = new GameService(unchainedStore, { seed: 'bench', snapshotEvery: 100, chain: false });

    // Commands per second: 2,000 sandbox moves through execute(), in 4 rounds alternating with the
    // unchained service (ABBA order), after 200 unmeasured ones each (the JIT warms up on both alike).
    const cmdN = 2000;
    const rounds = 4;
    await gameWithEvents(app, 'cmd', 3);
    await gameWithEvents(unchained, 'cmd', 3);
    const moves = async (service: GameService, n: number): Promise<number> => {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < n; i++) {
        await execute(
          COMMANDS,
          service,
          caller('cmd'),
          parseLine(`/sandbox place unit:ger-1-fka at:${i % 2 ? 'voi' : 'taveta'}`, DEFINITIONS).input,
        );
      }
      return Number(process.hrtime.bigint() - t0) / 1e9;
    };
    await moves(app, 200);
    await moves(unchained, 200);
    const seconds = [0, 0];
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? [0, 1] : [1, 0];
      for (const k of order) seconds[k]! += await moves(k === 0 ? app : unchained, cmdN / rounds);
    }
    const commandsPerS = cmdN / seconds[0]!;
    const unchainedPerS = cmdN / seconds[1]!;
    await unchainedStore.close();

    await gameWithEvents(app, 'small', 100);
    const large = await gameWithEvents(app, 'large', 10_000);
    // Checking that game's chain whole, as check-games does (reading its events and hashing each): on
    // two cores once the check's thread is up (src/store/chain-pool.ts), which check-games waits for.
    const largeRow = (await store.game(large))!;
    await warmChainPool();
    // The first check on a thread just up, then 40 unmeasured ones: both threads' JIT warms up over
    // the first twenty or so (as the fold's baseline is measured warm, bench/lv-games.ts), then 200
    // measured (about 1.5 s: a burst of other work on the machine moves their median little).
    const first = await timeEachAsync(1, () => chainCheck(store, largeRow));
    await timeEachAsync(40, () => chainCheck(store, largeRow));
    const checks = await timeEachAsync(200, () => chainCheck(store, largeRow));
    const checked = await chainCheck(store, largeRow);
    if (!('head' in checked) || checked.head.seq < 10_000) throw new Error('the bench game has no whole chain');
    const cold = new GameService(store, { cache: false });
    for (const ch of ['small', 'large']) await statusLatency(cold, ch, 300); // warm-up (JIT) of both paths
    const cold100 = await statusLatency(cold, 'small', 1000);
    const cold10k = await statusLatency(cold, 'large', 1000);
    const warm100 = await statusLatency(app, 'small', 1000);
    const warm10k = await statusLatency(app, 'large', 1000);

    // Baseline: a bare better-sqlite3 single-row insert (WAL, prepared, autocommit).
    const raw = new Database(tempDbPath());
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = NORMAL');
    raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, data TEXT)');
    const ins = raw.prepare('INSERT INTO t (data) VALUES (?)');
    const inserts = timeEach(2000, (i) => ins.run(`{"i":${i}}`));
    raw.close();
    await store.close();

    const f: Figures = {
      commands_per_s: round(commandsPerS, 1),
      commands_per_s_unchained: round(unchainedPerS, 1),
      chain_check_events_per_s: round(checked.head.seq / (percentile(checks, 50) / 1000)),
      chain_check_first_ms: round(first[0]!),
      status_p50_ms_100: round(percentile(cold100, 50)),
      status_p99_ms_100: round(percentile(cold100, 99)),
      status_p50_ms_10000: round(percentile(cold10k, 50)),
      status_p99_ms_10000: round(percentile(cold10k, 99)),
      status_cached_p50_ms_100: round(percentile(warm100, 50)),
      status_cached_p99_ms_10000: round(percentile(warm10k, 99)),
      sqlite_insert_ms: round(percentile(inserts, 50), 4),
    };
    log(`commands per second (parse → decide → append → fold → outputs): ${f.commands_per_s}`);
    log(
      `  with the chain of hashes and recorded commands switched off: ${f.commands_per_s_unchained} (the chain costs ${round(100 * (1 - f.commands_per_s! / f.commands_per_s_unchained!), 1)} %)`,
    );
    log(
      `checking a ${checked.head.seq}-event game's chain whole: ${f.chain_check_events_per_s} events/s warm (the first check on a thread just up: ${f.chain_check_first_ms} ms)`,
    );
    log(
      `/game status, cold (snapshot + tail from SQLite):  100 events p50 ${f.status_p50_ms_100} ms p99 ${f.status_p99_ms_100} ms | 10,000 events p50 ${f.status_p50_ms_10000} ms p99 ${f.status_p99_ms_10000} ms`,
    );
    log(`  p99 ratio 10,000 / 100 events: ${round(f.status_p99_ms_10000! / f.status_p99_ms_100!, 2)} (target ≤ 1.5)`);
    log(
      `/game status, cached: 100 events p50 ${f.status_cached_p50_ms_100} ms | 10,000 events p99 ${f.status_cached_p99_ms_10000} ms`,
    );
    log(`baseline: bare better-sqlite3 single-row insert p50 ${f.sqlite_insert_ms} ms`);
    return f;
  },
};
