// /game verify, /game export and npm run verify: after a complete game, every die and
// draw is recomputed from the revealed seed and checked against the commitment shown at creation.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dirname } from 'node:path';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { checkLog, parseLogFile, type GameLogFile } from '../../src/app/verify/log-file.ts';
import { spawnMain } from '../helpers/dist.ts';
import { bundled } from '../helpers/bundle.ts';
import { harness, tempDbPath, type Harness } from '../helpers/harness.ts';

/** Random legal actions by the seated players, through the service, until the game ends. */
async function playToEnd(h: Harness, channel: string): Promise<void> {
  const rand = seedrandom(`end:${channel}`);
  for (let i = 0; i < 20000; i++) {
    const g = await h.app.currentOrLastGame(channel); // the service's fold cache, not the whole log each step
    if (g.row.status === 'finished') return;
    const expected = g.module.expected(g.folded.game).sides;
    const user = g.seats.find((s) => expected.includes(s.side))?.user_id ?? g.seats[0]!.user_id;
    const legal = await h.app.legalActions({ channel, user, name: user });
    const ends = legal.filter((a) => a.action.type === 'end-phase');
    const others = legal.filter((a) => a.action.type !== 'end-phase' && a.action.type !== 'set-orders');
    const pool = ends.length > 0 && (others.length === 0 || rand() < 0.3) ? ends : others.length ? others : legal;
    await h.app.act({ channel, user, name: user }, pool[Math.floor(rand() * pool.length)]!.action);
  }
  throw new Error('the game did not end');
}

const exported = (out: Awaited<ReturnType<Harness['run']>>): GameLogFile => {
  const file = out[0]!.files![0]!;
  const log = parseLogFile(file.data.toString('utf8'));
  if (typeof log === 'string') throw new Error(log);
  return log;
};

