// --seed is refused in bot mode (one seed for every game would let the first game to
// end reveal the dice of all the others); the console keeps it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnMain } from '../helpers/dist.ts';
import { tempDbPath } from '../helpers/harness.ts';

const root = join(import.meta.dirname, '..', '..');
const start = (args: string[], env: NodeJS.ProcessEnv) =>
  spawnMain(args, {
    input: 'alice: /game new game:lettow-vorbeck\n',
    env: { ...process.env, ...env },
    cwd: root,
    timeout: 60_000,
  });

describe('npm start flags', () => {
  it('--seed in bot mode: a clear message, exit non-zero, nothing opened', () => {
    const db = tempDbPath();
    const r = start(['--db', db, '--seed', 'same-for-all'], {
      DISCORD_TOKEN: 'not-a-real-token',
      DISCORD_API_BASE: 'http://127.0.0.1:9/api',
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/--seed is for the console and tests only: in bot mode .* its own random seed/);
    expect(existsSync(db)).toBe(false);
  });

  it('--seed in the console: accepted', () => {
    const r = start(['--db', ':memory:', '--seed', 's'], { DISCORD_TOKEN: '' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/New game #1/);
  });

  it('a bad RENDER_NICE or RENDER_THREADS stops start-up with what is allowed, nothing opened', () => {
    for (const [name, value, allowed] of [
      ['RENDER_NICE', 'high', /RENDER_NICE=high must be a whole number from 0 .* to 19/],
      ['RENDER_THREADS', '-1', /RENDER_THREADS=-1 must be a whole number from 0 .* to 64/],
    ] as const) {
      const db = tempDbPath();
      const r = start(['--db', db], { DISCORD_TOKEN: '', [name]: value });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(allowed);
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(existsSync(db)).toBe(false);
    }
  });
});
