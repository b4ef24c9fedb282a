// Acknowledgements first. When many interactions arrive at once (a burst of /map), the work that
// follows an early one's deferral (reading and folding the game, handing its picture to a render
// thread, uploading it) would otherwise run between the later ones' deferrals, on the event loop that
// sends them and on the cores that the render threads then fill. So a deferred interaction's work
// waits until every interaction received by then has been acknowledged (or answered in some other
// way): a few milliseconds for a burst, nothing when the bot is idle. Only when the work starts
// changes, never what is answered or to whom.

/** The longest a deferred interaction's work waits for the others' acknowledgements. */
export const ACK_WAIT_MAX_MS = 1000;

interface Pending {
  readonly settled: Promise<void>;
  settle(): void;
}

export class AckFirst {
  /** Interactions received and not yet acknowledged, in order of arrival. */
  private readonly pending = new Map<string, Pending>();

  /** An interaction arrived (before anything is decided about it). */
  received(id: string): void {
    if (this.pending.has(id)) return;
    let settle = (): void => {};
    const settled = new Promise<void>((r) => (settle = r));
    this.pending.set(id, { settled, settle });
  }

  /** Its acknowledgement came back, or it needs none from us any more (answered directly, refused, failed). */
  acknowledged(id: string): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.settle();
  }

  /** How many interactions wait for their acknowledgement. */
  get waiting(): number {
    return this.pending.size;
  }

  /**
   * Resolves once every interaction received so far (other than the caller, already acknowledged) has
   * been acknowledged, or after `maxMs` (a deferral that Discord is slow to take holds back the others'
   * work no longer). Those received while it waits are not waited for: a steady stream of
   * interactions delays work by one round of acknowledgements at most.
   */
  async settled(maxMs: number): Promise<void> {
    const others = [...this.pending.values()].map((p) => p.settled);
    if (others.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(others),
      new Promise<void>((r) => {
        timer = setTimeout(r, maxMs);
      }),
    ]);
    clearTimeout(timer);
  }
}
