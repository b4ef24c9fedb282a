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
        channels: [{ name: 'slow' }, { name: 'stale' }],
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
    const first = await h.fake.waitForMessage('slow', (m) => m.content.includes('Reminder 1/3'), 15_000);
    expect(first.content.startsWith(`<@${id('alice')}>`)).toBe(true);
    expect(first.content).toContain('Your move: German');
    // Restart the bot on the same database: the pending series is picked up again.
    await h.restart();
    await h.fake.waitForMessage('slow', (m) => m.content.includes('Reminder 3/3'), 15_000);
    await new Promise((r) => setTimeout(r, INTERVAL * 3));
    expect(reminders('slow').map((m) => /Reminder (\d)\/3/.exec(m.content)![1])).toEqual(['1', '2', '3']);
    expect(await h.bot.reminders.pending(h.fake.channel('slow').id)).toBeUndefined();
  });

  it('a reminder carries the instruction that holds when it is sent, not that of the ping that started the series', async () => {
    for (const [user, line] of [
      ['alice', '/game new game:lettow-vorbeck auto:false'], // every step asked: the card is drawn by hand
      ['alice', '/game join side:German'],
      ['bob', '/game join side:Allied'],
      ['alice', '/card draw'], // the German is still to act: no new ping, the series restarts
    ] as const)
      await slash(h.fake, user, 'stale', line);
    const nudge = await h.fake.waitForMessage('stale', (m) => m.content.includes('Reminder 1/3'), 15_000);
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

// The series itself, read from the store after each command: with an interval no test waits out, no
// reminder fires, so what is checked does not depend on how fast the machine answers.
describe('Heliograph bot: turn reminders, the series', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      env: { REMINDER_MS: String(3_600_000) },
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: 'busy' }] },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a move ends the series; the next wait starts a fresh one for the player now expected', async () => {
    await slash(h.fake, 'alice', 'busy', '/game new game:lettow-vorbeck auto:false');
    await slash(h.fake, 'alice', 'busy', '/game join side:German');
    await slash(h.fake, 'bob', 'busy', '/game join side:Allied');
    const channel = h.fake.channel('busy').id;
    const head = async () => (await h.bot.reminders.headOf(channel))!;
    expect(await h.bot.reminders.pending(channel)).toMatchObject({ users: [id('alice')], sent: 0, head: await head() });
    // Each of alice's moves starts her series afresh: counted from that move, nothing sent yet.
    let due = (await h.bot.reminders.pending(channel))!.due;
    for (const line of ['/card draw', '/phase end', '/phase end', '/phase end']) {
      const r = await slash(h.fake, 'alice', 'busy', line);
      expect(r.ephemeral).toBe(true); // her own moves are answered to her (src/app/handoff.ts)
      expect(r.content).toMatch(/^Next: German/m);
      const p = (await h.bot.reminders.pending(channel))!;
      expect(p).toMatchObject({ users: [id('alice')], sent: 0, head: await head() });
      expect(p.due).toBeGreaterThanOrEqual(due);
      due = p.due;
    }
    // Now the Allies are to move: bob's series.
    await slash(h.fake, 'alice', 'busy', '/phase end');
    const bobs = (await h.bot.reminders.pending(channel))!;
    expect(bobs).toMatchObject({ users: [id('bob')], sent: 0, head: await head() });
    expect(bobs.text).toContain('Your move: Allied');
    // A refused command is not a move: the series goes on unchanged.
    const refused = await slash(h.fake, 'alice', 'busy', '/phase end');
    expect(refused.content).toMatch(/^Not allowed/);
    expect(await h.bot.reminders.pending(channel)).toEqual(bobs);
    await slash(h.fake, 'bob', 'busy', '/card draw');
    expect(await h.bot.reminders.pending(channel)).toMatchObject({ users: [id('bob')], sent: 0, head: await head() });
    // Resigning ends the game: no more reminders.
    await slash(h.fake, 'bob', 'busy', '/game resign confirm:true');
    expect(await h.bot.reminders.pending(channel)).toBeUndefined();
    expect(h.fake.messages('busy').filter((m) => /Reminder \d\/3/.test(m.content))).toEqual([]);
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
