// A long log checked on two cores (src/store/chain-pool.ts): the SQLite store's checkChain splits a
// log of PARALLEL_FROM events or more between this thread and a worker thread with its own
// connection, and must find what one sequential check finds — the same head when the log holds, the
// same first broken event when it does not, wherever the change falls (either half, the split itself).
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeChainPool, PARALLEL_FROM, stretchesOnThread, warmChainPool } from '../../src/store/chain-pool.ts';
import { CHAIN_START, chainKey, checkLinks, type ChainCheck } from '../../src/store/chain.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import type { NewGame } from '../../src/store/store.ts';
import { tempDbPath } from '../helpers/harness.ts';

const N = PARALLEL_FROM * 2 + 1; // odd: the halves differ by one
const GAME: NewGame = {
  kind: 'lettow-vorbeck',
  channel: 'long',
  options: '{}',
  sandbox: true,
  seed: 'seed-long',
  seedHash: 'h',
  creator: 'u',
  revision: 'lv-1',
};
const key = chainKey(GAME.seed);

let path: string;
let store: SqliteStore;
let id: number;

/** What one sequential check over every link finds: the reference. */
async function sequential(s: SqliteStore): Promise<ChainCheck> {
  return checkLinks(key, id, CHAIN_START, await s.chainLinks(id, 0));
}

/** A copy of the database with `sql` run on it behind the store's back, opened as a store. */
function changedCopy(sql: string): SqliteStore {
  const copy = tempDbPath();
  store.db.prepare('VACUUM INTO ?').run(copy);
  const raw = new Database(copy);
  raw.exec(sql);
  raw.close();
  return new SqliteStore(copy);
}

beforeAll(async () => {
  path = tempDbPath();
  store = new SqliteStore(path);
  const ev = (n: number) => ({ type: 'sandbox.placed', data: JSON.stringify({ unit: 'ger-1-fka', n }) });
  id = await store.createGame(GAME, [ev(1)]);
  for (let seq = 1; seq < N; seq += 500) {
    const batch = Array.from({ length: Math.min(500, N - seq) }, (_, i) => ev(seq + i + 1));
    await store.append(id, seq, batch, null);
  }
  await warmChainPool();
});

afterAll(async () => {
  await store.close();
  await closeChainPool();
});

describe('a long chain checked on two cores', () => {
  it(`finds the same head as one sequential check over ${N} events`, async () => {
    const whole = await sequential(store);
    expect('head' in whole && whole.head.seq).toBe(N);
    const before = stretchesOnThread();
    expect(await store.checkChain(id, key, CHAIN_START)).toEqual(whole);
    expect(stretchesOnThread()).toBe(before + 1); // the second half was checked on the thread
  });

  it(`checks a log shorter than ${PARALLEL_FROM} events on this thread alone`, async () => {
    const before = stretchesOnThread();
    const checked = await store.checkChain(id, key, CHAIN_START, PARALLEL_FROM - 1);
    expect(checked).toEqual(checkLinks(key, id, CHAIN_START, await store.chainLinks(id, 0, PARALLEL_FROM - 1)));
    expect(stretchesOnThread()).toBe(before);
  });

  it('checks a stretch from a point part-way (a load continuing from what it checked before)', async () => {
    const links = await store.chainLinks(id, 99, 100);
    const from = { seq: 100, hash: links[0]!.hash! };
    const checked = await store.checkChain(id, key, from);
    expect(checked).toEqual(checkLinks(key, id, from, await store.chainLinks(id, 100)));
  });

  const mid = Math.ceil(N / 2);
  const changes: [string, string][] = [
    ['an event edited in the first half', `UPDATE events SET data = '{"edited":1}' WHERE seq = 10`],
    ['an event edited in the second half', `UPDATE events SET data = '{"edited":1}' WHERE seq = ${N - 7}`],
    ['the event at the split edited', `UPDATE events SET data = '{"edited":1}' WHERE seq = ${mid}`],
    ['the event after the split edited', `UPDATE events SET data = '{"edited":1}' WHERE seq = ${mid + 1}`],
    ['the event at the split deleted', `DELETE FROM events WHERE seq = ${mid}`],
    ['an event of the second half deleted', `DELETE FROM events WHERE seq = ${mid + 40}`],
    ['a hash in the second half cleared', `UPDATE events SET hash = NULL WHERE seq = ${mid + 3}`],
    ['the hash stored at the split replaced', `UPDATE events SET hash = 'x' WHERE seq = ${mid}`],
    ['edits in both halves (the first one counts)', `UPDATE events SET type = 'x' WHERE seq IN (20, ${N - 20})`],
  ];
  for (const [what, sql] of changes) {
    it(`names the same first broken event as a sequential check: ${what}`, async () => {
      const copy = changedCopy(sql);
      try {
        const expected = await sequential(copy);
        expect('broken' in expected).toBe(true);
        expect(await copy.checkChain(id, key, CHAIN_START)).toEqual(expected);
      } finally {
        await copy.close();
      }
    });
  }
});
