/**
 * Acknowledgements first (src/discord/ack-first.ts), through the real discord.js client against the
 * fake Discord: in a burst of /map, no map is drawn until every deferral of the burst has reached
 * Discord, and every answer is the one a lone /map gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { isPng } from './fake/index.ts';
import type { InteractionRecord } from './fake/interaction-record.ts';
import { slash } from './fake/slash.ts';

const BURST = 8;

describe('Heliograph bot: acknowledgements before follow-up work', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'ack-first',
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
        channels: [{ name: 'war' }],
      },
    });
    await slash(h.fake, 'alice', 'war', '/game new game:lettow-vorbeck setup:quick');
    await slash(h.fake, 'alice', 'war', '/game join side:German');
    await slash(h.fake, 'bob', 'war', '/game join side:Allied');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('draws no map of a burst before every /map of it has been deferred', async () => {
    const users = ['alice', 'bob', 'carol'];
    const before = h.runs.length;
    const rs: InteractionRecord[] = await Promise.all(
      Array.from({ length: BURST }, (_, k) => slash(h.fake, users[k % users.length]!, 'war', '/map')),
    );
    const runs = h.runs.slice(before).filter((x) => x.input.name === 'map');
    expect(runs).toHaveLength(BURST);
    const lastAck = Math.max(...rs.map((r) => r.callback!.at));
    const firstWork = Math.min(...runs.map((x) => x.at));
    expect(firstWork).toBeGreaterThanOrEqual(lastAck);
    // Only when the work starts changed, not the answers: a seated player is deferred privately and the
    // public map goes to the channel; the spectator's own reply is the map (as in bot-media.test.ts).
    const pictures = (m: { files: readonly { bytes: Buffer }[] }) => m.files.filter((f) => isPng(f.bytes)).length;
    for (const r of rs) {
      expect(r.responseType).toBe(5); // deferred: drawing a map is slow
      const seated = r.userId !== h.fake.user('carol').id;
      expect(r.ephemeral).toBe(seated);
      expect(pictures(r)).toBe(seated ? 0 : 1);
    }
    const posted = h.fake.messages('war').filter((m) => m.source !== 'interaction');
    expect(posted.slice(-BURST).reduce((n, m) => n + pictures(m), 0)).toBeGreaterThanOrEqual(
      rs.filter((r) => r.ephemeral).length,
    );
    expect(h.logs).toEqual([]);
  });
});
