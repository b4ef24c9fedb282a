// A game's pictures, /stacks, bot and draw table are optional hooks of its presentation
// (src/engine/presentation.ts). The third game (tests/fixtures/third-game/) brings none of them: each
// command that needs one says plainly that this game has none, records nothing, and the game plays on.
import '../fixtures/third-game/register.ts'; // first: /game new reads its choices when commands/ loads
import { afterAll, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { presentationOf } from '../../src/app/registry.ts';
import { THIRD_GAME_ID } from '../fixtures/third-game/module.ts';
import { harness } from '../helpers/harness.ts';

const text = (out: readonly Output[]) => out.map((o) => o.text).join('\n');

describe('a game without the optional presentation hooks', () => {
  const h = harness({ seed: 'river-hooks' });
  afterAll(() => h.close());

  it('brings none of them', () => {
    const p = presentationOf(THIRD_GAME_ID)!;
    expect([p.picturesAfter, p.sidePicture, p.map, p.stacks, p.opponent, p.draws]).toEqual(Array(6).fill(undefined));
  });

  it('opponent:bot is refused, naming the games that have a bot; side: offers only their sides', async () => {
    expect(await h.text(`alice: /game new game:${THIRD_GAME_ID} opponent:bot side:German`, 'bot')).toContain(
      `opponent:bot plays Lettow-Vorbeck only (not ${THIRD_GAME_ID})`,
    );
    await expect(h.run(`alice: /game new game:${THIRD_GAME_ID} opponent:bot side:Red`, 'bot')).rejects.toThrow(
      /side:Red is not allowed for \/game new\. Allowed: German, Allied\./,
    );
  });

  it('/map and /stacks say the game has none, and nothing is recorded', async () => {
    await h.run(`alice: /game new game:${THIRD_GAME_ID}`);
    await h.run('alice: /game join side:Red');
    await h.run('bob: /game join side:Blue');
    const g = await h.app.load((await h.store.activeGameIn('test'))!);
    const before = g.folded.seq;
    expect(text(await h.run('carol: /map'))).toBe(
      `River Crossing (a synthetic Hand of Destiny scenario) has no /map: it has no picture of the board here. /game status describes game #${g.row.id}.`,
    );
    expect(text(await h.run('alice: /stacks'))).toMatch(
      /^River Crossing .* has no \/stacks: it lists no stacks here\./,
    );
    expect((await h.app.load((await h.store.activeGameIn('test'))!)).folded.seq).toBe(before);
    // Its moves still go out, by DM too, with no picture attached.
    const drawn = await h.run('alice: /card draw');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.flatMap((o) => o.files ?? [])).toEqual([]);
  });
});
