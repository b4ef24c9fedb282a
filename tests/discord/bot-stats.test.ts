/**
 * /stats in Discord: a game played to its end (a resignation) is recorded as it ends, and /stats me,
 * player:@x, game: and top answer privately within Discord's limits (the fake refuses a message over
 * 2,000 characters), beside finished fuzzed games of both games stored in the same server.
 * Real discord.js client, fake Discord, SQLite temp file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFinishedGame } from '../../src/app/stats/record.ts';
import { storeFinishedGames } from '../helpers/stats-games.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Heliograph bot: /stats', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'stats',
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: 'war' }] },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('records a game as it ends; each /stats answer is private, names what it should and fits one message', async () => {
    // Six complete fuzzed games of the same server (people, against the bot, solitaire), kept live.
    await storeFinishedGames(h.store, 6, {
      guild: h.fake.guild.id,
      after: (id) => recordFinishedGame(h.store, id),
    });
    for (const [user, line] of [
      ['alice', '/game new game:lettow-vorbeck setup:quick'],
      ['alice', '/game join side:German'],
      ['bob', '/game join side:Allied'],
      ['bob', '/game resign confirm:true'],
    ] as const)
      await slash(h.fake, user, 'war', line);
    const alice = h.fake.user('alice').id;
    const rows = await h.store.statsSeats(h.fake.guild.id, { user: alice });
    expect(rows.map((r) => [r.side, r.outcome, r.ending])).toEqual([['German', 1, 'resignation']]);

    const me = await slash(h.fake, 'alice', 'war', '/stats me');
    expect(me.ephemeral).toBe(true);
    expect(me.content).toContain('German 1 won, 0 drawn, 0 lost');
    expect(me.content).toContain('ended by: resignation 1');
    const bob = await slash(h.fake, 'alice', 'war', '/stats player player:bob');
    expect(bob.content).toContain('Statistics of bob');
    expect(bob.content).toContain('Allied 0 won, 0 drawn, 1 lost');
    const game = await slash(h.fake, 'bob', 'war', '/stats game game:lettow-vorbeck');
    expect(game.content).toContain('setup:quick: 2 games — German 100 % (34 %-100 %), Allied 0 % (0 %-66 %)');
    expect(game.content).toContain('against Heliograph 2');
    const hod = await slash(h.fake, 'bob', 'war', '/stats game game:hill-of-doves');
    expect(hod.content).toMatch(/standard: 2 games — British \d+ % \(\d+ %-\d+ %\), Boer/);
    const top = await slash(h.fake, 'bob', 'war', '/stats top');
    expect(top.content).toContain('**lettow-vorbeck** German (against Heliograph)');
    expect(top.content).toContain('**hill-of-doves** Boer (solitaire): 1. standard');
    for (const answer of [me, bob, game, hod, top]) {
      expect(answer.ephemeral).toBe(true);
      expect(answer.content!.length).toBeLessThanOrEqual(2000);
    }
  }, 180_000);

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
