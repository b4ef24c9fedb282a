// When a player may be pinged: the one decision every notice of a turn goes through (the hand-off ping,
// reminders, the daily digest). Pure: the time is handed in (the transport's injected clock), the
// settings are the user's (/settings, settings.ts). Times are epoch milliseconds; a user's hours are
// read in their time zone (UTC without one), daylight-saving changes included.
import type { Store } from '../store/store.ts';
import { readSettingsOf, type UserSettings } from './settings.ts';

const MINUTE = 60_000;
const DAY_MIN = 24 * 60;
/** When the daily digest goes out for a user without sleep hours: 08:00 local time. */
export const DIGEST_DEFAULT_MIN = 8 * 60;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f)
    formats.set(
      tz,
      (f = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })),
    );
  return f;
}

/** Minutes after local midnight at `at` in `tz` (null: UTC). */
export function localMinutes(at: number, tz: string | null): number {
  if (tz === null) return Math.floor((((at % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE);
  let h = 0;
  let m = 0;
  for (const p of formatIn(tz).formatToParts(at)) {
    if (p.type === 'hour') h = Number(p.value);
    else if (p.type === 'minute') m = Number(p.value);
  }
  return h * 60 + m;
}

/** Whether `at` falls in the user's sleep hours. */
export function asleep(s: UserSettings, at: number): boolean {
  if (!s.sleep) return false;
  const m = localMinutes(at, s.timeZone);
  const { from, to } = s.sleep;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** The first moment at or after `at` when local time reads `target` minutes (a day's first such). */
function nextLocal(s: UserSettings, at: number, target: number, strictlyAfter: boolean): number {
  const start = at - (((at % MINUTE) + MINUTE) % MINUTE);
  let d = (target - localMinutes(at, s.timeZone) + DAY_MIN) % DAY_MIN;
  if (d === 0 && (strictlyAfter || start < at)) d = DAY_MIN;
  let t = start + d * MINUTE;
  // A daylight-saving change in between moves local time by its size: correct once, towards the target.
  const off = (target - localMinutes(t, s.timeZone) + DAY_MIN) % DAY_MIN;
  if (off !== 0) t += (off > DAY_MIN / 2 ? off - DAY_MIN : off) * MINUTE;
  return t;
}

/** When a notice due at `at` may go: `at` itself if the user is awake, else the end of their sleep. */
export function wakingFrom(s: UserSettings, at: number): number {
  if (!s.sleep || !asleep(s, at)) return at;
  let t = nextLocal(s, at, s.sleep.to, false);
  // A daylight-saving gap can swallow the waking minute: step on until awake (at most a few hours).
  for (let i = 0; i < 16 && asleep(s, t); i++) t += 15 * MINUTE;
  return t;
}

/** The first moment at or after `at` when the user is asleep (never, without sleep hours). */
export function sleepingFrom(s: UserSettings, at: number): number {
  if (!s.sleep) return Infinity;
  if (asleep(s, at)) return at;
  let t = nextLocal(s, at, s.sleep.from, false);
  // A daylight-saving gap can swallow the falling-asleep minute: step on until asleep.
  for (let i = 0; i < 16 && !asleep(s, t); i++) t += 15 * MINUTE;
  return t;
}

/** Milliseconds of `from`..`to` the user spends asleep. */
export function asleepBetween(s: UserSettings, from: number, to: number): number {
  let slept = 0;
  for (let t = from; t < to;) {
    if (asleep(s, t)) {
      const end = Math.min(wakingFrom(s, t), to);
      slept += end - t;
      t = end;
    } else t = Math.min(sleepingFrom(s, t), to);
  }
  return slept;
}

/** When the user's next daily digest is due after `after`: at the end of their sleep hours, else 08:00. */
export function nextDigestAt(s: UserSettings, after: number): number {
  return nextLocal(s, after, s.sleep?.to ?? DIGEST_DEFAULT_MIN, true);
}

/** Who of the users a turn notice reaches now, who later (when they wake), and who reads the digest instead. */
export interface PingPlan {
  now: string[];
  later: { user: string; at: number }[];
  digest: string[];
}

export function planPings(settings: ReadonlyMap<string, UserSettings>, users: readonly string[], at: number): PingPlan {
  const plan: PingPlan = { now: [], later: [], digest: [] };
  for (const user of new Set(users)) {
    const s = settings.get(user);
    if (s?.digest) plan.digest.push(user);
    else if (!s || !asleep(s, at)) plan.now.push(user);
    else plan.later.push({ user, at: wakingFrom(s, at) });
  }
  return plan;
}

/** planPings with the users' stored settings: what the transports call before pinging anyone. */
export async function pingPlan(
  store: Pick<Store, 'settings'>,
  users: readonly string[],
  at: number,
): Promise<PingPlan> {
  return planPings(await readSettingsOf(store, users), users, at);
}

/** "3 days 4 hours", "5 hours 10 minutes", "12 minutes": how long, to the two largest units. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const units: [number, string][] = [
    [Math.floor(minutes / DAY_MIN), 'day'],
    [Math.floor((minutes % DAY_MIN) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const first = units.findIndex(([n]) => n > 0);
  if (first < 0) return 'less than a minute';
  return units
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, u]) => `${n} ${u}${n === 1 ? '' : 's'}`)
    .join(' ');
}

/** A moment as the user reads it: "Wed 2 Dec 2026, 14:05 CET" in their time zone (UTC without one). */
export function formatLocal(at: number, tz: string | null): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: tz ?? 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(at);
}
