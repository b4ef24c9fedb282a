// The picture of one Hill of Doves battle (an assault of the Assault Card or an ambush of the Ambush
// Card, spec §5.3-5.4), drawn from its sheet (src/games/hill-of-doves/combat/sheet.ts: the model of
// what one viewer may see, built by the rules module). This file reads no event and no cup: it lays
// out the counters, lines of text and dice the sheet holds.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { paintPng } from '../../../render/png.ts';
import type { HodBattleSheet, SheetFire } from '../combat/sheet.ts';
import { drawDie, roundRect } from '../../../render/shapes.ts';
import { chipGrid, drawBoer, drawBritish } from './counters.ts';
import { panel, text } from './draw.ts';
import type { Rect } from './layout.ts';
import { BOER, BRITISH, FONT_SERIF, PAPER } from './palette.ts';

export const BATTLE_W = 1100;
export const BATTLE_H = 780;
/** Where the firepower quotient is printed (tests look for its digits here). */
export const QUOTIENT_BOX: Rect = { x: 420, y: 310, w: 260, h: 150 };
const BRITISH_PANEL: Rect = { x: 20, y: 96, w: 600, h: 200 };
const BOER_PANEL: Rect = { x: 640, y: 96, w: 440, h: 200 };
const BRITISH_FIRE: Rect = { x: 20, y: 310, w: 380, h: 150 };
const BOER_FIRE: Rect = { x: 700, y: 310, w: 380, h: 150 };
const RESULT: Rect = { x: 20, y: 474, w: 1060, h: 54 };
const DICE: Rect = { x: 20, y: 540, w: 1060, h: 104 };
const NOTES: Rect = { x: 20, y: 656, w: 1060, h: 110 };
const TONE: Record<HodBattleSheet['banner']['tone'], string> = { british: BRITISH, boer: BOER, neutral: '#8a8a8a' };

export interface BattlePicture {
  battle: number;
  kind: 'assault' | 'ambush';
  /** Objective id or 'col:<id>'. */
  target: string;
  result: string;
  canvas: Canvas;
}

/** The picture of one battle, from its sheet, on a canvas of its own. */
export function drawHodBattle(sheet: HodBattleSheet): BattlePicture {
  const canvas = createCanvas(BATTLE_W, BATTLE_H);
  drawHodBattleInto(canvas.getContext('2d'), sheet);
  return { battle: sheet.battle, kind: sheet.kind, target: sheet.target, result: sheet.result, canvas };
}

/** The PNG of one battle, painted and encoded as every posted picture is (src/render/png.ts). */
export const hodBattlePng = (sheet: HodBattleSheet): Buffer =>
  paintPng(BATTLE_W, BATTLE_H, (ctx) => drawHodBattleInto(ctx, sheet));

