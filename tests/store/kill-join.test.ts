// A kill -9 in the middle of a /game join that fills the table (real child processes, SIGKILL, a real
// SQLite file): killed after each of the command's write statements in turn, the database holds
// either the state before the join or the whole join — the seat with the first Campaign Card drawn
// and the phases passed (6.2.1.1) — never a full table with no card drawn.
import { spawn } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/service.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { bundled } from '../helpers/bundle.ts';
import { tempDbPath } from '../helpers/harness.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function child(db: string, killAfter: number): Promise<Ran> {
  return new Promise((resolve, reject) => {
    // Bundled once (tests/helpers/bundle.ts): a child then starts in under a second, not three.
    const p = spawn(
      process.execPath,
      [bundled('tests/store/children/join-killed.ts'), db, String(killAfter), 'bob', 'Allied'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, DISCORD_TOKEN: '', RENDER_THREADS: '0' },
      },
    );
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      p.kill('SIGKILL');
      reject(new Error(`the join child (kill after ${killAfter}) did not finish within 45 s`));
    }, 45_000);
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

const key = (c: { seats: string[]; events: string[] }): string =>
  JSON.stringify({ seats: [...c.seats].sort(), events: c.events });

/** What a database holds of the game: its seats and its log (times left out: they differ per run). */
function contents(path: string): { seats: string[]; events: string[] } {
  const store = new SqliteStore(path);
  try {
    const row = store.sync.activeGameIn('c')!;
    return {
      seats: store.sync.seats(row.id).map((s) => `${s.side}:${s.user_id}:${s.role}`),
      events: store.sync.eventsBetween(row.id, 0).map((e) => `${e.seq} ${e.type} ${e.actor} ${e.data}`),
    };
  } finally {
    store.db.close();
  }
}

describe('a /game join killed between any two of its writes (SIGKILL, real child process)', () => {
  const base = tempDbPath('base.db');

  beforeAll(async () => {
    // A Lettow-Vorbeck game with the German seated: the Allied join fills the table.
    const store = new SqliteStore(base);
    const app = new GameService(store, { seed: 'kill-join' });
    const alice = { channel: 'c', user: 'alice', name: 'alice' };
    await app.newGame(alice, 'lettow-vorbeck', {});
    await app.join(alice, 'German');
    await store.close(); // checkpoints the WAL: the file alone is the database
  }, 60_000);

  it('6.2.1.1 — either the state before the join or the whole join (seat, card drawn, phases passed)', async () => {
    const before = contents(base);
    expect(before.seats).toEqual(['German:alice:player']);

    const whole = tempDbPath('whole.db');
    copyFileSync(base, whole);
    const done = await child(whole, 0);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const writes = Number(/^writes (\d+)$/m.exec(done.stdout)?.[1]);
    expect(writes).toBeGreaterThan(2); // BEGIN, the seat, the events…, COMMIT
    const after = contents(whole);
    expect(after.seats.sort()).toEqual(['Allied:bob:player', 'German:alice:player']);
    expect(after.events.slice(before.events.length).some((e) => / kernel\.forced /.test(e))).toBe(true);
    expect(after.events.join('\n')).toMatch(/draw/i);

    const seen: string[] = [];
    const kills = Array.from({ length: writes }, (_, k) => k + 1);
    // Two at a time: the machine is shared.
    for (let k = 0; k < kills.length; k += 2) {
      await Promise.all(
        kills.slice(k, k + 2).map(async (n) => {
          const db = tempDbPath(`killed-${n}.db`);
          copyFileSync(base, db);
          const r = await child(db, n);
          expect(r.signal, `kill after write ${n}: ${r.stderr}`).toBe('SIGKILL');
          const c = contents(db);
          const got = key(c);
          const state = got === key(before) ? 'before' : got === key(after) ? 'whole' : 'torn';
          const found = `seats ${c.seats.join(', ')}; ${c.events.length} events (before: ${before.events.length}, whole join: ${after.events.length})`;
          expect(state, `killed after write ${n} of ${writes}: ${found}`).not.toBe('torn');
          seen.push(`${n}:${state}`);
        }),
      );
    }
    // The kill after the last write (the COMMIT) finds the whole join; every earlier one finds nothing of it.
    expect(seen.sort((a, b) => parseInt(a) - parseInt(b))).toEqual(
      kills.map((n) => `${n}:${n === writes ? 'whole' : 'before'}`),
    );
  }, 180_000);
});
