// /map marks the last move its viewer saw (src/app/last-move.ts, drawn as the recap picture draws its last
// move): by its pixels on a real canvas, for both games, and never a move the viewer could not follow
// (10.0: River Crossing keeps a side's moves hidden from the other until they end in contact).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { lastMoveOf, lastMoveSeen } from '../../src/app/last-move.ts';
import { buildRecap } from '../../src/app/recap.ts';
import { decideFolded, evolveFolded, fold, setupEvents } from '../../src/engine/kernel.ts';
import type { RecapFact } from '../../src/engine/recap.ts';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import { spaceById } from '../../src/games/lettow-vorbeck/data/map.ts';
import { SIDE_COLOUR } from '../../src/games/lettow-vorbeck/render/palette.ts';
import { lettowVorbeckPresentation } from '../../src/games/lettow-vorbeck/presentation.ts';
import { hillOfDovesPresentation } from '../../src/games/hill-of-doves/presentation.ts';
import { OBJECTIVES } from '../../src/games/hill-of-doves/data/tactical-map.ts';
import { BRITISH } from '../../src/games/hill-of-doves/render/palette.ts';
import { tacCentre } from '../../src/games/hill-of-doves/render/tactical.ts';
import { riverCrossing } from '../fixtures/third-game/module.ts';
import { riverCrossingPresentation } from '../fixtures/third-game/presentation.ts';
import { choose } from '../fixtures/third-game/play.ts';
import { harness, type Harness } from '../helpers/harness.ts';
import { hex, near, pixelsOfPng, rgbAt } from '../render/pixels.ts';
import { hodStarted, type HodPosition } from '../render/hod-position.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';

const text = (out: readonly Output[]): string => out.map((o) => o.text).join('\n');

const OPENING = [
  'alice: /game new game:lettow-vorbeck setup:quick auto:false',
  'alice: /game join side:German',
  'bob: /game join side:Allied',
  'alice: /card draw',
  'alice: /phase end',
  'alice: /recruit place unit:ger-8-fka at:tabora',
  'alice: /phase end',
  'alice: /move units:ger-1-fka,ger-3-fka to:taveta',
  'alice: /phase end',
  'alice: /phase end',
];

describe('/map marks the last move (Lettow-Vorbeck)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = harness({ seed: 'tanga-1914' });
    for (const line of OPENING) {
      const out = await h.run(line);
      if (/Not allowed|nothing was recorded/i.test(text(out))) throw new Error(`${line}: ${text(out)}`);
    }
  });
  afterAll(() => h.close());

  it('10.0 — the public map arrows the German move to Taveta: the arrow’s pixels differ from the unmarked map', async () => {
    const g = h.read.game();
    const last = await lastMoveSeen(h.app, g, { kind: 'public' });
    expect(last).not.toBeNull();
    expect(last!.at!.at(-1)).toBe('taveta');
    expect(last!.text).not.toMatch(/ger-\d/); // the public's own line: no German unit named
    const out = await h.run('carol: /map');
    const marked = await pixelsOfPng(out[0]!.files![0]!.data);
    const view = g.module.view(g.folded.game, { kind: 'public' }) as LvView;
    const plain = await pixelsOfPng(await lettowVorbeckPresentation.map!.png(view));
    // The middle of the arrow's last stretch, where the recap picture draws it too.
    const [a, b] = last!.at!.slice(-2).map((id) => spaceById(id as never));
    const mid = { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
    expect(near(rgbAt(marked, mid.x, mid.y), hex(SIDE_COLOUR.German), 30)).toBe(true);
    expect(near(rgbAt(plain, mid.x, mid.y), hex(SIDE_COLOUR.German), 30)).toBe(false);
  });
});

describe('/map marks the last move (Hill of Doves)', () => {
  let pos: HodPosition;
  beforeAll(async () => {
    pos = await hodStarted();
  }, 60_000);
  afterAll(() => pos.h.close());

  it('2.13 — a transfer from the British Camp to Nkwelo Plateau is arrowed on the sheet; unmarked, the sheet has no arrow there', async () => {
    const view = pos.view({ kind: 'public' });
    const transfer: RecapFact = { kind: 'move', seq: 1, text: 'transfer', side: 'British', at: ['BC', 'NP'] };
    const marked = await pixelsOfPng(await hillOfDovesPresentation.map!.png(view, { lastMove: transfer }));
    const plain = await pixelsOfPng(await hillOfDovesPresentation.map!.png(view));
    const a = tacCentre(OBJECTIVES.BC.hex);
    const b = tacCentre(OBJECTIVES.NP.hex);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    expect(near(rgbAt(marked, mid.x, mid.y), hex(BRITISH), 30)).toBe(true);
    expect(rgbAt(plain, mid.x, mid.y)).not.toEqual(rgbAt(marked, mid.x, mid.y));
  });
});

describe('/map never marks a move its viewer could not follow (10.0)', () => {
  it('10.0 — Red’s hidden move is Red’s last move, never Blue’s (nor the public’s): no older move stands in', () => {
    const M = riverCrossing as unknown as AnyGameModule;
    const seed = 'last-move-fog';
    let f = fold(M, setupEvents(M, seed, {}));
    const start = f;
    const log: GameEvent[] = [];
    let hidden: GameEvent | null = null;
    for (let k = 0; k < 40 && !hidden; k++) {
      const side = M.expected(f.game).sides[0]!;
      const legal = M.actions(f.game, side);
      // Red marches where Blue is not (the scripted player would drive at the fortress, into contact).
      const away = legal.find((l) => l.action.type === 'move' && (l.action as { to?: string }).to !== 'r4');
      const action = side === 'Red' && away ? away.action : choose(side, legal);
      const events = decideFolded(M, f, seed, side, action);
      for (const e of events) {
        const blue = M.describe(e, { kind: 'side', side: 'Blue' }, f.game);
        if (e.type === 'units-moved' && (e as { side?: string }).side === 'Red' && blue?.includes('where is hidden'))
          hidden = e;
        f = evolveFolded(M, f, e);
        log.push(e);
      }
    }
    expect(hidden).not.toBeNull();
    const end = log.indexOf(hidden!) + 1;
    const recap = (viewer: Parameters<typeof buildRecap>[4]) =>
      buildRecap(M, riverCrossingPresentation as never, start, log.slice(0, end), viewer);
    const red = lastMoveOf(recap({ kind: 'side', side: 'Red' }));
    expect(red?.at).toEqual((hidden as GameEvent & { path: string[] }).path);
    expect(lastMoveOf(recap({ kind: 'side', side: 'Blue' }))).toBeNull();
    expect(lastMoveOf(recap({ kind: 'public' }))).toBeNull();
  });
});
