/**
 * Heliograph in Discord, end to end: our bot (src/discord/bot.ts, real GameService on a SQLite temp
 * file) with the REAL discord.js client against the fake Discord. Users play over slash commands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Heliograph bot: login, registration, games over slash commands', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;
  const run = (user: string, channel: string, line: string) => slash(h.fake, user, channel, line);
  /** Runs a line and fails unless it was accepted (a private acknowledgement is no refusal). */
  const ok = async (user: string, channel: string, line: string) => accepted(await run(user, channel, line), line);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1', // German recruits 0 at the start, the Allies draw 2 recruits (a private draw)
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
        channels: [{ name: 'table-1' }, { name: 'table-2' }, { name: 'sandbox' }],
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('logs in and registers every non-console command of commands/ as guild commands', () => {
    expect(h.bot.client.user?.id).toBe(h.fake.botUser.id);
    const names = (h.fake.registeredCommands.guilds[h.fake.guild.id] ?? []).map((c) => c.name).sort();
    const expected = [...COMMANDS.values()]
      .filter((c) => !c.consoleOnly)
      .map((c) => c.data.name)
      .sort();
    expect(names).toEqual(expected);
    expect(names).not.toContain('debug');
    expect(h.fake.registrations.map((r) => r.scope)).toEqual([h.fake.guild.id]);
  });

  it('creates a game, seats two players and pings the one to move in a new message', async () => {
    const created = await ok('alice', 'table-1', '/game new game:lettow-vorbeck auto:false');
    expect(created.content).toMatch(/New game #1: Lettow-Vorbeck/);
    expect((await ok('alice', 'table-1', '/game join side:German')).content).toMatch(/alice takes the German side/);
    expect((await ok('bob', 'table-1', '/game join side:Allied')).content).toMatch(/bob takes the Allied side/);
    const ping = await h.fake.waitForMessage('table-1', (m) => m.content.includes('Your move: German'));
    expect(ping.source).toBe('channel');
    expect(ping.content.startsWith(`<@${id('alice')}>`)).toBe(true);
    const req = h.fake.requests.find(
      (r) =>
        r.method === 'POST' && r.path.endsWith('/messages') && JSON.stringify(r.json).includes('Your move: German'),
    );
    expect(req?.json).toMatchObject({ allowed_mentions: { parse: [], users: [id('alice')] } });
  });

  it('autocompletes from the command specs: free sides, filtered by what is typed', async () => {
    await ok('carol', 'table-2', '/game new game:lettow-vorbeck auto:false');
    const all = await h.fake.sendAutocomplete({
      user: 'carol',
      channel: 'table-2',
      name: 'game',
      subcommand: 'join',
      focused: 'side',
      options: { side: '' },
    });
    expect(all.map((c) => c.value).sort()).toEqual(['Allied', 'German']);
    const typed = await h.fake.sendAutocomplete({
      user: 'carol',
      channel: 'table-2',
      name: 'game',
      subcommand: 'join',
      focused: 'side',
      options: { side: 'ge' },
    });
    expect(typed).toEqual([{ name: 'German', value: 'German' }]);
    // table-1's game has both sides taken.
    expect(
      await h.fake.sendAutocomplete({
        user: 'carol',
        channel: 'table-1',
        name: 'game',
        subcommand: 'join',
        focused: 'side',
        options: { side: '' },
      }),
    ).toEqual([]);
  });

  it('lists the games of every channel of the server, with channel mentions; a server runs several at once', async () => {
    const r = await run('carol', 'table-2', '/game list');
    expect(r.ephemeral).toBe(true);
    expect(r.content).toContain(`#1 Lettow-Vorbeck: East Africa 1914-18 in <#${h.fake.channel('table-1').id}>`);
    expect(r.content).toMatch(/#2 .* \(this channel\)/);
  });

  it('refuses a stranger (not seated) with the reason, privately; spectators may look', async () => {
    const r = await run('carol', 'table-1', '/card draw');
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/You are not seated in game #1 .*Only a seated player acts for a side/);
    const wrongTurn = await run('bob', 'table-1', '/card draw');
    expect(wrongTurn.ephemeral).toBe(true);
    expect(wrongTurn.content).toMatch(/^Not allowed: 6\.2/);
    const look = await run('carol', 'table-1', '/game status');
    expect(look.ephemeral).toBe(false);
    expect(look.content).toContain('Seats: German — alice; Allied — bob');
  });

  it('delivers a side’s private log to its player alone, never in the channel', async () => {
    await ok('alice', 'table-1', '/card draw');
    for (let k = 0; k < 4; k++) await ok('alice', 'table-1', '/phase end');
    await h.fake.waitForMessage(
      'table-1',
      (m) => m.content.startsWith(`<@${id('bob')}>`) && m.content.includes('Your move: Allied'),
    );
    await ok('bob', 'table-1', '/card draw');
    // bob's own move is answered to him alone, as his side sees it (src/app/handoff.ts).
    const r = await ok('bob', 'table-1', '/phase end');
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/Allied draws ally-\S+ \([^)]+\), ally-\S+ \([^)]+\) from the recruit pool/);
    const secret = /Allied draws (ally-\S+) \([^)]+\), (ally-\S+) \([^)]+\) from/.exec(r.content ?? '')!;
    const publicText = h.fake
      .messages('table-1')
      .filter((m) => !m.ephemeral)
      .map((m) => m.content)
      .join('\n');
    expect(publicText).not.toContain(secret[1]!);
    expect(
      h.fake
        .dms('alice')
        .map((m) => m.content)
        .join('\n'),
    ).not.toContain(secret[1]!);
  });

  it('a player who refuses DMs still gets their side’s lines, privately', async () => {
    // The same opening in table-2 (same seed), with bob refusing DMs.
    await ok('alice', 'table-2', '/game join side:German');
    await ok('bob', 'table-2', '/game join side:Allied');
    await ok('alice', 'table-2', '/card draw');
    for (let k = 0; k < 4; k++) await ok('alice', 'table-2', '/phase end');
    await ok('bob', 'table-2', '/card draw');
    h.fake.refuseDms('bob');
    const dmsBefore = h.fake.dms('bob').length;
    const r = await ok('bob', 'table-2', '/phase end');
    const mine = r.messages.filter((m) => m.ephemeral).map((m) => m.content);
    expect(mine.join('\n')).toMatch(/Allied draws ally-\S+ \([^)]+\), ally-\S+ \([^)]+\) from the recruit pool/);
    expect(h.fake.dms('bob')).toHaveLength(dmsBefore);
    const publicText = h.fake
      .messages('table-2')
      .filter((m) => !m.ephemeral)
      .map((m) => m.content)
      .join('\n');
    expect(publicText).not.toMatch(/Allied draws ally-/);
    h.fake.refuseDms('bob', false);
  });

  it('plays a sandbox battle whose loss is chosen with a button; only the player who decides sees and presses it', async () => {
    const c = 'sandbox';
    await ok('alice', c, '/game new game:lettow-vorbeck sandbox:true');
    await ok('alice', c, '/game join side:German');
    await ok('bob', c, '/game join side:Allied');
    await ok('alice', c, '/sandbox card side:German card:ger-lettow-vorbeck');
    await ok('alice', c, '/card draw');
    for (let k = 0; k < 2; k++) await ok('alice', c, '/phase end');
    // March Phase: autocomplete offers the stacks that may move; the move itself over a slash command.
    const movable = await h.fake.sendAutocomplete({
      user: 'alice',
      channel: c,
      name: 'move',
      focused: 'units',
      options: { units: 'ger-1', to: '' },
    });
    expect(movable.length).toBeGreaterThan(0);
    expect(movable.length).toBeLessThanOrEqual(25);
    expect(movable.every((m) => String(m.value).includes('ger-1'))).toBe(true);
    // Each choice names its units with their type and strength; the value stays the bare ids.
    expect(movable.some((m) => m.name.includes('ger-1-fka (Light infantry 3, elite)'))).toBe(true);
    expect(movable.every((m) => !String(m.value).includes('('))).toBe(true);
    const moved = await ok('alice', c, '/move units:ger-1-fka,ger-3-fka to:voi');
    expect(moved.content).toMatch(/voi/);
    await ok('alice', c, '/phase end');
    await ok('alice', c, '/sandbox card side:German card:ger-lettow-vorbeck'); // no card in effect
    await ok('alice', c, '/sandbox dice values:1,6,6,4');
    const fight = await ok('alice', c, '/battle fight space:voi');
    // Her decision's buttons ride on her own answer (addressed to her, for this channel).
    const lossId = (unit: string) => `h|${id('alice')}|${h.fake.channel(c).id}|/loss unit:${unit}`;
    const withButtons = await h.fake.waitForMessage(c, (m) => m.component(lossId('ger-3-fka')) !== undefined);
    expect(fight.content).toContain('Battle at voi');
    expect(withButtons.component(lossId('ger-1-fka'))).toBeDefined();

    // Her answer is hers alone: nobody else sees its buttons, and its ids name her.
    expect(withButtons.ephemeral).toBe(true);
    await expect(h.fake.pressButton('bob', withButtons, lossId('ger-3-fka'))).rejects.toThrow(/cannot see/);
    await expect(h.fake.pressButton('carol', withButtons, lossId('ger-3-fka'))).rejects.toThrow(/cannot see/);

    const press = await h.fake.pressButton('alice', withButtons, lossId('ger-3-fka'));
    expect(press.ephemeral).toBe(true); // her own decision's result is hers; the hand-off goes to bob
    expect(press.content).toContain(
      'German ger-3-fka (Light infantry 2) is eliminated by ally-1-kar (Light infantry 2)',
    );
    expect(press.content).toContain('Allied wins the battle at voi');
    // The press ran as alice, through execute(): it is in the log under her id.
    const g = await h.app.currentOrLastGame(h.fake.channel(c).id);
    const last = (await h.store.eventsBetween(g.row.id, 0)).at(-1);
    expect(last?.actor).toBe(id('alice'));
    // Pressing the stale button again is refused by the rules, with the reason.
    const again = await h.fake.pressButton('alice', withButtons, lossId('ger-1-fka'));
    expect(again.ephemeral).toBe(true);
    expect(again.content).toMatch(/^Not allowed/);
  });

  it('saw no REST errors besides the injected ones and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
