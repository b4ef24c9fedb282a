// How the clock reads to players (docs/clocks.md): each side's time left, and when it runs out as an
// absolute date and as "in 2 days". Every time shown goes through `when`, which takes the reader's
// time zone (UTC until players set theirs).
import { remaining, span, type ClockState } from '../engine/clock.ts';
import type { Folded } from '../engine/kernel.ts';
import { clockAt, nextTimeoutAwake } from './clock-sleep.ts';

/** The clock's name in its lines: its preset, and whether sleep hours stop it. */
const name = (c: ClockState): string => (c.sleep ? `${c.preset}, stops in sleep hours` : c.preset);

/** "Sat 5 Dec 14:00 UTC (in 2 days)": an epoch-ms time for a reader in `zone` (an IANA name; default UTC). */
export function when(at: number, now: number, zone = 'UTC'): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  })
    .format(new Date(at))
    .replace(/,/g, '');
  return `${date} (${relative(at - now)})`;
}

/** "in 2 days", "in 5 hours", "3 minutes ago". */
export function relative(ms: number): string {
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  const abs = Math.abs(ms);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ];
  for (const [unit, size] of units) if (abs >= size) return rtf.format(Math.round(ms / size), unit);
  return ms >= 0 ? 'in less than a minute' : 'just now';
}

/** One side's clock: "German 2.5 days left, runs out Sat 5 Dec 14:00 UTC (in 2 days)" (sleep hours
 *  not charged with clock_sleep:stops: src/app/clock-sleep.ts). */
function sideClock(c: ClockState, side: string, now: number, zone?: string): string {
  const { left, running } = remaining(clockAt(c, now), side, now);
  const s = c.sides.find((x) => x.side === side)!;
  const away = s.away && s.away.until > now ? s.away : undefined;
  const parts = [`${side} ${span(left, c.day)} left`];
  if ((c.standIn ?? []).includes(side)) parts.push('Heliograph stands in');
  else if (c.out?.side === side) parts.push('out of time');
  else if (away) parts.push(`on vacation until ${when(away.until, now, zone)}`);
  if (running && !away && c.out?.side !== side && left > 0)
    parts.push(`runs out ${when(runsOut(c, side, now, left), now, zone)}`);
  return parts.join(', ');
}

/** When a running side's clock runs out: `left` from now, or later when sleep hours are not charged. */
function runsOut(c: ClockState, side: string, now: number, left: number): number {
  if (!c.sleep) return now + left;
  const due = nextTimeoutAwake({ ...clockAt(c, now), running: [side] });
  return due?.due ?? now + left;
}

/**
 * The clock line of a hand-off and of /game status (null: the game has no clock). The hand-off post
 * calls this one function.
 */
export function clockLine(f: Pick<Folded, 'clock'>, now: number, zone?: string): string | null {
  const c = f.clock;
  if (!c) return null;
  if (c.lost !== undefined) return `Clock (${name(c)}): ${c.lost} lost on time.`;
  if (c.since === null) return `Clock (${name(c)}): starts when every seat is taken.`;
  const state = c.paused ? ' — paused by agreement' : '';
  return `Clock (${name(c)})${state}: ${c.sides.map((s) => sideClock(c, s.side, now, zone)).join('; ')}.`;
}

/**
 * One side's clock for a list of games (/games mine, the daily digest): "German 2.5 days left, runs out …"
 * in the reader's zone; a clock not started or already lost reads as its game line does.
 */
export function sideClockLine(f: Pick<Folded, 'clock'>, side: string, now: number, zone?: string): string | null {
  const c = f.clock;
  if (!c) return null;
  if (c.lost !== undefined || c.since === null || !c.sides.some((s) => s.side === side))
    return clockLine(f, now, zone)!
      .replace(/^Clock \(.*?\): /, '')
      .replace(/\.$/, '');
  return `${sideClock(c, side, now, zone)}${c.paused ? ' (paused by agreement)' : ''}`;
}

/** The vacation each side has left, for /game status. */
export function vacationLine(f: Pick<Folded, 'clock'>, now: number): string | null {
  const c = f.clock;
  if (!c) return null;
  const left = c.sides.map((s) => {
    const used = s.away ? Math.min(now, s.away.until) - s.away.from : 0;
    return `${s.side} ${span(Math.max(0, s.vacationLeft - Math.max(0, used)), c.day)}`;
  });
  return `Vacation left (/game vacation days:N): ${left.join(', ')}.`;
}

/** The short line the map picture's panel shows: each side's time left. */
export function clockPanelLine(f: Pick<Folded, 'clock'>, now: number): string | null {
  const c = f.clock;
  if (!c || c.since === null || c.lost !== undefined) return null;
  const at = clockAt(c, now);
  return `Clock: ${c.sides.map((s) => `${s.side} ${span(remaining(at, s.side, now).left, c.day)}`).join(' · ')}${c.paused ? ' (paused)' : ''}`;
}

/** What /help says of clocks: in a channel without a game, and in a game that has one. */
export const CLOCK_HELP: readonly string[] = [
  'Clocks (two players; docs/clocks.md): /game new … clock:relaxed|standard|fast gives each side a bank of time that runs while the game waits for it and grows at each hand-off, up to a cap (clock:none, the default, has none).',
  '  /game vacation days:N stops your clock (your next move ends it early); /game pause answer:request, then the opponent answer:accept, stops the game until /game resume is agreed the same way.',
  '  /game new … clock_sleep:stops: a player’s clock does not run during their sleep hours (/settings sleep: and timezone:, as they stand when their clock starts); the time-out waits for them to wake. Default clock_sleep:runs.',
  '  /games mine and the daily digest show your clocks in your time zone (/settings timezone:); turn reminders come more often as your clock runs down.',
  '  When a clock runs out, nothing happens until the opponent chooses (buttons, or /game timeout choice:…): claim the win on time, let Heliograph play the absent side until its player comes back (their next move, or choice:back), give more time, or wait.',
];
