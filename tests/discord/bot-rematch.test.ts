/**
 * Rematch in Discord: the game-over message carries a Rematch button that either player may press
 * (not only whoever ended the game); once both have, the same game starts with the sides swapped.
 * Real discord.js client, fake Discord, SQLite temp file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMessage } from './fake/fake-message.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

function buttonsOf(m: FakeMessage): { customId: string; label: string }[] {
  const out: { customId: string; label: string }[] = [];
  for (const row of m.components as unknown as { components?: Record<string, unknown>[] }[])
    for (const c of row.components ?? [])
      if (c['type'] === 2) out.push({ customId: String(c['custom_id']), label: String(c['label'] ?? '') });
  return out;
}

describe('Heliograph bot: the game-over message’s rematch button', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      fake: { users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }], channels: [{ name: 'war' }] },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('either player presses Rematch; when both have, the sides are swapped in a new game', async () => {
    for (const [user, line] of [
      ['alice', '/game new game:lettow-vorbeck'],
      ['alice', '/game join side:German'],
      ['bob', '/game join side:Allied'],
      ['bob', '/game resign confirm:true'],
    ] as const)
      await slash(h.fake, user, 'war', line);
    const over = await h.fake.waitForMessage('war', (m) => m.content.includes('Game over'));
    const button = buttonsOf(over).find((b) => b.label === 'Rematch (sides swapped)');
    expect(button).toBeDefined();
    // carol is no player: the button is not hers.
    await h.fake.pressButton('carol', over, button!.customId);
    const asking = (m: FakeMessage) => m.content.includes('asks for a rematch');
    expect(h.fake.messages('war').filter(asking)).toEqual([]);
    // alice did not resign, yet may press it.
    await h.fake.pressButton('alice', over, button!.customId);
    expect((await h.fake.waitForMessage('war', asking)).content).toContain('Waiting for bob');
    await h.fake.pressButton('bob', over, button!.customId);
    await h.fake.waitForMessage('war', (m) => m.content.includes('New game #2'));
    const g = await h.app.activeGame(h.fake.channel('war').id);
    expect(g.row.id).toBe(2);
    expect(g.seats.find((s) => s.side === 'German')?.user_id).toBe(h.fake.user('bob').id);
    expect(g.seats.find((s) => s.side === 'Allied')?.user_id).toBe(h.fake.user('alice').id);
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
