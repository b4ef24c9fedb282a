// The legend (terrain, map features, route kinds) and the counter key (unit types, strength, elite,
// panicked, face-down stack). Both are part of the static layer.
import type { CanvasRenderingContext2D } from 'canvas';
import type { SpaceDef, UnitDef, UnitType } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import { titledPanel } from '../../../render/shapes.ts';
import { drawAnchor, drawRail, drawSpaceSymbol } from './symbols.ts';
import { drawCounter, drawFaceDown, drawTypeSymbol } from './counters.ts';
import { COUNTER_KEY, LEGEND } from './layout.ts';
import { FONT_CONDENSED, PANEL, ROUTE, font } from './palette.ts';

type Ctx = CanvasRenderingContext2D;

const fake = (over: Partial<SpaceDef>): SpaceDef => ({
  id: 'legend',
  name: '',
  region: 'German East Africa',
  terrain: 'Clear',
  supplyCenter: null,
  oceanPort: false,
  lake: null,
  river: null,
  rail: false,
  fortification: null,
  town: false,
  x: 0,
  y: 0,
  ...over,
});

export function drawLegend(ctx: Ctx): void {
  const r = LEGEND;
  titledPanel(ctx, r, 'LEGEND', PANEL, 15, 10);
  ctx.save();
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const rowH = 19.5;
  const top = r.y + 34;
  const text = (t: string, x: number, y: number): void => {
    ctx.fillStyle = '#222';
    ctx.font = font(13, 'normal', FONT_CONDENSED);
    ctx.textAlign = 'left';
    ctx.fillText(t, x, y);
  };
  // Column 1: terrain and features.
  const c1 = r.x + 18;
  const items1: [string, (x: number, y: number) => void][] = [
    ['Clear', (x, y) => drawSpaceSymbol(ctx, fake({ terrain: 'Clear' }), x, y, 8)],
    ['Bush', (x, y) => drawSpaceSymbol(ctx, fake({ terrain: 'Bush' }), x, y, 8)],
    ['Mountain (stop)', (x, y) => drawSpaceSymbol(ctx, fake({ terrain: 'Mountain' }), x, y, 8)],
    ['Swamp (stop)', (x, y) => drawSpaceSymbol(ctx, fake({ terrain: 'Swamp' }), x, y, 8)],
    ['River space (stop)', (x, y) => drawSpaceSymbol(ctx, fake({ river: 'x' }), x, y, 8)],
    ['Supply center', (x, y) => drawSpaceSymbol(ctx, fake({ supplyCenter: 'German' }), x, y, 6)],
    [
      'Fortress',
      (x, y) => drawSpaceSymbol(ctx, fake({ fortification: { kind: 'Fortress', usableBy: 'Allied' } }), x, y, 5.5),
    ],
    ['Base', (x, y) => drawSpaceSymbol(ctx, fake({ fortification: { kind: 'Base', usableBy: 'Allied' } }), x, y, 6)],
  ];
  items1.forEach(([label, draw], i) => {
    const y = top + i * rowH;
    draw(c1, y);
    text(label, c1 + 16, y);
  });
  // Column 2: routes and ports.
  const c2 = r.x + 150;
  const seg = (y: number, kind: 'land' | 'rail' | 'river' | 'lake' | 'ocean'): void => {
    ctx.save();
    ctx.lineCap = 'round';
    if (kind === 'rail') drawRail(ctx, c2 - 8, y, c2 + 18, y);
    else {
      ctx.beginPath();
      ctx.moveTo(c2 - 8, y);
      ctx.lineTo(c2 + 18, y);
      ctx.strokeStyle = ROUTE[kind];
      ctx.lineWidth = kind === 'river' ? 6 : kind === 'land' ? 4 : 3;
      if (kind === 'lake') ctx.setLineDash([7, 5]);
      if (kind === 'ocean') ctx.setLineDash([2, 6]);
      ctx.stroke();
    }
    ctx.restore();
  };
  const items2: [string, (y: number) => void][] = [
    ['Rail', (y) => seg(y, 'rail')],
    ['Land route', (y) => seg(y, 'land')],
    ['River route', (y) => seg(y, 'river')],
    ['Lake link', (y) => seg(y, 'lake')],
    ['Ocean (Allies)', (y) => seg(y, 'ocean')],
    ['Ocean port', (y) => drawAnchor(ctx, c2 + 5, y, 8, ROUTE.ocean)],
    ['Lake port', (y) => drawAnchor(ctx, c2 + 5, y, 8, ROUTE.lake)],
  ];
  items2.forEach(([label, draw], i) => {
    const y = top + i * rowH;
    draw(y);
    text(label, c2 + 24, y);
  });
  ctx.restore();
}

const TYPE_LABEL: Record<UnitType, string> = {
  'Regular infantry': 'Infantry',
  'Light infantry': 'Light inf.',
  'Cavalry/Mounted infantry': 'Mounted',
  'Armored car': 'Armored car',
  Garrison: 'Garrison',
};

export function drawCounterKey(ctx: Ctx): void {
  const r = COUNTER_KEY;
  titledPanel(ctx, r, 'COUNTERS', PANEL, 15, 10);
  ctx.save();
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  // Sample counters: an elite German unit, a panicked Allied one, a face-down stack.
  const sample: UnitDef = unitById('ger-1-fka');
  ctx.font = font(12, 'normal', FONT_CONDENSED);
  drawCounter(ctx, sample, r.x + 12, r.y + 27, 32);
  drawCounter(ctx, unitById('ally-b-ief'), r.x + 12, r.y + 62, 32, { panicked: true });
  drawFaceDown(ctx, 'Allied', 3, r.x + 12, r.y + 99, 32);
  ctx.font = font(12, 'normal', FONT_CONDENSED);
  ctx.fillStyle = '#222';
  ctx.fillText('strength; E = elite', r.x + 56, r.y + 43);
  ctx.fillText('P = panicked', r.x + 56, r.y + 78);
  ctx.fillText('hidden stack of 3', r.x + 56, r.y + 113);
  // Type symbols.
  const types: UnitType[] = [
    'Regular infantry',
    'Light infantry',
    'Cavalry/Mounted infantry',
    'Armored car',
    'Garrison',
  ];
  types.forEach((t, i) => {
    const y = r.y + 34 + i * 21;
    drawTypeSymbol(ctx, t, r.x + 190, y, 24, 14);
    ctx.fillStyle = '#222';
    ctx.font = font(12, 'normal', FONT_CONDENSED);
    ctx.fillText(TYPE_LABEL[t], r.x + 208, y);
  });
  ctx.restore();
}
