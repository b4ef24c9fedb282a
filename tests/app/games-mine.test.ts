// /games mine through the service on a real SQLite file: the games waiting for the caller in every
// server and in DMs (Discord links), none where someone else is to move, and how long each has been theirs.
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../../src/app/execute.ts';
import { remainingOf } from '../../src/app/game-clock.ts';
import type { Caller } from '../../src/app/outputs.ts';
import { GameService } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { parseLine } from '../../src/console/parse.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { tempDbPath } from '../helpers/harness.ts';

describe('/games mine: every game waiting for the caller, in every server and DM', () => {
  let now = Date.UTC(2026, 0, 5, 12, 0);
  const store = new SqliteStore(tempDbPath(), () => new Date(now).toISOString());
  const app = new GameService(store, { seed: 'mine', picturesAfter: false, now: () => now });
  afterAll(() => store.close());
  const run = async (user: string, channel: string, guild: string | null, line: string) => {
    const caller: Caller = { channel, user, name: user, guild };
    const outputs = await execute(COMMANDS, app, caller, parseLine(line, DEFINITIONS).input);
    return outputs.map((o) => o.text).join('\n');
  };

  it('lists the games of two servers and a DM with their links, and not one where the other side moves', async () => {
    await run('alice', 'c1', 'g1', '/game new game:lettow-vorbeck auto:false');
    await run('alice', 'c1', 'g1', '/game join side:German');
    await run('bob', 'c1', 'g1', '/game join side:Allied'); // alice to move in server g1
    now += 3 * 3_600_000;
    await run('bob', 'c2', 'g2', '/game new game:lettow-vorbeck auto:false');
    await run('bob', 'c2', 'g2', '/game join side:German');
    await run('alice', 'c2', 'g2', '/game join side:Allied'); // bob to move in server g2
    await run('alice', 'd1', null, '/game new game:hill-of-doves');
    await run('alice', 'd1', null, '/game join side:British'); // alice's solitaire game in a DM
    now += 3_600_000;
    const mine = await run('alice', 'elsewhere', 'g3', '/games mine');
    expect(mine).toMatch(/^2 games are waiting for you:/);
    expect(mine).toContain('#1 Lettow-Vorbeck — your move (German), yours for 4 hours');
    expect(mine).toContain('https://discord.com/channels/g1/c1');
    expect(mine).toContain('Hill of Doves — your move (British), yours for 1 hour');
    expect(mine).toContain('https://discord.com/channels/@me/d1');
    expect(mine).not.toContain('/c2');
    const bobs = await run('bob', 'd9', null, '/games mine');
    expect(bobs).toMatch(/^One game is waiting for you:\n• #2 Lettow-Vorbeck — your move \(German\)/);
    expect(bobs).toContain('https://discord.com/channels/g2/c2');
    // In the console (no servers) the channel's name stands for the link.
    const console = await execute(
      COMMANDS,
      app,
      { channel: 'x', user: 'alice', name: 'alice' },
      parseLine('/games mine', DEFINITIONS).input,
    );
    expect(console[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    expect(console[0]!.text).toContain('— c1');
    expect(await run('carol', 'c1', 'g1', '/games mine')).toBe('No game is waiting for you.');
  });

  it("shows each game's clock in the caller's time zone, and the time left that paces its reminders", async () => {
    await run('dora', 'c5', 'g5', '/game new game:lettow-vorbeck auto:false clock:standard');
    await run('dora', 'c5', 'g5', '/game join side:German');
    await run('erin', 'c5', 'g5', '/game join side:Allied'); // the clock starts: dora's German to move
    const row = (await store.activeGamesOf('dora')).find((r) => r.channel === 'c5')!;
    const left0 = (await remainingOf(app, row, now))!;
    expect(left0).toBeGreaterThan(0);
    now += 5 * 3_600_000;
    // The time left to the waiting side runs down with the clock: reminders (reminder-delay.ts) shorten.
    expect(await remainingOf(app, row, now)).toBe(left0 - 5 * 3_600_000);
    const utc = await run('dora', 'd5', null, '/games mine');
    expect(utc).toMatch(
      /#\d+ Lettow-Vorbeck — your move \(German\), yours for 5 hours, clock: German [^;]* left, runs out [^(]* UTC \(in /,
    );
    await run('dora', 'd5', null, '/settings timezone:Asia/Tokyo');
    const tokyo = await run('dora', 'd5', null, '/games mine');
    expect(tokyo).toMatch(/clock: German [^;]* left, runs out [^(]* GMT\+9 \(in /);
    expect(tokyo).not.toMatch(/runs out [^(]* UTC/);
    // A game without a clock shows none, and its reminders keep their pace by the time since the hand-off.
    expect(await run('alice', 'd5', null, '/games mine')).toMatch(
      /#1 Lettow-Vorbeck — your move \(German\), yours for \d+ hours: /,
    );
    expect(
      await remainingOf(
        app,
        (await store.activeGamesOf('alice')).find((r) => r.channel === 'c1')!,
        now,
      ),
    ).toBeNull();
  });
});
