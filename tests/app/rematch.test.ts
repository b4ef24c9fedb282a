// Rematch (docs/playing.md, "After the game"): the game-over message's button starts, once both
// players have pressed it, the same game with the same options and the sides swapped — a new game row
// with its own seed commitment. Real SQLite, real service, random seeds (no fixed test seed).
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';

// service.seed undefined: every game draws its own 32 random bytes, as in production.
const h = harness({ service: { seed: undefined } });
afterAll(() => h.close());

describe('/game rematch', () => {
  it('the game-over button; both players accept; same options, sides swapped, a new seed commitment', async () => {
    const ch = 'rematch';
    await h.run('alice: /game new game:lettow-vorbeck advanced:true forts:true', ch);
    await h.run('alice: /game join side:German', ch);
    await h.run('bob: /game join side:Allied', ch);
    expect(await h.text('alice: /game rematch', ch)).toContain('still running');
    const over = await h.run('bob: /game resign confirm:true', ch);
    const gameOver = over.find((o) => o.text.includes('Game over'));
    expect(gameOver?.buttons).toEqual([{ label: 'Rematch (sides swapped)', command: '/game rematch' }]);
    expect(gameOver?.addressedTo).toEqual(['alice', 'bob']); // either player may press it, not only who resigned
    const first = h.read.game(ch);
    expect(first.row.status).toBe('finished');

    expect(await h.text('carol: /game rematch', ch)).toContain('Only the players of game');
    const asked = await h.run('alice: /game rematch', ch);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain('Waiting for bob');
    expect(asked[0]!.mentions).toEqual(['bob']);
    expect(h.read.game(ch).row.id).toBe(first.row.id); // nothing created yet
    const again = await h.run('alice: /game rematch', ch); // pressing twice changes nothing
    expect(again[0]!.text).toContain('Waiting for bob');

    const started = await h.text('bob: /game rematch', ch);
    expect(started).toContain('rematch of game #');
    const second = h.read.game(ch);
    expect(second.row.id).not.toBe(first.row.id);
    expect(second.row.status).toBe('active');
    expect(second.row.kind).toBe(first.row.kind);
    expect(JSON.parse(second.row.options)).toEqual(JSON.parse(first.row.options));
    expect(JSON.parse(second.row.options)).toMatchObject({ advanced: true, forts: true });
    const sideOf = (g: typeof first, user: string) => g.seats.find((s) => s.user_id === user)?.side;
    expect(sideOf(second, 'alice')).toBe('Allied');
    expect(sideOf(second, 'bob')).toBe('German');
    expect(second.row.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(second.row.seed_hash).not.toBe(first.row.seed_hash);
    expect(started).toContain(`Seed commitment (SHA-256): ${second.row.seed_hash}`);
    // The rematch is one game: asking again while it runs is refused.
    expect(await h.text('alice: /game rematch', ch)).toContain('still running');
  }, 60_000);

  it('a request made before a restart is accepted after it: a new service over the same SQLite file', async () => {
    const ch = 'restart';
    const before = harness({ service: { seed: undefined } });
    await before.run('alice: /game new game:lettow-vorbeck', ch);
    await before.run('alice: /game join side:German', ch);
    await before.run('bob: /game join side:Allied', ch);
    await before.run('alice: /game resign confirm:true', ch);
    const first = before.read.game(ch);
    expect(await before.text('bob: /game rematch', ch)).toContain('Waiting for alice');
    before.close(); // the bot stops

    const after = harness({ db: before.dbPath, service: { seed: undefined } }); // and starts again on its file
    try {
      const started = await after.text('alice: /game rematch', ch);
      expect(started).toContain(`rematch of game #${first.row.id}`);
      const second = after.read.game(ch);
      expect(second.row.id).not.toBe(first.row.id);
      expect(second.row.status).toBe('active');
      expect(second.seats.map((s) => [s.user_id, s.side]).sort()).toEqual([
        ['alice', 'Allied'],
        ['bob', 'German'],
      ]);
      // The requests were spent on the rematch: none is left waiting for the finished game.
      expect(await after.store.addRematchRequest(first.row.id, 'bob')).toEqual(['bob']);
    } finally {
      after.close();
    }
  }, 60_000);

  it('a solitaire game offers no rematch: no button, and /game rematch says why', async () => {
    const ch = 'solo';
    await h.run('alice: /game new game:hill-of-doves', ch);
    await h.run('alice: /game join side:British', ch);
    const over = await h.run('alice: /game resign confirm:true', ch);
    const gameOver = over.find((o) => o.text.includes('Game over'));
    expect(gameOver).toBeDefined();
    expect(gameOver!.buttons ?? []).toEqual([]);
    expect(await h.text('alice: /game rematch', ch)).toContain('has no rematch');
  }, 60_000);
});
