// Every posted picture is encoded by src/render/png.ts (no row filter, zlib level 3): the
// same pixels as the drawn canvas (PNG is lossless), in fewer bytes than node-canvas's default encoding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawMap, renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { pixelsOf, pixelsOfPng } from './pixels.ts';
import { midGame, type Position } from './position.ts';

let pos: Position;
beforeAll(async () => {
  pos = await midGame();
});
afterAll(() => pos.h.close());

describe('PNG encoding of the pictures', () => {
  it('a Lettow-Vorbeck map decodes to exactly the pixels drawn, and is smaller than the default encoding', async () => {
    const view = pos.view({ kind: 'side', side: 'German' });
    const canvas = drawMap(view).canvas;
    const png = renderMapPng(view);
    const decoded = await pixelsOfPng(png);
    const drawn = pixelsOf(canvas);
    expect([decoded.width, decoded.height]).toEqual([1700, 1100]);
    expect(Buffer.from(decoded.data).equals(Buffer.from(drawn.data))).toBe(true);
    expect(png.length).toBeLessThan(canvas.toBuffer('image/png').length);
  });
});