function drawHodBattleInto(ctx: CanvasRenderingContext2D, sheet: HodBattleSheet): void {
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, BATTLE_W, BATTLE_H);
  // Header.
  ctx.fillStyle = '#2b2214';
  ctx.font = `bold 32px "${FONT_SERIF}"`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(sheet.title, 24, 46, BATTLE_W - 48);
  text(ctx, sheet.subtitle, 24, 72, 17, { max: BATTLE_W - 48 });

  // British counters, each with its caption; the rows that do not fit the panel are left out.
  panel(ctx, BRITISH_PANEL);
  const units = sheet.british.counters;
  text(ctx, sheet.british.title, BRITISH_PANEL.x + 12, BRITISH_PANEL.y + 16, 17, { weight: 'bold', colour: BRITISH });
  const s = units.length > 16 ? 40 : 52;
  const gap = 20;
  const perRow = Math.floor((BRITISH_PANEL.w - 20 + gap) / (s + gap));
  units.forEach((u, i) => {
    const p = {
      x: BRITISH_PANEL.x + 14 + (i % perRow) * (s + gap),
      y: BRITISH_PANEL.y + 34 + Math.floor(i / perRow) * (s + 18),
    };
    if (p.y + s > BRITISH_PANEL.y + BRITISH_PANEL.h) return;
    drawBritish(ctx, u.id, u.side, p.x, p.y, s);
    if (u.caption)
      text(ctx, u.caption, p.x + s / 2, p.y + s + 8, 11, {
        align: 'center',
        weight: 'bold',
        colour: u.lost ? '#b01818' : '#2b2214',
        max: s + gap - 2,
      });
  });
  // Boer commando, as drawn.
  panel(ctx, BOER_PANEL);
  const drawn = sheet.boer.counters;
  text(ctx, sheet.boer.title, BOER_PANEL.x + 12, BOER_PANEL.y + 16, 17, { weight: 'bold', colour: BOER });
  const bs = 52;
  const bpos = chipGrid(
    drawn.length,
    { x: BOER_PANEL.x + 12, y: BOER_PANEL.y + 34, w: BOER_PANEL.w - 20, h: 110 },
    bs,
    8,
  );
  drawn.forEach((c, i) => drawBoer(ctx, c, bpos[i]!.x, bpos[i]!.y, bs));
  if (sheet.boer.strength !== null)
    text(ctx, sheet.boer.strength, BOER_PANEL.x + 12, BOER_PANEL.y + BOER_PANEL.h - 16, 13, {
      max: BOER_PANEL.w - 24,
    });

  // Firepower totals: at most five rows fit a panel.
  const lines = (r: Rect, title: string, colour: string, fire: SheetFire): void => {
    panel(ctx, r);
    text(ctx, title, r.x + 12, r.y + 16, 17, { weight: 'bold', colour });
    fire.rows.slice(0, 5).forEach(({ label, value }, i) => {
      text(ctx, label, r.x + 14, r.y + 42 + i * 20, 14, { max: 200 });
      text(ctx, value, r.x + 250, r.y + 42 + i * 20, 14, { align: 'right', weight: 'bold' });
    });
    text(ctx, fire.total, r.x + r.w - 24, r.y + r.h / 2 + 12, 54, { align: 'right', weight: 'bold', colour });
  };
  lines(BRITISH_FIRE, 'British firepower', BRITISH, sheet.britishFire);
  lines(BOER_FIRE, 'Boer firepower', BOER, sheet.boerFire);
  // The quotient.
  const q = QUOTIENT_BOX;
  panel(ctx, q, '#fffaf0');
  text(ctx, 'Firepower quotient', q.x + q.w / 2, q.y + 18, 16, { align: 'center', weight: 'bold' });
  text(ctx, sheet.quotient.line, q.x + q.w / 2, q.y + 40, 14, { align: 'center' });
  text(ctx, sheet.quotient.value, q.x + q.w / 2, q.y + 96, 72, { align: 'center', weight: 'bold', colour: '#111111' });
  // Result.
  ctx.save();
  ctx.fillStyle = TONE[sheet.banner.tone];
  roundRect(ctx, RESULT.x, RESULT.y, RESULT.w, RESULT.h, 8);
  ctx.fill();
  ctx.restore();
  text(ctx, sheet.banner.verdict, RESULT.x + 18, RESULT.y + RESULT.h / 2, 28, { weight: 'bold', colour: '#ffffff' });
  text(ctx, sheet.banner.hits, RESULT.x + RESULT.w - 18, RESULT.y + RESULT.h / 2, 16, {
    align: 'right',
    colour: '#ffffff',
    max: 520,
  });

  // Dice: the first six fit.
  panel(ctx, DICE);
  text(ctx, 'Dice', DICE.x + 12, DICE.y + 16, 16, { weight: 'bold' });
  if (!sheet.dice.length)
    text(ctx, 'No die was rolled in this battle.', DICE.x + 70, DICE.y + 16, 14, { colour: '#5b4a2e' });
  sheet.dice.slice(0, 6).forEach((d, i) => {
    const x = DICE.x + 14 + i * 176;
    drawDie(ctx, x, DICE.y + 34, 44, d.die);
    text(ctx, d.what, x + 52, DICE.y + 44, 13, { weight: 'bold', max: 120 });
    text(ctx, d.roll, x + 52, DICE.y + 62, 13, { max: 120 });
    text(ctx, d.outcome, x + 52, DICE.y + 80, 13, { weight: 'bold', colour: '#7a1f1f', max: 120 });
  });

  // Casualties and aftermath.
  panel(ctx, NOTES);
  text(ctx, sheet.casualties, NOTES.x + 12, NOTES.y + 18, 14, { max: NOTES.w - 24 });
  text(ctx, sheet.aftermath, NOTES.x + 12, NOTES.y + 44, 15, { weight: 'bold', max: NOTES.w - 24 });
  text(ctx, sheet.footnote, NOTES.x + 12, NOTES.y + 74, 13, {
    colour: '#5b4a2e',
    family: 'DejaVu Serif',
    max: NOTES.w - 24,
  });
}
