/** src/discord/ack-first.ts: a deferred interaction's work waits for the others' acknowledgements. */
import { describe, expect, it } from 'vitest';
import { AckFirst } from '../../src/discord/ack-first.ts';

/** Whether `p` has settled after the microtasks and timers queued so far have run. */
async function settledYet(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

describe('AckFirst', () => {
  it('holds work back until every interaction received so far is acknowledged', async () => {
    const acks = new AckFirst();
    for (const id of ['a', 'b', 'c']) acks.received(id);
    acks.acknowledged('a');
    const work = acks.settled(10_000);
    expect(await settledYet(work)).toBe(false);
    acks.acknowledged('c');
    expect(await settledYet(work)).toBe(false);
    acks.acknowledged('b');
    expect(await settledYet(work)).toBe(true);
    expect(acks.waiting).toBe(0);
  });

  it('does not wait for interactions received after it began to wait (a stream cannot hold work back)', async () => {
    const acks = new AckFirst();
    acks.received('a');
    acks.received('b');
    acks.acknowledged('a');
    const work = acks.settled(10_000);
    acks.received('late');
    acks.acknowledged('b');
    expect(await settledYet(work)).toBe(true);
    expect(acks.waiting).toBe(1);
  });

  it('releases each wait when those received before it are acknowledged, not those after', async () => {
    const acks = new AckFirst();
    acks.received('a');
    acks.received('b');
    acks.acknowledged('b');
    const first = acks.settled(10_000); // waits for a
    acks.received('c');
    acks.received('d');
    acks.acknowledged('d');
    const second = acks.settled(10_000); // waits for a and c
    acks.acknowledged('c');
    expect(await settledYet(first)).toBe(false);
    expect(await settledYet(second)).toBe(false);
    acks.acknowledged('a');
    expect(await settledYet(first)).toBe(true);
    expect(await settledYet(second)).toBe(true);
  });

  it('a wait that timed out does not hold back the later ones', async () => {
    const acks = new AckFirst();
    acks.received('stuck');
    await acks.settled(5);
    acks.received('b');
    const later = acks.settled(10_000);
    acks.acknowledged('stuck');
    expect(await settledYet(later)).toBe(false);
    acks.acknowledged('b');
    expect(await settledYet(later)).toBe(true);
  });

  it('waits at most maxMs for an acknowledgement that does not come back', async () => {
    const acks = new AckFirst();
    acks.received('stuck');
    const wait = acks.settled(30);
    expect(await settledYet(wait)).toBe(false);
    await wait; // resolves by itself: 'stuck' is never acknowledged
    expect(acks.waiting).toBe(1);
  });

  it('does not wait when nothing else is waiting, and forgets an acknowledged interaction', async () => {
    const acks = new AckFirst();
    acks.received('a');
    acks.acknowledged('a');
    acks.acknowledged('a');
    expect(await settledYet(acks.settled(10_000))).toBe(true);
    expect(acks.waiting).toBe(0);
  });
});
