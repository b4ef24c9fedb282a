/**
 * The clock's time-out and the turn reminders end to end (docs/clocks.md): the real bot (`npm start`'s
 * bundle, dist/main.js, a child process) against the fake Discord, on one SQLite file. A clock's day
 * lasts 4 hours (CLOCK_DAY_MS), reminders come after an hour (REMINDER_MS). Two games wait: in #war
 * (clock:fast) German has 12 clock hours (2 real ones) before its time-out and a reminder due in half an
 * hour (a quarter of the time left); in #front (no clock) German's reminder is due in an hour. The bot is
 * killed with SIGKILL with all of them pending, and started again with its clock 3 hours ahead
 * (CLOCK_SHIFT_MS, tests only), so that everything pending is overdue at once with no real waiting: the time-out fires once (one post, one event in the
 * log) with the opponent's four choices, #front's reminder is sent once (counted in the log of
 * reminders before it went), #war's at most once (the time-out may make it stale), and a choice pressed
 * as a button is taken.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/discord/register.ts';
import type { ReminderRow } from '../../src/store/store.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { MAIN } from '../helpers/dist.ts';
import { fakeEnv } from './fake/client-options.ts';
import { startFakeDiscord, type FakeDiscord } from './fake/fake-discord.ts';
import { slash } from './fake/slash.ts';

const HOUR = 3_600_000;
/** A clock's day: clock:fast's 12 hours last 2 (a time-out on a real day's clock would not be due after SHIFT). */
const DAY = 4 * HOUR;
/** The restarted bot's clock: past the reminders (1 hour at most) and German's time-out (2 hours). */
const SHIFT = 3 * HOUR;

