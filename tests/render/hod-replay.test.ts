// The Hill of Doves timeline through the real commands: /replay step draws the sheet of that step's
// British view (never the referee's cup and deck, even in a sandbox), /replay gif animates a short
// sandbox campaign, /stacks sends the British counters by DM, and DMs can carry the sheet.
import { afterAll, describe, expect, it } from 'vitest';
import { hasSidePicture, sidePicture } from '../../src/app/side-pictures.ts';
import { timelineViewer } from '../../src/app/timeline.ts';
import { fold } from '../../src/engine/kernel.ts';
import type { Viewer } from '../../src/engine/types.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { renderHodMapPng } from '../../src/games/hill-of-doves/render/sheet.ts';
import { TITLE } from '../../src/games/hill-of-doves/render/layout.ts';
import { harness } from '../helpers/harness.ts';
import { CAPTION_BAND } from '../../src/render/caption.ts';
import { pixelsOfPng, rgbAt } from './pixels.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const BRITISH_LABEL = 'British view (laagers cup and deck as counts)';

describe('Hill of Doves /replay, /stacks and DM pictures', () => {
  const h = harness({ seed: 'hod-replay' });
  afterAll(() => h.close());
  const game = (channel: string) => h.read.game(channel);
  /** The view of the channel's game after `step` events. */
  const viewAt = (channel: string, step: number, viewer: Viewer) => {
    const g = game(channel);
    return g.module.view(fold(g.module, h.read.events(channel).slice(0, step)).game, viewer) as HodView;
  };

  it('/replay step gives a seated player the PNG of that step’s British view, privately; steps differ', async () => {
    await h.run('alice: /game new game:hill-of-doves', 'war');
    await h.run('alice: /game join side:British', 'war');
    await h.run('alice: /hod continue', 'war'); // 2.3 → on to 2.4
    await h.run('alice: /hod continue', 'war'); // 2.4 → on to the next decision
    const head = game('war').folded.seq;
    expect(head).toBeGreaterThan(2);
    expect(timelineViewer(game('war'), 'alice')).toEqual({ kind: 'side', side: 'British' });

    const first = (await h.run('alice: /replay step n:1', 'war'))[0]!;
    const last = (await h.run(`alice: /replay step n:${head}`, 'war'))[0]!;
    expect(first.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    expect(first.text).toMatch(new RegExp(`step 1 of ${head} — .*British view`));
    const a = first.files![0]!.data;
    const b = last.files![0]!.data;
    expect(a.subarray(0, 4)).toEqual(PNG);
    expect(b.subarray(0, 4)).toEqual(PNG);
    expect(a.equals(b)).toBe(false);
    // Exactly the sheet of that step's British view (not the state, not the referee's).
    const british = viewAt('war', head, { kind: 'side', side: 'British' });
    expect(british.secret).toBeUndefined();
    expect(b.equals(renderHodMapPng(british, BRITISH_LABEL))).toBe(true);
    expect(b.equals(renderHodMapPng(viewAt('war', head, { kind: 'referee' })))).toBe(false);
    // A spectator gets the same board as the public view, in the channel.
    const carol = (await h.run(`carol: /replay step n:${head}`, 'war'))[0]!;
    expect(carol.audience).toEqual({ kind: 'public' });
    expect(carol.text).toContain('public view');
  });

  it('/stacks sends the British counters, place by place, and the sheet by DM; a spectator is refused', async () => {
    const out = await h.run('alice: /stacks', 'war');
    expect(out).toHaveLength(1);
    expect(out[0]!.audience).toEqual({ kind: 'dm', user: 'alice' });
    expect(out[0]!.text).toMatch(/British view:\nBritish Camp: GEN-COLLEY \(alive\)/);
    expect(out[0]!.text).toMatch(/Laagers cup: \d+ counters; event deck: \d+ cards\./);
    expect(
      out[0]!.files![0]!.data.equals(
        renderHodMapPng(viewAt('war', game('war').folded.seq, { kind: 'side', side: 'British' }), BRITISH_LABEL),
      ),
    ).toBe(true);
    // Solitaire: the British view hides nothing the public one shows, so /stacks says its sheet is /map's.
    const { viewer: _b, ...british } = viewAt('war', game('war').folded.seq, { kind: 'side', side: 'British' });
    const { viewer: _p, ...pub } = viewAt('war', game('war').folded.seq, { kind: 'public' });
    expect(british).toEqual(pub);
    expect(out[0]!.text).toContain(
      'The sheet is the one /map shows: Hill of Doves is solitaire and hides nothing from the British player',
    );
    const carol = await h.run('carol: /stacks', 'war');
    expect(carol[0]!.audience).toEqual({ kind: 'ephemeral', user: 'carol' });
    expect(carol[0]!.files ?? []).toEqual([]);
  });

  it('DMs of a Hill of Doves game can carry the British sheet (side-pictures)', async () => {
    const g = game('war');
    expect(hasSidePicture('hill-of-doves')).toBe(true);
    const pic = (await sidePicture(g.module, g.folded.game, 'British', `${g.row.id}-${g.folded.seq}`))!;
    expect(pic.name).toBe(`stacks-${g.row.id}-${g.folded.seq}-british.png`);
    expect(
      pic.data.equals(renderHodMapPng(viewAt('war', g.folded.seq, { kind: 'side', side: 'British' }), BRITISH_LABEL)),
    ).toBe(true);
  });

  it('in a sandbox the replay is the British view too (no cup, no deck), posted in the channel', async () => {
    await h.run('alice: /game new game:hill-of-doves sandbox:true', 'sand');
    await h.run('alice: /game join side:British', 'sand');
    await h.run('alice: /hod continue', 'sand');
    const g = game('sand');
    expect(timelineViewer(g, 'alice')).toEqual({ kind: 'side', side: 'British' });
    const step = (await h.run(`alice: /replay step n:${g.folded.seq}`, 'sand'))[0]!;
    expect(step.audience).toEqual({ kind: 'public' });
    const png = step.files![0]!.data;
    expect(
      png.equals(renderHodMapPng(viewAt('sand', g.folded.seq, { kind: 'side', side: 'British' }), BRITISH_LABEL)),
    ).toBe(true);
    expect(png.equals(renderHodMapPng(viewAt('sand', g.folded.seq, { kind: 'referee' })))).toBe(false);
  });

  it('/replay gif animates a short sandbox campaign', async () => {
    await h.run('alice: /game new game:hill-of-doves sandbox:true orders:quiet', 'gif');
    await h.run('alice: /game join side:British', 'gif');
    for (let k = 0; k < 4; k++) await h.run('alice: /hod continue', 'gif');
    const g = game('gif');
    expect(g.folded.seq).toBeGreaterThan(8);
    const out = await h.run('alice: /replay gif', 'gif');
    expect(out).toHaveLength(1);
    expect(out[0]!.audience).toEqual({ kind: 'public' });
    expect(out[0]!.text).toMatch(new RegExp(`${g.folded.seq} steps in (\\d+) frames \\(British view\\)`));
    const frames = Number(/in (\d+) frames/.exec(out[0]!.text)![1]);
    expect(frames).toBeGreaterThan(2);
    expect(frames).toBeLessThanOrEqual(g.folded.seq);
    const gif = out[0]!.files![0]!;
    expect(gif.name).toBe(`replay-${g.row.id}.gif`);
    expect(gif.data.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    // 850 x 550: the sheet at half scale, and the caption band below it (logical screen width and height, little-endian).
    expect([gif.data.readUInt16LE(6), gif.data.readUInt16LE(8)]).toEqual([850, 550 + CAPTION_BAND]);
  }, 120_000);
});

describe('Hill of Doves /replay step: the title’s segment line', () => {
  it('1.6 a step in week 3 of a war played by standing orders does not say “Set-up” as step 1 does', async () => {
    const w = harness({ seed: 'hod-replay-orders' });
    try {
      await w.run('alice: /game new game:hill-of-doves');
      await w.run('alice: /game join side:British');
      await w.run(
        'alice: /hod orders assault:none columns:none transfer:none bombard:none supplies:none load:never cards:auto',
      );
      for (let k = 0; k < 6 && w.state<{ week: number }>().week < 3; k++) await w.run('alice: /hod continue');
      const g = w.read.game();
      const events = w.read.events();
      // A step in week 3 (the war may have ended since: the replay shows the log, not now).
      const at = events.findIndex((e) => e.type === 'week-advanced' && (e as { week?: number }).week === 3) + 2;
      expect(at).toBeGreaterThan(2);
      expect((g.module.view(fold(g.module, events.slice(0, at)).game, { kind: 'public' }) as HodView).week).toBe(3);
      const setUp = (await w.run('alice: /replay step n:1'))[0]!;
      const week3 = (await w.run(`alice: /replay step n:${at}`))[0]!;
      expect(setUp.text).toContain('(setup)');
      expect(week3.text).not.toContain('(setup)');
      const [a, b] = await Promise.all([setUp, week3].map((o) => pixelsOfPng(o.files![0]!.data)));
      // The segment line under "Hill of Doves" (TITLE.y + 52, 17 px): step 1's reads "Set-up: …".
      let differ = 0;
      for (let y = TITLE.y + 38; y <= TITLE.y + 58; y++)
        for (let x = TITLE.x + 12; x < TITLE.x + 300; x++)
          if (rgbAt(a!, x, y).join() !== rgbAt(b!, x, y).join()) differ++;
      expect(differ).toBeGreaterThan(50);
    } finally {
      w.close();
    }
  }, 60_000);
});
