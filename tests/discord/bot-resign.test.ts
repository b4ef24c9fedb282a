/**
 * Resign asks for confirmation: /game resign answers privately with a button; only the
 * press (or confirm:true) resigns. Real discord.js client, fake Discord, SQLite temp file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Heliograph bot: resign asks for confirmation', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: 'war' }] },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/game resign shows a private button only its caller may press; pressing it resigns', async () => {
    for (const [user, line] of [
      ['alice', '/game new game:lettow-vorbeck'],
      ['alice', '/game join side:German'],
      ['bob', '/game join side:Allied'],
    ] as const)
      await slash(h.fake, user, 'war', line);
    const g = await h.app.activeGame(h.fake.channel('war').id);
    const head = await h.store.head(g.row.id);
    const ask = await slash(h.fake, 'bob', 'war', '/game resign');
    expect(ask.ephemeral).toBe(true);
    expect(ask.content).toContain('Resign game #1 (');
    expect(ask.content).toContain('with a win for German');
    expect(await h.store.head(g.row.id)).toBe(head); // nothing recorded yet
    const customId = `h|${id('bob')}|${h.fake.channel('war').id}|/game resign confirm:true`;
    expect(ask.original!.component(customId)).toBeDefined();
    // The question is ephemeral, and its button names bob: nobody else can press it.
    await expect(h.fake.pressButton('alice', ask.original!, customId)).rejects.toThrow(/cannot see message/);
    expect((await h.store.game(g.row.id))!.status).toBe('active');
    const press = await h.fake.pressButton('bob', ask.original!, customId);
    expect(press.content).toContain('Allied resigns');
    expect((await h.store.game(g.row.id))!.status).toBe('finished');
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
