// Heliograph as the opponent (docs/decisions/bot-opponent.md): /game new … opponent:bot seats it on the other
// side; it moves right after the human, through the same act as a person, until the game waits for the
// human again; its DMs go nowhere; /hint answers only where the creator enabled hints.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameAction } from '../../src/engine/types.ts';
import type { Output } from '../../src/app/outputs.ts';
import { harness } from '../helpers/harness.ts';

const h = harness({ seed: 'opponent-test' });
afterAll(() => h.close());
const alice = (channel: string) => ({ channel, user: 'alice', name: 'alice' });
const toBot = (outs: Output[]): Output[] =>
  outs.filter((o) => o.audience.kind !== 'public' && o.audience.user.startsWith('heliograph-bot:'));

describe('/game new … opponent:bot', () => {
  it('6.2 — a whole game against the level-1 bot: it answers every human move, and nothing is sent to it', async () => {
    const out = await h.run('alice: /game new game:lettow-vorbeck opponent:bot side:Allied level:1', 'whole');
    const text = out.map((o) => o.text).join('\n');
    expect(text).toContain('Heliograph (level 1) takes the German side.');
    expect(text).toContain('German draws'); // the Germans move first (6.2): the bot already has
    const sent: Output[] = [...out];
    for (let n = 0; n < 5000; n++) {
      const g = h.read.game('whole');
      if (g.module.result(g.folded.game)) break;
      const legal = h.read.legalActions(alice('whole')).filter((a) => a.action.type !== 'set-orders');
      expect(legal.length).toBeGreaterThan(0); // the game never waits for the bot after a human move
      const action = (legal.find((a) => a.action.type === 'end-phase') ?? legal[0]!).action as GameAction;
      sent.push(...(await h.app.act(alice('whole'), action)));
    }
    const g = h.read.game('whole');
    expect(g.module.result(g.folded.game)).not.toBeNull();
    expect(g.row.status).toBe('finished');
    expect(g.folded.seq).toBeGreaterThan(100); // a game, not an early stop
    expect(g.module.result(g.folded.game)!.reason).toMatch(/^(26|R31)/);
    expect(toBot(sent)).toEqual([]);
    expect(sent.some((o) => o.audience.kind === 'dm' && o.audience.user === 'alice')).toBe(true);
  }, 300_000);

  it('/game new against the bot invites nobody to /game join: both sides are taken', async () => {
    const vsBot = (await h.run('alice: /game new game:lettow-vorbeck opponent:bot side:German level:1', 'seats'))
      .map((o) => o.text)
      .join('\n');
    expect(vsBot).toContain('alice takes the German side.');
    expect(vsBot).not.toContain('/game join');
    const open = await h.text('alice: /game new game:lettow-vorbeck', 'open-seats');
    expect(open).toContain('Sides: German, Allied. Take one with /game join side:German|Allied');
  });

  it('options — level, side and hints go with opponent:bot, and each refusal says what is allowed', async () => {
    // level is checked by the option schema, as Discord would (min 1, max 3).
    await expect(
      h.text('alice: /game new game:lettow-vorbeck opponent:bot side:German level:4', 'bad'),
    ).rejects.toThrow(/level:4 is out of range for \/game new: give 1 to 3/);
    expect(await h.text('alice: /game new game:lettow-vorbeck side:German', 'bad')).toContain('opponent:bot');
    expect(await h.text('alice: /game new game:lettow-vorbeck opponent:bot', 'bad')).toContain(
      'side:German or side:Allied',
    );
    expect(await h.text('alice: /game new game:hill-of-doves opponent:bot side:German', 'bad')).toContain(
      'Lettow-Vorbeck only',
    );
  });

  it('/hint — only where hints are on, privately, one line of what level 3 would do', async () => {
    await h.run('alice: /game new game:lettow-vorbeck opponent:bot side:German level:2', 'nohints');
    expect(await h.text('alice: /hint', 'nohints')).toContain('Hints are off');
    await h.run('alice: /game new game:lettow-vorbeck opponent:bot side:German level:2 hints:true', 'hints');
    const out = await h.run('alice: /hint', 'hints');
    expect(out).toHaveLength(1);
    expect(out[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    // The Campaign Card was drawn by itself (a forced step): the hint is about recruiting.
    expect(out[0]!.text).toMatch(/^Hint \(level 3\): Place ger-\S+ at \S+ — /);
    expect(out[0]!.text.split('\n')).toHaveLength(1);
  });
});
