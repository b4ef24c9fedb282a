// Backups of a live SQLite database with SQLite's online backup API (better-sqlite3 db.backup()):
// a consistent copy while the bot keeps writing. `npm run backup -- <file>` (scripts/backup.ts) makes
// one; the bot keeps a rolling daily backup (DailyBackups, BACKUP_KEEP days in BACKUP_DIR).
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from './store.ts';
import { SqliteStore } from './sqlite-store.ts';

/** Copies the database behind `db` to `dest` (written as dest.partial, checked, then renamed): one
 *  file, nothing beside it. */
export async function backupDatabase(db: Database.Database, dest: string): Promise<void> {
  mkdirSync(dirname(dest), { recursive: true });
  const partial = `${dest}.partial`;
  try {
    await db.backup(partial);
    // A backup is one self-contained file: rollback journal, not WAL (the bot switches back on open).
    const copy = new Database(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy fails PRAGMA quick_check (${String(check)})`);
    } finally {
      copy.close();
    }
    renameSync(partial, dest);
  } catch (e) {
    for (const f of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) rmSync(f, { force: true });
    throw new Error(`Backup of the database to ${dest} failed: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
}

export interface BackupConfig {
  /** Days of daily backups kept; 0: no backups. */
  keep: number;
  dir: string;
}

/** BACKUP_KEEP (days, default 7; 0 disables) and BACKUP_DIR (default ./data/backups). */
export function backupConfigFrom(env: NodeJS.ProcessEnv): BackupConfig {
  const raw = env.BACKUP_KEEP?.trim() || '7';
  if (!/^\d+$/.test(raw))
    throw new Error(`BACKUP_KEEP=${raw.slice(0, 100)} must be a whole number of days (0 disables backups).`);
  return { keep: Number(raw), dir: env.BACKUP_DIR?.trim() || './data/backups' };
}

const DAY_FILE = /^(.+)-(\d{4}-\d{2}-\d{2})\.db$/;

/**
 * One backup a day, named <database>-YYYY-MM-DD.db (UTC), in `dir`; the newest `keep` are kept.
 * `runOnce` makes today's backup unless it exists; `start` runs it now and then every hour.
 */
export class DailyBackups {
  private timer: NodeJS.Timeout | undefined;
  /** The first run of `start` (startDailyBackups), for those who want to wait for it. */
  first: Promise<void> | undefined;
  private readonly name: string;

  constructor(
    private readonly db: Database.Database,
    private readonly config: BackupConfig,
    private readonly log: (message: string) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    const file = basename(db.name);
    this.name = file.slice(0, file.length - extname(file).length) || 'heliograph';
  }

  /** Today's backup if missing, then prune; returns the file written, or null if none was due. */
  async runOnce(): Promise<string | null> {
    if (this.config.keep <= 0) return null;
    const day = this.now().toISOString().slice(0, 10);
    const dest = join(this.config.dir, `${this.name}-${day}.db`);
    const existing = this.files();
    let written: string | null = null;
    if (!existing.includes(basename(dest))) {
      await backupDatabase(this.db, dest);
      written = dest;
    }
    for (const old of this.files().slice(0, -this.config.keep)) rmSync(join(this.config.dir, old), { force: true });
    return written;
  }

  /** Runs now and then every `intervalMs`; failures are logged, never thrown. Resolves after the first run. */
  start(intervalMs = 3_600_000): Promise<void> {
    if (this.config.keep <= 0) return Promise.resolve();
    const tick = (): Promise<void> =>
      this.runOnce().then(
        (f) => {
          if (f) this.log(`daily backup written: ${f} (keeping ${this.config.keep} days in ${this.config.dir})`);
        },
        (e: unknown) => this.log(e instanceof Error ? e.message : String(e)),
      );
    this.timer = setInterval(() => void tick(), intervalMs);
    this.timer.unref();
    return tick();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** This database's daily backups in `dir`, oldest first. */
  private files(): string[] {
    let names: string[];
    try {
      names = readdirSync(this.config.dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    return names.filter((f) => DAY_FILE.exec(f)?.[1] === this.name).sort();
  }
}

/** The bot's daily backups, if its store is a SQLite file (another store backs up by its own means). */
export function startDailyBackups(store: Store, env: NodeJS.ProcessEnv, log: (m: string) => void): DailyBackups | null {
  if (!(store instanceof SqliteStore) || store.db.memory) return null;
  const config = backupConfigFrom(env);
  if (config.keep <= 0) return null;
  const backups = new DailyBackups(store.db, config, log);
  backups.first = backups.start();
  return backups;
}
