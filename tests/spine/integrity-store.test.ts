// A game's end and its 'finished' status are one write; the database holds
// one running game per channel and one player per side, whatever several processes do at once.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../../src/app/execute.ts';
import type { Output } from '../../src/app/outputs.ts';
import { GameService } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { parseLine } from '../../src/console/parse.ts';
import { loadMigrations, migrate } from '../../src/store/migrate.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { harness, tempDbPath } from '../helpers/harness.ts';

/** A real SQLite store whose process "dies" when it writes a status on its own (a kill -9 there). */
class DiesOnFinishGame extends SqliteStore {
  override async finishGame(): Promise<void> {
    throw new Error('killed between the ending events and the status');
  }
}

const runOn =
  (app: GameService) =>
  async (line: string): Promise<string> => {
    const parsed = parseLine(line, DEFINITIONS);
    const user = parsed.user ?? 'tester';
    try {
      const out: Output[] = await execute(COMMANDS, app, { channel: 'test', user, name: user }, parsed.input);
      return out.map((o) => o.text).join('\n');
    } catch (e) {
      return `thrown: ${e instanceof Error ? e.message : String(e)}`;
    }
  };

async function twoPlayerGame(path: string): Promise<void> {
  const h = harness({ db: path });
  await h.run('alice: /game new game:lettow-vorbeck');
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  h.close();
}

/** The state an older release left when killed after the ending events: result, status active. */
function halfFinish(path: string): void {
  const db = new Database(path);
  db.prepare("UPDATE games SET status = 'active', ended = NULL").run();
  db.close();
}

