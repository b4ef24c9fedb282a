// The tamper-evident log in the store (src/store/chain.ts, migrations/0006_chain.sql), on both stores:
// every event written with the hash chaining it to the one before, the command of each append recorded
// beside its events, the stored games of an older database given their chain by the migration, and
// a game changed behind the store's back refused by the service that loads it.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/service.ts';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { loadPgMigrations, migratePg } from '../../src/store/pg-migrate.ts';
import { PgStore } from '../../src/store/pg-store.ts';
import {
  CHAIN_START,
  chainEvents,
  chainKey,
  checkLinks,
  checkRows,
  eventHash,
  GENESIS,
  linkHasher,
  shortReceipt,
  type ChainCheck,
  type ChainLink,
  type LinkRow,
} from '../../src/store/chain.ts';
import type { NewGame, Store } from '../../src/store/store.ts';
import { BACKENDS } from './backends.ts';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { tempDbPath } from '../helpers/harness.ts';
import { testDatabaseUrl } from './backends.ts';

const GAME: NewGame = {
  kind: 'lettow-vorbeck',
  channel: 'c',
  options: '{}',
  sandbox: false,
  seed: 'seed-1',
  seedHash: 'h',
  creator: 'u',
  revision: 'lv-1',
};
const ev = (type: string, n = 0) => ({ type, data: JSON.stringify({ type, n }) });

/** The whole chain of a game as a checker reads it. */
async function chainOf(store: Store, id: number, seed: string) {
  return checkLinks(chainKey(seed), id, CHAIN_START, await store.eventsBetween(id, 0));
}

describe('the chain of event hashes (src/store/chain.ts)', () => {
  it('a hash covers the key, game id, seq, type, data and the hash before: changing any one changes it', () => {
    const k = chainKey('s');
    const h = eventHash(k, 1, 2, 't', '{"a":1}', 'p');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    for (const other of [
      eventHash(chainKey('s2'), 1, 2, 't', '{"a":1}', 'p'),
      eventHash(k, 2, 2, 't', '{"a":1}', 'p'),
      eventHash(k, 1, 3, 't', '{"a":1}', 'p'),
      eventHash(k, 1, 2, 'u', '{"a":1}', 'p'),
      eventHash(k, 1, 2, 't', '{"a":2}', 'p'),
      eventHash(k, 1, 2, 't', '{"a":1}', 'q'),
      // The fields are JSON strings in an array: no two different events share the text hashed.
      eventHash(k, 1, 2, 't","{"', 'a":1}', 'p'),
    ])
      expect(other).not.toBe(h);
    expect(eventHash(k, 1, 2, 't', '{"a":1}', 'p')).toBe(h);
    expect(shortReceipt(h)).toBe(h.slice(0, 12));
    // The key is derived from the seed; it is not the seed's commitment (SHA-256 of the seed).
    expect(chainKey('s')).not.toBe('043a718774c572bd8a25adbeb1bfcd5c0256ae11cecf9f9c3f925d0e52beaf89');
  });

  it('checkLinks names the first event that does not hold: changed, missing, repeated, unhashed', () => {
    const k = chainKey('s');
    const events = [1, 2, 3, 4].map((n) => ev('e', n));
    const hashes = chainEvents(k, 7, CHAIN_START, events);
    const links: ChainLink[] = events.map((e, i) => ({ seq: i + 1, ...e, hash: hashes[i]! }));
    expect(checkLinks(k, 7, CHAIN_START, links)).toEqual({ head: { seq: 4, hash: hashes[3] } });
    // From a point checked before: only the rest is read.
    expect(checkLinks(k, 7, { seq: 2, hash: hashes[1]! }, links.slice(2))).toEqual({
      head: { seq: 4, hash: hashes[3] },
    });
    const broken = (l: ChainLink[]) =>
      'broken' in checkLinks(k, 7, CHAIN_START, l) ? checkLinks(k, 7, CHAIN_START, l) : null;
    expect(broken(links.map((l) => (l.seq === 3 ? { ...l, data: '{"n":9}' } : l)))).toEqual({
      broken: {
        seq: 3,
        why: 'event 3 (e) does not match its hash: it, or the hash of the event before it, was changed',
      },
    });
    expect(broken(links.filter((l) => l.seq !== 2))).toEqual({
      broken: { seq: 2, why: 'event 2 is missing (the log goes from event 1 to event 3)' },
    });
    expect(broken([links[0]!, links[0]!])).toEqual({ broken: { seq: 2, why: 'event 1 comes again after event 1' } });
    expect(broken(links.map((l) => (l.seq === 4 ? { ...l, hash: null } : l)))).toEqual({
      broken: { seq: 4, why: 'event 4 has no hash' },
    });
    // Another game's events (same content, other id) do not continue this chain.
    expect(checkLinks(k, 8, CHAIN_START, links)).toMatchObject({ broken: { seq: 1 } });
    expect(GENESIS).toBe('');
  });
});

