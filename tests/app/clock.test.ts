// The game clock through the service with a fake clock (docs/clocks.md): gains and the cap, a vacation
// that stops the clock and ends on the next move, a pause by agreement, and a time-out where each of
// the four choices is taken (claim, stand-in, more time, wait), the stand-in playing several hand-offs
// and the player taking the seat back. Every game is decided again from its recorded commands
// (check-games --deep) at the end: the clock's events come from what was recorded.
import { copyFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fireTimeout, STAND_IN_USER } from '../../src/app/clock.ts';
import { resultOf } from '../../src/engine/kernel.ts';
import { closeTables, DAY, decidesAgain, HOUR, table, track, type Table } from '../helpers/clock-table.ts';
import { harness, tempDbPath } from '../helpers/harness.ts';

afterEach(closeTables);

describe('a clock per game: the bank, the gain per hand-off, the cap', () => {
  it('starts when the table is full, runs for the side to move only, gains a day per hand-off up to the cap', async () => {
    const t = await table('standard'); // 3 days, +1 a hand-off, at most 7
    expect(t.toMove()).toBe('German');
    t.wait(5 * HOUR);
    expect(t.left('German')).toBe(3 * DAY - 5 * HOUR);
    expect(t.left('Allied')).toBe(3 * DAY);
    await t.handOff('German');
    expect(t.left('German')).toBe(4 * DAY - 5 * HOUR);
    // Quick hand-offs: each adds a day until the cap (7 days) holds it.
    for (let n = 0; n < 10; n++) {
      t.wait(HOUR);
      await t.handOff(t.toMove());
    }
    expect(t.left('German')).toBe(7 * DAY);
    expect(t.left('Allied')).toBe(7 * DAY);
    await decidesAgain(t.h);
  });

  it('shows each clock in the hand-off and in /game status, as a date and as "in N days"', async () => {
    const t = await table('relaxed');
    t.wait(DAY);
    const status = await t.h.text('carol: /game status');
    expect(status).toContain(
      'Clock (relaxed): German 6 days left, runs out Tue 8 Dec 12:00 UTC (in 6 days); Allied 7 days left.',
    );
    expect(status).toContain('Vacation left (/game vacation days:N): German 14 days, Allied 14 days.');
    t.wait(HOUR);
    const out = await t.handOff('German');
    const ping = out.find((o) => o.text.includes('Your move: Allied'))!;
    expect(ping.text).toMatch(
      /\nClock \(relaxed\): German 7 days 23 hours left; Allied 7 days left, runs out Wed 9 Dec 13:00 UTC \(in 7 days\)\.$/,
    );
  });

  it('refuses a clock where nobody could wait for anyone, and an unknown preset', async () => {
    const h = track(harness());
    expect(await h.text('alice: /game new game:hill-of-doves clock:fast')).toMatch(
      /A clock needs two players: Hill of Doves.* is solitaire/,
    );
    await expect(h.text('alice: /game new game:lettow-vorbeck clock:slow')).rejects.toThrow(
      /clock:slow is not allowed for \/game new. Allowed: none, relaxed, standard, fast/,
    );
    expect(await h.text('alice: /game new game:lettow-vorbeck opponent:bot side:German clock:fast')).toMatch(
      /A clock needs two players/,
    );
    expect(await h.store.activeGameIn('test')).toBeUndefined();
  });
});

