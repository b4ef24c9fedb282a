// Every picture a command draws is one it sends. With the hand-off post (src/app/handoff.ts) the
// service's private log lines are replaced by one DM per recipient with a picture of its own, and a
// recipient's recap is drawn only when that DM carries it: drawing the others cost a render each
// (a map, tens of milliseconds) for nothing.
import { afterAll, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { takeRenderStats } from '../../src/render/pool-stats.ts';
import { playLvComposed } from '../helpers/composed-play.ts';
import { harness } from '../helpers/harness.ts';

const filesOf = (outs: readonly Output[]): number => outs.reduce((n, o) => n + (o.files?.length ?? 0), 0);

describe('pictures drawn for a command', () => {
  const h = harness({ seed: 'pictures-sent', service: { handoff: 'post', dmPictures: true, picturesAfter: true } });
  afterAll(() => h.close());

  it('10.0 — a random Lettow-Vorbeck game with DM pictures: no command draws a picture it does not send', async () => {
    await h.run('ger: /game new game:lettow-vorbeck setup:quick');
    await h.run('ger: /game join side:German');
    await h.run('ally: /game join side:Allied');
    const wasted: string[] = [];
    let drawn = 0;
    let dms = 0;
    takeRenderStats();
    // The counters between two commands: what the last one drew (nothing else draws meanwhile).
    await playLvComposed(h, { German: 'ger', Allied: 'ally' }, 'pictures-sent', 40, ({ n, side, action, outs }) => {
      const made = takeRenderStats().completed;
      const sent = filesOf(outs);
      drawn += made;
      dms += outs.filter((o) => o.audience.kind === 'dm' && (o.files?.length ?? 0) > 0).length;
      if (made > sent) wasted.push(`command ${n} (${action.type} by ${side}): ${made} drawn, ${sent} sent`);
    });
    expect(wasted).toEqual([]);
    // The game did draw and send pictures, the players' own among them.
    expect(drawn).toBeGreaterThan(10);
    expect(dms).toBeGreaterThan(5);
  }, 120_000);
});
