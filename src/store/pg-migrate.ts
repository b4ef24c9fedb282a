// The PostgreSQL dialect of the numbered migrations: migrations/pg/NNNN_name.sql mirrors
// migrations/NNNN_name.sql version for version (tests/store/contract.test.ts checks both folders).
// Several bot processes may start at once on one database: a session-level advisory lock, keyed on the
// schema, lets one migrate while the others wait, then find everything recorded and apply nothing.
import { join } from 'node:path';
import type pg from 'pg';
import { backfillChainPg, CHAIN_MIGRATION } from './chain-migration.ts';
import { loadMigrations, MIGRATIONS_DIR, refuseNewer, type Migration } from './migrate.ts';

export const PG_MIGRATIONS_DIR = join(MIGRATIONS_DIR, 'pg');

export function loadPgMigrations(dir = PG_MIGRATIONS_DIR): Migration[] {
  return loadMigrations(dir);
}

/** Applies the migrations not yet applied, all or none, under the advisory lock; returns their names. */
export async function migratePg(pool: pg.Pool, migrations = loadPgMigrations()): Promise<string[]> {
  const client = await pool.connect();
  try {
    // The others wait as long as the first takes to migrate: no lock_timeout (pg-store.ts) here.
    await client.query('SET lock_timeout = 0');
    await client.query("SELECT pg_advisory_lock(hashtext('heliograph-migrate:' || current_schema()))");
    try {
      await client.query('BEGIN');
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied TEXT NOT NULL)`);
      const done = new Set(
        (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
      );
      refuseNewer(done, migrations);
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await client.query(m.sql);
        if (m.version === CHAIN_MIGRATION) await backfillChainPg(client); // as migrate.ts: the hashes of stored events
        await client.query('INSERT INTO schema_migrations (version, name, applied) VALUES ($1, $2, $3)', [
          m.version,
          m.name,
          new Date().toISOString(),
        ]);
        applied.push(m.name);
      }
      await client.query('COMMIT');
      return applied;
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('heliograph-migrate:' || current_schema()))");
      await client.query('RESET lock_timeout');
    }
  } finally {
    client.release();
  }
}
