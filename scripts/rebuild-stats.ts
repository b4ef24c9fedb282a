// npm run rebuild-stats [-- --db <file>] (or the PostgreSQL store when DATABASE_URL=postgres://… is
// set): deletes every statistics row and makes them again from the finished games' logs
// (src/app/stats/record.ts), the same rows the bot keeps as games end. Safe while the bot runs: a
// game that ends meanwhile is recorded by the bot, and its server's ratings are restated from the rows.
import { existsSync } from 'node:fs';
import { rebuildStats } from '../src/app/stats/record.ts';
import { openStore } from '../src/store/select.ts';

function dbArg(argv: readonly string[]): string {
  let db = process.env.HELIOGRAPH_DB ?? './data/heliograph.db';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--db' && argv[i + 1] !== undefined) db = argv[++i]!;
    else throw new Error(`Unknown argument "${argv[i]}". Usage: npm run rebuild-stats [-- --db <file>]`);
  }
  return db;
}

try {
  const db = dbArg(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  if (!url && !existsSync(db)) throw new Error(`no database at ${db} (give one with --db <file>)`);
  const store = await openStore({ databaseUrl: url, sqlitePath: db });
  const t0 = performance.now();
  const { games } = await rebuildStats(store);
  await store.close();
  console.log(
    `Statistics rebuilt from the logs of ${games} finished games in ${((performance.now() - t0) / 1000).toFixed(1)} s (${store.location}).`,
  );
} catch (e) {
  console.error(`rebuild-stats: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
