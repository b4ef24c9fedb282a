// The picture of a Hill of Doves battle from its combat events, checked by pixels: the firepower
// quotient is printed in its box, the result banner is in the winner's colour, and two battles with
// different results give different pictures there. Both battles are played through the real module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picturesAfter } from '../../src/app/pictures.ts';
import { hodPicturesAfter } from '../../src/games/hill-of-doves/presentation/pictures.ts';
import type { CombatEvent } from '../../src/games/hill-of-doves/combat/events.ts';
import { hodBattleSheet } from '../../src/games/hill-of-doves/combat/sheet.ts';
import { BATTLE_H, BATTLE_W, QUOTIENT_BOX, drawHodBattle } from '../../src/games/hill-of-doves/render/battle.ts';
import { BOER, BRITISH } from '../../src/games/hill-of-doves/render/palette.ts';
import { hodMidGame, hodStarted, type HodPosition } from './hod-position.ts';
import { diff, hex, inkIn, near, pixelsOf, pixelsOfPng, rgbAt, type Pixels } from './pixels.ts';

let won: HodPosition;
let lost: HodPosition;
beforeAll(async () => {
  won = await hodMidGame();
  lost = await hodStarted('hod-render-2');
  await lost.run('/hod orders charge:never');
  await lost.run('/sandbox draw counters:VK-01');
  await lost.run('/sandbox dice values:5,3');
  await lost.run('/hod night objective:NP units:HQ-58,COY-58-A,COY-58-B hex:T0609');
}, 60_000);
afterAll(() => {
  won.h.close();
  lost.h.close();
});

function record(p: HodPosition): CombatEvent[] {
  const log = p.log();
  const a = log.findIndex((e) => e.type === 'combat.started');
  const b = log.findIndex((e) => e.type === 'combat.ended');
  expect(a).toBeGreaterThanOrEqual(0);
  expect(b).toBeGreaterThan(a);
  return log.slice(a, b + 1) as unknown as CombatEvent[];
}

/** The picture of the first battle of a position's battle card, from its public sheet. */
const picture = (p: HodPosition): Pixels =>
  pixelsOf(drawHodBattle(hodBattleSheet(record(p), 0, { kind: 'public' })).canvas);

const region = (p: Pixels, r: typeof QUOTIENT_BOX): Pixels => {
  const data = new Uint8ClampedArray(r.w * r.h * 4);
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++)
      for (let k = 0; k < 4; k++) data[(y * r.w + x) * 4 + k] = p.data[((r.y + y) * p.width + r.x + x) * 4 + k]!;
  return { width: r.w, height: r.h, data };
};

describe('Hill of Doves battle pictures', () => {
  it('both battles ended as the dice say: Q 4 Boers Fall Back, Q 2 British Retreat', () => {
    const rw = record(won).find((e) => e.type === 'combat.resultFound');
    const rl = record(lost).find((e) => e.type === 'combat.resultFound');
    expect(rw?.type === 'combat.resultFound' && [rw.british, rw.boer, rw.quotient, rw.result]).toEqual([
      18,
      4,
      4,
      'boersFallBack',
    ]);
    expect(rl?.type === 'combat.resultFound' && [rl.british, rl.boer, rl.quotient, rl.result]).toEqual([
      12,
      5,
      2,
      'britishRetreat',
    ]);
  });

  it('the quotient box holds large dark digits, and differs between the two results', () => {
    const a = picture(won);
    const b = picture(lost);
    expect([a.width, a.height]).toEqual([BATTLE_W, BATTLE_H]);
    const q = QUOTIENT_BOX;
    // The big digit sits in the middle of the box (y +60 … +130): plenty of ink in both.
    expect(inkIn(a, q.x + 80, q.y + 58, 100, 74)).toBeGreaterThan(400);
    expect(inkIn(b, q.x + 80, q.y + 58, 100, 74)).toBeGreaterThan(400);
    const d = diff(region(a, q), region(b, q));
    expect(d.differing).toBeGreaterThan(300);
  });

  it('the result banner is British scarlet for Boers Fall Back and Boer green for a British Retreat', () => {
    const a = picture(won);
    const b = picture(lost);
    expect(near(rgbAt(a, 600, 480), hex(BRITISH), 4)).toBe(true);
    expect(near(rgbAt(b, 600, 480), hex(BOER), 4)).toBe(true);
  });

  it('picturesAfter attaches one picture per battle after combat.ended, and nothing for other fresh events', async () => {
    const log = won.log();
    const end = log.findIndex((e) => e.type === 'combat.ended');
    const files = await picturesAfter('hill-of-doves', log.slice(0, end + 1), () =>
      Promise.resolve(log.slice(0, end + 1)),
    );
    expect(files).toHaveLength(1);
    expect(files[0]!.data.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect((await pixelsOfPng(files[0]!.data)).width).toBe(BATTLE_W);
    expect(hodPicturesAfter(log, log.length - end - 1)).toEqual([]);
  });
});
