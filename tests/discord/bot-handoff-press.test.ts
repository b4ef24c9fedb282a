/**
 * Hand-offs in Discord, the edges (src/app/handoff.ts, src/discord/send.ts, src/discord/router.ts):
 * a command answered privately after a public acknowledgement leaves no "Answered privately."
 * placeholder in the channel; a Hill of Doves decision's buttons, posted for the British commander,
 * may be pressed by a co-commander added after they were posted (the seats at press time), and by
 * nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Discord: hand-off posts, their placeholders and their presser', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (user: string, channel: string, line: string) => slash(h.fake, user, channel, line);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'discord-handoff-press',
      // Every command that may draw a DM picture is acknowledged first: the public deferral of a sandbox.
      hooks: { dmPictureDeferAfterMs: 0 },
      fake: {
        users: [{ username: 'alice' }, { username: 'carol' }, { username: 'dave' }],
        channels: [{ name: 'sand' }, { name: 'hod' }],
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a private answer after a public acknowledgement leaves no placeholder in the channel', async () => {
    await run('alice', 'sand', '/game new game:lettow-vorbeck sandbox:true');
    await run('alice', 'sand', '/game join side:German');
    await run('alice', 'sand', '/game join side:Allied');
    const before = h.fake.messages('sand').filter((m) => !m.ephemeral).length;
    const refused = await run('alice', 'sand', '/move units:nobody to:nowhere');
    expect(refused.deferred).toBe(true);
    expect(
      refused.messages.some((m) => m.ephemeral),
      JSON.stringify(refused.messages.map((m) => [m.ephemeral, m.content])),
    ).toBe(true);
    const posted = h.fake.messages('sand').filter((m) => !m.ephemeral);
    expect(posted.map((m) => m.content)).not.toContain('Answered privately.');
    expect(posted).toHaveLength(before);
  }, 120_000);

  it('a co-commander added after the buttons were posted may press them; a stranger may not', async () => {
    await run('alice', 'hod', '/game new game:hill-of-doves');
    await run('alice', 'hod', '/game join side:British');
    await run('alice', 'hod', '/hod continue');
    const alice = h.fake.user('alice').id;
    const carol = h.fake.user('carol').id;
    // The decision after /hod continue (2.3) has more choices than buttons: select menus, "continue" first.
    const post = h.fake
      .messages('hod')
      .filter((m) => !m.ephemeral && JSON.stringify(m.components).includes('/hod continue'))
      .at(-1)!;
    expect(post).toBeDefined();
    const menus = (post.components as unknown as { components?: Record<string, unknown>[] }[]).flatMap(
      (r) => r.components ?? [],
    );
    const menu = menus.find((c) => JSON.stringify(c).includes('/hod continue'))!;
    const id = String(menu['custom_id']);
    const value = (menu['options'] as { value: string }[]).find((o) => o.value.startsWith('/hod continue'))!.value;
    expect(id).toContain(alice);
    expect(id).not.toContain(carol);
    const stranger = await h.fake.selectMenu('dave', post, id, [value]);
    expect(stranger.content).toMatch(/only they can press it/);
    await run('alice', 'hod', `/commander add user:carol`);
    const head = await h.store.head((await h.store.activeGameIn(h.fake.channel('hod').id))!.id);
    const pressed = await h.fake.selectMenu('carol', post, id, [value]);
    expect(pressed.content ?? '').not.toMatch(/only they can press it/);
    const after = await h.store.head((await h.store.activeGameIn(h.fake.channel('hod').id))!.id);
    expect(after).toBeGreaterThan(head);
  }, 120_000);
});
