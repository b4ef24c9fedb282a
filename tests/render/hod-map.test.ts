// The Hill of Doves sheet by its pixels: each objective's control marker is in its controller's colour
// at the hex centre, the day, weather and politics markers sit in the right track boxes, rifle fire
// hexes are washed orange next to Boer objectives only. Positions are built through the real module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECTIVE_IDS, OBJECTIVES } from '../../src/games/hill-of-doves/data/tactical-map.ts';
import { dayBox, politicsBox, weatherBox, weekBox } from '../../src/games/hill-of-doves/render/layout.ts';
import { BOER, BRITISH } from '../../src/games/hill-of-doves/render/palette.ts';
import { drawHodSheet } from '../../src/games/hill-of-doves/render/sheet.ts';
import {
  CONTROL_COLOUR,
  nameRects,
  objectiveDisc,
  tacCentre,
  trayRect,
} from '../../src/games/hill-of-doves/render/tactical.ts';
import type { Rect } from '../../src/games/hill-of-doves/render/layout.ts';
import { createCanvas } from 'canvas';
import {
  boxLabelBand,
  DAY_MARKER,
  POLITICS_MARKER,
  WEATHER_COLOUR,
  weatherMarker,
  WEEK_MARKER,
} from '../../src/games/hill-of-doves/render/tracks.ts';
import { hodMidGame, hodStarted, type HodPosition } from './hod-position.ts';
import { hex, near, pixelsOf, pixelsOfPng, rgbAt, shareOf, type Pixels } from './pixels.ts';
import { SHEET, STRAT_SIDE } from '../../src/games/hill-of-doves/render/layout.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { harness } from '../helpers/harness.ts';

let pos: HodPosition;
let start: HodPosition;
beforeAll(async () => {
  pos = await hodMidGame();
  start = await hodStarted();
}, 60_000);
afterAll(() => {
  pos.h.close();
  start.h.close();
});

const picture = (p: HodPosition): Pixels => pixelsOf(drawHodSheet(p.view({ kind: 'public' })));
/** A point inside a round marker drawn at a box centre, above its label. */
const markerPoint = (r: { x: number; y: number; w: number; h: number }, dx = 0) => ({
  x: r.x + r.w / 2 + dx,
  y: r.y + r.h / 2 - 7,
});

/** A point inside the weather marker of box `b`, below its word. */
const weatherPoint = (b: number) => {
  const m = weatherMarker(b);
  return { x: m.x, y: m.y + 6 };
};

describe('Hill of Doves sheet: objectives', () => {
  it('at the start every objective but the British Camp shows the Boer colour at its hex centre', () => {
    const px = picture(start);
    for (const o of OBJECTIVE_IDS) {
      const d = objectiveDisc(o);
      expect(near(rgbAt(px, d.x, d.y), hex(o === 'BC' ? BRITISH : BOER), 6), `${o} centre`).toBe(true);
      // The whole disc, not one pixel.
      expect(
        shareOf(px, hex(o === 'BC' ? BRITISH : BOER), d.x - d.r * 0.5, d.y - d.r * 0.5, d.r, d.r, 6),
      ).toBeGreaterThan(0.95);
    }
  });

  it('after Nkwelo Plateau falls and Majuba Slopes is occupied, those two turn British; the rest follow the view', () => {
    const view = pos.view({ kind: 'public' });
    expect(view.objectives['NP']!.control).toBe('british');
    expect(view.objectives['MS']!.control).toBe('british');
    const px = picture(pos);
    for (const o of OBJECTIVE_IDS) {
      const d = objectiveDisc(o);
      const want = CONTROL_COLOUR[view.objectives[o]!.control];
      const other = want === BRITISH ? BOER : BRITISH;
      expect(near(rgbAt(px, d.x, d.y), hex(want), 6), `${o} is ${view.objectives[o]!.control}`).toBe(true);
      expect(near(rgbAt(px, d.x, d.y), hex(other), 40), `${o} not the other colour`).toBe(false);
    }
  });

  it('rifle fire hexes (r. 2.13) are washed orange next to a Boer objective, and not next to a British one', () => {
    const px = picture(pos);
    const washed = (h: string): boolean => {
      const c = tacCentre(h);
      // Veld under a 30% orange wash: redder than it is blue by a wide margin, and no longer pale green.
      const [r, g, b] = rgbAt(px, c.x + 14, c.y + 14);
      return r > g && r - b > 60;
    };
    expect(washed('T0803')).toBe(true); // next to The Nek (Boer)
    expect(washed('T1004')).toBe(true); // next to Table Mountain (Boer)
    expect(washed('T0610')).toBe(false); // next to Nkwelo Plateau only (British)
    expect(washed('T1208')).toBe(false); // far from any objective
  });
});

