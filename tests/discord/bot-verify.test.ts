/**
 * Heliograph in Discord: /game verify and /game export (docs/decisions/verifiable-dice.md) through the real
 * discord.js client and the fake Discord: the log arrives as a JSON attachment for the caller alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLog, parseLogFile } from '../../src/app/verify/log-file.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Heliograph bot: /game verify and /game export', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (user: string, channel: string, line: string) => slash(h.fake, user, channel, line);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'verify-bot',
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: 'war' }] },
    });
    await run('alice', 'war', '/game new game:lettow-vorbeck');
    await run('alice', 'war', '/game join side:German');
    await run('bob', 'war', '/game join side:Allied');
    await run('alice', 'war', '/card draw');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses both while the game runs, privately, saying why', async () => {
    const v = await run('bob', 'war', '/game verify');
    expect(v.ephemeral).toBe(true);
    expect(v.content).toMatch(/Game #1 is still running: its seed stays secret until the game ends/);
    const x = await run('bob', 'war', '/game export');
    expect(x.ephemeral).toBe(true);
    expect(x.files).toEqual([]);
  });

  it('after the end: /game verify answers in the channel; /game export attaches the log for the caller', async () => {
    await run('bob', 'war', '/game resign confirm:true');
    const v = await run('bob', 'war', '/game verify');
    expect(v.ephemeral).toBe(false);
    expect(v.content).toMatch(/^Game #1: Seed matches its commitment; all \d+ rolls match/);
    const x = await run('bob', 'war', '/game export');
    expect(x.ephemeral).toBe(true);
    expect(x.files.map((f) => f.name)).toEqual(['heliograph-game-1.json']);
    const log = parseLogFile(x.files[0]!.bytes.toString('utf8'));
    if (typeof log === 'string') throw new Error(log);
    expect(log.game.seed).toBe('verify-bot');
    expect(checkLog(log).text).toBe(v.content!.replace('Game #1: ', ''));
  });
});
