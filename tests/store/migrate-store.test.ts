// npm run migrate-store: a SQLite installation with running, finished and Hill of Doves
// games (co-commanders, snapshots, a reminder, a stored button) moves to an empty PostgreSQL database;
// every game folds the same after, new ids continue after the copied ones, and play goes on.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../../src/app/execute.ts';
import { GameService } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { parseLine } from '../../src/console/parse.ts';
import { PgStore } from '../../src/store/pg-store.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { transfer, verifyTransfer } from '../../scripts/store-transfer.ts';
import { harness } from '../helpers/harness.ts';
import { runTs } from '../spine/children/run-ts.ts';
import { testDatabaseUrl } from './backends.ts';

/** A new empty database on the test server; its URL. */
async function emptyDatabase(): Promise<string> {
  const url = testDatabaseUrl();
  const name = `m_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function installation(): Promise<string> {
  const h = harness({ service: { snapshotEvery: 5 } });
  await h.run('alice: /game new game:lettow-vorbeck auto:false');
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  await h.run('alice: /card draw');
  await h.run('bob: /game resign confirm:true');
  await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
  for (let i = 0; i < 12; i++) await h.run(`alice: /sandbox place unit:ger-1-fka at:${i % 2 ? 'voi' : 'taveta'}`);
  await h.run('carol: /game new game:hill-of-doves', 'hod');
  await h.run('carol: /game join side:British', 'hod');
  await h.run('carol: /commander add user:dave', 'hod');
  await h.run('carol: /note text:"Dave commands beside me from here"', 'hod');
  await h.store.putReminder({
    channel: 'hod',
    gameId: 3,
    head: 4,
    users: ['carol'],
    text: 'x',
    due: 2e12,
    sent: 1,
    since: 1e12,
    held: false,
  });
  await h.store.saveButton({ users: ['carol'], channel: 'hod', command: '/hod continue' });
  h.close();
  return h.dbPath;
}

describe('npm run migrate-store: SQLite → PostgreSQL', () => {
  it('copies every game with its ids, checks they fold the same, and play continues on PostgreSQL', async () => {
    const db = await installation();
    const url = await emptyDatabase();
    const ran = await runTs(['scripts/migrate-store.ts', '--from', `sqlite:${db}`, '--to', url]);
    expect(ran.stderr).toBe('');
    expect(ran.stdout).toMatch(
      /copied 3 games, 4 seats, \d+ events, \d+ commands, \d+ snapshots, 1 reminders, 0 clocks, 1 button_commands, 0 user_settings, \d+ stats_seats, 2 stats_tally, \d+ stats_ratings, 1 notes/,
    );
    expect(ran.stdout).toContain('all 3 games fold the same on both sides');
    expect(ran.code).toBe(0);

    const store = await PgStore.open(url);
    expect((await store.game(1))!.status).toBe('finished');
    expect((await store.seats(3)).map((s) => [s.user_id, s.role])).toEqual([
      ['carol', 'player'],
      ['dave', 'co'],
    ]);
    // /stats me's summary of the seats (migrations/0014_stats_tally.sql) comes across as kept: alice's win, bob's loss.
    const source = new SqliteStore(db);
    const counts = await store.statsCounts('');
    expect(counts.map((c) => [c.user_id, c.outcome, c.ending, c.games])).toEqual([
      ['alice', 1, 'resignation', 1],
      ['bob', 0, 'resignation', 1],
    ]);
    expect(counts).toEqual(await source.statsCounts(''));
    await source.close();
    expect(await store.loadButton(1)).toEqual({ users: ['carol'], channel: 'hod', command: '/hod continue' });
    expect((await store.notes(3)).map((n) => [n.userId, n.text])).toEqual([
      ['carol', 'Dave commands beside me from here'],
    ]);
    // Sequences advanced: the next game and button get ids after the copied ones.
    const app = new GameService(store, { seed: 'test-seed' });
    const run = (line: string, channel: string) => {
      const p = parseLine(line, DEFINITIONS);
      return execute(COMMANDS, app, { channel, user: p.user!, name: p.user! }, p.input);
    };
    expect((await run('erin: /game new game:lettow-vorbeck', 'new')).map((o) => o.text).join('\n')).toContain(
      'New game #4',
    );
    expect(await store.saveButton({ users: [], channel: null, command: '/game status' })).toBe(2);
    const head = await store.head(2);
    await run('alice: /sandbox place unit:ger-1-fka at:voi', 'test');
    expect(await store.head(2)).toBe(head + 1);
    await store.close();

    // A second run refuses: the target is no longer empty, and nothing is written.
    const again = await runTs(['scripts/migrate-store.ts', '--from', `sqlite:${db}`, '--to', url]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(
      /already holds 4 game\(s\): migrate-store copies into an empty PostgreSQL database only/,
    );
  });

  it('the check finds a game whose copy differs (its last event lost after the copy)', async () => {
    const db = await installation();
    const url = await emptyDatabase();
    const source = new SqliteStore(db);
    const target = await PgStore.open(url);
    // The copy npm run migrate-store makes (the test above runs the program), made here in the test's
    // own process: what this test checks is the check.
    expect((await transfer(source, target)).differences).toEqual([]);
    await target.pool.query(
      'DELETE FROM events WHERE game_id = 2 AND seq = (SELECT MAX(seq) FROM events WHERE game_id = 2)',
    );
    expect(await verifyTransfer(source, target)).toEqual(['#2 lettow-vorbeck: events, fold differ']);
    await Promise.all([source.close(), target.close()]);
  });
});
