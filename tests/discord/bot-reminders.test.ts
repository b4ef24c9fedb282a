/**
 * Turn reminders in Discord: after REMINDER_MS (the test override of REMINDER_HOURS) of silence the
 * player to move is reminded in the game's channel, at most three times, across a bot restart; a move
 * ends the series. Real discord.js client, fake Discord, SQLite temp file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderMsFrom } from '../../src/discord/config.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

const INTERVAL = 500;

describe('Heliograph bot: turn reminders', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;
  const reminders = (channel: string) => h.fake.messages(channel).filter((m) => /Reminder \d\/3/.test(m.content));

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      env: { REMINDER_MS: String(INTERVAL) },
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }],
        channels: [{ name: 'slow' }, { name: 'busy' }, { name: 'stale' }],
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reads REMINDER_HOURS (fractions allowed, default 24) and the test override', () => {
    expect(reminderMsFrom({})).toBe(24 * 3_600_000);
    expect(reminderMsFrom({ REMINDER_HOURS: '0.5' })).toBe(1_800_000);
    expect(reminderMsFrom({ REMINDER_HOURS: '2', REMINDER_MS: '250' })).toBe(250);
    expect(() => reminderMsFrom({ REMINDER_HOURS: 'soon' })).toThrow(/REMINDER_HOURS=soon/);
  });

  it('reminds the player to move three times at most, and a restart in between loses nothing', async () => {
    for (const [user, line] of [
      ['alice', '/game new game:lettow-vorbeck auto:false'],
      ['alice', '/game join side:German'],
      ['bob', '/game join side:Allied'],
    ] as const)
      await slash(h.fake, user, 'slow', line);
    const first = await h.fake.waitForMessage('slow', (m) => m.content.includes('Reminder 1/3'), 3000);
    expect(first.content.startsWith(`<@${id('alice')}>`)).toBe(true);
    expect(first.content).toContain('Your move: German');
    // Restart the bot on the same database: the pending series is picked up again.
    await h.restart();
    await h.fake.waitForMessage('slow', (m) => m.content.includes('Reminder 3/3'), 5000);
    await new Promise((r) => setTimeout(r, INTERVAL * 3));
    expect(reminders('slow').map((m) => /Reminder (\d)\/3/.exec(m.content)![1])).toEqual(['1', '2', '3']);
    expect(await h.bot.reminders.pending(h.fake.channel('slow').id)).toBeUndefined();
  });

  it('a move ends the series; the next wait starts a fresh one for the player now expected', async () => {
    await slash(h.fake, 'alice', 'busy', '/game new game:lettow-vorbeck auto:false');
    await slash(h.fake, 'alice', 'busy', '/game join side:German');
    await slash(h.fake, 'bob', 'busy', '/game join side:Allied');
    const channel = h.fake.channel('busy').id;
    expect(await h.bot.reminders.pending(channel)).toMatchObject({ users: [id('alice')], sent: 0 });
    // alice keeps moving faster than the reminder: none is ever sent.
    const stepDelay = INTERVAL / 3;
    const lines = ['/card draw', '/phase end', '/phase end', '/phase end', '/phase end'];
    for (const line of lines) {
      await new Promise((r) => setTimeout(r, stepDelay));
      const r = await slash(h.fake, 'alice', 'busy', line);
      expect(r.ephemeral).toBe(false);
    }
    expect(reminders('busy')).toEqual([]);
    // Now the Allies are to move: bob's series.
    expect(await h.bot.reminders.pending(channel)).toMatchObject({ users: [id('bob')], sent: 0 });
    const nudge = await h.fake.waitForMessage('busy', (m) => m.content.includes('Reminder 1/3'), 3000);
    expect(nudge.content.startsWith(`<@${id('bob')}>`)).toBe(true);
    expect(nudge.content).toContain('Your move: Allied');
    // A refused command is not a move: the series goes on.
    await slash(h.fake, 'alice', 'busy', '/phase end');
    expect((await h.bot.reminders.pending(channel))?.sent).toBe(1);
    await slash(h.fake, 'bob', 'busy', '/card draw');
    expect(await h.bot.reminders.pending(channel)).toMatchObject({ users: [id('bob')], sent: 0 });
    // Resigning ends the game: no more reminders.
    await slash(h.fake, 'bob', 'busy', '/game resign confirm:true');
    expect(await h.bot.reminders.pending(channel)).toBeUndefined();
  });

  it('a reminder carries the instruction that holds when it is sent, not that of the ping that started the series', async () => {
    for (const [user, line] of [
      ['alice', '/game new game:lettow-vorbeck auto:false'], // every step asked: the card is drawn by hand
      ['alice', '/game join side:German'],
      ['bob', '/game join side:Allied'],
      ['alice', '/card draw'], // the German is still to act: no new ping, the series restarts
    ] as const)
      await slash(h.fake, user, 'stale', line);
    const nudge = await h.fake.waitForMessage('stale', (m) => m.content.includes('Reminder 1/3'), 3000);
    expect(nudge.content.startsWith(`<@${id('alice')}>`)).toBe(true);
    expect(nudge.content).toContain('carry out the card, then /phase end');
    expect(nudge.content).not.toContain('draw your Campaign Card');
    await slash(h.fake, 'bob', 'stale', '/game resign confirm:true');
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
