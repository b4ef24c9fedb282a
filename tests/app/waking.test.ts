// When a player may be pinged (src/app/waking.ts) and how /settings reads what is typed
// (src/app/settings.ts): sleep hours in the user's time zone, across midnight and a daylight-saving
// change; the digest time; refusals that say what is allowed.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  parseSleep,
  parseTimeZone,
  settingsFrom,
  storedValues,
  type UserSettings,
} from '../../src/app/settings.ts';
import { UserError } from '../../src/app/user-error.ts';
import { asleep, formatDuration, nextDigestAt, planPings, wakingFrom } from '../../src/app/waking.ts';

const at = (iso: string) => Date.parse(iso);
const user = (s: Partial<UserSettings>): UserSettings => ({ ...DEFAULT_SETTINGS, ...s });

describe('sleep hours and time zones', () => {
  const paris = user({ timeZone: 'Europe/Paris', sleep: parseSleep('23-07') });

  it("reads sleep hours in the user's zone, across midnight", () => {
    expect(asleep(paris, at('2026-01-05T21:59:00Z'))).toBe(false); // 22:59 in Paris (UTC+1)
    expect(asleep(paris, at('2026-01-05T22:00:00Z'))).toBe(true); // 23:00
    expect(asleep(paris, at('2026-01-06T05:59:00Z'))).toBe(true); // 06:59
    expect(asleep(paris, at('2026-01-06T06:00:00Z'))).toBe(false); // 07:00
    expect(asleep(user({}), at('2026-01-06T03:00:00Z'))).toBe(false); // no sleep hours: always awake
  });

  it('a notice due in the sleep hours waits for their end; one due awake goes at once', () => {
    expect(wakingFrom(paris, at('2026-01-06T01:30:00Z'))).toBe(at('2026-01-06T06:00:00Z'));
    expect(wakingFrom(paris, at('2026-01-06T12:00:00Z'))).toBe(at('2026-01-06T12:00:00Z'));
    // Without a zone the hours are UTC.
    expect(wakingFrom(user({ sleep: parseSleep('22:30-06:45') }), at('2026-01-06T23:10:00Z'))).toBe(
      at('2026-01-07T06:45:00Z'),
    );
  });

  it('the waking hour is local across a daylight-saving change (Paris, 29 March 2026: UTC+1 to UTC+2)', () => {
    expect(wakingFrom(paris, at('2026-03-28T23:30:00Z'))).toBe(at('2026-03-29T05:00:00Z')); // 07:00 CEST
  });

  it('the daily digest goes when the sleep hours end, else at 08:00, the day after the last one', () => {
    expect(nextDigestAt(paris, at('2026-01-06T06:00:00Z'))).toBe(at('2026-01-07T06:00:00Z'));
    expect(nextDigestAt(user({ timeZone: 'America/New_York' }), at('2026-01-06T10:00:00Z'))).toBe(
      at('2026-01-06T13:00:00Z'),
    );
  });

  it('plans a ping: now for the awake, at waking for the asleep, never for digest readers', () => {
    const settings = new Map([
      ['a', user({})],
      ['b', paris],
      ['c', user({ digest: true })],
    ]);
    expect(planPings(settings, ['a', 'b', 'c', 'a'], at('2026-01-06T02:00:00Z'))).toEqual({
      now: ['a'],
      later: [{ user: 'b', at: at('2026-01-06T06:00:00Z') }],
      digest: ['c'],
    });
  });

  it('says durations to the two largest units', () => {
    expect(formatDuration(26 * 3_600_000 + 5 * 60_000)).toBe('1 day 2 hours');
    expect(formatDuration(3 * 3_600_000 + 60_000)).toBe('3 hours 1 minute');
    expect(formatDuration(20_000)).toBe('less than a minute');
  });
});

describe('/settings input', () => {
  it('time zones are IANA names, validated by Intl and spelt canonically; utc clears', () => {
    expect(parseTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(parseTimeZone('UTC')).toBeNull();
    expect(() => parseTimeZone('Mars/Olympus')).toThrow(UserError);
    expect(() => parseTimeZone('Mars/Olympus')).toThrow(/IANA name such as Europe\/London/);
  });

  it('sleep hours are from-to in 24-hour time, at most 16 hours, off clears', () => {
    expect(parseSleep('23-07')).toEqual({ from: 23 * 60, to: 7 * 60 });
    expect(parseSleep('22:30-06:45')).toEqual({ from: 22 * 60 + 30, to: 6 * 60 + 45 });
    expect(parseSleep('off')).toBeNull();
    expect(() => parseSleep('7am-9')).toThrow(/not a span of hours.*sleep:23-07/);
    expect(() => parseSleep('07-07')).toThrow(/same time/);
    expect(() => parseSleep('08-02')).toThrow(/more than 16 hours/);
  });

  it('stored values read back; what cannot be read is the default', () => {
    const change: Partial<UserSettings> = {
      timeZone: 'Asia/Tokyo',
      sleep: { from: 60, to: 420 },
      digest: true,
      palette: 'colour-blind',
      stats: false,
    };
    const rows = new Map(storedValues(change).filter((r): r is [string, string] => r[1] !== null));
    expect(settingsFrom(rows)).toEqual(change);
    expect(
      settingsFrom(
        new Map([
          ['tz', 'Nowhere/Else'],
          ['sleep', 'x'],
          ['palette', 'neon'],
          ['stats', 'maybe'],
        ]),
      ),
    ).toEqual(DEFAULT_SETTINGS);
  });
});
