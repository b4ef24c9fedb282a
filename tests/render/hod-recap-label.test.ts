// The Hill of Doves recap picture says whose view it draws: the public recap (the channel's hand-off
// post) is the public view and is labelled so, the British player's own is labelled British. Compared
// by pixels with the sheet drawn with each label.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecapModel } from '../../src/engine/recap.ts';
import type { Viewer } from '../../src/engine/types.ts';
import { hillOfDovesPresentation } from '../../src/games/hill-of-doves/presentation.ts';
import { renderHodRecapPng } from '../../src/games/hill-of-doves/render/recap.ts';
import { hodStarted, type HodPosition } from './hod-position.ts';
import { diff, pixelsOfPng } from './pixels.ts';

const PUBLIC_LABEL = 'Public view (laagers cup and deck as counts)';
const BRITISH_LABEL = 'British view (laagers cup and deck as counts)';

let pos: HodPosition;
beforeAll(async () => {
  pos = await hodStarted('hod-recap-label');
}, 60_000);
afterAll(() => pos.h.close());

const modelFor = (viewer: Viewer): RecapModel => ({
  game: 'hill-of-doves',
  viewer,
  from: 0,
  to: 4,
  caption: '',
  facts: [],
  tallies: [],
});

describe('Hill of Doves recap picture', () => {
  it.each<[string, Viewer, string, string]>([
    ['the public recap', { kind: 'public' }, PUBLIC_LABEL, BRITISH_LABEL],
    ['the British player’s recap', { kind: 'side', side: 'British' }, BRITISH_LABEL, PUBLIC_LABEL],
  ])('10.0 — %s is labelled as the view it draws', async (_, viewer, right, wrong) => {
    const view = pos.view(viewer);
    const model = modelFor(viewer);
    const drawn = await pixelsOfPng(await hillOfDovesPresentation.recap!.png!(model, view));
    const labelled = await pixelsOfPng(renderHodRecapPng({ model, view, label: right }));
    const mislabelled = await pixelsOfPng(renderHodRecapPng({ model, view, label: wrong }));
    expect(diff(drawn, labelled).differing).toBe(0);
    expect(diff(drawn, mislabelled).differing).toBeGreaterThan(0);
  });
});
