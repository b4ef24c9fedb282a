// The Discord adapter's clock: the time now and its timers, in one object that tests replace with a fake
// one (tests/helpers/fake-clock.ts) to play days of reminders and digests in milliseconds.
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): Timer;
  clearTimeout(t: Timer): void;
}

/** A pending timer, as its clock hands it out. */
export interface Timer {
  readonly id: unknown;
}

/** setTimeout's longest delay: a longer wait is cut into pieces of this. */
export const MAX_TIMEOUT = 2 ** 31 - 1;

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => ({ id: setTimeout(run, Math.max(0, Math.min(ms, MAX_TIMEOUT))) }),
  clearTimeout: (t) => clearTimeout(t.id as NodeJS.Timeout),
};

/** The system's clock read `shiftMs` ahead, its timers real (CLOCK_SHIFT_MS, tests only: src/main.ts). */
export const shiftedClock = (shiftMs: number): Clock => ({ ...SYSTEM_CLOCK, now: () => Date.now() + shiftMs });
