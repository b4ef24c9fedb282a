// The log lines of the clock's events (src/engine/clock.ts): every viewer sees the same line. Dates
// are the event's own time in UTC (the fold reads no clock); "in 2 days" is the application's.
import { CLOCK_EVENTS, span, type ClockEvent } from './clock.ts';
import type { GameEvent } from './types.ts';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * An epoch-ms time as "2026-12-05 14:00 UTC", by arithmetic on the event's own time (the fold builds no
 * Date): days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's civil_from_days).
 */
export function utc(at: number): string {
  const minutes = Math.floor(at / 60_000);
  const days = Math.floor(minutes / 1440);
  const m = minutes - days * 1440;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${two(month)}-${two(day)} ${two(Math.floor(m / 60))}:${two(m % 60)} UTC`;
}

export function clockLine(g: GameEvent): string | null {
  if (!CLOCK_EVENTS.has(g.type)) return null;
  const e = g as ClockEvent;
  switch (e.type) {
    case 'kernel.clock-set':
      return `Clock: ${e.preset} — ${span(e.start, e.day)} each to start, ${span(e.gain, e.day)} more at each hand-off, at most ${span(e.cap, e.day)}; ${span(e.vacation, e.day)} of vacation each.`;
    case 'kernel.clock-turn':
    case 'kernel.clock-slept':
      return null; // the hand-off line shows the clocks (sleep left uncharged included)
    case 'kernel.clock-timeout':
      return `${e.side}'s clock ran out at ${utc(e.at)}. The opponent chooses: claim the win on time, hand ${e.side} to Heliograph until its player comes back, give more time, or wait.`;
    case 'kernel.clock-wait':
      return `${e.by} waits for ${e.side}.`;
    case 'kernel.clock-given':
      return `${e.by} gives ${e.side} more time.`;
    case 'kernel.clock-stand-in':
      return `${e.by} hands ${e.side} to Heliograph: it plays ${e.side} until its player comes back (their next command).`;
    case 'kernel.clock-seat-back':
      return `${e.side}'s player is back and takes the seat back from Heliograph.`;
    case 'kernel.clock-claimed':
      return `${e.by} claims the win on time: ${e.side} ran out of time.`;
    case 'kernel.vacation-started':
      return `${e.side} is on vacation until ${utc(e.until)}: ${e.side}'s clock stops until then (or their next move).`;
    case 'kernel.vacation-ended':
      return `${e.side} is back from vacation; ${e.side}'s clock runs again.`;
    case 'kernel.pause-asked':
      return `${e.side} asks to ${e.what} the game: the opponent answers with /game ${e.what} answer:accept or answer:decline.`;
    case 'kernel.pause-declined':
      return `${e.side} declines.`;
    case 'kernel.paused':
      return `${e.side} agrees: the game is paused and no clock runs until both agree to resume (/game resume answer:request).`;
    case 'kernel.resumed':
      return `${e.side} agrees: the game resumes and the clocks run again.`;
  }
}