describe('the events that end a game and its status are one transaction', () => {
  it('a game ended by /game resign is finished even if the process dies right after the append', async () => {
    const path = tempDbPath();
    await twoPlayerGame(path);
    const store = new DiesOnFinishGame(path);
    const run = runOn(new GameService(store, { seed: 'test-seed' }));
    const out = await run('bob: /game resign confirm:true');
    expect(store.sync.game(1)!.status).toBe('finished');
    expect(out).toContain('German win');
    expect(store.sync.eventsBetween(1, 0).at(-1)!.type).toBe('kernel.side-resigned');
    await store.close();
  });

  it('a half-finished game (result in the log, status active) refuses /game resign and every other command; the winner stays', async () => {
    const path = tempDbPath();
    await twoPlayerGame(path);
    const h = harness({ db: path });
    await h.run('bob: /game resign confirm:true');
    halfFinish(path);
    const head = h.store.sync.head(1);
    const again = harness({ db: path });
    expect(await again.text('alice: /game resign confirm:true')).toMatch(
      /Game #1 is over \(German win: Allied resigned\); nothing was recorded/,
    );
    // Refusing also repaired it: the game is no longer running, so nothing else reaches it, and each
    // command says that it is over, with its result.
    for (const line of ['alice: /card draw', 'carol: /game join side:German', 'alice: /game resign confirm:true'])
      expect(await again.text(line)).toMatch(/Game #1 \(.*\) is over: German win \(Allied resigned\)/);
    expect(again.store.sync.head(1)).toBe(head);
    expect(again.store.sync.game(1)!.status).toBe('finished');
    expect(await again.text('carol: /game status')).toContain('seed: test-seed');
    for (const x of [h, again]) x.close();
  });

  it('start-up repairs half-finished games (GameService.repairHalfFinished) and leaves running ones alone', async () => {
    const path = tempDbPath();
    await twoPlayerGame(path);
    const h = harness({ db: path });
    await h.run('bob: /game resign confirm:true');
    await h.run('alice: /game new game:lettow-vorbeck', 'other');
    halfFinish(path);
    expect(h.store.sync.game(1)!.status).toBe('active');
    const app = new GameService(h.store);
    expect(await app.repairHalfFinished()).toEqual({ repaired: [1], failed: [] });
    expect(h.store.sync.game(1)!.status).toBe('finished');
    expect(h.store.sync.game(2)!.status).toBe('active');
    expect(await app.repairHalfFinished()).toEqual({ repaired: [], failed: [] });
    h.close();
  });
});

describe('one running game per channel, one player per side, under concurrent processes', () => {
  it('two concurrent /game new in one channel (two connections): one game; the other gets "Game #N is already running"', async () => {
    const path = tempDbPath();
    const a = harness({ db: path });
    const b = harness({ db: path });
    const [x, y] = await Promise.all([
      a.text('alice: /game new game:lettow-vorbeck'),
      b.text('bob: /game new game:hill-of-doves'),
    ]);
    const running = a.store.db.prepare("SELECT id FROM games WHERE channel = 'test' AND status = 'active'").all();
    expect(running).toHaveLength(1);
    expect(a.store.db.prepare('SELECT COUNT(*) AS n FROM games').get()).toEqual({ n: 1 });
    expect([x, y].filter((t) => /New game #1/.test(t))).toHaveLength(1);
    expect([x, y].find((t) => !/New game #1/.test(t))).toMatch(
      /Game #1 is already running in this channel \(it was just started\); nothing was recorded/,
    );
    for (const h of [a, b]) h.close();
  });

  it('two concurrent /game join side:German (two connections): one German player; the other is told who took it', async () => {
    const path = tempDbPath();
    await harness({ db: path }).run('alice: /game new game:lettow-vorbeck');
    const a = harness({ db: path });
    const b = harness({ db: path });
    const [x, y] = await Promise.all([a.text('alice: /game join side:German'), b.text('bob: /game join side:German')]);
    const seats = a.store.sync.seats(1);
    expect(seats.map((s) => [s.side, s.user_id])).toEqual([['German', 'alice']]);
    expect(x).toContain('alice takes the German side');
    expect(y).toMatch(/The German side was just taken by alice; nothing was recorded\. Free sides: Allied\./);
    for (const h of [a, b]) h.close();
  });

  // The database's own refusals (ChannelBusy, SeatTaken, raw inserts) on both stores: tests/store/contract.test.ts.
  it('Hill of Doves co-commanders stay possible: any number of extra British seats (role co)', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    await h.run('alice: /commander add user:bob');
    await h.run('alice: /commander add user:carol');
    expect(h.store.sync.seats(1).map((s) => [s.user_id, s.role])).toEqual([
      ['alice', 'player'],
      ['bob', 'co'],
      ['carol', 'co'],
    ]);
    const before = h.state().seq;
    await h.run('carol: /hod continue');
    expect(h.state().seq).toBeGreaterThan(before);
    h.close();
  });

  it('migration 0003 on a database that already holds the race damage: the newest running game stays, later seats become co', async () => {
    const path = tempDbPath();
    const db = new Database(path);
    migrate(
      db,
      loadMigrations().filter((m) => m.version < 3),
    );
    const game = db.prepare(
      "INSERT INTO games (kind, channel, status, options, seed, seed_hash, creator, created) VALUES ('lettow-vorbeck', 'c', 'active', '{}', 's', 'h', 'u', 't')",
    );
    game.run();
    game.run();
    const seat = db.prepare(
      "INSERT INTO seats (game_id, side, user_id, user_name, joined) VALUES (2, 'German', ?, ?, ?)",
    );
    seat.run('alice', 'alice', '2026-01-01T00:00:01Z');
    seat.run('bob', 'bob', '2026-01-01T00:00:00Z');
    db.close();
    const store = new SqliteStore(path);
    expect(store.sync.activeGameIn('c')!.id).toBe(2);
    expect(store.sync.game(1)!.status).toBe('finished');
    expect(store.sync.seats(2).map((s) => [s.user_id, s.role])).toEqual([
      ['bob', 'player'],
      ['alice', 'co'],
    ]);
    await store.close();
  });
});
