/**
 * Nothing a player should see is lost to a rate limit (real discord.js client against the fake
 * Discord, SQLite temp file): Discord answers a move's interaction callback with a 429 of 4 s, longer
 * than the interaction lives (3 s). The move is recorded; the hand-off post (recap and the next player's
 * ping) is posted in the channel, once, the mover's private answer comes by DM, and the callback is not
 * retried past its window.
 * The fake drops those interactions at Discord's 3 s; the bot goes on with the move after that, so each
 * check waits until the router says it has finished with the dropped interaction (every answer it sent
 * for it recorded, its operator line logged) rather than for a time a loaded machine can outlast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DroppedInteractionError } from './fake/index.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';
import { readsOf } from '../helpers/harness.ts';

const C = 'rate-limited';
/** Discord's 3 s to acknowledge, for the interactions whose callback gets the 429: it can never be
 *  acknowledged, so the fake drops it when these run out (the harness's wide default would wait 15 s). */
const LIFE = { ackTimeoutMs: 3000 };
/** How long the bot may take to finish a dropped interaction's work (a loaded machine; not a timing check). */
const FINISH_MS = 60_000;

describe('Heliograph bot: a 429 of 4 s on a move’s interaction callback', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (user: string, line: string, opts: { ackTimeoutMs?: number } = {}) => slash(h.fake, user, C, line, opts);
  const id = (name: string) => h.fake.user(name).id;
  /** Sends a move whose callback gets the 429: the fake drops it at 3 s, and the bot finishes with it. */
  const dropped = async (user: string, line: string) => {
    const known = new Set(h.fake.interactions.map((r) => r.id));
    await expect(run(user, line, LIFE)).rejects.toBeInstanceOf(DroppedInteractionError);
    const record = h.fake.interactions.find((r) => !known.has(r.id));
    expect(record?.callback).toBeUndefined(); // never acknowledged
    await record!.waitFor((r) => r.handled, FINISH_MS, 'the bot to finish with the dropped interaction');
  };

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      // As src/main.ts runs the bot in Discord: its render threads start before login (bot.ts), so the
      // hand-off's recap picture is drawn by threads already up, and the move's callback (the one that
      // gets the 429) goes out well inside the interaction's 3 s, as it would in production.
      dmPictures: true,
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: C }] },
    });
    await run('alice', '/game new game:lettow-vorbeck auto:false');
    await run('alice', '/game join side:German');
    await run('bob', '/game join side:Allied');
    await run('alice', '/card draw');
    for (let k = 0; k < 3; k++) await run('alice', '/phase end');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('6.2 — the German ends the last phase: the hand-off post with the Allied ping goes to the channel, once; her own answer by DM', async () => {
    const head = readsOf(h.store).game(h.fake.channel(C).id).folded.seq;
    const posted = h.fake.messages(C).length;
    const rule = h.fake.rateLimit({ method: 'POST', path: '/interactions/:id/:token/callback', retryAfter: 4 });
    await dropped('alice', '/phase end');
    const ping = await h.fake.waitForMessage(C, (m) => m.content.includes('Your move: Allied'), 6000);
    expect(ping.source).toBe('channel');
    expect(ping.content.startsWith(`<@${id('bob')}>`)).toBe(true);
    expect(readsOf(h.store).game(h.fake.channel(C).id).folded.seq).toBeGreaterThan(head); // recorded
    // Everything since: one hand-off post (docs/playing.md, "Hand-offs"), the recap of the German's
    // lines with the ping, as a channel post, once.
    const after = h.fake.messages(C).slice(posted);
    expect(after.map((m) => m.source)).toEqual(['channel']);
    expect(after[0]).toBe(ping);
    expect(ping.content).toMatch(/German/);
    // alice's own answer, private, which the interaction could not carry: by DM.
    const own = await h.fake.waitForDm('alice', (m) => m.content.includes(`<#${h.fake.channel(C).id}>`), 6000);
    expect(own.content).toMatch(/German/);
    // The 429 was not waited out and retried past the interaction's life.
    expect(rule.served).toBe(1);
    expect(rule.retries).toBe(0);
    expect(h.logs.filter((l) => /went wrong|failed/.test(l))).toEqual([]);
    expect(h.logs.some((l) => /could not be answered in time/.test(l))).toBe(true);
    // Nothing else arrives later (a retried callback, a second post).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(h.fake.messages(C).slice(posted)).toHaveLength(1);
    // The limit over, the next interaction is answered as usual (and the fake's rule lets go).
    expect((await run('bob', '/game status')).content).toMatch(/Game #\d+/);
  });

  it('6.2 — a refusal the interaction cannot carry reaches its player by DM, and nothing reaches the channel', async () => {
    const posted = h.fake.messages(C).length;
    const dms = h.fake.dms('alice').length;
    h.fake.rateLimit({ method: 'POST', path: '/interactions/:id/:token/callback', retryAfter: 4 });
    await dropped('alice', '/phase end'); // the Allied turn
    const dm = await h.fake.waitForDm('alice', (m) => /Not allowed/.test(m.content), 6000);
    expect(dm.content).toMatch(new RegExp(`^From <#${h.fake.channel(C).id}>: Not allowed: `));
    expect(h.fake.dms('alice').slice(dms)).toHaveLength(1);
    expect(h.fake.messages(C).slice(posted)).toEqual([]);
  });
});
