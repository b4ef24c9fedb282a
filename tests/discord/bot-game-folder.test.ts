/**
 * A game is one folder and one registration line, over Discord: River Ferry (tests/fixtures/river-ferry/,
 * a copy of the third game with an option and a command of its own) is registered by its register.ts
 * alone; the bot registers its /fortress and /game new's garrison: option with Discord (the fake, with
 * the real discord.js client), and two users play a game with garrison:empty to the end that option
 * makes.
 */
import '../fixtures/river-ferry/register.ts'; // first: the commands registered with Discord read the games once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FERRY_ID } from '../fixtures/river-ferry/module.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

const C = 'ferry';

describe('Heliograph bot: a game from one folder and one registration line', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (user: string, line: string) => slash(h.fake, user, C, line);
  // A move's own answer is private (docs/playing.md, "Hand-offs"): a refusal is told by its text (answers.ts).
  const ok = async (user: string, line: string) => accepted(await run(user, line), line);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'ferry-1',
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: C }] },
    });
  });
  afterAll(async () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
    await h?.close();
  });

  it('registers its own command and its option of /game new with Discord', () => {
    const registered = h.fake.registeredCommands.guilds[h.fake.guild.id] ?? [];
    expect(registered.map((c) => c.name)).toContain('fortress');
    const game = registered.find((c) => c.name === 'game') as unknown as {
      options: { name: string; options?: { name: string; description: string; choices?: { value: string }[] }[] }[];
    };
    expect(JSON.stringify(game)).toContain(`"value":"${FERRY_ID}"`);
    const garrison = game.options.find((o) => o.name === 'new')!.options!.find((o) => o.name === 'garrison');
    expect(garrison?.description).toMatch(/^River Ferry: held: the Blue garrison holds the fortress r4/);
    expect(garrison?.choices?.map((c) => c.value)).toEqual(['held', 'empty']);
  });

  it('garrison:empty — two users take Red and Blue; /fortress answers privately from the caller’s view', async () => {
    const created = await ok('alice', `/game new game:${FERRY_ID} garrison:empty`);
    expect(created.content).toMatch(/New game #1: River Ferry: .*\nOptions: garrison:empty/);
    await ok('alice', '/game join side:Red');
    await ok('bob', '/game join side:Blue');
    const seen = await run('bob', '/fortress');
    expect(seen.ephemeral).toBe(true);
    expect(seen.content).toBe('Fortress r4 (Blue view): nobody.');
  });

  it('5.0 — Red lands at the empty fortress and wins when its March Phase ends', async () => {
    await ok('alice', '/card draw');
    await ok('alice', '/phase end');
    await ok('alice', '/phase end');
    await ok('alice', '/move units:red-fleet,red-inf-1,red-inf-2 to:r4');
    expect((await run('bob', '/fortress')).content).toBe('Fortress r4 (Blue view): 3 Red unseen.');
    await ok('alice', '/phase end');
    const over = await h.fake.waitForMessage(C, (m) => m.content.startsWith('Game over:'));
    expect(over.content).toMatch(/^Game over: Red win — 5\.0 — Red holds the fortress r4\./);
  });
});
