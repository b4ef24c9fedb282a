// npm run check-games [-- --db <file>] [--deep]: (or the PostgreSQL store when DATABASE_URL=postgres://… is set) refolds every stored game with the current code, compares it
// with the stored snapshots (and the live fold with a fold from scratch), and lists every game whose
// fold fails or differs with its first differing seq; it checks every game's chain of event hashes
// whole and names the first event where one breaks; --deep decides every recorded command again and
// compares its events (src/app/deep-check.ts). Exit code 1 when any game fails a check, 2 on a usage
// or database error. A SQLite file is checked through a copy (an online backup): pending migrations are
// applied to the copy, as starting the bot would, and the file itself is never written.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { checkGames } from '../src/app/check-game.ts';
import { warmChainPool } from '../src/store/chain-pool.ts';
import type { GameRow } from '../src/store/store.ts';
import { PgStore } from '../src/store/pg-store.ts';
import { isPostgresUrl } from '../src/store/select.ts';
import { SqliteStore } from '../src/store/sqlite-store.ts';

function parseArgs(argv: readonly string[]): { db: string; deep: boolean } {
  let db = process.env.HELIOGRAPH_DB ?? './data/heliograph.db';
  let deep = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--db' && argv[i + 1] !== undefined) db = argv[++i]!;
    else if (argv[i] === '--deep') deep = true;
    else throw new Error(`Unknown argument "${argv[i]}". Usage: npm run check-games [-- --db <file>] [--deep]`);
  }
  return { db, deep };
}

try {
  const { db, deep } = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  let store: SqliteStore | PgStore;
  let rows: GameRow[];
  if (isPostgresUrl(url)) {
    store = await PgStore.open(url!);
    rows = await store.allGames();
  } else {
    if (!existsSync(db)) throw new Error(`no database at ${db} (give one with --db <file>)`);
    // Checked before an upgrade, maybe on the live file: read it, never migrate it in place.
    const copy = join(mkdtempSync(join(tmpdir(), 'check-games-')), 'copy.db');
    const source = new Database(db, { readonly: true, fileMustExist: true });
    await source.backup(copy);
    source.close();
    process.on('exit', () => rmSync(copy, { force: true }));
    store = new SqliteStore(copy);
    rows = store.db.prepare<[], GameRow>('SELECT * FROM games ORDER BY id').all();
  }
  console.log(`check-games: ${isPostgresUrl(url) ? store.location : db}, ${rows.length} games`);
  await warmChainPool(); // long logs are checked on two cores (src/store/chain-pool.ts)
  const { lines, diverged } = await checkGames(store, rows, { deep });
  for (const line of lines) console.log(line);
  await store.close();
  process.exitCode = diverged.length > 0 ? 1 : 0;
} catch (e) {
  console.error(`check-games: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 2;
}
