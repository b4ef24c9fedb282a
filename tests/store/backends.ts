// The two stores the contract suites run over (describe.each): SQLite files and PostgreSQL schemas.
// A "place" is one database: SQLite, a fresh file; PostgreSQL, a fresh schema in the test server
// (TEST_DATABASE_URL, or the cluster tests/store/global-setup.ts started), so parallel test files
// never collide. `open()` gives another real connection to the same place (another "process").
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { PgStore } from '../../src/store/pg-store.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import type { Store } from '../../src/store/store.ts';
import { tempDbPath } from '../helpers/harness.ts';

export interface Place {
  /** A new connection (a pool, for PostgreSQL) to this database, migrated. */
  open(): Promise<Store>;
  /** Runs SQL directly on the database through `store`, bypassing the Store interface. */
  exec(store: Store, sql: string): Promise<void>;
  /** One value of a query (e.g. a COUNT), as a number. */
  count(store: Store, sql: string): Promise<number>;
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  place(): Promise<Place>;
}

const HOW_TO_START =
  'The PostgreSQL store tests need a server: TEST_DATABASE_URL is unset and tests/store/global-setup.ts could not start the throwaway one. ' +
  "Run `source scripts/test-postgres.sh` (installs Debian's postgresql as root if missing, starts a cluster on 127.0.0.1, exports TEST_DATABASE_URL), " +
  'or set TEST_DATABASE_URL=postgres://user@host:port/db, then run npm test again.';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL || inject('testDatabaseUrl');
  if (!url) {
    const why = inject('testDatabaseError');
    throw new Error(`${HOW_TO_START}${why ? ` (${why})` : ''}`);
  }
  return url;
}

export const sqlite: Backend = {
  name: 'sqlite',
  async place() {
    const path = tempDbPath();
    const db = (s: Store) => (s as SqliteStore).db;
    return {
      open: async () => new SqliteStore(path),
      exec: async (s, sql) => void db(s).exec(sql),
      count: async (s, sql) => Number(Object.values(db(s).prepare(sql).get() as Record<string, unknown>)[0]),
    };
  },
};

export const postgres: Backend = {
  name: 'postgres',
  async place() {
    const url = testDatabaseUrl();
    const schema = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
    const pool = (s: Store) => (s as PgStore).pool;
    return {
      open: () => PgStore.open(url, { schema }),
      exec: async (s, sql) => void (await pool(s).query(sql)),
      count: async (s, sql) => Number(Object.values((await pool(s).query(sql)).rows[0] as Record<string, unknown>)[0]),
    };
  },
};

export const BACKENDS: readonly Backend[] = [sqlite, postgres];
