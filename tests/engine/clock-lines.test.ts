// The clock's log lines write an event's time without building a Date in the fold (src/engine/clock-lines.ts):
// the arithmetic agrees with the calendar at the edges where it could slip.
import { describe, expect, it } from 'vitest';
import { utc } from '../../src/engine/clock-lines.ts';

const iso = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

describe('utc(): an event time as a UTC date without a Date', () => {
  const times = [
    0,
    Date.UTC(2026, 11, 5, 14, 0),
    Date.UTC(2000, 1, 29, 23, 59), // a leap day of a century divisible by 400
    Date.UTC(2100, 2, 1, 0, 0), // the day after 28 February of a century without a leap day
    Date.UTC(2026, 11, 31, 23, 59, 59, 999),
    Date.UTC(1969, 11, 31, 23, 30), // before the epoch
  ];
  for (const t of times) it(`${iso(t)}`, () => expect(utc(t)).toBe(iso(t)));
});
