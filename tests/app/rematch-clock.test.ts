// A rematch of a game played on a clock (docs/clocks.md, docs/playing.md "After the game"): the new
// game keeps the clock, its sleep option and the sides swapped. A game's seats taken at creation by
// people are not a game against the bot, so the clock is not refused.
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';

const h = harness();
afterAll(() => h.close());

describe('/game rematch of a clocked game', () => {
  it('the rematch keeps clock:standard and clock_sleep:stops, sides swapped', async () => {
    const ch = 'rematch-clock';
    await h.run('alice: /game new game:lettow-vorbeck clock:standard clock_sleep:stops', ch);
    await h.run('alice: /game join side:German', ch);
    await h.run('bob: /game join side:Allied', ch);
    await h.run('bob: /game resign confirm:true', ch);
    const first = h.read.game(ch);
    await h.run('alice: /game rematch', ch);
    const started = await h.text('bob: /game rematch', ch);
    expect(started).toContain('rematch of game #');
    expect(started).not.toContain('A clock needs two players');
    const second = h.read.game(ch);
    expect(second.row.id).not.toBe(first.row.id);
    expect(second.row.status).toBe('active');
    expect(JSON.parse(second.row.options)).toEqual(JSON.parse(first.row.options));
    expect(second.seats.find((s) => s.user_id === 'alice')?.side).toBe('Allied');
    const status = await h.text('alice: /game status', ch);
    expect(status).toMatch(/standard, stops in sleep hours/);
  }, 60_000);
});