describe('the quick forms of the check (linkHasher, checkRows): what eventHash and checkLinks find', () => {
  // Types a forged row might hold: quotes, a backslash, a control character, non-ASCII, a lone surrogate.
  const TYPES = [
    'e',
    'sandbox.placed',
    'q"uote',
    'back\\slash',
    'tab\tnew\nline\u0001',
    'Lettow–Vorbeck ü 🎲',
    '\ud800',
    '',
  ];

  it('linkHasher hashes the text eventHash hashes, byte for byte, whatever the type and in any order', () => {
    const k = chainKey('s');
    // The text itself, SHA-256 by hand: the hash stored chains already carry.
    const text = `["${k}",1,2,"t",{"a":1},"p"]`;
    const byHand = createHash('sha256').update(text, 'utf8').digest('hex');
    expect(eventHash(k, 1, 2, 't', '{"a":1}', 'p')).toBe(byHand);
    expect(linkHasher(k, 1)(2, 't', '{"a":1}', 'p')).toBe(byHand);
    for (const [key, game] of [
      [k, 1],
      [chainKey('other'), 1],
      [k, 42],
    ] as const) {
      const hash = linkHasher(key, game);
      // Each type more than once, interleaved: the second use of a type reads its JSON made the first time.
      for (let seq = 1; seq <= 3 * TYPES.length; seq++) {
        const type = TYPES[(seq * 5) % TYPES.length]!;
        const data = JSON.stringify({ type, seq, note: 'é"\\' });
        const prev = seq % 2 ? GENESIS : shortReceipt(byHand);
        expect(hash(seq, type, data, prev)).toBe(eventHash(key, game, seq, type, data, prev));
      }
    }
  });

  it('checkRows (links read as arrays) finds what checkLinks finds: the head, or the same first break', () => {
    const k = chainKey('s');
    const events = TYPES.map((t, n) => ev(t, n));
    const hashes = chainEvents(k, 7, CHAIN_START, events);
    const links: ChainLink[] = events.map((e, i) => ({ seq: i + 1, ...e, hash: hashes[i]! }));
    const rows = (l: readonly ChainLink[]): LinkRow[] => l.map((x) => [x.seq, x.type, x.data, x.hash]);
    const both = (l: readonly ChainLink[], from = CHAIN_START): ChainCheck => {
      const r = checkRows(k, 7, from, rows(l));
      expect(r).toEqual(checkLinks(k, 7, from, l));
      return r;
    };
    const n = events.length;
    expect(both(links)).toEqual({ head: { seq: n, hash: hashes[n - 1] } });
    expect(both(links.slice(2), { seq: 2, hash: hashes[1]! })).toEqual({ head: { seq: n, hash: hashes[n - 1] } });
    // From row `start` on, as the worker reads its stretch with the row before it.
    expect(checkRows(k, 7, { seq: 3, hash: hashes[2]! }, rows(links), 3)).toEqual({
      head: { seq: n, hash: hashes[n - 1] },
    });
    expect(checkRows(k, 7, { seq: 3, hash: hashes[1]! }, rows(links), 3)).toMatchObject({ broken: { seq: 4 } });
    expect(both(links.map((l) => (l.seq === 3 ? { ...l, data: '{"n":9}' } : l)))).toEqual({
      broken: {
        seq: 3,
        why: `event 3 (${TYPES[2]}) does not match its hash: it, or the hash of the event before it, was changed`,
      },
    });
    // A type changed to another whose JSON is already made in this check, and to a new one.
    expect(both(links.map((l) => (l.seq === 5 ? { ...l, type: TYPES[0]! } : l)))).toMatchObject({ broken: { seq: 5 } });
    expect(both(links.map((l) => (l.seq === 5 ? { ...l, type: 'new' } : l)))).toMatchObject({ broken: { seq: 5 } });
    expect(both(links.filter((l) => l.seq !== 2))).toEqual({
      broken: { seq: 2, why: 'event 2 is missing (the log goes from event 1 to event 3)' },
    });
    expect(both([links[0]!, links[0]!])).toEqual({ broken: { seq: 2, why: 'event 1 comes again after event 1' } });
    expect(both(links.map((l) => (l.seq === 4 ? { ...l, hash: null } : l)))).toEqual({
      broken: { seq: 4, why: 'event 4 has no hash' },
    });
    // The hash stored with event 6 swapped for event 7's: the break is at 6, not one later.
    expect(both(links.map((l) => (l.seq === 6 ? { ...l, hash: hashes[6]! } : l)))).toMatchObject({
      broken: { seq: 6 },
    });
    expect(checkRows(k, 8, CHAIN_START, rows(links))).toMatchObject({ broken: { seq: 1 } });
    expect(both([])).toEqual({ head: CHAIN_START });
  });
});

