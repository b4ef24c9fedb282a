import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';

async function seatedGame(opts = '') {
  const h = harness();
  await h.run(`alice: /game new game:lettow-vorbeck${opts}${opts.includes('sandbox') ? '' : ' auto:false'}`);
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  return h;
}

describe('seats decide who may act', () => {
  it("a stranger's command is refused with the reason, and nothing is appended", async () => {
    const h = await seatedGame();
    const before = h.state().seq;
    const out = await h.run('mallory: /card draw');
    expect(out).toEqual([
      expect.objectContaining({
        audience: { kind: 'ephemeral', user: 'mallory' },
        text: expect.stringMatching(/not seated.*German: alice; Allied: bob/),
      }),
    ]);
    expect(h.state().seq).toBe(before);
    h.close();
  });

  it('a seated player acting out of turn is refused with the rule (6.2), nothing appended', async () => {
    const h = await seatedGame();
    const before = h.state().seq;
    const out = await h.run('bob: /card draw');
    expect(out[0]!.text).toMatch(/6\.2 — it is the German Campaign Card Phase/);
    expect(h.state().seq).toBe(before);
    h.close();
  });

  it('a taken side cannot be joined; one player holds both sides only in a sandbox game', async () => {
    const h = await seatedGame();
    expect((await h.run('carol: /game join side:German'))[0]!.text).toMatch(/taken by alice/);
    expect((await h.run('alice: /game join side:Allied'))[0]!.text).toMatch(/taken by bob/);
    h.close();
    const s = harness();
    await s.run('alice: /game new game:lettow-vorbeck auto:false'); // every step explicit
    await s.run('alice: /game join side:German');
    expect((await s.run('alice: /game join side:Allied'))[0]!.text).toMatch(/both sides only in a sandbox game/);
    s.close();
    const sb = harness();
    await sb.run('alice: /game new game:lettow-vorbeck sandbox:true');
    await sb.run('alice: /game join side:German');
    expect((await sb.run('alice: /game join side:Allied'))[0]!.text).toMatch(/\[SANDBOX\] alice takes the Allied side/);
    sb.close();
  });

  it('sandbox commands are refused in normal games and labelled in sandbox games', async () => {
    const h = await seatedGame();
    const before = h.state().seq;
    const out = await h.run('alice: /sandbox dice values:6,6');
    expect(out[0]!.text).toMatch(/sandbox commands work only in a sandbox game/);
    expect(h.state().seq).toBe(before);
    h.close();
    const sb = harness();
    const created = await sb.run('zed: /game new game:lettow-vorbeck sandbox:true');
    expect(created.every((o) => o.text.startsWith('[SANDBOX]'))).toBe(true);
    const queued = await sb.run('zed: /sandbox dice values:6,5,1');
    expect(queued.every((o) => o.text.startsWith('[SANDBOX]'))).toBe(true);
    sb.close();
  });

  it('a second game cannot start in a channel whose game is running, but can in another channel', async () => {
    const h = await seatedGame();
    expect((await h.run('carol: /game new game:lettow-vorbeck'))[0]!.text).toMatch(/still running in this channel/);
    expect((await h.run('carol: /game new game:lettow-vorbeck', 'other'))[0]!.text).toMatch(/New game #2/);
    const list = await h.text('carol: /game list');
    expect(list).toMatch(/#1 .* in test/);
    expect(list).toMatch(/#2 .* in other/);
    h.close();
  });

  it('a seated player sees their own stacks in /game status privately; a spectator sees face-down stacks publicly', async () => {
    const h = await seatedGame();
    const mine = await h.run('alice: /game status');
    expect(mine[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    expect(mine[0]!.text).toContain(
      'moshi: German ger-1-fka (Light infantry 3, elite), ger-3-fka (Light infantry 2), ger-fw (Cavalry/Mounted infantry 2)',
    );
    expect(mine[0]!.text).toContain('voi: Allied 1 face-down');
    const spectator = await h.run('carol: /game status');
    expect(spectator[0]!.audience).toEqual({ kind: 'public' });
    expect(spectator[0]!.text).toContain('moshi: German 3 face-down');
    expect(spectator[0]!.text).not.toMatch(/ger-1-fka|ally-1-kar/);
    h.close();
  });
});
