// Every posted picture is painted by src/render/png.ts's paintPng (docs/decisions/render-pool.md): on an opaque
// canvas (an RGB PNG, no alpha channel) that the thread keeps for its next picture of that size. Checked by
// pixels: each kind of picture decodes to exactly the pixels of the same picture drawn on a canvas of
// its own, and a kept canvas shows nothing of the pictures painted on it before. And a GIF frame drawn on
// the background resampled once is the map drawn at half scale, pixel for pixel.
import { createCanvas, type CanvasRenderingContext2D } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CombatEvent } from '../../src/games/hill-of-doves/combat/events.ts';
import { hodBattleSheet } from '../../src/games/hill-of-doves/combat/sheet.ts';
import { drawHodBattle, hodBattlePng } from '../../src/games/hill-of-doves/render/battle.ts';
import { drawHodSheet, renderHodMapPng } from '../../src/games/hill-of-doves/render/sheet.ts';
import { renderBattle } from '../../src/games/lettow-vorbeck/render/battle.ts';
import { drawMap, drawMapInto, renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { paintPng } from '../../src/render/png.ts';
import { battleSheet } from '../../src/games/lettow-vorbeck/battle/sheet.ts';
import { MAJOR, RECORD } from './battle-record.ts';
import { hodMidGame, type HodPosition } from './hod-position.ts';
import { pixelsOf, pixelsOfPng, type Pixels } from './pixels.ts';
import { midGame, type Position } from './position.ts';

let lv: Position;
let hod: HodPosition;
beforeAll(async () => {
  lv = await midGame();
  hod = await hodMidGame();
}, 60_000);
afterAll(() => {
  lv.h.close();
  hod.h.close();
});

/** The PNG colour type (IHDR): 2 is RGB, 6 RGB with alpha. */
const colourType = (png: Buffer): number => png[25]!;

const same = (a: Pixels, b: Pixels): boolean =>
  a.width === b.width && a.height === b.height && Buffer.from(a.data).equals(Buffer.from(b.data));

function hodSheet() {
  const log = hod.log();
  const a = log.findIndex((e) => e.type === 'combat.started');
  const b = log.findIndex((e) => e.type === 'combat.ended');
  expect(b).toBeGreaterThan(a);
  return hodBattleSheet(log.slice(a, b + 1) as unknown as CombatEvent[], 0, { kind: 'public' });
}

describe('the canvas of the posted pictures (src/render/png.ts)', () => {
  it('maps and battle pictures of both games are RGB PNGs with exactly the pixels of a canvas of their own', async () => {
    const lvView = lv.view({ kind: 'side', side: 'German' });
    const hodView = hod.view({ kind: 'public' });
    const sheet = hodSheet();
    const cases: Array<[string, Buffer, Pixels]> = [
      ['Lettow-Vorbeck map', renderMapPng(lvView), pixelsOf(drawMap(lvView).canvas)],
      ['Hill of Doves sheet', renderHodMapPng(hodView), pixelsOf(drawHodSheet(hodView))],
      ['Hill of Doves battle', hodBattlePng(sheet), pixelsOf(drawHodBattle(sheet).canvas)],
    ];
    for (const [what, png, drawn] of cases) {
      expect(colourType(png), what).toBe(2);
      expect(same(await pixelsOfPng(png), drawn), what).toBe(true);
    }
    expect(colourType(renderBattle(battleSheet(RECORD, { kind: 'public' })))).toBe(2);
  });

  it('a kept canvas shows nothing of the pictures painted before: the same picture gives the same bytes', () => {
    const german = lv.view({ kind: 'side', side: 'German' });
    const small = battleSheet(RECORD, { kind: 'public' });
    const large = battleSheet(MAJOR, { kind: 'public' });
    const first = {
      map: renderMapPng(german),
      small: renderBattle(small),
      hod: renderHodMapPng(hod.view({ kind: 'public' })),
    };
    // Other pictures of the same sizes and of other sizes in between (more sizes than are kept).
    renderMapPng(lv.view({ kind: 'public' }));
    renderBattle(large);
    hodBattlePng(hodSheet());
    renderHodMapPng(hod.view({ kind: 'referee' }));
    for (let h = 10; h < 70; h += 10) paintPng(30, h, (ctx) => ctx.fillRect(0, 0, 30, h));
    expect(renderMapPng(german).equals(first.map)).toBe(true);
    expect(renderBattle(small).equals(first.small)).toBe(true);
    expect(renderHodMapPng(hod.view({ kind: 'public' })).equals(first.hod)).toBe(true);
  });

  it('a kept canvas comes back as a new one: black, no path, the default transform and styles', async () => {
    // A picture that leaves a path open, a transform and styles set, and a save() unmatched.
    paintPng(40, 30, (ctx) => {
      ctx.fillStyle = '#ff0000';
      ctx.fillRect(0, 0, 40, 30);
      ctx.save();
      ctx.translate(7, 5);
      ctx.globalAlpha = 0.3;
      ctx.strokeStyle = '#00ff00';
      ctx.rect(2, 2, 10, 10);
    });
    const paint = (ctx: CanvasRenderingContext2D): void => {
      ctx.rect(20, 10, 8, 8); // a path begun without beginPath()
      ctx.fill();
      ctx.strokeRect(1, 1, 12, 12);
    };
    const fresh = createCanvas(40, 30);
    paint(fresh.getContext('2d', { pixelFormat: 'RGB24' }));
    expect(same(await pixelsOfPng(paintPng(40, 30, paint)), pixelsOf(fresh))).toBe(true);
  });
});

describe('GIF frames (src/games/lettow-vorbeck/render/lv-map.ts)', () => {
  it('a half-size frame on the background resampled once has exactly the pixels of the whole map drawn at half scale', () => {
    const view = lv.view({ kind: 'side', side: 'German' });
    const scaledOnce = pixelsOf(drawMap(view, 0.5).canvas);
    drawMap(lv.view({ kind: 'public' }), 0.5); // another frame in between
    const direct = createCanvas(850, 550);
    const ctx = direct.getContext('2d');
    ctx.scale(0.5, 0.5);
    drawMapInto(ctx, view);
    expect(same(scaledOnce, pixelsOf(direct))).toBe(true);
    expect(same(pixelsOf(drawMap(view, 0.5).canvas), scaledOnce)).toBe(true);
  });
});
