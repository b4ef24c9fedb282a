// A move and a time-out racing from two OS processes (docs/clocks.md): two children
// (tests/app/children/clock-racer.ts), each with its own connection to one SQLite file, one playing
// German's move, the other appending the time-out as the bot's timer does. Each round, in a game of its
// own, both decide on the same state and are let go to append together (the order they are told
// alternates): exactly one of them is in the log, and the loser is told what happened. Ten rounds:
// which one wins is the race's, never asserted.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundled } from '../helpers/bundle.ts';
import { harness, type Harness } from '../helpers/harness.ts';

const HOUR = 3_600_000;
const ROUNDS = 10;
const START = Date.UTC(2026, 11, 1, 12, 0);
/** The children's time: German's 12 hours (clock:fast) are over. */
const OUT_OF_TIME = START + 12 * HOUR;
const ROOT = new URL('../../', import.meta.url).pathname;

interface Done {
  gameId: number;
  won: boolean;
  told: string;
  error?: string;
}

/** A child racer (bundled once, tests/helpers/bundle.ts): its lines as they come, and a wait for the next one of a kind. */
function racer(db: string, role: 'move' | 'timer') {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [bundled('tests/app/children/clock-racer.ts'), db, role, String(OUT_OF_TIME)],
    { cwd: ROOT, stdio: 'pipe' },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (l) => {
    lines.push(l);
    for (const w of waiters.splice(0)) w();
  });
  const next = async (prefix: string): Promise<string> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const i = lines.findIndex((l) => l.startsWith(prefix));
      if (i >= 0) return lines.splice(i, 1)[0]!.slice(prefix.length);
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the ${role} child said no "${prefix}"; its output: ${lines.join('\n')}\n${stderr}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 1000);
      });
    }
  };
  return {
    child,
    send: (line: string) => void child.stdin.write(`${line}\n`),
    next,
    done: async (): Promise<Done> => JSON.parse(await next('done ')) as Done,
  };
}

describe('a move and a time-out racing from two OS processes', () => {
  let h: Harness;
  let mover: ReturnType<typeof racer>;
  let timer: ReturnType<typeof racer>;

  beforeAll(() => {
    h = harness({ service: { now: () => START } });
    mover = racer(h.dbPath, 'move');
    timer = racer(h.dbPath, 'timer');
  });
  afterAll(async () => {
    for (const r of [mover, timer]) {
      if (!r || r.child.exitCode !== null) continue;
      const exited = new Promise((res) => r.child.once('exit', res));
      r.child.stdin.end(); // the child reads to the end of its input, closes its store and exits
      await exited;
    }
    h?.close();
  });

  it(`leaves exactly one of them in the log, ${ROUNDS} rounds, and tells the loser`, async () => {
    const wins = { move: 0, timer: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const channel = `race-${round}`;
      await h.run('alice: /game new game:lettow-vorbeck clock:fast', channel);
      await h.run('alice: /game join side:German', channel);
      await h.run('bob: /game join side:Allied', channel);
      const gameId = h.read.game(channel).row.id;
      const types = () => h.read.events(channel).map((e) => e.type);
      const turnsBefore = types().filter((t) => t === 'kernel.clock-turn').length;

      const racers = round % 2 === 0 ? [mover, timer] : [timer, mover];
      for (const r of racers) r.send(`go ${gameId} ${channel}`);
      // Both have read the game and decided: let them append together.
      for (const r of racers) expect(await r.next('ready ')).toBe(String(gameId));
      for (const r of racers) r.send(`append ${gameId}`);
      const [moved, timedOut] = [await mover.done(), await timer.done()];
      expect(moved.error ?? timedOut.error).toBeUndefined();
      expect([moved.gameId, timedOut.gameId]).toEqual([gameId, gameId]);

      const after = types();
      const timeouts = after.filter((t) => t === 'kernel.clock-timeout').length;
      // German's end of phase hands off to the Allied side: one more clock-turn in the log.
      const moves = after.filter((t) => t === 'kernel.clock-turn').length - turnsBefore;
      expect(timeouts + moves, `round ${round}: ${after.join(', ')}`).toBe(1);
      expect(moved.won).toBe(moves === 1);
      expect(timedOut.won).toBe(timeouts === 1);
      if (timedOut.won) {
        wins.timer++;
        expect(after.at(-1)).toBe('kernel.clock-timeout');
        expect(timedOut.told).toMatch(/German's clock has run out/);
        // The player whose move lost is told their clock ran out first, and that they may send it again.
        expect(moved.told).toMatch(
          /German's clock ran out at 2026-12-02 00:00 UTC and the time-out was recorded before this command; nothing was recorded\. .*German may still play \(send the command again\)/,
        );
      } else {
        wins.move++;
        expect(moved.told).toMatch(/German/);
        expect(timedOut.told).toBe('no time-out written: the log had moved on');
        // Nothing is due any more: German gained time at its hand-off, and the Allied clock has just started.
        expect(h.read.game(channel).module.expected(h.read.game(channel).folded.game).sides).toEqual(['Allied']);
      }
    }
    expect(wins.move + wins.timer).toBe(ROUNDS);
  }, 180_000);
});
