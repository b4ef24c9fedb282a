// Every picture a command draws is one it sends. With the hand-off post (src/app/handoff.ts) the
// service's private log lines are replaced by one DM per recipient with a picture of its own, and a
// recipient's recap is drawn only when that DM carries it: drawing the others cost a render each
// (a map, tens of milliseconds) for nothing.
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import { composeHandoff, handoffMark } from '../../src/app/handoff.ts';
import type { Caller, Output } from '../../src/app/outputs.ts';
import type { GameAction } from '../../src/engine/types.ts';
import { drawAction } from '../../src/games/lettow-vorbeck/workloads/index.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { takeRenderStats } from '../../src/render/pool-stats.ts';
import { harness } from '../helpers/harness.ts';

/** One command through the service and the hand-off composition, as execute() runs it. */
async function play(h: ReturnType<typeof harness>, user: string, action: GameAction): Promise<Output[]> {
  const caller: Caller = { channel: 'test', user, name: user };
  const mark = await handoffMark(h.app, 'test');
  return composeHandoff(h.app, caller, mark, await h.app.act(caller, action));
}

const filesOf = (outs: readonly Output[]): number => outs.reduce((n, o) => n + (o.files?.length ?? 0), 0);

describe('pictures drawn for a command', () => {
  const h = harness({ seed: 'pictures-sent', service: { handoff: 'post', dmPictures: true, picturesAfter: true } });
  afterAll(() => h.close());

  it('10.0 — a random Lettow-Vorbeck game with DM pictures: no command draws a picture it does not send', async () => {
    await h.run('ger: /game new game:lettow-vorbeck setup:quick');
    await h.run('ger: /game join side:German');
    await h.run('ally: /game join side:Allied');
    const users: Readonly<Record<string, string>> = { German: 'ger', Allied: 'ally' };
    const rand = seedrandom('pictures-sent');
    const wasted: string[] = [];
    let drawn = 0;
    let dms = 0;
    for (let n = 0; n < 40; n++) {
      const g = h.read.game();
      const s = g.folded.game as LvState;
      if (g.module.result(s)) break;
      const side = g.module.expected(s).sides[0]!;
      const action = drawAction(s, side, rand, 0.3);
      if (!action) break;
      takeRenderStats();
      const outs = await play(h, users[side]!, action);
      const made = takeRenderStats().completed;
      const sent = filesOf(outs);
      drawn += made;
      dms += outs.filter((o) => o.audience.kind === 'dm' && (o.files?.length ?? 0) > 0).length;
      if (made > sent) wasted.push(`command ${n} (${action.type} by ${side}): ${made} drawn, ${sent} sent`);
    }
    expect(wasted).toEqual([]);
    // The game did draw and send pictures, the players' own among them.
    expect(drawn).toBeGreaterThan(10);
    expect(dms).toBeGreaterThan(5);
  }, 120_000);
});