describe('Heliograph bot: a time-out and reminders survive SIGKILL, each sent once', () => {
  let fake: FakeDiscord;
  let dir: string;
  let bot: ChildProcess | undefined;
  let out = '';
  let env: NodeJS.ProcessEnv;
  const posted = () =>
    ['war', 'front']
      .map(
        (c) =>
          `#${c}:\n${fake
            .messages(c)
            .map((m) => m.content)
            .join('\n---\n')}`,
      )
      .join('\n');
  const until = async (cond: () => boolean | Promise<boolean>, what: string, ms = 60_000) => {
    const deadline = Date.now() + ms;
    while (!(await cond())) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}; the bot said:\n${out}\nposted:\n${posted()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const start = async (shiftMs: number) => {
    const ready = (out.match(/logged in as/g) ?? []).length;
    bot = spawn(process.execPath, [MAIN, '--db', join(dir, 'h.db')], {
      env: {
        ...process.env,
        ...env,
        REMINDER_MS: String(HOUR),
        CLOCK_DAY_MS: String(DAY),
        CLOCK_SHIFT_MS: String(shiftMs),
        RENDER_THREADS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    bot.stdout!.on('data', (d: Buffer) => void (out += d.toString()));
    bot.stderr!.on('data', (d: Buffer) => void (out += d.toString()));
    await until(() => (out.match(/logged in as/g) ?? []).length > ready, 'the bot to be ready');
  };
  /** What the database holds: read through a connection of the test's own, closed at once. */
  const read = async <T>(f: (s: SqliteStore) => Promise<T>): Promise<T> => {
    const store = new SqliteStore(join(dir, 'h.db'));
    try {
      return await f(store);
    } finally {
      await store.close();
    }
  };
  const channel = (name: string) => fake.channel(name).id;
  const reminderRows = () => read((s) => s.reminders());
  const rowOf = (rows: ReminderRow[], name: string) => rows.find((r) => r.channel === channel(name));
  const timeouts = () =>
    read(async (s) => (await s.eventsBetween(1, 0)).filter((e) => e.type === 'kernel.clock-timeout').length);
  const timeoutPosts = () => fake.messages('war').filter((m) => m.content.includes("German's clock has run out"));
  const reminderPosts = (name: string) => fake.messages(name).filter((m) => /Reminder \d\/3/.test(m.content));

  beforeAll(async () => {
    fake = await startFakeDiscord({
      ackTimeoutMs: 15_000,
      deferredTimeoutMs: 60_000,
      users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
      channels: [{ name: 'war' }, { name: 'front' }],
    });
    env = { ...fakeEnv(fake), DISCORD_CLIENT_ID: fake.applicationId };
    await registerCommands(env);
    dir = mkdtempSync(join(tmpdir(), 'heliograph-clock-'));
    await start(0);
  }, 90_000);

  afterAll(async () => {
    if (bot && bot.exitCode === null) {
      const exited = new Promise((r) => bot!.once('exit', r));
      bot.kill('SIGTERM');
      await exited;
    }
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('fires the pending time-out once and sends the pending reminders at most once after a SIGKILL', async () => {
    for (const [user, name, line] of [
      ['alice', 'war', '/game new game:lettow-vorbeck setup:quick clock:fast'],
      ['alice', 'war', '/game join side:German'],
      ['bob', 'war', '/game join side:Allied'],
      ['carol', 'war', '/game watch ping:true'],
      ['alice', 'front', '/game new game:lettow-vorbeck setup:quick'],
      ['alice', 'front', '/game join side:German'],
      ['bob', 'front', '/game join side:Allied'],
    ] as const)
      await slash(fake, user, name, line);
    const pinged = (name: string, re: RegExp) => fake.messages(name).some((m) => re.test(m.content));
    await until(() => pinged('war', /Your move: German[^]*Clock \(fast\): German 12 hours left/), 'the ping in #war');
    await until(() => pinged('front', /Your move: German/), 'the ping in #front');
    // Both series are written once their pings are out; wait for the rows rather than for a quiet moment.
    await until(async () => {
      const rows = await reminderRows();
      return rowOf(rows, 'war') !== undefined && rowOf(rows, 'front') !== undefined;
    }, 'the two reminder series in the database');

    // Killed with the time-out and both reminders pending: none of them due for half an hour.
    const dead = new Promise((r) => bot!.once('exit', r));
    bot!.kill('SIGKILL');
    await dead;
    const before = await reminderRows();
    for (const name of ['war', 'front']) {
      expect(rowOf(before, name)).toMatchObject({ sent: 0, users: [fake.user('alice').id] });
      expect(reminderPosts(name)).toHaveLength(0);
    }
    expect(timeoutPosts()).toHaveLength(0);
    expect(await timeouts()).toBe(0); // pending, not fired, when the bot died

    // Started again 3 hours later by its clock: everything pending is overdue.
    await start(SHIFT);
    await until(() => timeoutPosts().length > 0, 'the time-out');
    await until(() => reminderPosts('front').length > 0, "#front's reminder");
    const post = timeoutPosts()[0]!;
    const bob = fake.user('bob').id;
    expect(post.content).toContain(`<@${bob}>`);
    // The four choices, pressable by bob alone (the buttons name him).
    for (const choice of ['claim', 'stand-in', 'give days:1', 'wait'])
      expect(post.component(`h|${bob}||/game timeout choice:${choice}`)).toBeDefined();
    const [reminder] = reminderPosts('front');
    expect(reminder!.content).toMatch(
      new RegExp(`^<@${fake.user('alice').id}> Reminder 1/3: game #2 has been waiting for you for 3 hours`),
    );
    // Counted before it was sent: the next one is due later (reminders come sooner as the wait grows).
    const front = rowOf(await reminderRows(), 'front');
    expect(front?.sent).toBe(1);

    // Carol watches #war with pings: the time-out reaches her by DM as the channel has it, no buttons.
    const dm = await fake.waitForDm('carol', (m) => m.content.includes("German's clock has run out"));
    expect(dm.content).toBe(`From <#${channel('war')}>: [watching game #1] ${post.content.replace(`<@${bob}> `, '')}`);
    expect(dm.content).toContain("German's clock has run out. Its opponent may claim the win");
    expect(dm.components).toEqual([]);

    // The opponent answers with the button: the claim ends the game on time.
    const claim = await fake.pressButton('bob', post, `h|${bob}||/game timeout choice:claim`);
    expect(claim.content).toContain('Allied claims the win on time: German ran out of time.');
    await until(
      () =>
        fake.messages('war').some((m) => m.content.includes('Game over: Allied win on time — German ran out of time')),
      'the end of the game',
    );
    // Once each, the claim and the end of the game later: no second time-out, no reminder again.
    expect(timeoutPosts()).toHaveLength(1);
    expect(await timeouts()).toBe(1);
    expect(reminderPosts('front')).toHaveLength(1);
    // #war's reminder was either sent before the time-out landed or dropped as stale by it: never twice.
    expect(reminderPosts('war').length).toBeLessThanOrEqual(1);
    expect(rowOf(await reminderRows(), 'war')).toBeUndefined(); // the game is over: no series left
  }, 120_000);
});
