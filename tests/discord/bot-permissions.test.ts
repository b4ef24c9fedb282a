/**
 * Where the bot may not post, and /game list by server, in Discord (real discord.js client against the fake
 * Discord, SQLite temp file):
 * - a game channel where the bot may not post (no Send Messages, or no View Channel): turn pings and
 *   "Next:" lines still reach the players as interaction follow-ups, /game new says which permission to
 *   grant, and reminders come by DM;
 * - /game list shows the games of the server it is asked in, with channel mentions, and in a DM only the
 *   caller's own games.
 */
import { PermissionFlagsBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

const INTERVAL = 400;

describe('Heliograph bot: a channel where the bot may not post', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      env: { REMINDER_MS: String(INTERVAL), DISCORD_GUILD_ID: '' }, // global commands: usable in DMs too
      dmPictures: false,
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
        channels: [{ name: 'muted' }, { name: 'hidden' }, { name: 'open' }],
      },
    });
    h.fake.withholdBotPermissions('muted', PermissionFlagsBits.SendMessages);
    h.fake.withholdBotPermissions('hidden', PermissionFlagsBits.ViewChannel);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/game new says which permission to grant; the turn ping and "Next:" lines come as follow-ups', async () => {
    const created = await slash(h.fake, 'alice', 'muted', '/game new game:lettow-vorbeck auto:false');
    expect(created.ephemeral).toBe(false);
    expect(created.content).toMatch(/New game #\d+/);
    const note = await created.waitFor((r) => r.followups.length > 0, 3000, 'the permission note');
    expect(note.followups[0]!.ephemeral).toBe(true);
    expect(note.followups[0]!.content).toMatch(/I may not post in this channel \(missing permission: Send Messages\)/);
    expect(note.followups[0]!.content).toMatch(/allow Send Messages/);
    await slash(h.fake, 'alice', 'muted', '/game join side:German');
    const joined = await slash(h.fake, 'bob', 'muted', '/game join side:Allied');
    // The turn ping: a public follow-up of bob's command that pings alice (it would otherwise be lost).
    const ping = (
      await joined.waitFor((r) => r.messages.some((m) => /Your move: German/.test(m.content)), 3000)
    ).messages.find((m) => /Your move: German/.test(m.content))!;
    expect(ping.ephemeral).toBe(false);
    expect(ping.content.startsWith(`<@${id('alice')}>`)).toBe(true);
    // A move that keeps the turn (docs/playing.md, "Hand-offs"): its lines and "Next:" answer alice
    // privately, as an answer of the interaction; the channel gets nothing it could not post anyway.
    const drawn = await slash(h.fake, 'alice', 'muted', '/card draw');
    const own = drawn.messages.find((m) => /Next: German/.test(m.content));
    expect(own?.ephemeral, JSON.stringify(drawn.messages.map((m) => [m.ephemeral, m.content]))).toBe(true);
    expect(own?.content).toMatch(/German/);
    expect(h.logs.filter((l) => /failed/.test(l))).toEqual([]);
  });

  it('a reminder in that channel goes to the player by DM', async () => {
    const dm = await h.fake.waitForDm('alice', (m) => /Reminder 1\/3/.test(m.content), 5000);
    expect(dm.content).toMatch(/I may not post there/);
    expect(h.fake.messages('muted').filter((m) => /Reminder/.test(m.content))).toEqual([]);
  });

  it('no View Channel: the same, and the note names View Channel', async () => {
    const created = await slash(h.fake, 'carol', 'hidden', '/game new game:hill-of-doves');
    const note = await created.waitFor((r) => r.followups.length > 0, 3000, 'the permission note');
    expect(note.followups[0]!.content).toMatch(/missing permission: View Channel\)/);
    const joined = await slash(h.fake, 'carol', 'hidden', '/game join side:British');
    expect(
      joined.messages
        .filter((m) => !m.ephemeral)
        .map((m) => m.content)
        .join('\n'),
    ).toMatch(/Your move|Next:/);
  });

  it('where the bot may post, /game new adds no note and the ping is a channel message', async () => {
    const created = await slash(h.fake, 'bob', 'open', '/game new game:lettow-vorbeck');
    await slash(h.fake, 'bob', 'open', '/game join side:German');
    await slash(h.fake, 'carol', 'open', '/game join side:Allied');
    expect(created.followups).toEqual([]);
    const ping = await h.fake.waitForMessage('open', (m) => /Your move: German/.test(m.content), 3000);
    expect(ping.source).toBe('channel');
  });

  it('/game list: the games of this server with channel mentions; in a DM, only the caller’s own games', async () => {
    const list = await slash(h.fake, 'alice', 'open', '/game list');
    expect(list.ephemeral).toBe(true);
    for (const c of ['muted', 'hidden', 'open']) expect(list.content).toContain(`<#${h.fake.channel(c).id}>`);
    // A game in bob's DMs is nobody else's business, and not this server's.
    await slash(h.fake, 'bob', 'dm', '/game new game:hill-of-doves sandbox:true');
    const again = await slash(h.fake, 'alice', 'open', '/game list');
    expect(again.content).not.toContain(h.fake.dmChannel('bob')!.id);
    const mine = await slash(h.fake, 'carol', 'dm', '/game list');
    expect(mine.content).toMatch(/Running games of yours:/);
    expect(mine.content).toContain(`<#${h.fake.channel('hidden').id}>`);
    expect(mine.content).toContain(`<#${h.fake.channel('open').id}>`);
    expect(mine.content).not.toContain(`<#${h.fake.channel('muted').id}>`);
    const bobs = await slash(h.fake, 'bob', 'dm', '/game list');
    expect(bobs.content).toContain(h.fake.dmChannel('bob')!.id);
  });
});
