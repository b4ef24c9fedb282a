// Nothing to decide, nothing asked (docs/decisions/forced-steps-play-themselves.md): forced steps play
// themselves in new games, logged as the player's own commands would be; sandbox games and players who ask to
// confirm keep every step.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types.ts';
import { harness } from '../helpers/harness.ts';

const game = (events: GameEvent[]) => events.filter((e) => !e.type.startsWith('kernel.'));

async function seated(opts = '') {
  const h = harness();
  await h.run(`alice: /game new game:lettow-vorbeck setup:quick${opts}`);
  await h.run('alice: /game join side:German');
  const joined = await h.text('bob: /game join side:Allied');
  return { h, joined };
}

interface Lv {
  turn: number;
  phase: string;
  activeSide: string;
  cards: { German: { current: string | null } };
}

describe('forced steps pass by themselves', () => {
  it('6.2.1.1 — quick start: once both players join, the German card of 1914 II is drawn, the Campaign Card and Recruiting Phases pass, and the German is asked to march', async () => {
    const { h, joined } = await seated();
    const s = h.state<Lv>();
    expect(s.cards.German.current).not.toBeNull();
    expect(s.phase).toBe('march');
    expect(joined).toContain('German draws the Campaign Card, the one thing to do in this phase (6.2.1.1).');
    expect(joined).toContain('German has no recruits to place: Recruiting Phase passes (6.2.1.2).');
    expect(joined).toMatch(/Your move: German \(alice\) — 1914 II, March Phase/);
    expect(await h.text('alice: /log last:30')).toContain('Campaign Card Phase passes');
    h.close();
  });

  it('6.2 — what passes by itself is logged exactly as the player’s own commands would have been', async () => {
    const { h } = await seated();
    const manual = await seated(' auto:false');
    await manual.h.run('alice: /card draw');
    await manual.h.run('alice: /phase end');
    await manual.h.run('alice: /phase end');
    expect(manual.h.state<Lv>().phase).toBe('march');
    expect(game(h.read.events())).toEqual(game(manual.h.read.events()));
    h.close();
    manual.h.close();
  });

  it('6.2.1.1 — a sandbox game keeps every step explicit unless created with auto:true', async () => {
    const sb = harness();
    await sb.run('alice: /game new game:lettow-vorbeck sandbox:true');
    await sb.run('alice: /game join side:German');
    await sb.run('alice: /game join side:Allied');
    expect(sb.state<Lv>().cards.German.current).toBeNull();
    sb.close();
    const auto = harness();
    await auto.run('alice: /game new game:lettow-vorbeck sandbox:true auto:true');
    await auto.run('alice: /game join side:German');
    await auto.run('alice: /game join side:Allied');
    expect(auto.state<Lv>().cards.German.current).not.toBeNull();
    auto.close();
  });

  it('6.2 — /orders confirm:true: that side is asked for every step; confirm:false lets them pass again', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    expect(await h.text('alice: /orders confirm:true')).toContain('German will confirm every step');
    await h.run('bob: /game join side:Allied');
    expect(h.state<Lv>().cards.German.current).toBeNull();
    await h.run('alice: /card draw');
    expect(h.state<Lv>().phase).toBe('campaign-card'); // the end of the phase waits for alice
    const back = await h.text('alice: /orders confirm:false');
    expect(back).toContain('Campaign Card Phase passes');
    expect(h.state<Lv>().phase).toBe('march');
    h.close();
  });
});
