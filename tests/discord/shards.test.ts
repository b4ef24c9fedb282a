/**
 * Sharding (docs/decisions/sharding.md), end to end: `npm start` with SHARDS=2 runs discord.js's
 * ShardingManager, which starts two bot processes (dist/main.js, as `npm start` runs it: tests/helpers/dist.ts), each with its own gateway
 * connection to the fake Discord. The fake's one server sits on shard 1 ((guild_id >> 22) % 2), DMs go to shard
 * 0: a game in the server is served by shard 1, a game in a DM by shard 0, each reminder is sent once (by the
 * shard that serves its channel), the daily backup is made by shard 0 alone, and a shard killed mid-game is
 * respawned and carries on from the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/discord/register.ts';
import { fakeEnv } from './fake/client-options.ts';
import { startFakeDiscord, type FakeDiscord } from './fake/fake-discord.ts';
import { shardOf } from './fake/gateway.ts';
import { slash } from './fake/slash.ts';
import { MAIN } from '../helpers/dist.ts';

/** A snowflake whose shard of 2 is 1. */
const GUILD_ON_SHARD_1 = String((1_300_000_000_001n << 22n) | 5n);

describe('Heliograph sharded: two shards under the ShardingManager against the fake Discord', () => {
  let fake: FakeDiscord;
  let manager: ChildProcess;
  let dir: string;
  let out = '';
  const lines = (re: RegExp) => out.split('\n').filter((l) => re.test(l));
  const until = async (cond: () => boolean, what: string, ms = 120_000) => {
    const deadline = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; the bot said:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    expect(shardOf(GUILD_ON_SHARD_1, 2)).toBe(1);
    fake = await startFakeDiscord({
      // Wide deadlines: two shard processes answer late on a loaded machine (speed: npm run bench).
      ackTimeoutMs: 15_000,
      deferredTimeoutMs: 60_000,
      users: [{ username: 'alice' }, { username: 'bob' }],
      guild: { id: GUILD_ON_SHARD_1 },
      channels: [{ name: 'war' }],
    });
    const { DISCORD_GUILD_ID: _guild, ...env } = { ...fakeEnv(fake), DISCORD_CLIENT_ID: fake.applicationId };
    await registerCommands(env); // global commands: usable in DMs too
    dir = mkdtempSync(join(tmpdir(), 'heliograph-shards-'));
    manager = spawn(process.execPath, [MAIN, '--db', join(dir, 'h.db')], {
      env: {
        ...process.env,
        ...env,
        SHARDS: '2',
        REMINDER_MS: '1500',
        BACKUP_KEEP: '2',
        BACKUP_DIR: join(dir, 'backups'),
        RENDER_THREADS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    manager.stdout!.on('data', (d: Buffer) => void (out += d.toString()));
    manager.stderr!.on('data', (d: Buffer) => void (out += d.toString()));
    await until(() => /serving shards 0, 1 of 2/.test(out), 'both shards to be ready', 170_000);
  }, 180_000);

  afterAll(async () => {
    if (manager && manager.exitCode === null) {
      const exited = new Promise((r) => manager.once('exit', r));
      manager.kill('SIGTERM');
      await exited;
    }
    await fake?.close();
    // The shards stop on their own SIGTERM; give them a moment to close the database.
    await new Promise((r) => setTimeout(r, 1000));
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('opens one gateway connection per shard, IDENTIFYing as [0, 2] and [1, 2]', async () => {
    const shards = fake.gateway.identifies.map((i) => i.shard.join('/')).sort();
    expect(shards).toEqual(['0/2', '1/2']);
    // Each shard writes its own line to the shared output: it may come after the manager's "serving".
    const loggedIn = /logged in as .* as shard \d of 2/;
    await until(() => lines(loggedIn).length >= 2, 'both shards to say they logged in', 30_000);
    expect(lines(loggedIn)).toHaveLength(2);
  });

  it('serves a game in the server from shard 1 and one in a DM from shard 0; each reminder goes out once', async () => {
    expect((await slash(fake, 'alice', 'war', '/game new game:lettow-vorbeck setup:quick auto:false')).content).toMatch(
      /New game #\d+: Lettow-Vorbeck/,
    );
    await slash(fake, 'alice', 'war', '/game join side:German');
    expect((await slash(fake, 'bob', 'war', '/game join side:Allied')).content).toMatch(/bob takes the Allied side/);
    const dm = await slash(fake, 'bob', 'dm', '/game new game:hill-of-doves');
    expect(dm.content).toMatch(/New game #\d+: Hill of Doves/);
    const reminder = await fake.waitForMessage('war', (m) => m.content.includes('Reminder 1/3'), 30_000);
    expect(reminder.content).toContain(`<@${fake.user('alice').id}>`);
    await new Promise((r) => setTimeout(r, 1000));
    expect(fake.messages('war').filter((m) => m.content.includes('Reminder 1/3'))).toHaveLength(1);
  }, 60_000);

  it('makes the daily backup on shard 0 only', async () => {
    await until(() => lines(/daily backup written/).length > 0, 'the daily backup');
    await new Promise((r) => setTimeout(r, 500));
    expect(lines(/daily backup written/)).toHaveLength(1);
    expect(readdirSync(join(dir, 'backups')).filter((f) => f.endsWith('.db'))).toHaveLength(1);
  });

  it('respawns a killed shard, which carries on with the game from the database', async () => {
    const pid = Number(/shard 1 running as pid (\d+)/.exec(out)?.[1]);
    expect(pid).toBeGreaterThan(0);
    const identifies = fake.gateway.identifies.length;
    process.kill(pid, 'SIGKILL');
    await until(() => lines(/shard 1 running as pid/).length === 2, 'shard 1 to be respawned');
    await until(
      () => fake.gateway.identifies.length > identifies && fake.gateway.connectedSessions === 2,
      'its IDENTIFY',
    );
    await until(() => lines(/logged in as .* as shard 1 of 2/).length === 2, 'shard 1 to be ready again');
    expect(fake.gateway.identifies.at(-1)!.shard).toEqual([1, 2]);
    const draw = await slash(fake, 'alice', 'war', '/card draw');
    // alice's own move is answered to her alone (src/app/handoff.ts): the respawned shard read the game.
    expect(draw.ephemeral).toBe(true);
    expect(draw.content).toMatch(/German draws/);
    const status = await slash(fake, 'bob', 'war', '/game status');
    expect(status.content).toMatch(/Game #1/);
  }, 150_000);
});
