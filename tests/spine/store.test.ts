import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { AppendConflict } from '../../src/store/store.ts';
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
  const newGame = (store: SqliteStore) =>
    store.createGame(
      {
        kind: 'lettow-vorbeck',
        channel: 'c',
        options: '{}',
        sandbox: false,
        seed: 's',
        seedHash: 'h',
        creator: 'u',
        revision: 'lv-1',
      },
      [{ type: 'a', data: '{"type":"a"}' }],
    );

  it('an append names the sequence number it expects; a conflicting append writes nothing', async () => {
    const store = new SqliteStore(tempDbPath());
    const id = await newGame(store);
    expect(
      await store.append(
        id,
        1,
        [
          { type: 'b', data: '{"type":"b"}' },
          { type: 'c', data: '{"type":"c"}' },
        ],
        'u',
      ),
    ).toBe(3);
    await expect(store.append(id, 1, [{ type: 'x', data: '{"type":"x"}' }], 'u')).rejects.toThrow(AppendConflict);
    expect(await store.head(id)).toBe(3);
    expect((await store.eventsBetween(id, 0)).map((e) => e.type)).toEqual(['a', 'b', 'c']);
    await store.close();
  });

  it('UNIQUE(game_id, seq) holds even for a writer that bypasses the check', async () => {
    const store = new SqliteStore(tempDbPath());
    const id = await newGame(store);
    const raw = store.db.prepare(
      "INSERT INTO events (game_id, seq, type, data, actor, time) VALUES (?, 1, 'dup', '{}', NULL, 't')",
    );
    expect(() => raw.run(id)).toThrow(/UNIQUE/);
    await store.close();
  });

  it('two processes racing on one game: the loser is not re-decided once the game moved on (issue #11, hole 4)', async () => {
    const path = tempDbPath();
    const a = harness({ db: path });
    await a.run('alice: /game new game:lettow-vorbeck auto:false'); // every step explicit (issue #9)
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
