// A move and a time-out racing (docs/clocks.md): two services on one SQLite file, each with its own
// connection (as two bot processes would be), the other's command landing between deciding and appending.
// The log's order decides: exactly one of them is written, and the loser is told what happened.
import { afterEach, describe, expect, it } from 'vitest';
import { fireTimeout } from '../../src/app/clock.ts';
import { GameService } from '../../src/app/service.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { harness, type Harness } from '../helpers/harness.ts';

const HOUR = 3_600_000;
const alice = { channel: 'test', user: 'alice', name: 'alice' };

let open: { h: Harness; other: SqliteStore }[] = [];
afterEach(async () => {
  for (const o of open) {
    o.h.close();
    await o.other.close();
  }
  open = [];
});

/** Two services on one database, German out of time (clock:fast: 12 hours) and about to end its March Phase. */
async function twoProcesses() {
  const clock = { t: Date.UTC(2026, 11, 1, 12, 0) };
  let between: (() => Promise<void>) | null = null;
  const hook = async () => {
    const run = between;
    between = null; // the first attempt only
    if (run) await run();
  };
  const h = harness({ service: { now: () => clock.t, beforeAppend: hook } });
  const other = new SqliteStore(h.dbPath);
  open.push({ h, other });
  const b = new GameService(other, { seed: 'test-seed', picturesAfter: false, now: () => clock.t, beforeAppend: hook });
  await h.run('alice: /game new game:lettow-vorbeck clock:fast');
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  clock.t += 12 * HOUR;
  const types = () => h.read.events().map((e) => e.type);
  return { h, a: h.app, b, types, setBetween: (f: () => Promise<void>) => void (between = f) };
}

describe('a move and a time-out racing from two processes', () => {
  it('the move lands first: the time-out is not written after it', async () => {
    const r = await twoProcesses();
    let moved = false;
    r.setBetween(async () => {
      await r.b.act(alice, { type: 'end-phase' });
      moved = true;
    });
    expect(await fireTimeout(r.a, 1)).toBeNull();
    expect(moved).toBe(true);
    expect(r.types()).not.toContain('kernel.clock-timeout');
    expect(r.types().filter((t) => t === 'kernel.clock-turn')).toHaveLength(2); // the start, German's hand-off
    // The timer reads the log again: nothing is due (German gained at its hand-off; Allied's clock runs).
    expect(await fireTimeout(r.a, 1)).toBeNull();
  });

  it('the time-out lands first: the move is not written, and its player is told why', async () => {
    const r = await twoProcesses();
    let fired = false;
    r.setBetween(async () => {
      fired = (await fireTimeout(r.b, 1)) !== null;
    });
    await expect(r.a.act(alice, { type: 'end-phase' })).rejects.toThrow(
      /German's clock ran out at 2026-12-02 00:00 UTC and the time-out was recorded before this command; nothing was recorded/,
    );
    expect(fired).toBe(true);
    const after = r.types();
    expect(after.filter((t) => t === 'kernel.clock-timeout')).toHaveLength(1);
    expect(after.at(-1)).toBe('kernel.clock-timeout');
    const g = r.h.read.game();
    expect(g.module.expected(g.folded.game).sides).toEqual(['German']);
  });
});
