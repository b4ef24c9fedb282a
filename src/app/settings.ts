// Per-user settings (/settings): private, remembered across games and servers. Stored as text by key in
// the store's user_settings rows (migrations/0008_settings.sql), so a new setting is a new key; read here
// into typed values, a stored value this code does not understand reading as the default.
import type { PaletteName } from '../engine/presentation.ts';
import type { Store } from '../store/store.ts';
import { UserError } from './user-error.ts';

/** How a user's pictures are coloured: the standard palette, or one told apart without colour
 *  (colour-blind safe colours and letters on the counters; docs/rendering.md). */
export type Palette = PaletteName;
export const PALETTES: readonly Palette[] = ['standard', 'colour-blind'];

/** Hours when a user is not pinged, in minutes after local midnight; from > to wraps past midnight. */
export interface SleepHours {
  from: number;
  to: number;
}

export interface UserSettings {
  /** An IANA time zone (Europe/Paris); null: UTC. */
  timeZone: string | null;
  sleep: SleepHours | null;
  /** One daily DM listing the games waiting for the user, instead of a ping at every hand-off. */
  digest: boolean;
  palette: Palette;
  /** Whether the user's games count in statistics (/stats; off: in nobody's public tables, docs/stats.md). */
  stats: boolean;
}

export const DEFAULT_SETTINGS: UserSettings = {
  timeZone: null,
  sleep: null,
  digest: false,
  palette: 'standard',
  stats: true,
};

/** The stored keys. Other settings add theirs here. `digestSent` is no setting but the bot's note of
 *  when the user's last daily digest went, or the digest was turned on (epoch ms): the next is counted
 *  from it, so that a restart sends none twice and misses none. */
export const SETTING_KEY = {
  timeZone: 'tz',
  sleep: 'sleep',
  digest: 'digest',
  palette: 'palette',
  stats: 'stats',
  digestSent: 'digest-sent',
} as const;

const DAY_MIN = 24 * 60;

/** canonicalTimeZone's answers: Intl's look-up (and its RangeError for an unknown name) is slow, and
 *  every read of a user's settings asks it again of the same few names. Bounded: typed names vary. */
const ZONES = new Map<string, string | null>();

/** Whether the runtime knows the time zone, and its canonical spelling (Intl validates IANA names). */
export function canonicalTimeZone(name: string): string | null {
  const known = ZONES.get(name);
  if (known !== undefined) return known;
  let zone: string | null;
  try {
    zone = new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    zone = null;
  }
  if (ZONES.size >= 1000) ZONES.clear();
  ZONES.set(name, zone);
  return zone;
}

/** `timezone:` as typed: an IANA name, or utc/off for none. */
export function parseTimeZone(text: string): string | null {
  const t = text.trim();
  if (/^(utc|off|none)$/i.test(t)) return null;
  const zone = canonicalTimeZone(t);
  if (zone === null)
    throw new UserError(
      `timezone:${t.slice(0, 60)} is not a time zone I know. Use an IANA name such as Europe/London, Africa/Nairobi or America/New_York (start typing for suggestions), or timezone:utc. Nothing was changed.`,
    );
  return zone;
}

const CLOCK = /^([01]?\d|2[0-3])(?::([0-5]\d))?$/;

