/**
 * The clock's time-out end to end (docs/clocks.md): the real bot (`npm start`'s src/main.ts through tsx,
 * a child process) against the fake Discord, a clock whose day lasts CLOCK_DAY_MS. The bot is killed
 * with SIGKILL while German's time-out is pending, stays down past it, and is started again on the same
 * database: the time-out fires once (one post, one event in the log), with the opponent's four choices,
 * and a choice pressed as a button is taken.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/discord/register.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { fakeEnv } from './fake/client-options.ts';
import { startFakeDiscord, type FakeDiscord } from './fake/fake-discord.ts';
import { slash } from './fake/slash.ts';

/** A clock day of 120 s: clock:fast gives German 12 hours, here 60 s (wide: a loaded machine answers late). */
const DAY_MS = 120_000;

describe('Heliograph bot: a time-out survives SIGKILL and fires once', () => {
  let fake: FakeDiscord;
  let dir: string;
  let bot: ChildProcess | undefined;
  let out = '';
  let env: NodeJS.ProcessEnv;
  const until = async (cond: () => boolean, what: string, ms = 120_000) => {
    const deadline = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > deadline)
        throw new Error(
          `timed out waiting for ${what}; the bot said:\n${out}\nposted:\n${fake
            .messages('war')
            .map((m) => m.content)
            .join('\n---\n')}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const start = async () => {
    const ready = (out.match(/logged in as/g) ?? []).length;
    bot = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--db', join(dir, 'h.db')], {
      env: { ...process.env, ...env, CLOCK_DAY_MS: String(DAY_MS), RENDER_THREADS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    bot.stdout!.on('data', (d: Buffer) => void (out += d.toString()));
    bot.stderr!.on('data', (d: Buffer) => void (out += d.toString()));
    await until(() => (out.match(/logged in as/g) ?? []).length > ready, 'the bot to be ready');
  };
  const timeoutPosts = () => fake.messages('war').filter((m) => m.content.includes("German's clock has run out"));

  beforeAll(async () => {
    fake = await startFakeDiscord({
      ackTimeoutMs: 15_000,
      deferredTimeoutMs: 60_000,
      users: [{ username: 'alice' }, { username: 'bob' }],
      channels: [{ name: 'war' }],
    });
    env = { ...fakeEnv(fake), DISCORD_CLIENT_ID: fake.applicationId };
    await registerCommands(env);
    dir = mkdtempSync(join(tmpdir(), 'heliograph-clock-'));
    await start();
  }, 150_000);

  afterAll(async () => {
    if (bot && bot.exitCode === null) {
      const exited = new Promise((r) => bot!.once('exit', r));
      bot.kill('SIGTERM');
      await exited;
    }
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('fires the pending time-out once after a SIGKILL and a restart, with the four choices', async () => {
    await slash(fake, 'alice', 'war', '/game new game:lettow-vorbeck setup:quick clock:fast');
    await slash(fake, 'alice', 'war', '/game join side:German');
    const started = Date.now();
    const joined = await slash(fake, 'bob', 'war', '/game join side:Allied');
    expect(joined.content).toMatch(/bob takes the Allied side/);
    const pinged = (m: { content: string }) =>
      /Your move: German[^]*Clock \(fast\): German 12 hours left/.test(m.content);
    await until(() => fake.messages('war').some(pinged), 'the ping with the clock', 50_000);
    // Killed while German's time-out is pending (due 60 s after the join), and down past it.
    const dead = new Promise((r) => bot!.once('exit', r));
    bot!.kill('SIGKILL');
    await dead;
    expect(timeoutPosts()).toHaveLength(0);
    const timeouts = async (): Promise<number> => {
      const store = new SqliteStore(join(dir, 'h.db'));
      try {
        return (await store.eventsBetween(1, 0)).filter((e) => e.type === 'kernel.clock-timeout').length;
      } finally {
        await store.close();
      }
    };
    expect(await timeouts()).toBe(0); // pending, not fired, when the bot died
    const due = started + DAY_MS / 2;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now()) + 1000));
    await start();
    await until(() => timeoutPosts().length > 0, 'the time-out', 60_000);
    const post = timeoutPosts()[0]!;
    expect(post.content).toContain(`<@${fake.user('bob').id}>`);
    // The four choices, pressable by bob alone (the buttons name him).
    const bob = fake.user('bob').id;
    for (const choice of ['claim', 'stand-in', 'give days:1', 'wait'])
      expect(post.component(`h|${bob}||/game timeout choice:${choice}`)).toBeDefined();
    await new Promise((r) => setTimeout(r, 3000));
    expect(timeoutPosts()).toHaveLength(1);
    expect(await timeouts()).toBe(1);
    // The opponent answers with the button: the claim ends the game on time.
    const claim = await fake.pressButton('bob', post, `h|${bob}||/game timeout choice:claim`);
    expect(claim.content).toContain('Allied claims the win on time: German ran out of time.');
    await until(
      () =>
        fake.messages('war').some((m) => m.content.includes('Game over: Allied win on time — German ran out of time')),
      'the end of the game',
      30_000,
    );
  }, 240_000);
});