describe('Hill of Doves sheet: tracks', () => {
  it('the day, week, weather and politics markers are in the boxes the view gives, and nowhere else on their track', () => {
    const view = pos.view({ kind: 'public' });
    expect([view.week, view.day, view.weather.box, view.weather.shows, view.politics]).toEqual([1, 1, 5, 'rain', 7]);
    const px = picture(pos);
    for (let d = 0; d <= 7; d++)
      expect(
        near(rgbAt(px, markerPoint(dayBox(d)).x, markerPoint(dayBox(d)).y), hex(DAY_MARKER), 16),
        `day box ${d}`,
      ).toBe(d === view.day);
    for (let b = 1; b <= 5; b++)
      expect(
        near(rgbAt(px, weatherPoint(b).x, weatherPoint(b).y), hex(WEATHER_COLOUR.rain), 16),
        `weather box ${b}`,
      ).toBe(b === 5);
    for (let b = 0; b <= 11; b++)
      expect(
        near(rgbAt(px, markerPoint(politicsBox(b)).x, markerPoint(politicsBox(b)).y), hex(POLITICS_MARKER), 16),
        `politics box ${b}`,
      ).toBe(b === 7);
    const wk = weekBox(1);
    expect(near(rgbAt(px, wk.x + wk.w / 2 - 6, wk.y + wk.h / 2 - 5), hex(WEEK_MARKER), 16)).toBe(true);
  });

  it('fine weather moves the marker and turns it to the fine colour', async () => {
    await pos.run('/sandbox place unit:weather at:2:fine');
    const px = picture(pos);
    const p2 = weatherPoint(2);
    const p5 = weatherPoint(5);
    expect(near(rgbAt(px, p2.x, p2.y), hex(WEATHER_COLOUR.fine), 16)).toBe(true);
    expect(near(rgbAt(px, p5.x, p5.y), hex(WEATHER_COLOUR.rain), 40)).toBe(false);
    await pos.run('/sandbox place unit:weather at:5:rain');
  });

  it('names stay in their objective: the picture draws every objective name somewhere near its hex (ink below the hex)', () => {
    const px = picture(pos);
    for (const o of OBJECTIVE_IDS) {
      const c = objectiveDisc(o);
      const dy = o === 'MM' ? -52 : 48;
      let ink = 0;
      for (let x = c.x - 40; x < c.x + 40; x++) {
        const [r, g, b] = rgbAt(px, x, c.y + dy);
        if (r < 60 && g < 60 && b < 60) ink++;
      }
      expect(ink, OBJECTIVES[o].name).toBeGreaterThan(3);
    }
  });
});

describe('/map in a Hill of Doves channel', () => {
  it('posts the public sheet in the channel, the objective colours as in the view', async () => {
    const out = await pos.h.run('bob: /map');
    expect(out).toHaveLength(1);
    const o = out[0]!;
    expect(o.audience).toEqual({ kind: 'public' });
    expect(o.text).toContain('Hill of Doves');
    const file = o.files?.[0];
    expect(file?.name).toMatch(/^map-\d+-\d+\.png$/);
    const px = await pixelsOfPng(file!.data);
    expect([px.width, px.height]).toEqual([SHEET.w, SHEET.h]);
    const np = objectiveDisc('NP');
    const nk = objectiveDisc('NK');
    expect(near(rgbAt(px, np.x, np.y), hex(BRITISH), 6)).toBe(true);
    expect(near(rgbAt(px, nk.x, nk.y), hex(BOER), 6)).toBe(true);
  });
});

