// The view fields the sheet draws beyond the board basics, read back from the pixels: a strategic
// column on the route hex the view gives (r. 1.1), the tactical time marker in the box the view gives
// during the Tactical Phase (r. 3.3) and not at all outside it, Smit shown away from his laager box
// while he is on a battle card (r. 4.10), and the title naming the viewer and the sandbox. Positions
// are built through the kernel (tests/hill-of-doves/position.ts).
import { describe, expect, it } from 'vitest';
import { STRATEGIC_ROUTE } from '../../src/games/hill-of-doves/data/strategic-map.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { IN_BATTLE, laagerChip } from '../../src/games/hill-of-doves/render/boxes.ts';
import { LAAGER_BOX, TACTICAL_TIME_STRIP, tacticalTimeMarker } from '../../src/games/hill-of-doves/render/layout.ts';
import { BOER_FACE, BRITISH } from '../../src/games/hill-of-doves/render/palette.ts';
import { drawHodSheet, viewerLabel } from '../../src/games/hill-of-doves/render/sheet.ts';
import { stratCentre } from '../../src/games/hill-of-doves/render/strategic.ts';
import { TACTICAL_TIME_MARKER } from '../../src/games/hill-of-doves/render/tracks.ts';
import { M, Pos, QUIET } from '../hill-of-doves/position.ts';
import { diff, hex, near, pixelsOf, rgbAt, shareOf, type Pixels } from './pixels.ts';

const viewOf = (p: Pos, viewer: Parameters<typeof M.view>[1] = { kind: 'public' }): HodView =>
  M.view(p.s, viewer) as HodView;
const picture = (v: HodView): Pixels => pixelsOf(drawHodSheet(v));

/** The lower band of the column chip drawn for a strategic column at route index i (face only, below its name). */
function chipBand(i: number): { x: number; y: number; w: number; h: number } {
  const c = stratCentre(STRATEGIC_ROUTE[i]!.hex);
  return { x: c.x + 8 + 4, y: c.y - 34 + 24, w: 22, h: 4 };
}
const band = (px: Pixels, i: number): number => {
  const b = chipBand(i);
  return shareOf(px, hex(BRITISH), b.x, b.y, b.w, b.h, 10);
};

describe('strategic columns on the route (r. 1.1)', () => {
  it('the Naval Column is drawn on the route hex of the index the view gives, and on no other', () => {
    const p = new Pos('view-fields-strategic', { sandbox: 'true', components: 'v1' }).orders(QUIET);
    for (
      let k = 0;
      k < 400 && !(p.s.strategic['STRAT-NAVAL'].status === 'map' && p.s.strategic['STRAT-NAVAL'].index > 0);
      k++
    )
      p.go();
    const real = viewOf(p);
    expect(real.strategic['STRAT-NAVAL'].status).toBe('map');
    const at = real.strategic['STRAT-NAVAL'].index;
    expect(at).toBeGreaterThan(0);
    expect(band(picture(real), at)).toBeGreaterThan(0.9);
    // The Naval Column alone on the map: on its hex and on no other.
    const v: HodView = { ...real, strategic: { ...real.strategic, 'STRAT-INDIAN': { status: 'waiting', index: 0 } } };
    const px = picture(v);
    for (let i = 0; i < 6; i++) {
      if (i === at) expect(band(px, i), `route index ${i}`).toBeGreaterThan(0.9);
      else expect(band(px, i), `route index ${i}`).toBeLessThan(0.5);
    }
    // Move it on (a view with another index): the chip follows.
    const other = at === 5 ? 2 : at + 1;
    const moved = picture({ ...v, strategic: { ...v.strategic, 'STRAT-NAVAL': { status: 'map', index: other } } });
    expect(band(moved, other)).toBeGreaterThan(0.9);
    expect(band(moved, at)).toBeLessThan(0.5);
    // Waiting or arrived columns are not on the route.
    const home = picture({ ...v, strategic: { ...v.strategic, 'STRAT-NAVAL': { status: 'arrived', index: 6 } } });
    for (let i = 0; i < 6; i++) expect(band(home, i)).toBeLessThan(0.5);
  });
});

