// How long to wait before the next reminder: reminders come sooner as a wait grows. Pure.
// With a game clock, by the time left on it: at most a quarter of it. Without one (or before clocks),
// by the time since the hand-off: the base interval is halved for each base interval already waited.
// Never under an eighth of the base interval.

export const MIN_FRACTION = 1 / 8;

export function reminderDelay(baseMs: number, elapsedMs: number, remainingMs: number | null = null): number {
  const floor = baseMs * MIN_FRACTION;
  if (remainingMs !== null) return Math.max(floor, Math.min(baseMs, remainingMs / 4));
  const halvings = Math.max(0, Math.floor(elapsedMs / baseMs));
  return Math.max(floor, baseMs / 2 ** halvings);
}
