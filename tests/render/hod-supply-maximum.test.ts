// The British Camp Supply Track (§4.4) is drawn against the maximum of the game's component revision,
// read from the view (`components`): cartridges 50 in a v2 game, 60 in a v1 game. The bar of the same
// number of cartridges is measured in the pixels.
import { describe, expect, it } from 'vitest';
import { tablesFor } from '../../src/games/hill-of-doves/data/revisions.ts';
import { SUPPLY_TYPES } from '../../src/games/hill-of-doves/data/tracks.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { supplyCell } from '../../src/games/hill-of-doves/render/layout.ts';
import { drawHodSheet } from '../../src/games/hill-of-doves/render/sheet.ts';
import { M, Pos } from '../hill-of-doves/position.ts';
import { hex, pixelsOf, shareOf } from './pixels.ts';

/** The share of the cartridges bar filled in green (the bar spans the cell's height less 40 px). */
function cartridgesBar(v: HodView): number {
  const r = supplyCell(SUPPLY_TYPES.indexOf('cartridges'));
  return shareOf(pixelsOf(drawHodSheet(v)), hex('#5f8a3a'), r.x + 8, r.y + 22, 4, r.h - 40, 12);
}

describe('§4.4 British Camp Supply Track: the maximum of the game’s revision', () => {
  it('30 cartridges fill 30/50 of the bar in a v2 game and 30/60 in a v1 game', () => {
    const views = (['v2', 'v1'] as const).map((components) => {
      const p = new Pos(`supply-max-${components}`, { sandbox: 'true', components });
      const v = M.view(p.s, { kind: 'side', side: 'British' }) as HodView;
      expect(v.components).toBe(components);
      return { ...v, supply: { ...v.supply, cartridges: 30 } };
    });
    expect(tablesFor(views[0]!).campSupplyMaximum.cartridges).toBe(50);
    expect(tablesFor(views[1]!).campSupplyMaximum.cartridges).toBe(60);
    const [v2, v1] = views.map(cartridgesBar);
    expect(v2).toBeCloseTo(30 / 50, 1);
    expect(v1).toBeCloseTo(30 / 60, 1);
  });
});
