// The one idiom for running a sequence of play (docs/decisions/sequence-of-play-idiom.md): emit an event, apply
// it at once, read the state as it now stands, and stop where a player must decide. Every automatic chain of a
// decide() call (a game's segments, a battle's steps, the phases of a player-turn) is written as steps over a
// Sequence, so the events a chain returns are exactly the ones it applied, in order.
import type { Rng } from './rng.ts';

/** The state being built by one decide() call and the events that built it. */
export class Sequence<S, E> {
  readonly events: E[] = [];
  constructor(
    public state: S,
    private readonly apply: (state: S, event: E) => S,
    readonly rng: Rng,
  ) {}

  /** Record one event and apply it: the next step reads the state after it. */
  emit(event: E): void {
    this.events.push(event);
    this.state = this.apply(this.state, event);
  }

  emitAll(events: Iterable<E>): void {
    for (const e of events) this.emit(e);
  }
}

/**
 * A step of the sequence: do its part on `seq` and name the next point, or return null to stop
 * (a decision is due, or nothing more follows). `P` names the points of the sequence (rule numbers).
 */
export type SequenceStep<S, E, P> = (seq: Sequence<S, E>, at: P) => P | null;

/** The longest chain a sequence may run before it is taken for a loop in the rules code. */
export const SEQUENCE_GUARD = 10_000;

/**
 * Run `step` from `start` until it stops or `done(state)` holds (e.g. the game is over). A chain that
 * never stops is a bug in the rules code, not a player's error: it throws.
 */
export function runSequence<S, E, P>(
  seq: Sequence<S, E>,
  start: P,
  step: SequenceStep<S, E, P>,
  done: (state: S) => boolean = () => false,
): void {
  let at: P | null = start;
  for (let n = 0; at !== null && !done(seq.state); n++) {
    if (n >= SEQUENCE_GUARD) throw new Error(`sequence of play did not stop after ${SEQUENCE_GUARD} steps`);
    at = step(seq, at);
  }
}
