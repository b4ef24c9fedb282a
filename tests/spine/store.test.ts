import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { harness, tempDbPath } from '../helpers/harness.ts';

describe('store: migrations', () => {
  it('applies every migration in order on an empty database and records it in schema_migrations', () => {
    const path = tempDbPath();
    const db = new Database(path);
    const applied = migrate(db);
    expect(applied).toEqual(loadMigrations().map((m) => m.name));
    expect(applied[0]).toBe('0001_init');
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (r) => r.name,
    );
    expect(tables).toEqual(expect.arrayContaining(['games', 'seats', 'events', 'snapshots', 'schema_migrations']));
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(loadMigrations().map((m) => ({ version: m.version, name: m.name })));
    // A second start applies nothing.
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('opens the database in WAL mode', async () => {
    const store = new SqliteStore(tempDbPath());
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    await store.close();
  });
});

describe('store: appends', () => {
  // The Store contract itself (appends, conflicts, UNIQUE(game_id, seq), seats, reminders, buttons) runs over
  // SQLite and PostgreSQL in tests/store/contract.test.ts; here, races through the service on SQLite files.
  it('two processes racing on one game: the loser is not re-decided once the game moved on', async () => {
    const path = tempDbPath();
    const a = harness({ db: path });
    await a.run('alice: /game new game:lettow-vorbeck auto:false'); // every step explicit
    await a.run('alice: /game join side:German');
    await a.run('bob: /game join side:Allied');
    // A second connection (another process) lands a draw while alice's own draw is between decide and append.
    const b = harness({ db: path });
    let raced = false;
    const racing = harness({
      db: path,
      service: {
        beforeAppend: async () => {
          if (raced) return;
          raced = true;
          await b.run('alice: /card draw');
        },
      },
    });
    const seqBefore = racing.state().seq;
    const out = await racing.run('alice: /card draw');
    // b's draw landed and the step changed (draw → carry out the card): alice's draw is not re-decided.
    expect(out.map((o) => o.text).join('\n')).toMatch(
      /^The game moved on: another command landed first, and it is now at German — .*carry out the card, then \/phase end; nothing was recorded\.$/,
    );
    expect(racing.state().seq).toBe(seqBefore + 1);
    for (const h of [a, b, racing]) h.close();
  });

  it('a conflict on an action that is still legal is retried and lands once', async () => {
    const path = tempDbPath();
    const a = harness({ db: path, service: { cache: false } });
    await a.run('alice: /game new game:lettow-vorbeck sandbox:true');
    const b = harness({ db: path });
    let raced = false;
    const racing = harness({
      db: path,
      service: {
        beforeAppend: async () => {
          if (!raced) {
            raced = true;
            await b.run('bob: /sandbox dice values:3');
          }
        },
      },
    });
    const before = racing.state().seq;
    await racing.run('alice: /sandbox place unit:ger-1-fka at:voi');
    const s = racing.state() as { seq: number; units: Record<string, { location: string }> };
    expect(s.seq).toBe(before + 2);
    expect(s.units['ger-1-fka']!.location).toBe('voi');
    for (const h of [a, b, racing]) h.close();
  });
});
