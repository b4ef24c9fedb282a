// Acknowledgements first. When many interactions arrive at once (a burst of /map), the work that
// follows an early one's deferral (reading and folding the game, handing its picture to a render
// thread, uploading it) would otherwise run between the later ones' deferrals, on the event loop that
// sends them and on the cores that the render threads then fill. So a deferred interaction's work
// waits until every interaction received by then has been acknowledged (or answered in some other
// way): a few milliseconds for a burst, nothing when the bot is idle. Only when the work starts
// changes, never what is answered or to whom.

/** The longest a deferred interaction's work waits for the others' acknowledgements. */
export const ACK_WAIT_MAX_MS = 1000;

/** Work waiting for the acknowledgements of the interactions received up to `upTo` (an arrival number). */
interface Waiter {
  readonly upTo: number;
  release(): void;
}

// Each interaction gets an arrival number; a waiter waits until none received up to its mark is still
// pending. The pending map keeps arrival order (a Map iterates in insertion order), so its first entry
// is the oldest one pending, and marks only grow, so the waiters are released from the front: each
// arrival, acknowledgement and wait costs O(1) however many are pending (a burst of 50 once made 50
// waits over all 50, some 1,200 promise reactions on the event loop that sends the acknowledgements).
export class AckFirst {
  /** Interactions received and not yet acknowledged → their arrival number, in order of arrival. */
  private readonly pending = new Map<string, number>();
  private arrivals = 0;
  /** In order of their marks. */
  private waiters: Waiter[] = [];

  /** An interaction arrived (before anything is decided about it). */
  received(id: string): void {
    if (this.pending.has(id)) return;
    this.pending.set(id, ++this.arrivals);
  }

  /** Its acknowledgement came back, or it needs none from us any more (answered directly, refused, failed). */
  acknowledged(id: string): void {
    if (!this.pending.delete(id)) return;
    const oldest = this.oldestPending();
    let n = 0;
    while (n < this.waiters.length && this.waiters[n]!.upTo < oldest) this.waiters[n++]!.release();
    if (n > 0) this.waiters = this.waiters.slice(n);
  }

  /** How many interactions wait for their acknowledgement. */
  get waiting(): number {
    return this.pending.size;
  }

  /** The arrival number of the oldest interaction pending (past the last one when none is). */
  private oldestPending(): number {
    const first = this.pending.values().next();
    return first.done ? this.arrivals + 1 : first.value;
  }

  /**
   * Resolves once every interaction received so far (other than the caller, already acknowledged) has
   * been acknowledged, or after `maxMs` (a deferral that Discord is slow to take holds back the others'
   * work no longer). Those received while it waits are not waited for: a steady stream of
   * interactions delays work by one round of acknowledgements at most.
   */
  settled(maxMs: number): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve();
      }, maxMs);
      const waiter: Waiter = {
        upTo: this.arrivals,
        release: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }
}
