/**
 * Heliograph as the opponent in Discord, end to end (docs/decisions/bot-opponent.md): the real discord.js
 * client against the fake Discord. alice starts a game against the bot; the bot takes its turns right after
 * hers, in the channel like a person; nothing is sent to it; /hint answers her privately.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { readsOf } from '../helpers/harness.ts';
import { choose, lineFor } from '../lettow-vorbeck/sensible.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Discord: a few turns against Heliograph (opponent:bot)', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (line: string) => slash(h.fake, 'alice', 'table', line);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'discord-bot-opponent',
      fake: { users: [{ username: 'alice' }], channels: [{ name: 'table' }] },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('6.2 — the bot (German) moves first and after each of alice’s phases; /hint is hers alone', async () => {
    const created = await run('/game new game:lettow-vorbeck opponent:bot side:Allied level:2 hints:true auto:false');
    expect(created.ephemeral).toBeFalsy();
    await h.fake.waitForMessage('table', (m) => m.content.includes('Heliograph (level 2) takes the German side'));
    // The Germans move first (6.2.1): the bot draws its card and plays its whole player-turn, told in
    // one post (src/app/handoff.ts).
    const events = () => readsOf(h.store).events(h.fake.channel('table').id);
    await h.fake.waitForMessage('table', (m) =>
      /Since event #\d+ \(events #\d+–#\d+\), as public:[\s\S]*Your move: Allied/.test(m.content),
    );
    expect(events().some((e) => e.type === 'card-drawn' && (e as { side?: string }).side === 'German')).toBe(true);
    const hint = await run('/hint');
    expect(hint.ephemeral).toBe(true);
    expect(hint.content).toMatch(/^Hint \(level 3\): /);
    // alice plays two player-turns with the sensible player's choices (no moves); the bot plays its
    // own player-turn after each of hers.
    const germanDraws = (): number =>
      events().filter((e) => e.type === 'card-drawn' && (e as { side?: string }).side === 'German').length;
    const rand = seedrandom('bot-opponent');
    const channel = h.fake.channel('table').id;
    const alice = { channel, user: h.fake.user('alice').id, name: 'alice' };
    for (let n = 0; n < 120 && germanDraws() < 3; n++) {
      const s = readsOf(h.store).game(channel).folded.game as LvState;
      const legal = readsOf(h.store).legalActions(alice);
      await run(lineFor(choose(s, 'Allied', legal, new Set(), 3, rand))); // moves done: she ends each phase
    }
    expect(germanDraws()).toBeGreaterThanOrEqual(2);
    // Nothing went to the bot: no DM channel was opened for a user that is not alice.
    const dmTo = h.fake.requests.filter((r) => r.method === 'POST' && r.path.includes('/users/@me/channels'));
    for (const r of dmTo) expect(JSON.stringify(r.json)).toContain(h.fake.user('alice').id);
  }, 240_000);
});