describe('the tactical time marker (r. 3.3, Table 4.5)', () => {
  /** Monday at 2.5 with one day assault on Nkwelo Plateau declared, under depart:ask. */
  function declared(battle: 'quiet' | 'ask' = 'quiet'): Pos {
    const fight =
      battle === 'quiet'
        ? { battleBombard: 'none', reserves: 'commit-all', charge: 'always', artillery: 'never' }
        : { battleBombard: 'ask', reserves: 'ask', charge: 'ask', artillery: 'ask' };
    const p = new Pos('view-fields-time').orders({
      assault: 'ask',
      columns: 'none',
      depart: 'ask',
      transfer: 'none',
      bombard: 'none',
      ...fight,
    });
    p.dice(4, 5);
    p.go();
    p.go();
    expect(p.s.step).toBe('day');
    p.act({
      type: 'declare-assault',
      objective: 'NP',
      units: ['GEN-COLLEY', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C', 'NB-BOADICEA'],
      hex: 'T0609',
    });
    return p;
  }
  const marker = (px: Pixels, box: number): boolean => {
    const m = tacticalTimeMarker(box);
    // Left of the "TIME" lettering, inside the disc.
    return near(rgbAt(px, m.x - m.r * 0.7, m.y), hex(TACTICAL_TIME_MARKER), 16);
  };

  it('no track before the Tactical Phase; the TIME marker in box 1 (5 am), then box 2 (6 am), and in no other box', () => {
    const p = declared();
    const before = viewOf(p);
    expect(before.tacticalTime).toBeNull();
    const bare = picture(before);
    for (let b = 0; b <= 16; b++) expect(marker(bare, b), `box ${b} before`).toBe(false);
    p.dice(4);
    p.go(); // 3.1, then 3.3 asks who departs at 5 am
    expect(p.s.step).toBe('depart');
    for (const hour of [1, 2]) {
      const v = viewOf(p);
      expect(v.tacticalTime).toEqual({ box: hour, label: hour === 1 ? '5 am' : '6 am' });
      const px = picture(v);
      for (let b = 0; b <= 16; b++) expect(marker(px, b), `hour ${hour}, box ${b}`).toBe(b === hour);
      // The strip covers the Transvaal plain only while the phase is on.
      expect(diff(crop(px, TACTICAL_TIME_STRIP), crop(bare, TACTICAL_TIME_STRIP)).share).toBeGreaterThan(0.2);
      if (hour === 1) p.go(); // hold the column at 5 am
    }
  });

  it('during the day Assault Card the marker stands in the arrival box being fought', () => {
    const p = declared('ask');
    p.dice(4);
    p.go();
    p.dice(4); // 6 am: 4 − 1 rain = 3 → 2 hexes, arrives
    p.go();
    p.act({ type: 'depart', columns: ['T1'] });
    expect(p.s.step).toBe('combat');
    const v = viewOf(p);
    expect(v.tactical[0]!.arrived).toBe(2);
    expect(v.tacticalTime).toEqual({ box: 2, label: '6 am' });
    const px = picture(v);
    for (let b = 0; b <= 16; b++) expect(marker(px, b), `box ${b}`).toBe(b === 2);
  });
});

describe('Smit and the crack veldkornetskap on a battle card (r. 4.5, 4.10)', () => {
  it('while Smit is with the commando his laager box shows him away; back in his box once the card ends', () => {
    const p = new Pos('view-fields-smit');
    p.dice(4, 5);
    p.go(); // 2.3 Night Assault Segment
    p.draws('PS-1', 'VK-03', 'VK-04');
    p.act({
      type: 'night-assault',
      objective: 'NP',
      units: ['HQ-58', 'COY-58-A', 'COY-58-B', 'COY-58-C'],
      hex: 'T0609',
    });
    expect(p.s.step).toBe('combat');
    const v = viewOf(p);
    expect(v.smitInBattle).toBe(true);
    expect(v.crackInBattle).toBe(false);
    const chip = laagerChip(LAAGER_BOX.smit);
    const away = picture(v);
    const home = picture({ ...v, smitInBattle: false });
    expect(shareOf(home, hex(BOER_FACE), chip.x + 4, chip.y + 20, chip.w - 8, chip.h - 24, 8)).toBeGreaterThan(0.3);
    expect(shareOf(away, hex(BOER_FACE), chip.x + 4, chip.y + 20, chip.w - 8, chip.h - 24, 8)).toBe(0);
    // The dashed outline is in the "in battle" colour.
    let dashed = 0;
    for (let x = chip.x; x < chip.x + chip.w; x++) if (near(rgbAt(away, x, chip.y + 1), hex(IN_BATTLE), 30)) dashed++;
    expect(dashed).toBeGreaterThan(10);
  });
});

describe('the title names the viewer and the sandbox', () => {
  it('British view · sandbox; Public view; the referee', () => {
    const p = new Pos('view-fields-title');
    const plain = new Pos('view-fields-title', {});
    expect(viewerLabel(viewOf(p, { kind: 'side', side: 'British' }))).toMatch(/^British view · sandbox · /);
    expect(viewerLabel(viewOf(p))).toMatch(/^Public view · sandbox · /);
    expect(viewerLabel(viewOf(p, { kind: 'referee' }))).toMatch(/^Referee view · sandbox · /);
    expect(viewerLabel(viewOf(plain, { kind: 'side', side: 'British' }))).toMatch(/^British view · laagers cup/);
    expect(viewOf(p)).toMatchObject({ viewer: 'public', sandbox: true });
    expect(viewOf(plain, { kind: 'side', side: 'British' })).toMatchObject({ viewer: 'British', sandbox: false });
  });
});

function crop(p: Pixels, r: { x: number; y: number; w: number; h: number }): Pixels {
  const data = new Uint8ClampedArray(r.w * r.h * 4);
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++)
      for (let k = 0; k < 4; k++) data[(y * r.w + x) * 4 + k] = p.data[((r.y + y) * p.width + r.x + x) * 4 + k]!;
  return { width: r.w, height: r.h, data };
}
