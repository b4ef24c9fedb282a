// A clock for tests (src/discord/clock.ts): time moves only when the test advances it, and the timers
// that fall due run in order of their due time, each after the work the one before started has settled.
import type { Clock, Timer } from '../../src/discord/clock.ts';

interface Pending {
  id: number;
  at: number;
  run: () => void;
}

export class FakeClock implements Clock {
  private t: number;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(start: number) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  setTimeout(run: () => void, ms: number): Timer {
    const id = ++this.seq;
    this.pending.set(id, { id, at: this.t + Math.max(0, ms), run });
    return { id };
  }

  clearTimeout(t: Timer): void {
    this.pending.delete(t.id as number);
  }

  /** The due time of the earliest pending timer, if any. */
  next(): number | undefined {
    return Math.min(...[...this.pending.values()].map((p) => p.at)) || undefined;
  }

  /** Moves the time to `to`, running every timer due by then; `settle` waits for what each one started. */
  async advanceTo(
    to: number,
    settle: () => Promise<void> = () => new Promise((r) => setTimeout(r, 20)),
  ): Promise<void> {
    for (;;) {
      const due = [...this.pending.values()].filter((p) => p.at <= to).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.pending.delete(due.id);
      this.t = Math.max(this.t, due.at);
      due.run();
      await settle();
    }
    this.t = Math.max(this.t, to);
  }

  async advance(ms: number, settle?: () => Promise<void>): Promise<void> {
    await this.advanceTo(this.t + ms, settle);
  }
}
