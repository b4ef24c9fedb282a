// clock_sleep:stops (docs/clocks.md "Sleep hours"): a side's clock is not charged during its player's
// sleep hours (/settings sleep: and timezone:). The fold (src/engine/clock.ts) reads no time zone: here
// the application works out what was slept — recorded with each command (CommandRecord.slept) and
// written as kernel.clock-slept — when the clock runs out (the timer), and what the clocks read now.
// The hours used are those recorded in the log when the side's clock last started, so a player's later
// change of settings takes effect at their next turn and changes no past charge.
import {
  evolveClock,
  nextTimeout,
  runs,
  type ClockSide,
  type ClockState,
  type SleepWindow,
  type SleptTime,
} from '../engine/clock.ts';
import type { LoadedGame } from './service.ts';
import { canonicalTimeZone, DEFAULT_SETTINGS, type UserSettings } from './settings.ts';
import { asleep, asleepBetween, sleepingFrom, wakingFrom } from './waking.ts';

/** A recorded zone this runtime no longer knows reads as UTC rather than failing the clock
 *  (canonicalTimeZone remembers its answers). */
const knownZone = (zone: string | null): string | null => (zone === null ? null : canonicalTimeZone(zone));

const settingsOf = (w: SleepWindow): UserSettings => ({
  ...DEFAULT_SETTINGS,
  timeZone: knownZone(w.zone),
  sleep: { from: w.from, to: w.to },
});

/** Each side's sleep hours in force now, from its player's settings (recorded with a command). */
export function hoursInForce(
  g: Pick<LoadedGame, 'module' | 'seats'>,
  settings: ReadonlyMap<string, UserSettings>,
): { side: string; sleep: SleepWindow | null }[] {
  return g.module.seats.map((side) => {
    const seat = g.seats.find((s) => s.side === side && s.role === 'player');
    const s = seat ? settings.get(seat.user_id) : undefined;
    return { side, sleep: s?.sleep ? { from: s.sleep.from, to: s.sleep.to, zone: s.timeZone } : null };
  });
}

/** Milliseconds of `since`..`at` a running side slept, its vacation left out (that is not charged anyway). */
function sleptSince(since: number, at: number, s: ClockSide): number {
  if (!s.hours) return 0;
  const w = settingsOf(s.hours);
  const spans: [number, number][] = s.away
    ? [
        [since, Math.min(at, s.away.from)],
        [Math.max(since, s.away.until), at],
      ]
    : [[since, at]];
  return spans.reduce((sum, [a, b]) => sum + (b > a ? asleepBetween(w, a, b) : 0), 0);
}

/** What each running side slept since the clock was last settled, up to `at` (none without clock_sleep:stops). */
export function sleepCredit(c: ClockState | undefined, at: number): SleptTime[] {
  if (!c?.sleep || c.since === null) return [];
  const since = c.since;
  return c.sides
    .filter((s) => runs(c, s.side))
    .map((s) => ({ side: s.side, ms: sleptSince(since, at, s) }))
    .filter((x) => x.ms > 0);
}

/** The clock settled at `at`, sleep left uncharged: what it reads now (engine remaining() on it). */
export function clockAt(c: ClockState, at: number): ClockState {
  const sides = sleepCredit(c, at);
  return sides.length === 0 ? c : evolveClock(c, { type: 'kernel.clock-slept', at, sides })!;
}

/** When a running side's bank is spent, counting only time awake and not on vacation. */
function spentAwake(since: number, s: ClockSide): number {
  const w = s.hours ? settingsOf(s.hours) : null;
  const away = s.away;
  let t = since;
  let left = s.bank;
  // Two sleeps and a vacation a day at most: a bank of weeks is a few dozen steps.
  for (let i = 0; i < 10_000; i++) {
    if (away && t >= away.from && t < away.until) t = away.until;
    else if (w && asleep(w, t)) t = wakingFrom(w, t);
    else {
      let stop = w ? sleepingFrom(w, t) : Infinity;
      if (away && away.from > t) stop = Math.min(stop, away.from);
      if (t + left <= stop) return t + left;
      left -= stop - t;
      t = stop;
    }
  }
  return t + left;
}

/** The next time-out (src/engine/clock.ts nextTimeout), never in hours that are not charged. */
export function nextTimeoutAwake(c: ClockState | undefined): { side: string; due: number } | null {
  const plain = nextTimeout(c);
  if (!c?.sleep || !plain || c.since === null) return plain;
  let next: { side: string; due: number } | null = null;
  for (const s of c.sides) {
    if (!runs(c, s.side) || c.out?.side === s.side) continue;
    const due = spentAwake(c.since, s);
    if (!next || due < next.due) next = { side: s.side, due };
  }
  return next;
}
