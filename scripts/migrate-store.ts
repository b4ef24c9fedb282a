// npm run migrate-store -- --from sqlite:<file> --to postgres://…: moves an installation from its SQLite
// file to an empty PostgreSQL database (ids kept, sequences advanced), then checks that every game
// folds the same on both sides (scripts/store-transfer.ts). Stop the bot first: writes made during the
// copy stay in the SQLite file only. Exit code 0 when all games match, 1 when any differs, 2 on a
// usage or database error. The SQLite file is left as it was (it stays a backup).
import { existsSync } from 'node:fs';
import { PgStore } from '../src/store/pg-store.ts';
import { isPostgresUrl } from '../src/store/select.ts';
import { SqliteStore } from '../src/store/sqlite-store.ts';
import { transfer } from './store-transfer.ts';

const USAGE = 'Usage: npm run migrate-store -- --from sqlite:<file> --to postgres://user@host:port/db';

function args(argv: readonly string[]): { from: string; to: string } {
  let from: string | undefined;
  let to: string | undefined;
  for (let i = 0; i < argv.length; i += 2) {
    const v = argv[i + 1];
    if (argv[i] === '--from' && v !== undefined) from = v;
    else if (argv[i] === '--to' && v !== undefined) to = v;
    else throw new Error(`Unknown argument "${argv[i]}". ${USAGE}`);
  }
  if (!from?.startsWith('sqlite:'))
    throw new Error(`--from must be sqlite:<file> (got ${from ?? 'nothing'}). ${USAGE}`);
  if (!isPostgresUrl(to)) throw new Error(`--to must be a postgres:// URL (got ${to ?? 'nothing'}). ${USAGE}`);
  return { from: from.slice('sqlite:'.length), to: to! };
}

try {
  const { from, to } = args(process.argv.slice(2));
  if (!existsSync(from)) throw new Error(`no SQLite database at ${from}`);
  const source = new SqliteStore(from);
  const target = await PgStore.open(to);
  try {
    const report = await transfer(source, target);
    const copied = Object.entries(report.counts)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ');
    console.log(`migrate-store: ${source.location} → ${target.location}: copied ${copied}`);
    for (const d of report.differences) console.log(`DIFFERS ${d}`);
    console.log(
      report.differences.length === 0
        ? `migrate-store: all ${report.games} games fold the same on both sides. Set DATABASE_URL to start the bot on PostgreSQL.`
        : `migrate-store: ${report.differences.length} difference(s); do not switch to PostgreSQL before they are understood.`,
    );
    process.exitCode = report.differences.length === 0 ? 0 : 1;
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
} catch (e) {
  console.error(`migrate-store: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
}
