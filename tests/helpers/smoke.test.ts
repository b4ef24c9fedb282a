import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';

describe('test harness', () => {
  it('6.2.1.1 — a seated player draws a card through the real service and store', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    await h.run('alice: /card draw');
    const s = h.state() as unknown as { cards: { German: { current: string | null; drawPile: number } } };
    expect(s.cards.German.current).not.toBeNull();
    expect(s.cards.German.drawPile).toBe(8);
    h.close();
  });
});