describe('/game verify and /game export', () => {
  it('a complete Lettow-Vorbeck game: /game verify answers with the number of rolls checked; export and npm run verify agree', async () => {
    const h = harness({ seed: 'verify-lv' });
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    expect(await h.text('carol: /game verify')).toMatch(
      /\[ephemeral carol\] Game #1 is still running: its seed stays secret/,
    );
    expect(await h.text('carol: /game export')).toMatch(
      /Game #1 is still running: its log holds what each side may not see/,
    );
    await playToEnd(h, 'test');
    const answer = await h.text('carol: /game verify');
    const m =
      /^\[public\] Game #1: Seed matches its commitment; all (\d+) rolls match \((\d+) dice and (\d+) shuffles and draws, recomputed from the seed over (\d+) events\)\.\nChain of event hashes whole over \4 events, final receipt [0-9a-f]{12} \([0-9a-f]{64}\); \d+ hand-offs, each with the receipt posted with it: compare those you kept\.$/.exec(
        answer,
      );
    expect(m, answer).not.toBeNull();
    expect(Number(m![1])).toBe(Number(m![2]) + Number(m![3]));
    expect(Number(m![2])).toBeGreaterThan(0);
    expect(Number(m![4])).toBe(h.store.sync.head(1));

    const out = await h.run('carol: /game export');
    expect(out[0]!.audience).toEqual({ kind: 'ephemeral', user: 'carol' });
    expect(out[0]!.text).toMatch(
      /its log of \d+ events\. Check it offline with npm run verify -- heliograph-game-1\.json/,
    );
    const log = exported(out);
    expect(log.game).toMatchObject({
      id: 1,
      kind: 'lettow-vorbeck',
      revision: 'lv-1',
      seed: 'verify-lv',
      status: 'finished',
    });
    expect(checkLog(log).text).toBe(answer.replace('[public] Game #1: ', ''));
    const file = join(dirname(h.dbPath), 'heliograph-game-1.json');
    writeFileSync(file, out[0]!.files![0]!.data);
    const cli = execFileSync(process.execPath, [bundled('scripts/verify.ts'), file], { encoding: 'utf8' });
    expect(cli).toContain(`all ${m![1]} rolls match`);

    // One die changed in the stored log: the first event whose dice do not match is named.
    const fired = h.store.db
      .prepare<[], { seq: number; data: string }>(
        "SELECT seq, data FROM events WHERE game_id = 1 AND type = 'battle.unit-fired' ORDER BY seq LIMIT 1",
      )
      .get()!;
    const e = JSON.parse(fired.data) as { dice: number[] };
    e.dice[0] = (e.dice[0]! % 6) + 1;
    h.store.db.prepare('UPDATE events SET data = ? WHERE game_id = 1 AND seq = ?').run(JSON.stringify(e), fired.seq);
    expect(await h.text('carol: /game verify')).toMatch(
      new RegExp(
        `Seed matches its commitment, but the dice of event #${fired.seq} \\(battle\\.unit-fired\\) do not: battle\\.unit-fired dice\\[0\\]: ${e.dice[0]} recorded, the seed gives \\d`,
      ),
    );
    // A seed that is not the one committed to.
    const bad = { ...log, game: { ...log.game, seed: 'another seed' } };
    writeFileSync(file, JSON.stringify(bad));
    const refused = spawnSync(process.execPath, [bundled('scripts/verify.ts'), file], { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(
      /The seed does NOT match its commitment: SHA-256 of the revealed seed is [0-9a-f]{64}, the commitment shown at creation was/,
    );
    h.close();
  }, 180_000); // a whole game and two runs of npm run verify: on a loaded machine, longer than the default

  it('a complete Hill of Doves campaign: all rolls match', async () => {
    const h = harness({ seed: 'verify-hod' });
    await h.run('erin: /game new game:hill-of-doves');
    await h.run('erin: /game join side:British');
    await playToEnd(h, 'test');
    expect(await h.text('erin: /game verify')).toMatch(
      /^\[public\] Game #1: Seed matches its commitment; all \d+ rolls match/,
    );
    h.close();
  });

  it('a sandbox game: export at any time (seed still secret); after the end, queued dice are exempt', async () => {
    const h = harness({ seed: 'verify-sandbox' });
    await h.run('frank: /game new game:lettow-vorbeck setup:quick sandbox:true');
    await h.run('frank: /game join side:German');
    await h.run('frank: /game join side:Allied');
    await h.run('frank: /sandbox dice values:6,6,1');
    const early = exported(await h.run('frank: /game export'));
    expect(early.game.seed).toBeNull();
    expect(checkLog(early).text).toMatch(/The seed of game #1 is still secret/);
    // Play until the queued dice were used in a battle, then resign.
    const rand = seedrandom('sandbox');
    while (h.read.game().folded.diceQueue.length > 0) {
      const legal = await h.app.legalActions({ channel: 'test', user: 'frank', name: 'frank' });
      const ends = legal.filter((a) => a.action.type === 'end-phase');
      const pool = ends.length && rand() < 0.3 ? ends : legal;
      await h.app.act(
        { channel: 'test', user: 'frank', name: 'frank' },
        pool[Math.floor(rand() * pool.length)]!.action,
      );
    }
    await h.run('frank: /game resign confirm:true');
    expect(await h.text('frank: /game verify')).toMatch(
      /Seed matches its commitment; all \d+ rolls match \(.*; 3 sandbox-queued dice were chosen, not rolled, and are not counted\)\./,
    );
    h.close();
  });

  it('the console, on the database of release 0.1: /game verify of its finished game', () => {
    const db = tempDbPath('release-0.1.db');
    copyFileSync(new URL('../fixtures/release-0.1.db', import.meta.url), db);
    const run = spawnMain(['--db', db], { input: ':channel lv-done\ncarol: /game verify\n' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      '[public] Game #2: Seed matches its commitment; all 113 rolls match (87 dice and 26 shuffles and draws, recomputed from the seed over 538 events).',
    );
  });

  it('id: verifies an earlier game of the channel while a new one runs; a game of another channel is not shown', async () => {
    const db = tempDbPath('release-0.1.db');
    copyFileSync(new URL('../fixtures/release-0.1.db', import.meta.url), db);
    const h = harness({ db });
    await h.run('carol: /game new game:lettow-vorbeck setup:quick', 'lv-done');
    expect(await h.text('carol: /game verify', 'lv-done')).toMatch(/Game #5 is still running/);
    expect(await h.text('carol: /game verify id:2', 'lv-done')).toMatch(
      /^\[public\] Game #2: Seed matches its commitment; all 113 rolls match/,
    );
    expect(await h.text('carol: /game export id:2', 'lv-long')).toBe(
      "[ephemeral carol] There is no game #2 in this channel; /game status shows this channel's game.",
    );
    h.close();
  });
});
