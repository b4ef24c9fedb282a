// The Hill of Doves sheet and a battle picture of a fixed sandbox position match the committed
// references (tests/render/reference/hod-*.png) within a small tolerance. After an intended change:
// UPDATE_REFERENCE=1 npx vitest run tests/render/hod-reference.test.ts
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hodPicturesAfter } from '../../src/games/hill-of-doves/presentation/pictures.ts';
import { renderHodMapPng } from '../../src/games/hill-of-doves/render/sheet.ts';
import { hodMidGame, type HodPosition } from './hod-position.ts';
import { compareWithReference } from './pixels.ts';

const REF = join(import.meta.dirname, 'reference');
let pos: HodPosition;
beforeAll(async () => {
  pos = await hodMidGame();
}, 60_000);
afterAll(() => pos.h.close());

describe('Hill of Doves reference pictures', () => {
  it('the public sheet matches reference/hod-map.png (under 0.5% of pixels differ)', async () => {
    const d = await compareWithReference(renderHodMapPng(pos.view({ kind: 'public' })), join(REF, 'hod-map.png'));
    expect(d.share).toBeLessThan(0.005);
  });

  it('the night assault picture matches reference/hod-battle.png (under 0.5% of pixels differ)', async () => {
    const log = pos.log();
    const [file] = hodPicturesAfter(log, log.length);
    const d = await compareWithReference(file!.data, join(REF, 'hod-battle.png'));
    expect(d.share).toBeLessThan(0.005);
  });

  it('the comparison notices a change: the referee sheet differs from the public reference', async () => {
    const d = await compareWithReference(
      renderHodMapPng(pos.view({ kind: 'referee' })),
      join(REF, 'hod-map.png'),
      false,
    );
    expect(d.written).toBe(false);
    expect(d.differing).toBeGreaterThan(2000);
  });
});
