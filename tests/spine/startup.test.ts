// Start-up refuses a database it would damage or hide (empty, unreadable, failing
// quick_check, read-only), naming its path; two processes starting on a fresh file both succeed.
import { chmodSync, closeSync, openSync, readdirSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { StoreOpenError } from '../../src/store/open.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { harness, tempDbPath } from '../helpers/harness.ts';
import { runMain, runTs } from './children/run-ts.ts';

const refusal = (path: string): StoreOpenError => {
  try {
    new SqliteStore(path).db.close();
  } catch (e) {
    if (e instanceof StoreOpenError) return e;
    throw e;
  }
  throw new Error(`${path} was opened`);
};

async function databaseWithAGame(): Promise<string> {
  const h = harness();
  await h.run('alice: /game new game:lettow-vorbeck');
  h.close();
  return h.dbPath;
}

const chmodded: string[] = [];
afterEach(() => {
  for (const p of chmodded.splice(0)) chmodSync(p, 0o755); // let the temp dir be cleaned up
});

describe('start-up checks of the database file', () => {
  it('an existing database truncated to 0 bytes is refused with its path and what to do, and left as it is', () => {
    const path = tempDbPath();
    writeFileSync(path, '');
    const e = refusal(path);
    expect(e.message).toBe(
      `The database ${path} is empty (0 bytes): it was probably truncated. Restore it from a backup (README "Backups and restore"), or move it away to start with an empty database.`,
    );
    expect(statSync(path).size).toBe(0);
  });

  it('a file that is not a database is refused with its path', () => {
    const path = tempDbPath();
    writeFileSync(path, 'x'.repeat(5000));
    expect(refusal(path).message).toMatch(
      new RegExp(`^Cannot open the database ${path}: file is not a database\\. Restore it from a backup`),
    );
  });

  it('a database that fails PRAGMA quick_check is refused with its path', async () => {
    const path = await databaseWithAGame();
    // Damage the header of a b-tree page (page 3): the file still opens, the check finds it.
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(8, 0x07), 0, 8, 4096 * 2);
    closeSync(fd);
    expect(refusal(path).message).toMatch(
      new RegExp(`^The database ${path} fails PRAGMA quick_check \\(.*page 3.*\\)\\. Restore it from a backup`, 's'),
    );
  });

  it('a read-only database file is refused with its path, before any write can fail', async () => {
    const path = await databaseWithAGame();
    chmodSync(path, 0o444);
    chmodded.push(path);
    expect(refusal(path).message).toMatch(
      new RegExp(`^The database ${path} is read-only: the file ${path} is not writable`),
    );
  });

  it('a database in a read-only directory is refused with its path (SQLite writes -wal and -shm beside it)', async () => {
    const path = await databaseWithAGame();
    chmodSync(dirname(path), 0o555);
    chmodded.push(dirname(path));
    expect(refusal(path).message).toMatch(
      new RegExp(`^The database ${path} is read-only: its directory ${dirname(path)} is not writable`),
    );
  });

  it('a fresh database is created whole: no temporary file is left beside it', () => {
    const path = tempDbPath();
    const store = new SqliteStore(path);
    store.db.close();
    expect(readdirSync(dirname(path))).toEqual(['heliograph.db']);
    const db = new Database(path);
    expect(db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: loadMigrations().length });
    db.close();
  });

  it('npm start on an empty database file exits with the refusal, naming the path', async () => {
    const path = tempDbPath();
    writeFileSync(path, '');
    const ran = await runMain(['--db', path]);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toContain(`heliograph: The database ${path} is empty (0 bytes)`);
  });

  it('npm start repairs half-finished games and says so in one log line', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck');
    await h.run('alice: /game join side:German');
    await h.run('alice: /game resign confirm:true');
    h.store.db.prepare("UPDATE games SET status = 'active'").run();
    h.close();
    const ran = await runMain(['--db', h.dbPath]);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toBe(
      `[heliograph] start-up repair of ${h.dbPath}: marked 1 game(s) finished whose log already had a result: #1.\n`,
    );
    const db = new Database(h.dbPath);
    expect(db.prepare('SELECT status FROM games').get()).toEqual({ status: 'finished' });
    db.close();
  });

  it('three processes starting at the same moment on 40 files, fresh or one migration behind: all start, each migration applied once', async () => {
    const dir = dirname(tempDbPath());
    const FILES = 40;
    // Every fourth file is a database of the previous release (migrations 0001-0002 only).
    for (let i = 0; i < FILES; i += 4) {
      const db = new Database(join(dir, `db-${i}.db`));
      db.pragma('journal_mode = WAL');
      migrate(
        db,
        loadMigrations().filter((m) => m.version <= 2),
      );
      db.close();
    }
    let ready = 0;
    let release: () => void = () => undefined;
    const allReady = new Promise<void>((r) => (release = r));
    const children = [1, 2, 3].map(() =>
      runTs(['tests/spine/children/open-store.ts', dir, String(FILES)], (chunk) => {
        if (chunk.includes('ready') && ++ready === 3) release();
      }),
    );
    await allReady;
    writeFileSync(join(dir, 'go'), '');
    const results = await Promise.all(children);
    for (const r of results) {
      const lines = r.stdout.replace('ready\n', '').trim().split('\n');
      expect(lines.filter((l) => l !== `ok ${loadMigrations().length}`)).toEqual([]);
      expect(lines).toHaveLength(FILES);
      expect(r.stderr).toBe('');
    }
    const db = new Database(join(dir, 'db-0.db'));
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(
      loadMigrations().map((m) => ({ version: m.version })),
    );
    db.close();
  });
});