describe.each(BACKENDS)('store chain: $name', (backend) => {
  const fresh = async () => {
    const place = await backend.place();
    return { store: await place.open(), place };
  };

  it('createGame and append write each event with the hash chaining it to the one before', async () => {
    const { store } = await fresh();
    const id = await store.createGame(GAME, [ev('a'), ev('b')]);
    await store.append(id, 2, [ev('c'), ev('d'), ev('e')], 'alice');
    await store.append(id, 5, [ev('f')], 'bob');
    const rows = await store.eventsBetween(id, 0);
    const expected = chainEvents(
      chainKey('seed-1'),
      id,
      CHAIN_START,
      rows.map((r) => ({ type: r.type, data: r.data })),
    );
    expect(rows.map((r) => r.hash)).toEqual(expected);
    expect(await chainOf(store, id, 'seed-1')).toEqual({ head: { seq: 6, hash: expected[5] } });
    await store.close();
  });

  it('each append records its command beside its events; no events or a lost race records nothing', async () => {
    const { store } = await fresh();
    const setup = { side: null, action: '{"kind":"setup","options":{}}' };
    const id = await store.createGame({ ...GAME, command: setup }, [ev('a'), ev('b')]);
    await store.append(id, 2, [ev('c'), ev('d')], 'alice', { command: { side: 'German', action: '{"kind":"x"}' } });
    await store.append(id, 4, [], 'alice', { command: { side: 'German', action: '{"kind":"nothing"}' } });
    await expect(
      store.append(id, 2, [ev('z')], 'bob', { command: { side: 'Allied', action: '{"kind":"late"}' } }),
    ).rejects.toThrow(/append conflict/);
    await store.append(id, 4, [ev('e')], 'bob', { command: { side: 'Allied', action: '{"kind":"y"}' } });
    expect(await store.commands(id)).toEqual([
      { first: 1, last: 2, ...setup },
      { first: 3, last: 4, side: 'German', action: '{"kind":"x"}' },
      { first: 5, last: 5, side: 'Allied', action: '{"kind":"y"}' },
    ]);
    expect(await store.commands(id + 1)).toEqual([]);
    await store.close();
  });

  it('two connections appending in turn (two bot processes) keep one chain', async () => {
    const { store, place } = await fresh();
    const other = await place.open();
    const id = await store.createGame(GAME, [ev('a')]);
    let head = 1;
    for (let i = 0; i < 6; i++) head = await (i % 2 ? other : store).append(id, head, [ev('m', i), ev('n', i)], 'u');
    expect(await chainOf(other, id, 'seed-1')).toMatchObject({ head: { seq: 13 } });
    await Promise.all([store.close(), other.close()]);
  });

  it('an append chains onto the hash stored at the head, whatever the connection remembered', async () => {
    const { store, place } = await fresh();
    const id = await store.createGame(GAME, [ev('a')]);
    await store.append(id, 1, [ev('b')], 'u');
    // The head's hash rewritten behind the store's back: the next event chains onto what is stored.
    await place.exec(store, `UPDATE events SET hash = 'x' WHERE game_id = ${id} AND seq = 2`);
    await store.append(id, 2, [ev('c')], 'u');
    const rows = await store.eventsBetween(id, 0);
    expect(rows[2]!.hash).toBe(eventHash(chainKey('seed-1'), id, 3, 'c', ev('c').data, 'x'));
    expect(await chainOf(store, id, 'seed-1')).toMatchObject({ broken: { seq: 2 } });
    await store.close();
  });

  it('with the chain switched off (the bench), events carry no hash and no command is recorded', async () => {
    const { store } = await fresh();
    const id = await store.createGame(GAME, [ev('a')]);
    const off =
      store instanceof SqliteStore
        ? new SqliteStore(store.db.name, undefined, { chain: false })
        : await PgStore.open(testDatabaseUrl(), { schema: await schemaOf(store as PgStore), chain: false });
    await off.append(id, 1, [ev('b')], 'u', { command: { side: 'x', action: '{}' } });
    expect((await off.eventsBetween(id, 0)).map((r) => r.hash === null)).toEqual([false, true]);
    expect(await off.commands(id)).toEqual([]);
    await Promise.all([store.close(), off.close()]);
  });

  it('a game changed behind the store is refused by a service that loads it, with the event where its chain breaks', async () => {
    const { store, place } = await fresh();
    const app = new GameService(store, { seed: 'chain-svc' });
    const alice = { channel: 'c', user: 'alice', name: 'alice' };
    await app.newGame(alice, 'lettow-vorbeck', { setup: 'quick' });
    await app.join(alice, 'German');
    await app.join({ ...alice, user: 'bob', name: 'bob' }, 'Allied');
    const id = (await store.activeGameIn('c'))!.id;
    const head = await store.head(id);
    expect((await app.status(alice))[0]!.text).toMatch(
      /Receipt after event \d+: [0-9a-f]{12} \(in full [0-9a-f]{64}\)/,
    );
    await place.exec(store, `UPDATE events SET data = data || ' ' WHERE game_id = ${id} AND seq = 2`);
    const warnings: string[] = [];
    const other = new GameService(await place.open(), { warn: (m) => warnings.push(m) });
    await expect(other.status(alice)).rejects.toThrow(
      `Game #${id} cannot be served: its log was changed outside the game at event #2 (the chain of event hashes breaks there); nothing was recorded. The operator has been told and can restore it from a backup.`,
    );
    await expect(other.act(alice, { type: 'end-phase' })).rejects.toThrow(/event #2/);
    expect(await store.head(id)).toBe(head);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /game #\d+ \(lettow-vorbeck lv-\d+\) was changed outside Heliograph: its chain of event hashes breaks at event 2 \(event 2 \(\S+\) does not match its hash.*\)\. Stop the bot and restore the database from a backup made before the change \(docs\/operating.md, "Backups and restore"/,
    );
    await Promise.all([store.close(), other.store.close()]);
  });
});

