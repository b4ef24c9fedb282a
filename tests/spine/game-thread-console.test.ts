// A game in its own thread: thread: is an option of every game's /game new (the Discord router
// reads it); the console has no threads, so thread:true is refused there and nothing is created.
import { afterAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../helpers/harness.ts';

describe('/game new thread: in the console', () => {
  const harnesses: Harness[] = [];
  afterAll(() => harnesses.forEach((h) => h.close()));

  it('thread:true is refused with what to do instead; nothing is created', async () => {
    const h = harness();
    harnesses.push(h);
    const out = await h.text('alice: /game new game:lettow-vorbeck thread:true');
    expect(out).toMatch(
      /thread:true is for Discord.*the console has no threads.*:channel <name>.*Nothing was created\./,
    );
    expect(await h.app.store.activeGameIn('test')).toBeUndefined();
  });

  it('thread:false is taken by every game (a kernel option, not a foreign one)', async () => {
    for (const game of ['lettow-vorbeck', 'hill-of-doves']) {
      const h = harness();
      harnesses.push(h);
      expect(await h.text(`alice: /game new game:${game} thread:false`)).toMatch(/New game #1/);
    }
  });
});
