// Numbered SQL files in migrations/ (NNNN_name.sql), applied in order at start-up and recorded in
// schema_migrations so that each runs once. The check and the migrations run in one BEGIN IMMEDIATE
// transaction: of two processes starting at once, the second waits for the write lock, then finds
// the migrations recorded and applies nothing (it used to fail with "table games already exists").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { backfillChainSqlite, CHAIN_MIGRATION } from './chain-migration.ts';

/** The package root: the nearest directory above this module with a package.json (src/store/ or dist/). */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    if (dirname(dir) === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = dirname(dir);
  }
  return dir;
}

export const MIGRATIONS_DIR = join(packageRoot(), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 4)),
      name: f.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, f), 'utf8'),
    }));
}

/**
 * The database records a migration this program does not have: a newer Heliograph wrote it, and this
 * one would misread or damage what that one stores. Start-up refuses it, naming both versions.
 */
export class SchemaTooNew extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `its schema is version ${found}, newer than this program's ${known}: a newer Heliograph wrote it. Run that version (or a newer one) on it, or restore a backup made with this one (README "Backups and restore"); nothing was changed.`,
    );
    this.name = 'SchemaTooNew';
  }
}

/** Refuses a database whose recorded migrations go past the newest this program has (SchemaTooNew). */
export function refuseNewer(done: ReadonlySet<number>, migrations: readonly Migration[]): void {
  const known = Math.max(0, ...migrations.map((m) => m.version));
  const found = Math.max(0, ...done);
  if (found > known) throw new SchemaTooNew(found, known);
}

/** Applies the migrations not yet applied, all or none; returns the names of those it applied. */
export function migrate(db: Database.Database, migrations = loadMigrations()): string[] {
  return db
    .transaction(() => {
      db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied TEXT NOT NULL)`);
      const done = new Set(
        (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
      );
      refuseNewer(done, migrations);
      const record = db.prepare('INSERT INTO schema_migrations (version, name, applied) VALUES (?, ?, ?)');
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        db.exec(m.sql);
        // A migration whose data step SQL cannot do (SQLite has no SHA-256) runs it here, in the same transaction.
        if (m.version === CHAIN_MIGRATION) backfillChainSqlite(db);
        record.run(m.version, m.name, new Date().toISOString());
        applied.push(m.name);
      }
      return applied;
    })
    .immediate();
}
