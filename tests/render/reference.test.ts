// A fixed sandbox position matches the committed reference pictures (tests/render/reference/*.png)
// within a small tolerance. Regenerate them after an intended change: UPDATE_REFERENCE=1 npx vitest run tests/render
// A missing reference fails the test; it is written only when asked (UPDATE_REFERENCE=1).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
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

  it('a missing reference fails and is not written (UPDATE_REFERENCE=1 writes it)', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'heliograph-ref-')), 'missing-map.png');
    const png = renderMapPng(pos.view({ kind: 'public' }));
    const was = process.env['UPDATE_REFERENCE'];
    delete process.env['UPDATE_REFERENCE'];
    try {
      await expect(compareWithReference(png, missing)).rejects.toThrow(
        /is missing: to write it, run UPDATE_REFERENCE=1/,
      );
      expect(existsSync(missing)).toBe(false);
    } finally {
      if (was !== undefined) process.env['UPDATE_REFERENCE'] = was;
    }
  });
});
