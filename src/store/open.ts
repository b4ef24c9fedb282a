// Opening the SQLite file at start-up, refusing what would lose or hide data
// (docs/decisions/database-holds-the-invariants.md): an existing file that is empty (0 bytes: truncated),
// unreadable, not a database or failing `PRAGMA quick_check` is refused, and so is a read-only file or
// directory — never a silent fresh start over a damaged file, never a bot that fails every write. Every error
// names the path. A new database is built under a temporary name and linked into place only when complete, so a
// file at the path is always a whole database and two processes starting on a fresh path cannot collide.
import { accessSync, constants, copyFileSync, linkSync, mkdirSync, rmSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { migrate, SchemaTooNew } from './migrate.ts';

/** The database at a path cannot be used; the message names the path and what to do. */
export class StoreOpenError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreOpenError';
  }
}

const RESTORE =
  'Restore it from a backup (README "Backups and restore"), or move it away to start with an empty database.';

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Opens (creating if absent) and migrates the database at `path`; ':memory:' for a throw-away one. */
export function openSqlite(path: string): Database.Database {
  if (path === ':memory:') return migrated(pragmas(new Database(':memory:')), path);
  const file = resolve(path);
  const st = statOrUndefined(file, path);
  if (!st) createFresh(file, path);
  else checkExisting(file, path, st);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    pragmas(db);
    // Checked before any migration writes to it.
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new StoreOpenError(path, `The database ${path} fails PRAGMA quick_check (${String(check)}). ${RESTORE}`);
    return migrated(db, path);
  } catch (e) {
    db?.close();
    if (e instanceof StoreOpenError) throw e;
    throw new StoreOpenError(path, `Cannot open the database ${path}: ${reason(e)}. ${RESTORE}`);
  }
}

/** busy_timeout first: switching to WAL waits for another process's lock instead of failing. */
function pragmas(db: Database.Database): Database.Database {
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}

function migrated(db: Database.Database, path: string): Database.Database {
  try {
    migrate(db);
  } catch (e) {
    if (e instanceof SchemaTooNew) throw new StoreOpenError(path, `Cannot open the database ${path}: ${e.message}`);
    throw new StoreOpenError(path, `Cannot migrate the database ${path}: ${reason(e)}`);
  }
  return db;
}

function statOrUndefined(file: string, path: string): Stats | undefined {
  try {
    return statSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreOpenError(path, `Cannot read the database ${path}: ${reason(e)}`);
  }
}

function checkExisting(file: string, path: string, st: Stats): void {
  if (!st.isFile()) throw new StoreOpenError(path, `The database path ${path} is not a file.`);
  if (st.size === 0)
    throw new StoreOpenError(path, `The database ${path} is empty (0 bytes): it was probably truncated. ${RESTORE}`);
  try {
    accessSync(file, constants.R_OK);
  } catch (e) {
    throw new StoreOpenError(
      path,
      `The database ${path} is unreadable (${reason(e)}). Check its owner and permissions.`,
    );
  }
  refuseReadOnly(file, path, st, 'file');
  const dir = dirname(file);
  refuseReadOnly(dir, path, statOrUndefined(dir, path) ?? st, 'directory');
}

/** Write bits cleared or no write access: SQLite would open it and fail every write later. The mode
 *  bits count even for root, who passes every access check (an operator's chmod a-w is meant). */
function refuseReadOnly(target: string, path: string, st: Stats, what: 'file' | 'directory'): void {
  let writable = (st.mode & 0o222) !== 0;
  try {
    accessSync(target, constants.W_OK);
  } catch {
    // No write access for this process: that is the answer we asked for, not a failure.
    writable = false;
  }
  if (!writable) {
    const where = what === 'file' ? `the file ${path}` : `its directory ${dirname(path)}`;
    throw new StoreOpenError(
      path,
      `The database ${path} is read-only: ${where} is not writable (SQLite also writes ${basename(path)}-wal and -shm beside it). Make it writable, or point --db / HELIOGRAPH_DB elsewhere.`,
    );
  }
}

/** Builds the schema in a temporary file, then links it to `file` unless another process got there first. */
function createFresh(file: string, path: string): void {
  const dir = dirname(file);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new StoreOpenError(path, `Cannot create the directory of the database ${path}: ${reason(e)}`);
  }
  const dirStat = statOrUndefined(dir, path);
  if (!dirStat) throw new StoreOpenError(path, `Cannot create the directory of the database ${path}.`);
  refuseReadOnly(dir, path, dirStat, 'directory');
  const tmp = join(dir, `.${basename(file)}.new-${process.pid}-${Date.now()}`);
  try {
    const db = new Database(tmp);
    try {
      migrated(pragmas(db), path);
    } finally {
      db.close(); // checkpoints the WAL into the file and removes it
    }
    try {
      linkSync(tmp, file);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return; // another process created it first: open theirs
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw e;
      copyFileSync(tmp, file, constants.COPYFILE_EXCL); // file systems without hard links
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return;
    if (e instanceof StoreOpenError) throw e;
    throw new StoreOpenError(path, `Cannot create the database ${path}: ${reason(e)}`);
  } finally {
    for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) rmSync(f, { force: true });
  }
}
