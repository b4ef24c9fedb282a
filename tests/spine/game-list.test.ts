// /game list shows the games of the server it is asked in — not every server's, not
// private DM games; in a DM, the caller's own games; the console (no servers) lists every game by name.
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../../src/app/execute.ts';
import type { Caller } from '../../src/app/outputs.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { parseLine } from '../../src/console/parse.ts';
import { harness, type Harness } from '../helpers/harness.ts';

describe('/game list by server', () => {
  const harnesses: Harness[] = [];
  afterAll(() => harnesses.forEach((h) => h.close()));

  it('lists this server’s games with channel mentions, a DM the caller’s own, the console all', async () => {
    const h = harness();
    harnesses.push(h);
    const run = async (caller: Caller, line: string) =>
      (await execute(COMMANDS, h.app, caller, parseLine(line, DEFINITIONS).input)).map((o) => o.text).join('\n');
    const at = (user: string, channel: string, guild: string | null): Caller => ({ user, name: user, channel, guild });
    await run(at('alice', '111', 'g1'), '/game new game:lettow-vorbeck');
    await run(at('bob', '222', 'g2'), '/game new game:hill-of-doves');
    await run(at('bob', '333', null), '/game new game:hill-of-doves sandbox:true'); // in bob's DMs
    await run(at('carol', '222', 'g2'), '/game join side:British');
    const g1 = await run(at('dave', '444', 'g1'), '/game list');
    expect(g1).toMatch(/^Running games on this server:\n#1 .* in <#111> — /);
    expect(g1).not.toMatch(/<#222>|333/);
    const g2 = await run(at('dave', '222', 'g2'), '/game list');
    expect(g2).toMatch(/#2 .* in <#222> \(this channel\)/);
    expect(g2).not.toMatch(/<#111>|333/);
    expect(await run(at('erin', '555', 'g3'), '/game list')).toMatch(/No games on this server are running/);
    // In a DM: the games the caller created or plays, wherever they are.
    const carol = await run(at('carol', '666', null), '/game list');
    expect(carol).toMatch(/^Running games of yours:\n#2 .* in <#222> — /);
    expect(carol).not.toMatch(/#1 |#3 /);
    const bob = await run(at('bob', '333', null), '/game list');
    expect(bob).toMatch(/#2 .*<#222>/);
    expect(bob).toMatch(/#3 .*<#333> \(this channel\)/);
    // The console has no servers: every game, by channel name.
    const all = await h.text('root: /game list', 'console');
    expect(all).toMatch(/#1 .* in 111 — [^]*#2 .* in 222 — [^]*#3 .* in 333 — /);
  });
});

describe('/game list lines', () => {
  it('gives one short line a game: the decision waited for, not its list of choices', async () => {
    const h = harness();
    try {
      await h.run('bob: /game new game:hill-of-doves', '111');
      await h.run('alice: /game new game:lettow-vorbeck', '222');
      const list = await h.text('bob: /game list', 'console');
      const lines = list.split('\n');
      expect(lines).toHaveLength(3); // the heading and one line a game
      // A new campaign opens on /hod continue's halt at the first week's start (1.6, orders/halts.ts).
      expect(lines[1]).toMatch(/^#1 Hill of Doves.* — British decision at a halt \(\/game status lists the choices\)$/);
      expect(lines[1]!.length).toBeLessThan(200);
      expect(list).not.toMatch(/Night assault/);
    } finally {
      h.close();
    }
  });
});
