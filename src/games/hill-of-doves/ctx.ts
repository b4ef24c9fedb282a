// The decision context: the engine's Sequence (src/engine/sequence.ts) over the campaign state, so
// events are emitted one at a time and folded at once and every automatic segment reads the state as
// it stands after the segments before it (one decide() call can run a whole chain of segments).
import type { Rng } from '../../engine/rng.ts';
import { Sequence } from '../../engine/sequence.ts';
import type { HodEvent } from './events.ts';
import { evolve } from './evolve.ts';
import type { HodState } from './state.ts';

export class Ctx extends Sequence<HodState, HodEvent> {
  /** Segments passed since the last stop because nothing could be done there (flow.ts). */
  readonly passed: { rule: string; reason: string }[] = [];
  /** Decisions the standing orders took since the last stop, said with the passed segments (orders/halts.ts). */
  readonly applied: { order: string; rule: string; what: string; day: string }[] = [];
  /** The camp's cartridges and rations when this command began: /hod continue halts when one runs out. */
  readonly startSupply: { cartridges: number; rations: number };
  constructor(state: HodState, rng: Rng) {
    super(state, evolve, rng);
    this.startSupply = { cartridges: state.supply.cartridges, rations: state.supply.rations };
  }
  die(): number {
    return this.rng.die(6);
  }
  /**
   * Says, in one log line, which segments were passed for want of anything to do
   * (docs/decisions/hod-no-silent-give-ups.md).
   */
  // Only in games of component revision v2 and later: an extra event in a v1 game's command would move
  // the event numbers, hence the dice of every later command, of campaigns running before this line existed.
  flushPassed(): void {
    // Campaigns with halts only (orders/halts.ts): an older campaign's commands keep their events.
    if (this.applied.length > 0 && this.state.halts)
      this.emit({ type: 'orders-applied', applied: this.applied.splice(0) });
    this.applied.length = 0;
    if (this.passed.length === 0) return;
    if (this.state.components === undefined) {
      this.passed.length = 0;
      return;
    }
    this.emit({ type: 'segments-passed', passed: this.passed.splice(0) });
  }
  get over(): boolean {
    return isOver(this.state);
  }
}

/** The war is over (r. 1.5, 1.6): no sequence of play runs on. */
export const isOver = (s: HodState): boolean => s.result !== null;
