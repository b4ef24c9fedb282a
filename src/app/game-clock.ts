// The game clock where lists and reminders need it (docs/clocks.md): each waiting side's clock in the
// reader's time zone (/settings), and the time left to the side a game waits for, which sets how soon
// its reminders come (src/discord/reminder-delay.ts).
import { remaining } from '../engine/clock.ts';
import { sideClockLine } from './clock-lines.ts';
import { clockAt } from './clock-sleep.ts';
import type { GameRow } from '../store/store.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';
import { waitingFor, type ClockLine } from './waiting.ts';

/** The game's own clock, one side of it, in the reader's zone. */
export const GAME_CLOCK: ClockLine = (g, side, now, zone) => sideClockLine(g.folded, side, now, zone);

/**
 * Milliseconds left to the side the game waits for (the least, if several), or null when no clock is
 * running down: none, not started, paused, lost, or run out and waiting for the opponent's choice.
 */
export function remainingFor(g: LoadedGame, now: number): number | null {
  const c = g.folded.clock;
  if (!c || c.since === null || c.paused || c.lost !== undefined || c.out) return null;
  const at = clockAt(c, now); // sleep hours not charged (clock_sleep:stops)
  const lefts = waitingFor(g)
    .sides.map((side) => remaining(at, side, now))
    .filter((r) => r.running)
    .map((r) => r.left);
  return lefts.length ? Math.min(...lefts) : null;
}

/** remainingFor a stored game; null for a game this version cannot load (npm run check-games). */
export async function remainingOf(app: GameService, row: GameRow, now: number): Promise<number | null> {
  try {
    return remainingFor(await app.load(row), now);
  } catch (e) {
    if (e instanceof UserError) return null; // its reminders fall back to the time since the hand-off
    throw e;
  }
}
