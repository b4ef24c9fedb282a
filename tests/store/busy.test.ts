// Busy is not broken, over both stores (src/store/busy.ts): another connection holds a lock that blocks
// the game's writes — SQLite its write lock (BEGIN IMMEDIATE), PostgreSQL the events table (LOCK TABLE
// … IN EXCLUSIVE MODE; the store's lock_timeout ends each wait with 55P03). Held past the budget, the
// command is answered "busy, try again", the operator gets one line, nothing is written; released within
// the budget, the command waits and lands.
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { BUSY_ANSWER, execute } from '../../src/app/execute.ts';
import type { Output } from '../../src/app/outputs.ts';
import { GameService } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { parseLine } from '../../src/console/parse.ts';
import type { PgStore } from '../../src/store/pg-store.ts';
import type { SqliteStore } from '../../src/store/sqlite-store.ts';
import type { Store } from '../../src/store/store.ts';
import { busyBudgetFrom } from '../../src/store/busy.ts';
import { BACKENDS, type Backend } from './backends.ts';

/** Takes the lock that blocks the game's writes on another connection; returns its release. */
async function hold(backend: Backend['name'], other: Store): Promise<() => Promise<void>> {
  if (backend === 'sqlite') {
    const db = (other as SqliteStore).db;
    db.exec('BEGIN IMMEDIATE');
    return async () => void db.exec('ROLLBACK');
  }
  const c = await (other as PgStore).pool.connect();
  await c.query('BEGIN');
  await c.query('LOCK TABLE events IN EXCLUSIVE MODE'); // reads go on; every insert waits
  return async () => {
    await c.query('ROLLBACK');
    c.release();
  };
}

describe.each(BACKENDS)('a database locked by another connection: $name', (backend) => {
  const closing: Store[] = [];
  afterAll(async () => {
    await Promise.all(closing.map((s) => s.close()));
  });

  async function table(busyMs: number) {
    const place = await backend.place();
    const store = await place.open();
    const other = await place.open();
    closing.push(store, other);
    const warnings: string[] = [];
    const app = new GameService(store, { seed: 'busy', busyMs, warn: (m) => void warnings.push(m) });
    const run = (line: string): Promise<Output[]> => {
      const { user, input } = parseLine(line, DEFINITIONS);
      return execute(COMMANDS, app, { channel: 'c', user: user!, name: user! }, input);
    };
    await run('alice: /game new game:lettow-vorbeck auto:false');
    await run('alice: /game join side:German');
    await run('bob: /game join side:Allied');
    const head = async () => store.head((await store.activeGameIn('c'))!.id);
    return { other, warnings, run, head };
  }

  it('6.2.1.1 — held past the budget: "busy, try again", one operator line, nothing written', async () => {
    const { other, warnings, run, head } = await table(400);
    const before = await head();
    const release = await hold(backend.name, other);
    let out: Output[];
    try {
      out = await run('alice: /card draw');
    } finally {
      await release();
    }
    expect(out.map((o) => [o.audience, o.text])).toEqual([[{ kind: 'ephemeral', user: 'alice' }, BUSY_ANSWER]]);
    expect(await head()).toBe(before);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(backend.name === 'sqlite' ? /database busy: .*SQLITE_BUSY/ : /database busy: .*55P03/);
    expect(warnings[0]).not.toMatch(/\n/);
    expect((await run('alice: /card draw')).map((o) => o.text).join('\n')).toMatch(/German draws/);
    expect(await head()).toBeGreaterThan(before);
  });

  it('6.2.1.1 — released within the budget: the command waits for it and lands', async () => {
    const { other, warnings, run, head } = await table(5000);
    const before = await head();
    const release = await hold(backend.name, other);
    const released = new Promise<void>((resolve) => setTimeout(() => void release().then(resolve), 700));
    const out = await run('alice: /card draw');
    await released;
    expect(out.map((o) => o.text).join('\n')).toMatch(/German draws/);
    expect(await head()).toBeGreaterThan(before);
    expect(warnings).toEqual([]);
  });
});

describe('DB_BUSY_MS', () => {
  it('is a positive number of milliseconds; anything else is refused, naming the default', () => {
    expect(busyBudgetFrom({})).toBeUndefined();
    expect(busyBudgetFrom({ DB_BUSY_MS: '750' })).toBe(750);
    expect(() => busyBudgetFrom({ DB_BUSY_MS: 'soon' })).toThrow(
      /DB_BUSY_MS=soon must be a positive number of milliseconds .*default 2000/,
    );
    expect(() => busyBudgetFrom({ DB_BUSY_MS: '0' })).toThrow(/DB_BUSY_MS=0/);
  });
});
