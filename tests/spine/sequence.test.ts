// The engine's one idiom for a sequence of play (docs/decisions/sequence-of-play-idiom.md): each emitted event
// is applied before the next step reads the state; the chain stops at a decision, when done, or throws on a
// runaway loop.
import { describe, expect, it } from 'vitest';
import { rngFor } from '../../src/engine/rng.ts';
import { Sequence, runSequence } from '../../src/engine/sequence.ts';

type Ev = { type: 'add'; n: number };
const apply = (s: number, e: Ev): number => s + e.n;

describe('engine sequence of play (emit, apply, stop at a decision)', () => {
  it('each step reads the state after the events before it, and stops where it returns null', () => {
    const seq = new Sequence<number, Ev>(0, apply, rngFor('seed', 1));
    const seen: number[] = [];
    runSequence<number, Ev, number>(seq, 1, (q, at) => {
      seen.push(q.state);
      q.emit({ type: 'add', n: at });
      return q.state >= 6 ? null : at + 1; // a "decision" once the total reaches 6
    });
    expect(seen).toEqual([0, 1, 3]);
    expect(seq.state).toBe(6);
    expect(seq.events.map((e) => e.n)).toEqual([1, 2, 3]);
  });

  it('stops when done(state) holds (the game is over) before the next step runs', () => {
    const seq = new Sequence<number, Ev>(0, apply, rngFor('seed', 1));
    runSequence<number, Ev, 'go'>(
      seq,
      'go',
      (q) => (q.emitAll([{ type: 'add', n: 5 }]), 'go'),
      (s) => s >= 10,
    );
    expect(seq.state).toBe(10);
    expect(seq.events).toHaveLength(2);
  });

  it('throws on a chain that never stops (a rules bug, not a player error)', () => {
    const seq = new Sequence<number, Ev>(0, apply, rngFor('seed', 1));
    expect(() => runSequence<number, Ev, 'loop'>(seq, 'loop', () => 'loop')).toThrow(/did not stop/);
  });
});
