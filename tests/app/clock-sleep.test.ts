// clock_sleep:stops (docs/clocks.md "Sleep hours"): a player's clock is not charged during their sleep
// hours, with the fake clock of the service. The slept time is written in the log, so the game folds
// and is decided again the same after the player changes their settings; the time-out never falls in
// hours that are not charged. Without the option the same hours are charged as ever.
import { afterEach, describe, expect, it } from 'vitest';
import { fireTimeout } from '../../src/app/clock.ts';
import { clockAt } from '../../src/app/clock-sleep.ts';
import { remaining, type ClockEvent, type ClockState } from '../../src/engine/clock.ts';
import { fold } from '../../src/engine/kernel.ts';
import { closeTables, DAY, decidesAgain, HOUR, START, table, track, type Table } from '../helpers/clock-table.ts';
import { harness } from '../helpers/harness.ts';

afterEach(closeTables);

/** A side's time left now, sleep hours not charged where the game says so (what players are shown). */
const leftNow = (t: Table, side: string): number => {
  const c = t.h.read.game().folded.clock!;
  return remaining(clockAt(c, t.clock.t), side, t.clock.t).left;
};
const banks = (c: ClockState): number[] => c.sides.map((s) => s.bank);
const slept = (t: Table): ClockEvent[] =>
  t.h.read.events().filter((e): e is ClockEvent => e.type === 'kernel.clock-slept');

// Alice (German, to move first) sleeps 22:00-06:00 UTC; the game starts Tue 1 Dec at 12:00 UTC.
const ALICE_SLEEPS = ['alice: /settings sleep:22-06'];