describe('Hill of Doves sheet: component revision', () => {
  it('the key names the game’s own component revision: a v1 and a v2 game differ in that line', async () => {
    const games = await Promise.all(
      (['v1', 'v2'] as const).map(async (components) => {
        const h = harness({ seed: 'hod-revision-label' });
        await h.run(`alice: /game new game:hill-of-doves sandbox:true components:${components}`);
        const g = h.read.game();
        const view = g.module.view(g.folded.game, { kind: 'public' }) as HodView;
        h.close();
        return view;
      }),
    );
    expect(games.map((v) => v.components)).toEqual(['v1', 'v2']);
    const [v1, v2] = games.map((v) => pixelsOf(drawHodSheet(v)));
    // The line at the foot of the key panel (STRAT_SIDE): the only text there.
    const r = { x0: STRAT_SIDE.x + 4, x1: STRAT_SIDE.x + STRAT_SIDE.w - 4, y0: STRAT_SIDE.y + STRAT_SIDE.h - 22 };
    let differ = 0;
    for (let y = r.y0; y < STRAT_SIDE.y + STRAT_SIDE.h - 2; y++)
      for (let x = r.x0; x < r.x1; x++) if (rgbAt(v1!, x, y).join() !== rgbAt(v2!, x, y).join()) differ++;
    expect(differ).toBeGreaterThan(30);
  });
});

describe('Hill of Doves sheet: track labels', () => {
  it('Table 4.3 the weather marker leaves its box’s label readable: “Deep Mud” is the same with the marker on it or not', () => {
    const view = start.view({ kind: 'public' });
    const at = (box: number) => pixelsOf(drawHodSheet({ ...view, weather: { ...view.weather, box } }));
    const [inMud, inDry] = [at(5), at(1)];
    for (const b of [1, 5]) {
      const r = weatherBox(b);
      const band = boxLabelBand(r);
      const m = weatherMarker(b);
      expect(m.y - m.r - 1, `the marker of box ${b} starts below its label`).toBeGreaterThan(band.y1);
      expect(m.y + m.r, `the marker of box ${b} stays in its box`).toBeLessThanOrEqual(r.y + r.h);
      let differ = 0;
      for (let y = band.y0; y <= band.y1; y++)
        for (let x = r.x + 2; x < r.x + r.w - 2; x++)
          if (rgbAt(inMud, x, y).join() !== rgbAt(inDry, x, y).join()) differ++;
      expect(differ, `label of weather box ${b}`).toBe(0);
    }
  });
});

describe('Hill of Doves sheet: garrisons and names', () => {
  const names = (): ReturnType<typeof nameRects> => nameRects(createCanvas(10, 10).getContext('2d'));
  const meets = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('a garrison tray of 1 to 8 counters covers no objective’s name, at any objective', () => {
    const boxes = names();
    for (const o of OBJECTIVE_IDS)
      for (let n = 1; n <= 8; n++) {
        const tray = trayRect(o, n, boxes);
        for (const [i, nm] of boxes.entries())
          expect(meets(tray, nm), `${o} ×${n} over ${OBJECTIVE_IDS[i]}`).toBe(false);
      }
  });

  it('garrisons at The Nek, Brownlow’s Kop and Majuba Slopes leave every name’s pixels as they were', () => {
    const view = start.view({ kind: 'public' });
    const companies = Object.keys(view.units).filter((id) => id.startsWith('COY-') && view.units[id]!.loc === 'camp');
    expect(companies.length).toBeGreaterThanOrEqual(9);
    const units = { ...view.units };
    ['NK', 'BK', 'MS'].forEach((o, k) => {
      for (const id of companies.slice(k * 3, k * 3 + 3)) units[id] = { ...units[id]!, loc: `obj:${o}` };
    });
    const bare = pixelsOf(drawHodSheet(view));
    const held = pixelsOf(drawHodSheet({ ...view, units }));
    for (const [i, nm] of names().entries()) {
      let differ = 0;
      for (let y = Math.ceil(nm.y + 5); y < nm.y + nm.h - 5; y++)
        for (let x = Math.ceil(nm.x + 5); x < nm.x + nm.w - 5; x++)
          if (rgbAt(bare, x, y).join() !== rgbAt(held, x, y).join()) differ++;
      expect(differ, `${OBJECTIVE_IDS[i]}'s name`).toBe(0);
    }
  });
});
