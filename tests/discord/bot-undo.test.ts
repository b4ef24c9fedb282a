/**
 * Take-backs in Discord, end to end (docs/decisions/undo-is-an-event.md): the real discord.js client against
 * the fake Discord. An own move offers an Undo button its player presses; a take-back past a phase end is asked
 * with /undo request and the opponent accepts it by button (the button is addressed to them alone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsOf } from '../helpers/harness.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import type { FakeMessage } from './fake/fake-message.ts';
import { slash } from './fake/slash.ts';

const C = 'undo-table';

function buttonsOf(m: FakeMessage): { customId: string; label: string }[] {
  const out: { customId: string; label: string }[] = [];
  for (const row of m.components as unknown as { components?: Record<string, unknown>[] }[])
    for (const c of row.components ?? [])
      if (c['type'] === 2) out.push({ customId: String(c['custom_id']), label: String(c['label'] ?? '') });
  return out;
}

describe('Heliograph bot: /undo and consent take-backs by button', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const run = (user: string, line: string) => slash(h.fake, user, C, line);
  const g = () => readsOf(h.store).game(h.fake.channel(C).id);
  const phase = () => (g().folded.game as LvState).phase;

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: C }] },
    });
    // auto:false: each step explicit, so the phase end below passes no card draw (which could not be taken back).
    await run('alice', '/game new game:lettow-vorbeck auto:false');
    await run('alice', '/game join side:German');
    await run('bob', '/game join side:Allied');
    for (const line of ['/card draw', '/phase end', '/phase end']) await run('alice', line);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('11.0 — a move offers an Undo button; its player presses it and the move is taken back', async () => {
    expect(phase()).toBe('march');
    const s = g().folded.game as LvState;
    const alice = { channel: h.fake.channel(C).id, user: h.fake.user('alice').id, name: 'alice' };
    const move = readsOf(h.store)
      .legalActions(alice)
      .find(
        (l) =>
          l.action.type === 'move' &&
          !Object.entries(s.units).some(([id, u]) => u.location === l.action.to && unitById(id).side === 'Allied'),
      )!.action as unknown as { units: string[]; to: string };
    const before = JSON.stringify(s);
    await run('alice', `/move units:${move.units.join(',')} to:${move.to}`);
    expect(JSON.stringify(g().folded.game)).not.toBe(before);
    const post = await h.fake.waitForMessage(C, (m) => buttonsOf(m).some((b) => b.label === 'Undo'));
    const undo = buttonsOf(post).find((b) => b.label === 'Undo')!;
    const r = await h.fake.pressButton('alice', post, undo.customId);
    // Her own take-back is answered to her alone (src/app/handoff.ts).
    expect(r.ephemeral, r.content ?? '').toBe(true);
    expect(r.content).toMatch(/takes back event #\d+/);
    expect(JSON.stringify(g().folded.game)).toBe(before);
  }, 60_000);

  it('6.2 — a phase ended by mistake: /undo request, the opponent presses Accept, the March Phase is back', async () => {
    const before = g().folded.seq;
    await run('alice', '/phase end');
    expect(phase()).not.toBe('march');
    const mine = await run('alice', '/undo last');
    expect(mine.ephemeral).toBe(true);
    expect(mine.content).toContain('/undo request');
    await run('alice', '/undo request');
    const post = await h.fake.waitForMessage(C, (m) => buttonsOf(m).some((b) => b.label === 'Accept the take-back'));
    const accept = buttonsOf(post).find((b) => b.label === 'Accept the take-back')!;
    // The requester may not accept their own request: the button is the opponent's.
    const self = await h.fake.pressButton('alice', post, accept.customId);
    expect(self.ephemeral).toBe(true);
    expect(phase()).not.toBe('march');
    const r = await h.fake.pressButton('bob', post, accept.customId);
    // bob's answer is his; the game goes back to alice in one post that pings her.
    expect(r.ephemeral, r.content ?? '').toBe(true);
    const alice = h.fake.user('alice').id;
    expect(await h.fake.waitForMessage(C, (m) => !m.ephemeral && m.content.startsWith(`<@${alice}>`))).toBeTruthy();
    expect(phase()).toBe('march');
    expect(g().folded.seq).toBeGreaterThan(before);
    expect(await h.fake.waitForMessage(C, (m) => m.content.includes('with the opponent’s consent'))).toBeTruthy();
  }, 60_000);

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
