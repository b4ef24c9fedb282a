/**
 * Spectators in Discord (/game watch, docs/playing.md "In Discord"): carol watches alice's Hill of Doves
 * game with ping:true; /game status names her as watching (by name, no mention markup); each hand-off
 * post reaches her by DM as the channel has it — its text and picture, no buttons, nothing of the
 * British side's own DM; the seated player is refused. Real discord.js client, fake Discord, SQLite
 * temp file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentationOf } from '../../src/app/registry.ts';
import { readsOf } from '../helpers/harness.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

const C = 'hill';

describe('Heliograph bot: a spectator watches a game', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (user: string, line: string) => slash(h.fake, user, C, line);
  const ok = async (user: string, line: string) => accepted(await run(user, line), line);
  const seq = () => readsOf(h.store).game(h.fake.channel(C).id).folded.seq;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'watch-e2e',
      fake: { users: [{ username: 'alice' }, { username: 'carol' }, { username: 'dave' }], channels: [{ name: C }] },
    });
    await ok('alice', '/game new game:hill-of-doves');
    await ok('alice', '/game join side:British');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a seated player may not watch: they already see their side', async () => {
    const r = await run('alice', '/game watch ping:true');
    expect(r.ephemeral).toBe(true);
    expect(r.content).toContain('You hold the British side of game #1: you already see your side');
    expect(await h.store.watchers(1)).toEqual([]);
  });

  it('/game watch ping:true; /game status names the watcher for everyone', async () => {
    const r = await run('carol', '/game watch ping:true');
    expect(r.ephemeral).toBe(true);
    expect(r.content).toContain('You are watching game #1');
    expect(r.content).toContain('each hand-off post as the channel sees it');
    const status = await run('dave', '/game status');
    expect(status.content).toContain('Watching: carol');
    expect(status.content).not.toContain(`<@${h.fake.user('carol').id}>`);
  });

  it('a hand-off post reaches the watcher by DM: the channel’s post, word for word, without buttons', async () => {
    // alice takes the first choice of her decision, as its button would (a solitaire player asked again
    // is a hand-off: one post in the channel).
    const g = readsOf(h.store).game(h.fake.channel(C).id);
    const decision = presentationOf(g.module.id)!.decision(g.folded.game, g.folded.seq);
    expect(decision?.buttons.length).toBeGreaterThan(0);
    const before = seq();
    const dmsBefore = h.fake.dms('carol').length;
    const postsBefore = h.fake.messages(C).filter((m) => !m.ephemeral).length;
    await ok('alice', decision!.buttons[0]!.command);
    expect(seq()).toBeGreaterThan(before);
    const dm = await h.fake.waitForDm('carol', (m) => m.content.includes('[watching game #1]'));
    expect(h.fake.dms('carol').length).toBe(dmsBefore + 1);
    const post = h.fake
      .messages(C)
      .filter((m) => !m.ephemeral)
      .slice(postsBefore)
      .find((m) => m.content.includes('Your move:'));
    expect(post, 'the hand-off post in the channel').toBeDefined();
    expect(dm.content).toBe(`From <#${h.fake.channel(C).id}>: [watching game #1] ${post!.content}`);
    expect(post!.files.length).toBeGreaterThan(0); // the recap's picture
    expect(dm.files.map((f) => [f.name, f.bytes.length])).toEqual(post!.files.map((f) => [f.name, f.bytes.length]));
    expect(dm.components).toEqual([]);
    expect(dm.content).not.toContain('[British]'); // the side's own DM is alice's alone
    expect(dm.notified).toEqual([]);
    // dave, who does not watch, got nothing.
    expect(h.fake.dms('dave')).toEqual([]);
  });

  it('/game unwatch stops the DMs', async () => {
    expect((await run('carol', '/game unwatch')).content).toContain('You no longer watch game #1');
    expect((await run('dave', '/game status')).content).not.toContain('Watching:');
    const dms = h.fake.dms('carol').length;
    const g = readsOf(h.store).game(h.fake.channel(C).id);
    const decision = presentationOf(g.module.id)!.decision(g.folded.game, g.folded.seq);
    const posts = h.fake.messages(C).filter((m) => !m.ephemeral).length;
    await ok('alice', decision!.buttons[0]!.command);
    await h.fake.waitUntil(
      () => h.fake.messages(C).filter((m) => !m.ephemeral).length > posts,
      5000,
      'the next hand-off post',
    );
    expect(h.fake.dms('carol').length).toBe(dms);
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
