/**
 * Per-user settings and time, end to end on a fake clock (tests/helpers/fake-clock.ts): /settings is
 * private and remembered across games and restarts; a hand-off ping waits for the player's waking hours;
 * reminders come sooner as the wait grows, stop after three with a line that says so, and a button turns
 * them off until the next hand-off; a game's archived thread is reopened by its ping and its reminder;
 * /games mine lists the caller's waiting games in the server and in DMs; the daily digest replaces
 * pings and reminders, once a day across a restart. Real discord.js client, fake Discord, SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_LINE } from '../../src/discord/reminders.ts';
import { FakeClock } from '../helpers/fake-clock.ts';
import type { FakeMessage } from './fake/fake-message.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

const HOUR = 3_600_000;
/** Monday 5 January 2026, 23:00 UTC. */
const T0 = Date.UTC(2026, 0, 5, 23, 0);
/** Tuesday 6 January, hh:mm UTC. */
const tue = (h: number, m = 0) => Date.UTC(2026, 0, 6, h, m);

describe('Heliograph bot: settings, sleep hours, reminders that stop, /games mine, the digest', () => {
  const guard = useErrorGuard();
  const clock = new FakeClock(T0);
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;
  const settle = async () => {
    await h.bot.reminders.settled();
    await h.bot.digests?.settled();
  };
  const to = (at: number) => clock.advanceTo(at, settle);
  const posts = (channel: string, re: RegExp) => h.fake.messages(channel).filter((m) => re.test(m.content));
  /** The custom_id of a message's "Stop reminders" button, if it has one. */
  const offButton = (m: FakeMessage): string | undefined =>
    /"custom_id":"(r\|[^"]+)"/.exec(JSON.stringify(m.components))?.[1];
  const play = async (user: string, channel: string, lines: readonly string[]) => {
    for (const line of lines) {
      const r = await slash(h.fake, user, channel, line);
      expect(r.content, line).not.toMatch(/^Not allowed|went wrong/);
    }
  };
  /** The German's opening steps with every step asked (auto:false), up to the hand-off to the Allies. */
  const GERMAN_TURN = ['/card draw', '/phase end', '/phase end', '/phase end', '/phase end'];

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1', // the German's opening (GERMAN_TURN) as in bot-reminders.test.ts
      now: () => clock.now(),
      hooks: { clock },
      env: { REMINDER_MS: String(HOUR), DISCORD_GUILD_ID: '' }, // global commands: usable in DMs too
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
        channels: [{ name: 'table' }, { name: 'other' }, { name: 'hall' }, { name: 'digest' }],
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/settings answers privately, refuses what it cannot read, and is remembered per user across a restart', async () => {
    const shown = await slash(h.fake, 'alice', 'table', '/settings');
    expect(shown.ephemeral).toBe(true);
    expect(shown.content).toContain('Time zone: UTC (none set)');
    expect(shown.content).toContain('Palette: standard');
    const zone = await slash(h.fake, 'alice', 'table', '/settings timezone:Mars/Olympus');
    expect(zone.ephemeral).toBe(true);
    expect(zone.content).toMatch(
      /timezone:Mars\/Olympus is not a time zone I know\. Use an IANA name .* Nothing was changed\./,
    );
    const sleep = await slash(h.fake, 'alice', 'table', '/settings sleep:25-07');
    expect(sleep.content).toMatch(/sleep:25-07 is not a span of hours\. .*sleep:23-07.* Nothing was changed\./);
    const saved = await slash(
      h.fake,
      'alice',
      'table',
      '/settings timezone:europe/paris sleep:23-07 palette:colour-blind',
    );
    expect(saved.ephemeral).toBe(true);
    expect(saved.content).toContain('Saved.');
    expect(saved.content).toContain('Time zone: Europe/Paris');
    expect(saved.content).toContain('Sleep hours: 23:00-07:00 (Europe/Paris)');
    expect(saved.content).toContain('Palette: colour-blind');
    expect((await slash(h.fake, 'bob', 'table', '/settings')).content).toContain('Time zone: UTC (none set)');
    await h.restart();
    const kept = await slash(h.fake, 'alice', 'other', '/settings');
    expect(kept.content).toContain('Sleep hours: 23:00-07:00 (Europe/Paris)');
    expect(kept.content).toContain('Palette: colour-blind');
    await slash(h.fake, 'alice', 'table', '/settings timezone:utc sleep:off palette:standard');
    expect((await slash(h.fake, 'alice', 'table', '/settings')).content).toContain('Sleep hours: none');
  });

  it('a hand-off ping waits for the sleeper; reminders then come sooner and stop after three with a line', async () => {
    await slash(h.fake, 'bob', 'table', '/settings sleep:22-08');
    await play('alice', 'table', ['/game new game:lettow-vorbeck auto:false', '/game join side:German']);
    await play('bob', 'table', ['/game join side:Allied']);
    const aliceTurn = posts('table', /Your move|to move|German/).filter((m) => m.notified.includes(id('alice')));
    expect(aliceTurn.length).toBeGreaterThan(0); // alice has no sleep hours: pinged at 23:00
    await play('alice', 'table', GERMAN_TURN);
    // 23:00, bob asleep (22-08 UTC): the hand-off names him but notifies nobody.
    const handOff = h.fake.messages('table').filter((m) => m.content.startsWith(`<@${id('bob')}>`));
    expect(handOff).toHaveLength(1);
    expect(handOff[0]!.notified).toEqual([]);
    const channel = h.fake.channel('table').id;
    expect(await h.bot.reminders.pending(channel)).toMatchObject({ users: [id('bob')], held: true, due: tue(8) });
    await to(tue(7, 59));
    expect(posts('table', /waiting for you/)).toEqual([]);
    await to(tue(8));
    const woke = posts('table', /this ping waited for your waking hours/);
    expect(woke).toHaveLength(1);
    expect(woke[0]!.notified).toEqual([id('bob')]);
    // Reminders: 1 hour after he was told, then every 30 minutes (the wait has passed one interval).
    const reminders = () => posts('table', /Reminder \d\/3/);
    await to(tue(8, 59));
    expect(reminders()).toHaveLength(0);
    await to(tue(9));
    expect(reminders().map((m) => m.notified)).toEqual([[id('bob')]]);
    expect(reminders()[0]!.content).toContain('has been waiting for you for 10 hours');
    expect(offButton(reminders()[0]!)).toBeDefined();
    await to(tue(9, 29));
    expect(reminders()).toHaveLength(1);
    await to(tue(9, 30));
    expect(reminders()).toHaveLength(2);
    await to(tue(10));
    const last = reminders();
    expect(last.map((m) => /Reminder (\d)\/3/.exec(m.content)![1])).toEqual(['1', '2', '3']);
    expect(last[2]!.content).toContain(LAST_LINE);
    expect(offButton(last[2]!)).toBeUndefined();
    await to(tue(20));
    expect(reminders()).toHaveLength(3);
    expect(await h.bot.reminders.pending(channel)).toBeUndefined();
    // The waiting player sees how long the other has had the move.
    const status = await slash(h.fake, 'alice', 'table', '/game status');
    expect(status.content).toContain('Waiting for Allied (bob) for 21 hours.');
  });

  it('the button turns reminders off until the next hand-off, for the reminded player only', async () => {
    await play('alice', 'other', ['/game new game:lettow-vorbeck auto:false', '/game join side:German']);
    await play('bob', 'other', ['/game join side:Allied']);
    await to(tue(21));
    const [reminder] = posts('other', /Reminder 1\/3/);
    expect(reminder!.notified).toEqual([id('alice')]);
    const customId = offButton(reminder!)!;
    const stranger = await h.fake.pressButton('bob', reminder!, customId);
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toBe('Only the players these reminders are for can turn them off.');
    const off = await h.fake.pressButton('alice', reminder!, customId);
    expect(off.ephemeral).toBe(true);
    expect(off.content).toMatch(/^Reminders for game #\d+ are off until the next hand-off\.$/);
    const channel = h.fake.channel('other').id;
    expect(await h.bot.reminders.pending(channel)).toBeUndefined();
    await play('alice', 'other', GERMAN_TURN.slice(0, 1)); // a move, not a hand-off: still off
    await to(tue(23, 30));
    expect(posts('other', /Reminder \d\/3/)).toHaveLength(1);
    await play('alice', 'other', GERMAN_TURN.slice(1)); // the hand-off: bob's series (held: he sleeps)
    expect(await h.bot.reminders.pending(channel)).toMatchObject({ users: [id('bob')], held: true });
  });

  it("a game's archived thread is reopened by its ping and by its reminder", async () => {
    await play('alice', 'hall', ['/game new game:lettow-vorbeck auto:false thread:true']);
    const thread = h.fake.threads('hall')[0]!;
    await play('alice', thread.id, ['/game join side:German']);
    h.fake.archiveThread(thread);
    await play('bob', thread.id, ['/game join side:Allied']);
    expect(h.fake.isArchived(thread)).toBe(false);
    expect(h.fake.reopenedThreads()).toEqual([thread.id]);
    const ping = h.fake.messages(thread.id).filter((m) => m.notified.includes(id('alice')));
    expect(ping).toHaveLength(1);
    h.fake.archiveThread(thread);
    await to(clock.now() + HOUR);
    expect(posts(thread.id, /Reminder 1\/3/)).toHaveLength(1);
    expect(h.fake.reopenedThreads()).toEqual([thread.id, thread.id]);
    expect(h.fake.isArchived(thread)).toBe(false);
  });

  it('/games mine lists, privately, every game waiting for the caller: in the server and in DMs, with links', async () => {
    await play('alice', 'dm', ['/game new game:hill-of-doves', '/game join side:British']);
    const mine = await slash(h.fake, 'alice', 'table', '/games mine');
    expect(mine.ephemeral).toBe(true);
    const guild = h.fake.guild.id;
    const thread = h.fake.threads('hall')[0]!.id;
    const dm = h.fake.dmChannel('alice')!.id;
    expect(mine.content).toMatch(/^2 games are waiting for you:/);
    expect(mine.content).toContain('British decision at a halt — '); // the first line of what is expected: a new campaign opens on /hod's halt step
    expect(mine.content).toContain(`your move (German)`);
    expect(mine.content).toContain(`https://discord.com/channels/${guild}/${thread}`);
    expect(mine.content).toContain(`Hill of Doves — your move (British)`);
    expect(mine.content).toContain(`https://discord.com/channels/@me/${dm}`);
    expect(mine.content).not.toContain(h.fake.channel('table').id); // bob's move there
    const bobs = await slash(h.fake, 'bob', 'dm', '/games mine');
    expect(bobs.ephemeral).toBe(true);
    expect(bobs.content).toMatch(/^2 games are waiting for you:/);
    expect(bobs.content).toContain(`https://discord.com/channels/${guild}/${h.fake.channel('table').id}`);
    expect(bobs.content).toContain(`https://discord.com/channels/${guild}/${h.fake.channel('other').id}`);
    expect(bobs.content).toContain('yours for');
    expect((await slash(h.fake, 'carol', 'dm', '/games mine')).content).toBe('No game is waiting for you.');
  });

  it('the daily digest replaces the pings and reminders of its reader, and comes once a day across a restart', async () => {
    await slash(h.fake, 'carol', 'digest', '/settings digest:true');
    await play('carol', 'digest', ['/game new game:lettow-vorbeck auto:false', '/game join side:German']);
    await play('alice', 'digest', ['/game join side:Allied']);
    const turn = h.fake.messages('digest').filter((m) => m.content.startsWith(`<@${id('carol')}>`));
    expect(turn).toHaveLength(1);
    expect(turn[0]!.notified).toEqual([]);
    expect(await h.bot.reminders.pending(h.fake.channel('digest').id)).toBeUndefined();
    const digests = () => h.fake.dms('carol').filter((m) => m.content.includes('daily digest'));
    expect(digests()).toHaveLength(0);
    await to(Date.UTC(2026, 0, 7, 8, 0)); // Wednesday 08:00 UTC: carol has no sleep hours
    expect(digests()).toHaveLength(1);
    expect(digests()[0]!.content).toContain(
      `https://discord.com/channels/${h.fake.guild.id}/${h.fake.channel('digest').id}`,
    );
    expect(digests()[0]!.content).toContain('your move (German)');
    await h.restart();
    await to(Date.UTC(2026, 0, 7, 20, 0));
    expect(digests()).toHaveLength(1);
    await to(Date.UTC(2026, 0, 8, 8, 0));
    expect(digests()).toHaveLength(2);
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
