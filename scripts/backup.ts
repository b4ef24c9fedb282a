// `npm run backup -- <file> [--to <dest>]`: a consistent copy of a database, even while the bot is
// running and writing (SQLite's online backup, src/store/backups.ts). Without --to the copy goes to
// BACKUP_DIR (default ./data/backups) as <name>-<UTC date and time>.db. Restore: docs/operating.md, "Backups and restore".
import 'dotenv/config';
import { statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import Database from 'better-sqlite3';
import { backupConfigFrom, backupDatabase } from '../src/store/backups.ts';

const USAGE = 'Usage: npm run backup -- <database file> [--to <backup file>]';

function parse(argv: readonly string[]): { file: string; to: string | undefined } {
  let file: string | undefined;
  let to: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--to') {
      to = argv[++i];
      if (to === undefined) throw new Error(`--to needs a file name. ${USAGE}`);
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a.startsWith('--')) throw new Error(`Unknown flag ${a.slice(0, 100)}. ${USAGE}`);
    else if (file === undefined) file = a;
    else throw new Error(`One database at a time. ${USAGE}`);
  }
  if (file === undefined) throw new Error(USAGE);
  return { file, to };
}

async function main(): Promise<void> {
  const { file, to } = parse(process.argv.slice(2));
  let size: number;
  try {
    size = statSync(file).size;
  } catch (e) {
    throw new Error(`Cannot read the database ${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  if (size === 0) throw new Error(`The database ${file} is empty (0 bytes): there is nothing to back up.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '').replace('T', '-').slice(0, 15);
  const name = basename(file, extname(file));
  const dest = to ?? join(backupConfigFrom(process.env).dir, `${name}-${stamp}.db`);
  let db: Database.Database;
  try {
    // Read-write: a read-only connection cannot open a WAL database whose -shm file is absent.
    db = new Database(file, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
  } catch (e) {
    throw new Error(`Cannot open the database ${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  try {
    await backupDatabase(db, dest);
  } finally {
    db.close();
  }
  console.log(`Backed up ${file} to ${dest}.`);
}

main().catch((e: unknown) => {
  console.error(`backup: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
