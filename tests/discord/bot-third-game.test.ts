/**
 * A game brings its own presentation (docs/decisions/a-game-brings-its-presentation.md), over Discord: the
 * third game (River Crossing, the synthetic Hand of Destiny scenario of tests/fixtures/third-game/, added
 * through the registry's test seam) is offered by /game new, played by two users over slash commands and an
 * Undo button against the fake Discord with the real discord.js client, to its end; its moves stay hidden from
 * the channel (10.0) and are answered to their player alone; /help, /rules and /replay (with its jump menu) are its own.
 */
import '../fixtures/third-game/register.ts'; // first: the commands registered with Discord read the games once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THIRD_GAME_ID } from '../fixtures/third-game/module.ts';
import { nextLine, PLAYER } from '../fixtures/third-game/play.ts';
import { readsOf } from '../helpers/harness.ts';
import type { FakeMessage } from './fake/fake-message.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { isPng } from './fake/index.ts';
import { slash } from './fake/slash.ts';

const C = 'river';
const isGif = (b: Buffer) => b.subarray(0, 6).toString('latin1') === 'GIF89a';

function buttonsOf(m: FakeMessage): { customId: string; label: string }[] {
  const out: { customId: string; label: string }[] = [];
  for (const row of m.components as unknown as { components?: Record<string, unknown>[] }[])
    for (const c of row.components ?? [])
      if (c['type'] === 2) out.push({ customId: String(c['custom_id']), label: String(c['label'] ?? '') });
  return out;
}

