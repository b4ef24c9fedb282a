// The one place that chooses the store: DATABASE_URL=postgres://… (or postgresql://…) opens the shared
// PostgreSQL store (pg-store.ts), anything else the embedded SQLite file (sqlite-store.ts, the default).
import { PgStore } from './pg-store.ts';
import { SqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

export const isPostgresUrl = (url: string | undefined): boolean => url !== undefined && /^postgres(ql)?:\/\//.test(url);

/** Opens and migrates the store: PostgreSQL when `databaseUrl` is a postgres:// URL, else SQLite at `sqlitePath`. */
export async function openStore(opts: { databaseUrl?: string | undefined; sqlitePath: string }): Promise<Store> {
  const url = opts.databaseUrl?.trim();
  if (url) {
    if (!isPostgresUrl(url))
      throw new Error(
        `DATABASE_URL must be a postgres:// or postgresql:// URL (got "${url.split(':')[0]}:…"); unset it to use the SQLite file (--db / HELIOGRAPH_DB).`,
      );
    return PgStore.open(url);
  }
  return new SqliteStore(opts.sqlitePath);
}
