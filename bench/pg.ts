// The spine on PostgreSQL: the same 2,000 sandbox commands as bench/spine.ts and the same
// cold /game status with 10,000 events in the log, with the store on PostgreSQL. DATABASE_URL names
// the server; without it the throwaway cluster of scripts/test-postgres.sh is started (as the tests
// do). The figures sit beside the SQLite ones of the spine section: every command is a network round
// trip per statement (head check, insert, commit) to another process instead of a call into an
// embedded library, so PostgreSQL is slower per command on one machine; it is what several machines share.
import { randomBytes } from 'node:crypto';
import { COMMANDS } from '../commands/index.ts';
import { execute } from '../src/app/execute.ts';
import { GameService } from '../src/app/service.ts';
import { DEFINITIONS } from '../src/console/console.ts';
import { parseLine } from '../src/console/parse.ts';
import { copySqliteToPg } from '../src/store/copy-to-pg.ts';
import { PgStore } from '../src/store/pg-store.ts';
import { isPostgresUrl } from '../src/store/select.ts';
import { SqliteStore } from '../src/store/sqlite-store.ts';
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.ts';
import { tempDbPath } from '../tests/helpers/harness.ts';
import type { Figures, Section } from './run.ts';
import { gameWithEvents, statusLatency } from './spine.ts';
import { percentile, round } from './stats.ts';

const caller = (channel: string) => ({ channel, user: 'bench', name: 'bench' });

export const pgBench: Section = {
  name: 'postgres: commands and /game status',
  async run(log): Promise<Figures> {
    const url = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL! : startThrowawayPostgres();
    const schema = `bench_${randomBytes(6).toString('hex')}`;
    const store = await PgStore.open(url, { schema });
    try {
      const app = new GameService(store, { seed: 'bench', snapshotEvery: 100 });
      const cmdN = 2000;
      await gameWithEvents(app, 'cmd', 3);
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < cmdN; i++) {
        await execute(
          COMMANDS,
          app,
          caller('cmd'),
          parseLine(`/sandbox place unit:ger-1-fka at:${i % 2 ? 'voi' : 'taveta'}`, DEFINITIONS).input,
        );
      }
      const commandsPerS = cmdN / (Number(process.hrtime.bigint() - t0) / 1e9);

      // The 10,000-event game is played on SQLite (quicker) and moved over as migrate-store does.
      const path = tempDbPath();
      const lite = new SqliteStore(path);
      await gameWithEvents(new GameService(lite, { seed: 'bench', snapshotEvery: 100 }), 'large', 10_000);
      const source = new SqliteStore(path);
      const target = await PgStore.open(url, { schema: `${schema}_large` });
      await copySqliteToPg(source, target);
      await Promise.all([lite.close(), source.close()]);
      const cold = new GameService(target, { cache: false });
      await statusLatency(cold, 'large', 300); // warm-up
      const cold10k = await statusLatency(cold, 'large', 1000);
      await target.pool.query(`DROP SCHEMA ${schema}_large CASCADE`);
      await target.close();

      const f: Figures = {
        pg_commands_per_s: round(commandsPerS, 1),
        pg_status_p50_ms_10000: round(percentile(cold10k, 50)),
        pg_status_p99_ms_10000: round(percentile(cold10k, 99)),
      };
      log(`PostgreSQL (${store.location}): commands per second ${f.pg_commands_per_s}`);
      log(
        `/game status, cold (snapshot + tail from PostgreSQL), 10,000 events: p50 ${f.pg_status_p50_ms_10000} ms p99 ${f.pg_status_p99_ms_10000} ms`,
      );
      log(
        '  beside commands_per_s (SQLite): each command makes several round trips to the server (head, insert, commit, status reads) where SQLite calls into the process; PostgreSQL buys several machines on one log, not speed on one.',
      );
      return f;
    } finally {
      await store.pool.query(`DROP SCHEMA ${schema} CASCADE`);
      await store.close();
    }
  },
};
