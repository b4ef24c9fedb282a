/**
 * A game in its own thread (real discord.js client against the fake Discord, SQLite temp file):
 * /game new thread:true makes a public thread named after the game; the game's lines, turn pings and
 * reminders land in it, and commands typed in the thread find the game. Refusals say what to grant.
 */
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Heliograph bot: a game in its own thread', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      env: { REMINDER_MS: '400', DISCORD_GUILD_ID: '' }, // global commands: usable in DMs too
      dmPictures: false,
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }],
        channels: [{ name: 'tables' }, { name: 'closed' }],
      },
    });
    h.fake.withholdBotPermissions('closed', PermissionFlagsBits.CreatePublicThreads);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/game new thread:true makes a thread named after the game and posts the game there', async () => {
    const created = await slash(h.fake, 'alice', 'tables', '/game new game:lettow-vorbeck thread:true');
    const [thread] = h.fake.threads('tables');
    expect(thread).toBeDefined();
    const pointed = await created.waitFor((r) => r.followups.length > 0, 3000, 'the pointer to the thread');
    const game = /Game #(\d+) is in its own thread: <#(\d+)>/.exec(pointed.followups[0]!.content);
    expect(game?.[2]).toBe(thread!.id);
    expect(pointed.followups[0]!.ephemeral).toBe(false);
    expect(h.fake.threads('tables')[0]!.name).toBe(`Lettow-Vorbeck #${game?.[1]} — alice`);
    expect(h.fake.messages(thread!.id).some((m) => /New game #\d+: Lettow-Vorbeck/.test(m.content))).toBe(true);
    // Nothing of the game itself in the channel: only the interaction's answers.
    expect(h.fake.messages('tables').filter((m) => m.source === 'channel')).toEqual([]);
    const status = await slash(h.fake, 'bob', 'tables', '/game status');
    expect(status.content).toMatch(/no game/i);
  });

  it('/game join typed in the thread finds the game; the turn ping and reminder land in the thread', async () => {
    const thread = h.fake.threads('tables')[0]!;
    const joined = await slash(h.fake, 'alice', thread.id, '/game join side:German');
    expect(joined.content).not.toMatch(/no game/i);
    await slash(h.fake, 'bob', thread.id, '/game join side:Allied');
    const ping = await h.fake.waitForMessage(thread.id, (m) => /Your move: German/.test(m.content), 3000);
    expect(ping.source).toBe('channel');
    expect(ping.content).toContain(`<@${id('alice')}>`);
    const reminder = await h.fake.waitForMessage(thread.id, (m) => /Reminder 1\/3/.test(m.content), 5000);
    expect(reminder.content).toContain(`<@${id('alice')}>`);
    expect(h.fake.messages('tables').filter((m) => m.source === 'channel')).toEqual([]);
    expect(h.logs.filter((l) => /failed/.test(l))).toEqual([]);
  });

  it('without Create Public Threads: refused, naming the permission; nothing is created', async () => {
    const refused = await slash(h.fake, 'bob', 'closed', '/game new game:hill-of-doves thread:true');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/missing permission: Create Public Threads\)/);
    expect(refused.content).toMatch(/allow Create Public Threads/);
    expect(h.fake.threads('closed')).toEqual([]);
    const status = await slash(h.fake, 'bob', 'closed', '/game status');
    expect(status.content).toMatch(/no game/i);
  });

  it('a refused /game new thread:true leaves no empty thread behind: the thread it made is deleted', async () => {
    const before = h.fake.threads('tables').length;
    const refused = await slash(h.fake, 'bob', 'tables', '/game new game:lettow-vorbeck side:German thread:true');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/side:, level: and hints: go with opponent:bot/);
    await h.fake.waitUntil(() => h.fake.deletedThreads('tables').length === 1, 3000, 'the empty thread deleted');
    expect(h.fake.threads('tables')).toHaveLength(before);
    expect(h.fake.deletedThreads('tables')[0]!.name).toBe('Lettow-Vorbeck — bob');
    expect(h.logs.filter((l) => /thread/.test(l))).toEqual([]);
  });

  it('in a thread already (a forum post): the game lives in that thread, no new thread is made', async () => {
    const post = h.fake.openThread('closed', 'Our Hill of Doves game');
    const created = await slash(h.fake, 'bob', post.id, '/game new game:hill-of-doves thread:true');
    expect(created.content).toMatch(/New game #\d+: Hill of Doves/);
    expect(h.fake.threads('closed').map((t) => t.id)).toEqual([post.id]);
    const joined = await slash(h.fake, 'bob', post.id, '/game join side:British');
    expect(joined.content).not.toMatch(/no game/i);
    const plain = h.fake.openThread('tables', 'Another post');
    expect((await slash(h.fake, 'alice', plain.id, '/game new game:lettow-vorbeck')).content).toMatch(/New game #\d+/);
  });

  it('in a DM: refused, saying threads need a server text channel', async () => {
    const refused = await slash(h.fake, 'bob', 'dm', '/game new game:hill-of-doves sandbox:true thread:true');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/thread:true needs a server text channel/);
  });
});