describe('Heliograph bot: a third game over Discord', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;
  const run = (user: string, line: string) => slash(h.fake, user, C, line);
  const ok = async (user: string, line: string) => accepted(await run(user, line), line);
  const game = () => readsOf(h.store).game(h.fake.channel(C).id);
  const caller = (user: string) => ({ channel: h.fake.channel(C).id, user: id(user), name: user });

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'river-1',
      fake: { users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }], channels: [{ name: C }] },
    });
  });
  afterAll(async () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
    await h?.close();
  });

  it('is one of /game new’s choices as registered with Discord; two users take Red and Blue', async () => {
    const registered = (h.fake.registeredCommands.guilds[h.fake.guild.id] ?? []).find((c) => c.name === 'game');
    expect(JSON.stringify(registered)).toContain(`"value":"${THIRD_GAME_ID}"`);
    const created = await ok('alice', `/game new game:${THIRD_GAME_ID}`);
    expect(created.content).toMatch(/New game #1: River Crossing .*\nOptions: none/);
    await ok('alice', '/game join side:Red');
    await ok('bob', '/game join side:Blue');
    const ping = await h.fake.waitForMessage(C, (m) => m.content.includes('Your move: Red'));
    expect(ping.content.startsWith(`<@${id('alice')}>`)).toBe(true);
  });

  it('/help and /rules answer privately from its presentation', async () => {
    const help = await run('alice', '/help');
    expect(help.ephemeral).toBe(true);
    expect(help.content).toContain('River Crossing (a synthetic Hand of Destiny scenario):');
    expect(help.content).toContain('Red takes the fortress r4');
    expect(help.content).toContain('• Draw your Campaign Card');
    const rule = await run('carol', '/rules section:12.4');
    expect(rule.ephemeral).toBe(true);
    expect(rule.content).toMatch(/^\*\*12\.4 Fleets\*\*\nA fleet carries/);
  });

  it('10.0 — a move that meets no enemy is hidden from the channel, answered to its player alone, and undone by its button', async () => {
    await ok('alice', '/card draw');
    await ok('alice', '/phase end');
    await ok('alice', '/phase end');
    const before = JSON.stringify(game().folded.game);
    const posted = h.fake.messages(C).filter((m) => !m.ephemeral).length;
    const moved = await ok('alice', '/move units:red-inf-3 to:r2');
    // Her own move, the turn still hers (docs/playing.md, "Hand-offs"): answered to her alone, as Red sees it.
    expect(moved.ephemeral).toBe(true);
    expect(moved.content).toContain('Red moves red-inf-3 to r2 via hill → r2 (11.0).');
    expect(moved.files).toEqual([]); // the game draws no side picture: the answer is text alone
    expect(h.fake.dms('bob').some((m) => m.content.includes('red-inf-3'))).toBe(false);
    expect(h.fake.messages(C).some((m) => !m.ephemeral && m.content.includes('red-inf-3'))).toBe(false);
    expect(h.fake.messages(C).filter((m) => !m.ephemeral)).toHaveLength(posted); // nothing for the channel
    const post = moved.messages.find((m) => buttonsOf(m).some((b) => b.label === 'Undo'))!;
    expect(post?.ephemeral).toBe(true); // the Undo button is hers alone
    const undo = buttonsOf(post).find((b) => b.label === 'Undo')!;
    const pressed = await h.fake.pressButton('alice', post, undo.customId);
    expect(pressed.content ?? '').not.toMatch(/Not allowed|only they can press/);
    expect(JSON.stringify(game().folded.game)).toBe(before);
  });

  it('autocompletes a stack’s destinations from its legal moves', async () => {
    const to = await h.fake.sendAutocomplete({
      user: 'alice',
      channel: C,
      name: 'move',
      focused: 'to',
      options: { units: 'red-fleet,red-inf-1,red-inf-2', to: '' },
    });
    expect(to.map((c) => c.value).sort()).toEqual(['r2', 'r3', 'r4']);
  });

  it('13.1 — the fleet lands at r3 and the battle is fought; the game is played from its legal actions to the end (5.0)', async () => {
    const moved = await ok('alice', '/move units:red-fleet,red-inf-1,red-inf-2 to:r3');
    expect(moved.content).toContain('Red moves red-fleet, red-inf-1, red-inf-2 to r3 via r1 → r2 → r3 (11.0).');
    await ok('alice', '/phase end');
    const fought = await ok('alice', '/battle fight space:r3');
    expect(fought.content).toContain('Battle at r3: Red attacks Blue (13.1).');
    for (let i = 0; i < 200 && !game().module.result(game().folded.game); i++) {
      const g = game();
      const side = g.module.expected(g.folded.game).sides[0]!;
      const user = PLAYER.get(side)!;
      const line = nextLine(side, readsOf(h.store).legalActions(caller(user)));
      await ok(user, line.slice(line.indexOf(' ') + 1));
    }
    const over = await h.fake.waitForMessage(C, (m) => m.content.startsWith('Game over:'));
    expect(over.content).toMatch(/Game over: Red win — 5\.0 — Red holds the fortress r4\./); // seed river-1: as in the console
    const status = await run('carol', '/game status');
    expect(status.content).toContain('Result: Red win');
  });

  it('/replay: its own board, caption and jump menu by turn; and the GIF', async () => {
    const r = await run('carol', '/replay step n:1');
    const msg = r.original!;
    expect(msg.content).toMatch(/^Game #1, step 1 of \d+ — Turn I, Red campaign-card, full view\.$/);
    expect(isPng(msg.files[0]!.bytes)).toBe(true);
    const menu = JSON.stringify(msg.components);
    expect(menu).toContain('Jump to…');
    expect(menu).toMatch(/"label":"Turn I: Red \(step \d+\)"/);
    expect(menu).toMatch(/"label":"Turn I: Blue \(step \d+\)"/);
    expect(menu).toMatch(/"label":"Turn II \(step \d+\)"/); // another turn: its first point, named by the turn
    const gif = await run('carol', '/replay gif');
    const done = await gif.waitFor((x) => x.files.some((f) => f.name.endsWith('.gif')), 20_000, 'the GIF');
    expect(isGif(done.files.find((f) => f.name.endsWith('.gif'))!.bytes)).toBe(true);
  });
});
