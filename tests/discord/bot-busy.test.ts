/**
 * Busy is not broken (real discord.js client against the fake Discord, SQLite temp file): another
 * connection holds the database's write lock (BEGIN IMMEDIATE) for 8 s while a player moves. The move
 * is retried within the service's budget (DB_BUSY_MS, 600 ms here: a direct answer must come within
 * Discord's 3 s), then answered "busy, try again" privately — not "something went wrong" — and told to
 * the operator in one line, without a stack. Nothing was written; once the lock is gone the same
 * command goes through.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsOf } from '../helpers/harness.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

const C = 'busy-table';

describe('Heliograph bot: a database locked by another process for 8 s', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (user: string, line: string) => slash(h.fake, user, C, line);
  const head = () => readsOf(h.store).game(h.fake.channel(C).id).folded.seq;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      busyMs: 600,
      dmPictures: false,
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: C }] },
    });
    await run('alice', '/game new game:lettow-vorbeck auto:false');
    await run('alice', '/game join side:German');
    await run('bob', '/game join side:Allied');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('6.2.1.1 — /card draw while the lock is held: "busy, try again", one operator line, nothing written; then it lands', async () => {
    const before = head();
    const locker = new Database(h.dbPath);
    locker.exec('BEGIN IMMEDIATE'); // the write lock, as another process's long transaction holds it
    const release = setTimeout(() => locker.exec('ROLLBACK'), 8000);
    try {
      const r = await run('alice', '/card draw');
      expect(r.ephemeral).toBe(true);
      expect(r.content).toBe("The game's database is busy; nothing was recorded, try again.");
      expect(r.content).not.toMatch(/went wrong/);
      expect(head()).toBe(before);
    } finally {
      clearTimeout(release);
      if (locker.inTransaction) locker.exec('ROLLBACK');
      locker.close();
    }
    const busy = h.logs.filter((l) => /database busy/.test(l));
    expect(busy).toHaveLength(1);
    expect(busy[0]).toMatch(/SQLITE_BUSY/);
    expect(busy[0]).not.toMatch(/\n/); // one line: no stack
    expect(h.logs.filter((l) => /failed|internal error/.test(l))).toEqual([]);

    const again = await run('alice', '/card draw');
    expect(again.content).toMatch(/German draws/);
    expect(head()).toBeGreaterThan(before);
  });
});
