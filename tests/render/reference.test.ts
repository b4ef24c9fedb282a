// A fixed sandbox position matches the committed reference pictures (tests/render/reference/*.png)
// within a small tolerance. Regenerate them after an intended change: UPDATE_REFERENCE=1 npx vitest run tests/render
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMapPng } from '../../src/render/lv-map.ts';
import { midGame, type Position } from './position.ts';
import { compareWithReference } from './pixels.ts';

const REF = join(import.meta.dirname, 'reference');
let pos: Position;
beforeAll(async () => {
  pos = await midGame();
});
afterAll(() => pos.h.close());

describe('reference pictures of the mid-game sandbox position', () => {
  it('the public map matches tests/render/reference/public-map.png (under 0.5% of pixels differ)', async () => {
    const d = await compareWithReference(renderMapPng(pos.view({ kind: 'public' })), join(REF, 'public-map.png'));
    expect(d.share).toBeLessThan(0.005);
  });

  it('the German map matches tests/render/reference/german-map.png (under 0.5% of pixels differ)', async () => {
    const d = await compareWithReference(
      renderMapPng(pos.view({ kind: 'side', side: 'German' })),
      join(REF, 'german-map.png'),
    );
    expect(d.share).toBeLessThan(0.005);
  });

  it('the comparison notices a change: the public map differs from the German one', async () => {
    const d = await compareWithReference(
      renderMapPng(pos.view({ kind: 'public' })),
      join(REF, 'german-map.png'),
      false,
    );
    expect(d.written).toBe(false);
    expect(d.differing).toBeGreaterThan(2000);
  });
});