/** `sleep:` as typed: "23-07", "22:30-06:45", or off. */
export function parseSleep(text: string): SleepHours | null {
  const t = text.trim().replace(/\s+/g, '');
  if (/^(off|none)$/i.test(t)) return null;
  const [a, b, ...rest] = t.split('-');
  const from = a === undefined ? null : CLOCK.exec(a);
  const to = b === undefined ? null : CLOCK.exec(b);
  if (!from || !to || rest.length > 0)
    throw new UserError(
      `sleep:${t.slice(0, 40)} is not a span of hours. Write the hours you sleep as from-to in 24-hour time, such as sleep:23-07 or sleep:22:30-06:45, or sleep:off. Nothing was changed.`,
    );
  const minutes = (m: RegExpExecArray) => Number(m[1]) * 60 + Number(m[2] ?? 0);
  const hours = { from: minutes(from), to: minutes(to) };
  if (hours.from === hours.to)
    throw new UserError(
      `sleep:${t} starts and ends at the same time. Give two different times, such as sleep:23-07, or sleep:off. Nothing was changed.`,
    );
  if ((hours.to - hours.from + DAY_MIN) % DAY_MIN > 16 * 60)
    throw new UserError(
      `sleep:${t} is more than 16 hours: pings would hardly ever reach you. Give at most 16 hours, such as sleep:23-07. Nothing was changed.`,
    );
  return hours;
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (m: number) => `${two(Math.floor(m / 60))}:${two(m % 60)}`;
export const formatSleep = (s: SleepHours): string => `${clock(s.from)}-${clock(s.to)}`;

/** The stored rows → typed settings; a value this code cannot read is the default (and is said nowhere). */
export function settingsFrom(rows: ReadonlyMap<string, string>): UserSettings {
  const tz = rows.get(SETTING_KEY.timeZone);
  const sleep = rows.get(SETTING_KEY.sleep);
  const palette = rows.get(SETTING_KEY.palette);
  let sleepHours: SleepHours | null = null;
  if (sleep !== undefined) {
    const m = /^(\d+)-(\d+)$/.exec(sleep);
    if (m && Number(m[1]) < DAY_MIN && Number(m[2]) < DAY_MIN) sleepHours = { from: Number(m[1]), to: Number(m[2]) };
  }
  return {
    timeZone: tz !== undefined ? canonicalTimeZone(tz) : null,
    sleep: sleepHours,
    digest: rows.get(SETTING_KEY.digest) === 'on',
    palette: PALETTES.find((p) => p === palette) ?? 'standard',
    stats: rows.get(SETTING_KEY.stats) !== 'off',
  };
}

export async function readSettings(store: Pick<Store, 'settings'>, user: string): Promise<UserSettings> {
  return settingsFrom(await store.settings(user));
}

/** Several users' settings at once, by user. */
export async function readSettingsOf(
  store: Pick<Store, 'settings'>,
  users: readonly string[],
): Promise<Map<string, UserSettings>> {
  const out = new Map<string, UserSettings>();
  for (const u of new Set(users)) out.set(u, await readSettings(store, u));
  return out;
}

/** What to store for a change (the text of each key; null removes it). */
export function storedValues(change: Partial<UserSettings>): [string, string | null][] {
  const out: [string, string | null][] = [];
  if (change.timeZone !== undefined) out.push([SETTING_KEY.timeZone, change.timeZone]);
  if (change.sleep !== undefined)
    out.push([SETTING_KEY.sleep, change.sleep && `${change.sleep.from}-${change.sleep.to}`]);
  if (change.digest !== undefined) out.push([SETTING_KEY.digest, change.digest ? 'on' : null]);
  if (change.palette !== undefined)
    out.push([SETTING_KEY.palette, change.palette === 'standard' ? null : change.palette]);
  if (change.stats !== undefined) out.push([SETTING_KEY.stats, change.stats ? null : 'off']);
  return out;
}

/** The settings as /settings lists them. */
export function describeSettings(s: UserSettings): string[] {
  return [
    `Time zone: ${s.timeZone ?? 'UTC (none set)'} — timezone:<IANA name>, e.g. timezone:Europe/Paris`,
    `Sleep hours: ${s.sleep ? `${formatSleep(s.sleep)} (${s.timeZone ?? 'UTC'}): pings and reminders wait until they end` : 'none: pings come at any hour'} — sleep:23-07 or sleep:off`,
    `Daily digest: ${s.digest ? 'on: one DM a day lists the games waiting for you, instead of a ping at each hand-off' : 'off: you are pinged at each hand-off'} — digest:true|false`,
    `Palette: ${s.palette === 'colour-blind' ? 'colour-blind: colours told apart by everyone, and letters on the counters' : 'standard'} — palette:standard|colour-blind (your own pictures: DMs, /map and /stacks answered to you)`,
    `Statistics: ${s.stats ? 'on: your games count in records and ratings (/stats)' : "off: your games count in nobody's public tables"} — stats:on|off`,
  ];
}

/**
 * The palette of a picture several people see: colour-blind when any of them chose it (its markings cost
 * the others nothing; a public picture is for every seated player), else standard. A side's DM picture is
 * drawn once for its commanders; a channel picture once for the table.
 */
export async function paletteFor(store: Pick<Store, 'settings'>, users: readonly string[]): Promise<Palette> {
  for (const u of new Set(users)) if ((await readSettings(store, u)).palette === 'colour-blind') return 'colour-blind';
  return 'standard';
}