describe('clock_sleep:stops — no clock runs during its player’s sleep hours', () => {
  it('a day of German’s turn charges its 16 waking hours; the 8 slept are written in the log', async () => {
    const t = await table('standard', 'clock_sleep:stops', ALICE_SLEEPS);
    t.wait(9 * HOUR); // 21:00: awake so far
    expect(leftNow(t, 'German')).toBe(3 * DAY - 9 * HOUR);
    t.wait(6 * HOUR); // 03:00: asleep since 22:00
    expect(leftNow(t, 'German')).toBe(3 * DAY - 10 * HOUR);
    t.wait(9 * HOUR); // Wed 12:00
    expect(leftNow(t, 'German')).toBe(3 * DAY - 16 * HOUR);
    expect(await t.h.text('carol: /game status')).toMatch(
      /Clock \(standard, stops in sleep hours\): German 2 days 8 hours left, runs out/,
    );
    await t.handOff('German');
    expect(slept(t)).toEqual([
      { type: 'kernel.clock-slept', at: START + DAY, sides: [{ side: 'German', ms: 8 * HOUR }] },
    ]);
    expect(t.left('German')).toBe(4 * DAY - 16 * HOUR); // the hand-off's day gained
    expect(t.left('Allied')).toBe(3 * DAY);
    await decidesAgain(t.h);
  });

  it('without the option the same sleep hours are charged as ever, and nothing of sleep is written', async () => {
    const t = await table('standard', '', ALICE_SLEEPS);
    t.wait(DAY);
    expect(leftNow(t, 'German')).toBe(2 * DAY);
    expect(await t.h.text('carol: /game status')).toMatch(/Clock \(standard\): German 2 days left/);
    await t.handOff('German');
    expect(t.left('German')).toBe(3 * DAY);
    expect(slept(t)).toEqual([]);
    expect(t.h.read.events().some((e) => 'hours' in e)).toBe(false);
    await decidesAgain(t.h);
  });

  it('the time-out waits for the player to wake: 12 waking hours from noon run out at 08:00, not at midnight', async () => {
    const t = await table('fast', 'clock_sleep:stops', ALICE_SLEEPS); // a bank of 12 hours
    const wed8 = Date.UTC(2026, 11, 2, 8, 0);
    expect((await t.h.store.timer(1))?.due).toBe(wed8);
    expect(await t.h.text('carol: /game status')).toContain('runs out Wed 2 Dec 08:00 UTC');
    t.wait(12 * HOUR); // midnight: asleep, 10 hours charged
    expect(await fireTimeout(t.h.app, 1)).toBeNull();
    t.clock.t = wed8 - 60_000;
    expect(leftNow(t, 'German')).toBe(60_000);
    expect(await fireTimeout(t.h.app, 1)).toBeNull();
    t.clock.t = wed8;
    expect((await fireTimeout(t.h.app, 1))?.out.at(-1)?.text).toMatch(/German's clock has run out/);
    expect(t.h.read.game().folded.clock!.out).toEqual({ side: 'German', at: wed8 });
    expect(await t.h.text('bob: /game timeout choice:wait')).toContain('Allied waits for German.');
    await decidesAgain(t.h);
  });

  it('without the option the same bank runs out at midnight, in her sleep', async () => {
    const t = await table('fast', '', ALICE_SLEEPS);
    expect((await t.h.store.timer(1))?.due).toBe(START + 12 * HOUR);
  });

  it('a change of settings takes effect at the player’s next turn; the log folds and decides the same after it', async () => {
    const t = await table('standard', 'clock_sleep:stops', ALICE_SLEEPS);
    t.wait(6 * HOUR);
    await t.h.run('alice: /settings sleep:off'); // mid-turn: this turn keeps the hours it started with
    t.wait(18 * HOUR);
    await t.handOff('German');
    expect(slept(t).map((e) => e.type === 'kernel.clock-slept' && e.sides)).toEqual([
      [{ side: 'German', ms: 8 * HOUR }],
    ]);
    const after = banks(t.h.read.game().folded.clock!);
    expect(after).toEqual([4 * DAY - 16 * HOUR, 3 * DAY]);

    // Later settings change nothing already written: the same banks, folded afresh and decided again.
    await t.h.run('alice: /settings sleep:02-10 timezone:Europe/Paris');
    const g = t.h.read.game();
    const raw = (await t.h.store.eventsBetween(1, 0)).map((r) => JSON.parse(r.data) as ClockEvent);
    expect(banks(fold(g.module, raw).clock!)).toEqual(after);
    expect(banks(g.folded.clock!)).toEqual(after);
    await decidesAgain(t.h);

    // Her next turn runs with the hours she has then: 02:00-10:00 in Paris (01:00-09:00 UTC in December).
    t.wait(HOUR);
    await t.handOff('Allied');
    const turn = t.h.read.events().findLast((e) => e.type === 'kernel.clock-turn') as ClockEvent;
    expect(turn).toMatchObject({
      to: ['German'],
      hours: [{ side: 'German', sleep: { from: 120, to: 600, zone: 'Europe/Paris' } }],
    });
    const thu = Date.UTC(2026, 11, 3, 12, 0);
    const from = t.clock.t;
    t.clock.t = thu;
    // From Wed 13:00 to Thu 12:00 UTC she slept 01:00-09:00 UTC: 23 hours less 8.
    expect(leftNow(t, 'German')).toBe(4 * DAY - 16 * HOUR - (thu - from - 8 * HOUR));
  });

  it('is refused without a clock, and for a value it does not take; /help names it', async () => {
    const h = track(harness());
    expect(await h.text('alice: /game new game:lettow-vorbeck clock_sleep:stops')).toMatch(
      /clock_sleep:stops goes with a clock.*Nothing was created/,
    );
    await expect(h.text('alice: /game new game:lettow-vorbeck clock:fast clock_sleep:maybe')).rejects.toThrow(
      /clock_sleep:maybe is not allowed for \/game new. Allowed: runs, stops/,
    );
    expect(await h.store.activeGameIn('test')).toBeUndefined();
    expect(await h.text('alice: /help')).toContain('clock_sleep:stops');
  });
});
