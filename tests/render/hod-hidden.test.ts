// Hidden information in the Hill of Doves pictures: the laagers cup is drawn only as a count in the
// British and public pictures, while the referee picture shows every counter in it; a battle picture
// shows exactly the counters drawn, never one still in the cup (a queued draw left unused included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hodPicturesAfter } from '../../src/games/hill-of-doves/presentation/pictures.ts';
import { CUP_CONTENT } from '../../src/games/hill-of-doves/render/layout.ts';
import { BOER_FACE } from '../../src/games/hill-of-doves/render/palette.ts';
import { drawHodSheet } from '../../src/games/hill-of-doves/render/sheet.ts';
import { hodMidGame, type HodPosition } from './hod-position.ts';
import { diff, hex, pixelsOf, pixelsOfPng, shareOf, type Pixels } from './pixels.ts';

let pos: HodPosition;
beforeAll(async () => {
  pos = await hodMidGame();
}, 60_000);
afterAll(() => pos.h.close());

const crop = (p: Pixels, r: { x: number; y: number; w: number; h: number }): Pixels => {
  const data = new Uint8ClampedArray(r.w * r.h * 4);
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++)
      for (let k = 0; k < 4; k++) data[(y * r.w + x) * 4 + k] = p.data[((r.y + y) * p.width + r.x + x) * 4 + k]!;
  return { width: r.w, height: r.h, data };
};

describe('the laagers cup in pictures', () => {
  it('the British view has the cup count only; the referee view shows the 24 counters in the same box', () => {
    const british = pos.view({ kind: 'side', side: 'British' });
    const referee = pos.view({ kind: 'referee' });
    expect(british.secret).toBeUndefined();
    expect(referee.secret?.cup.length).toBe(24);
    const b = pixelsOf(drawHodSheet(british));
    const r = pixelsOf(drawHodSheet(referee));
    const face = hex(BOER_FACE);
    const { x, y, w, h } = CUP_CONTENT;
    // Counter faces (buff) fill a good part of the referee's cup box and none of the British one.
    expect(shareOf(r, face, x, y, w, h, 8)).toBeGreaterThan(0.2);
    expect(shareOf(b, face, x, y, w, h, 8)).toBe(0);
    expect(diff(crop(b, CUP_CONTENT), crop(r, CUP_CONTENT)).share).toBeGreaterThan(0.3);
  });

  it('the public and British pictures are the same picture but for the title naming the viewer (the board in the view is the same)', () => {
    const pub = pos.view({ kind: 'public' });
    const brit = pos.view({ kind: 'side', side: 'British' });
    expect({ ...pub, viewer: 'British' }).toEqual(brit);
    const label = 'same title';
    expect(diff(pixelsOf(drawHodSheet(pub, label)), pixelsOf(drawHodSheet(brit, label))).differing).toBe(0);
    expect(diff(pixelsOf(drawHodSheet(pub)), pixelsOf(drawHodSheet(brit))).differing).toBeGreaterThan(0);
  });
});

describe('battle pictures show only drawn counters', () => {
  it('the night assault on Nkwelo Plateau queued VK-03 and PAT-1 but drew one counter: the picture has one Boer counter', async () => {
    const log = pos.log();
    const started = log.find((e) => e.type === 'combat.started') as unknown as {
      input: { cup: string[]; queuedDraws: string[] };
    };
    expect(started.input.queuedDraws).toEqual(['VK-03', 'PAT-1']);
    const files = hodPicturesAfter(log, log.length);
    expect(files.map((f) => f.name)).toEqual([expect.stringMatching(/^assault-NP-\d+-1\.png$/)]);
    const px = await pixelsOfPng(files[0]!.data);
    const face = hex(BOER_FACE);
    // Boer panel (x 640-1080, y 96-296): chips 52 px from x 652, y 130, 60 px apart. The first slot is a counter face, the second is empty.
    expect(shareOf(px, face, 656, 150, 44, 28, 10)).toBeGreaterThan(0.6);
    expect(shareOf(px, face, 716, 150, 44, 28, 10)).toBe(0);
    expect(shareOf(px, face, 652, 130, 420, 120, 10)).toBeLessThan(0.05);
  });
});
