// Clock time-outs at start (docs/clocks.md): deriving every pending time-out from a store with
// 10,000 running games with a clock (src/discord/clock-timers.ts pendingTimers: one read of the clocks
// table, no game folded), beside the same-run baseline of reading those games' rows
// (store.activeGames()). Target: the scan at most 10 × the rows. Medians of interleaved runs.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { pendingTimers } from '../src/discord/clock-timers.ts';
import { SqliteStore } from '../src/store/sqlite-store.ts';
import { tempDbPath } from '../tests/helpers/harness.ts';
import type { Figures, Section } from './run.ts';
import { percentile, round } from './stats.ts';

const GAMES = 10_000;
const RUNS = 15;

/** 10,000 running games, each with a clock row (as the appends of a clocked game leave it). */
function seed(store: SqliteStore): void {
  const db = store.db;
  const game = db.prepare(
    "INSERT INTO games (kind, channel, status, options, sandbox, seed, seed_hash, creator, created, revision) VALUES ('lettow-vorbeck', ?, 'active', '{\"clock\":\"standard\"}', 0, ?, ?, 'bench', '2026-12-01T12:00:00.000Z', 'lv-1')",
  );
  const clock = db.prepare('INSERT INTO clocks (game_id, side, due, head) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < GAMES; i++) {
      const id = Number(game.run(`channel-${i}`, `seed-${i}`, `hash-${i}`).lastInsertRowid);
      clock.run(id, i % 2 ? 'German' : 'Allied', Date.UTC(2026, 11, 1) + i * 60_000, 40 + (i % 300));
    }
  })();
}

export const timersBench: Section = {
  name: 'timers: pending clock time-outs at start',
  async run(log): Promise<Figures> {
    const path = tempDbPath();
    const store = new SqliteStore(path);
    try {
      seed(store);
      const rows: number[] = [];
      const scan: number[] = [];
      const time = async (fn: () => Promise<unknown>): Promise<number> => {
        const t0 = process.hrtime.bigint();
        await fn();
        return Number(process.hrtime.bigint() - t0) / 1e6;
      };
      for (let i = 0; i < RUNS; i++) {
        rows.push(
          await time(async () => {
            if ((await store.activeGames()).length !== GAMES) throw new Error('the bench store lost games');
          }),
        );
        scan.push(
          await time(async () => {
            if ((await pendingTimers(store, () => true)).length !== GAMES)
              throw new Error('a time-out was not derived');
          }),
        );
      }
      const med = (xs: number[]) =>
        percentile(
          [...xs].sort((a, b) => a - b),
          50,
        );
      const figures = {
        timer_rows_ms_10000_games: round(med(rows), 2),
        timer_scan_ms_10000_games: round(med(scan), 2),
      };
      const ratio = figures.timer_scan_ms_10000_games / figures.timer_rows_ms_10000_games;
      log(`  read the rows of ${GAMES} running games: ${figures.timer_rows_ms_10000_games} ms (median of ${RUNS})`);
      log(`  derive every pending time-out of them: ${figures.timer_scan_ms_10000_games} ms`);
      log(`  ratio ${round(ratio, 2)} (target <= 10)`);
      return figures;
    } finally {
      await store.close();
      rmSync(dirname(path), { recursive: true, force: true });
    }
  },
};