async function schemaOf(store: PgStore): Promise<string> {
  return (await store.pool.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
}

describe('migration 0006: the games stored before it gain their chain, and fold as before', () => {
  const olderGame = (exec: (sql: string) => unknown) => {
    exec(
      "INSERT INTO games (kind, channel, status, options, sandbox, seed, seed_hash, creator, created, revision) VALUES ('lettow-vorbeck', 'c', 'active', '{}', 0, 'old-seed', 'h', 'u', 't', 'lv-1')",
    );
    for (let i = 1; i <= 5; i++)
      exec(
        `INSERT INTO events (game_id, seq, type, data, actor, time) VALUES (1, ${i}, 'e', '{"type":"e","n":${i}}', 'u', 't')`,
      );
  };
  const expected = chainEvents(
    chainKey('old-seed'),
    1,
    CHAIN_START,
    [1, 2, 3, 4, 5].map((n) => ({ type: 'e', data: `{"type":"e","n":${n}}` })),
  );

  it('sqlite', async () => {
    const path = tempDbPath();
    const db = new Database(path);
    migrate(
      db,
      loadMigrations().filter((m) => m.version < 6),
    );
    olderGame((sql) => db.exec(sql));
    db.close();
    const store = new SqliteStore(path);
    expect(store.sync.eventsBetween(1, 0).map((r) => r.hash)).toEqual(expected);
    expect(store.sync.eventsBetween(1, 0).map((r) => r.data)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `{"type":"e","n":${n}}`),
    );
    await store.close();
  });

  it('postgres', async () => {
    const url = testDatabaseUrl();
    const schema = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
    await pool.query(`CREATE SCHEMA ${schema}`);
    await migratePg(
      pool,
      loadPgMigrations().filter((m) => m.version < 6),
    );
    const sqls: string[] = [];
    olderGame((sql) => sqls.push(sql));
    for (const sql of sqls) await pool.query(sql);
    await pool.end();
    const store = await PgStore.open(url, { schema });
    expect((await store.eventsBetween(1, 0)).map((r) => r.hash)).toEqual(expected);
    // New events continue the migrated chain.
    await store.append(1, 5, [ev('f')], 'u');
    expect(await chainOf(store, 1, 'old-seed')).toMatchObject({ head: { seq: 6 } });
    await store.close();
  });
});