describe('vacation and pause', () => {
  it('a vacation stops the player’s clock and ends with their next move, using only the days taken', async () => {
    const t = await table('standard');
    t.wait(2 * HOUR);
    expect(await t.h.text('alice: /game vacation days:8')).toMatch(
      /more than your vacation left \(7 days\).*1 to 7 days/,
    );
    expect(await t.h.text('alice: /game vacation days:3')).toMatch(/German is on vacation until 2026-12-04 14:00 UTC/);
    t.wait(2 * DAY);
    expect(t.left('German')).toBe(3 * DAY - 2 * HOUR); // stopped
    expect(await t.h.text('carol: /game status')).toMatch(
      /German 2 days 22 hours left, on vacation until Fri 4 Dec 14:00 UTC \(in 1 day\)/,
    );
    // No time-out while away, even past the bank's end.
    expect(await fireTimeout(t.h.app, 1)).toBeNull();
    await t.handOff('German');
    expect(t.h.read.events().some((e) => e.type === 'kernel.vacation-ended')).toBe(true);
    expect(t.types()).toContain('kernel.vacation-ended');
    const g = t.h.read.game();
    const german = g.folded.clock!.sides.find((s) => s.side === 'German')!;
    expect(german.vacationLeft).toBe(5 * DAY); // two of seven days used
    expect(german.away).toBeUndefined();
    await decidesAgain(t.h);
  });

  it('a vacation that runs its course restarts the clock by itself; the time-out waits for its end', async () => {
    const t = await table('fast'); // 12 hours, vacation 3 days
    await t.h.run('alice: /game vacation days:1');
    t.wait(DAY + 11 * HOUR);
    expect(t.left('German')).toBe(HOUR);
    expect(await fireTimeout(t.h.app, 1)).toBeNull();
    t.wait(HOUR);
    expect((await fireTimeout(t.h.app, 1))?.out.at(-1)?.text).toMatch(/German's clock has run out/);
  });

  it('a pause by agreement: asked, accepted; no clock runs and no move is made until both resume', async () => {
    const t = await table('standard');
    t.wait(HOUR);
    expect(await t.h.text('alice: /game pause answer:accept')).toMatch(/nobody has asked to pause/);
    expect(await t.h.text('alice: /game pause answer:request')).toMatch(/German asks to pause the game/);
    expect(await t.h.text('alice: /game pause answer:accept')).toMatch(/your opponent answers/);
    expect(await t.h.text('bob: /game pause answer:accept')).toMatch(/the game is paused/);
    t.wait(10 * DAY);
    expect(t.left('German')).toBe(3 * DAY - HOUR);
    expect(await fireTimeout(t.h.app, 1)).toBeNull();
    expect(await t.h.text('alice: /phase end')).toMatch(/paused by agreement/);
    await t.h.run('bob: /game resume answer:request');
    expect(await t.h.text('alice: /game resume answer:decline')).toMatch(/German declines/);
    await t.h.run('bob: /game resume answer:request');
    expect(await t.h.text('alice: /game resume answer:accept')).toMatch(/the game resumes/);
    t.wait(HOUR);
    expect(t.left('German')).toBe(3 * DAY - 2 * HOUR);
    await t.handOff('German');
    await decidesAgain(t.h);
  });
});

describe('out of time: the waiting player chooses', () => {
  async function outOfTime(): Promise<Table> {
    const t = await table('fast'); // 12 hours to start, 6 more a hand-off
    t.wait(11 * HOUR);
    expect(await fireTimeout(t.h.app, 1)).toBeNull(); // not yet
    t.wait(HOUR);
    const fired = (await fireTimeout(t.h.app, 1))!;
    const offer = fired.out.at(-1)!;
    expect(offer.mentions).toEqual(['bob']);
    expect(offer.buttons?.map((b) => b.command)).toEqual([
      '/game timeout choice:claim',
      '/game timeout choice:stand-in',
      '/game timeout choice:give days:1',
      '/game timeout choice:wait',
    ]);
    expect(await fireTimeout(t.h.app, 1)).toBeNull(); // once
    expect(t.types().filter((x) => x === 'kernel.clock-timeout')).toHaveLength(1);
    expect(await t.h.text('alice: /game timeout choice:claim')).toMatch(/only German's opponent chooses/);
    return t;
  }

  it('the time-out reaches the watchers who asked for pings, by DM, as the channel sees it', async () => {
    const t = await table('fast');
    await t.h.run('carol: /game watch ping:true');
    await t.h.run('dave: /game watch');
    t.wait(12 * HOUR);
    const { out } = (await fireTimeout(t.h.app, 1))!;
    const post = out.find((o) => o.audience.kind === 'public' && o.text.includes("German's clock has run out"))!;
    const dms = out.filter((o) => o.audience.kind === 'dm');
    expect(dms.map((o) => o.audience)).toEqual([{ kind: 'dm', user: 'carol' }]);
    expect(dms[0]!.text).toBe(`[watching game #1] ${post.text}`);
    expect(dms[0]!.buttons).toBeUndefined(); // the choices are the players'
  });

  it('claim: the game ends with a win on time, not a resignation', async () => {
    const t = await outOfTime();
    const out = await t.h.text('bob: /game timeout choice:claim');
    expect(out).toContain('Allied claims the win on time: German ran out of time.');
    expect(out).toContain('Game over: Allied win on time — German ran out of time.');
    const g = t.h.read.game();
    expect(resultOf(g.module, g.folded)).toEqual({
      winner: 'Allied',
      label: 'Allied win on time',
      reason: 'German ran out of time',
    });
    expect(g.row.status).toBe('finished');
    expect(t.types()).not.toContain('kernel.side-resigned');
    await decidesAgain(t.h);
  });

  it('more time: the bank grows, the clock runs again and times out again when spent', async () => {
    const t = await outOfTime();
    expect(await t.h.text('bob: /game timeout choice:give days:1')).toContain('Allied gives German more time.');
    expect(t.left('German')).toBe(DAY);
    t.wait(DAY - 1);
    expect(await fireTimeout(t.h.app, 1)).toBeNull();
    t.wait(1);
    expect(await fireTimeout(t.h.app, 1)).not.toBeNull();
    await decidesAgain(t.h);
  });

  it('wait: nothing happens; the late player plays on and gains as ever, and is not timed out twice', async () => {
    const t = await outOfTime();
    expect(await t.h.text('bob: /game timeout choice:wait')).toContain('Allied waits for German.');
    t.wait(3 * DAY);
    expect(await fireTimeout(t.h.app, 1)).toBeNull();
    await t.handOff('German');
    expect(t.left('German')).toBe(6 * HOUR); // spent, then the hand-off's gain
    expect(t.h.read.game().folded.clock!.out).toBeUndefined();
    expect(await t.h.text('bob: /game timeout choice:claim')).toMatch(/no clock has run out/);
    await decidesAgain(t.h);
  });

  it('stand-in: Heliograph plays the absent side over several hand-offs, in the log, until its player takes the seat back', async () => {
    const t = await outOfTime();
    const out = await t.h.text('bob: /game timeout choice:stand-in');
    expect(out).toContain('Allied hands German to Heliograph');
    expect(t.toMove()).toBe('Allied'); // it played German's turn at once
    for (let n = 0; n < 3; n++) {
      t.wait(HOUR);
      await t.handOff('Allied'); // and each German turn after it
      expect(t.toMove()).toBe('Allied');
    }
    const rows = await t.h.store.eventsBetween(1, 0);
    const byStandIn = rows.filter((r) => r.actor === STAND_IN_USER);
    expect(byStandIn.length).toBeGreaterThan(3);
    const commands = await t.h.store.commands(1);
    expect(commands.filter((c) => c.action.includes('"standIn":true')).length).toBeGreaterThanOrEqual(4);
    // Its clock did not run while Heliograph held it: it only gained at each hand-off.
    expect(t.left('German')).toBe(DAY);
    expect(await t.h.text('bob: /game timeout choice:back')).toMatch(/not standing in for your side/);
    expect(await t.h.text('alice: /game timeout choice:back')).toContain(
      "German's player is back and takes the seat back from Heliograph.",
    );
    await t.handOff('Allied');
    expect(t.toMove()).toBe('German'); // the bot no longer plays it
    await t.handOff('German');
    expect(rows.length).toBeLessThan((await t.h.store.eventsBetween(1, 0)).length);
    await decidesAgain(t.h);
  });

  it('a player out of time who plays on before the opponent chose: the time-out no longer stands, nor its choices', async () => {
    const t = await outOfTime();
    await t.handOff('German');
    expect(t.left('German')).toBe(6 * HOUR);
    for (const choice of ['claim', 'stand-in', 'wait'])
      expect(await t.h.text(`bob: /game timeout choice:${choice}`)).toMatch(
        /no clock has run out.*nothing was recorded/,
      );
    await decidesAgain(t.h);
  });
});

describe('games created before clocks', () => {
  it('the release 0.1 fixture: every game folds with no clock, arms no time-out, and shows none', async () => {
    const path = tempDbPath('release-0.1.db');
    copyFileSync(new URL('../fixtures/release-0.1.db', import.meta.url).pathname, path);
    const h = track(harness({ db: path }));
    expect(await h.store.timers()).toEqual([]);
    for (const row of await h.store.activeGames()) {
      const g = await h.app.load(row);
      expect(g.folded.clock).toBeUndefined();
      const status = await h.app.status({ channel: row.channel, user: 'carol', name: 'carol' });
      expect(status.map((o) => o.text).join('\n')).not.toMatch(/Clock|Vacation/);
    }
  });
});
