// The battle sheet: one battle as a picture, drawn from its model alone (BattleSheet, built per viewer
// by src/games/lettow-vorbeck/battle/sheet.ts): both forces as counters (named, with their state at
// the end: eliminated units crossed out, panicked ones on their back), every round's Tactical
// Superiority roll with its modifiers, each unit's dice with the BRT result of each die, the losses,
// and the outcome. It reads no event and no unit data: what the viewer may not know is not in the model.
import type { CanvasRenderingContext2D } from 'canvas';
import type { BattleSheet, SheetRow } from '../battle/sheet.ts';
import type { Side } from '../data/types.ts';
import { paintPng } from '../../../render/png.ts';
import { crossOut } from '../../../render/shapes.ts';
import { panel } from './symbols.ts';
import { drawCounter, drawDie, roundRect } from './counters.ts';
import {
  FONT_CONDENSED,
  FONT_SERIF,
  PANIC_RED,
  PAPER,
  RALLIED_GREEN,
  SIDE_COLOUR,
  SIDE_TEXT,
  font,
} from './palette.ts';

type Ctx = CanvasRenderingContext2D;

const W = 1100;

const RESULT_COLOUR: Record<string, string> = { E: PANIC_RED, P: '#d9822b', '-': '#8a8a8a' };

function sideTab(ctx: Ctx, side: Side, role: string, x: number, y: number, w: number): void {
  ctx.fillStyle = SIDE_COLOUR[side];
  roundRect(ctx, x, y, w, 30, 6);
  ctx.fill();
  ctx.fillStyle = SIDE_TEXT[side];
  ctx.font = font(18, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(`${side} — ${role}`, x + 10, y + 15);
}

const forcesH = 120;
const rowH = (r: SheetRow): number => (r.kind === 'round' ? 64 : r.kind === 'fire' ? 56 : 26);

/** The battle sheet as a PNG (its height grows with its rows). */
export function renderBattle(sheet: BattleSheet): Buffer {
  const H = 110 + forcesH + 20 + sheet.rows.reduce((a, r) => a + rowH(r), 0) + 90;
  return paintPng(W, H, (ctx) => drawBattleInto(ctx, sheet, H));
}

function drawBattleInto(ctx: Ctx, sheet: BattleSheet, H: number): void {
  const rows = sheet.rows;
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, W, H);
  // Header.
  ctx.fillStyle = '#2b2214';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `bold 30px "${FONT_SERIF}"`;
  ctx.fillText(sheet.title, 24, 44);
  ctx.font = font(17, 'normal', FONT_CONDENSED);
  ctx.fillText(sheet.facts.join('  ·  '), 24, 74);
  // Forces.
  const colW = (W - 72) / 2;
  sheet.forces.forEach((f, i) => {
    const x = 24 + i * (colW + 24);
    const y = 96;
    panel(ctx, { x, y, w: colW, h: forcesH });
    sideTab(ctx, f.side, f.role, x + 8, y + 8, colW - 16);
    f.counters.forEach((u, k) => {
      const s = 64;
      const cx = x + 12 + k * (s + 8);
      const cy = y + 46;
      if (cx + s > x + colW) return;
      drawCounter(ctx, u.face, cx, cy, s, { panicked: u.panicked, name: true });
      if (u.outOfSupply !== null) outOfSupplyBadge(ctx, u.outOfSupply, cx, cy, s);
      if (u.rallied) ralliedBadge(ctx, cx, cy);
      if (u.eliminated) crossOut(ctx, cx, cy, s, 4, PANIC_RED, 6);
    });
  });
  // Rounds.
  let y = 96 + forcesH + 20;
  for (const r of rows) {
    if (r.kind === 'round') {
      ctx.fillStyle = '#e9dfc2';
      ctx.fillRect(16, y + 4, W - 32, rowH(r) - 8);
      ctx.fillStyle = '#2b2214';
      ctx.font = font(18, 'bold', FONT_CONDENSED);
      ctx.textBaseline = 'middle';
      ctx.fillText(r.title, 28, y + 20);
      ctx.font = font(15, 'normal', FONT_CONDENSED);
      drawDie(ctx, 28, y + 32, 24, r.attacker.die, '#ffffff');
      ctx.fillStyle = '#2b2214';
      ctx.fillText(r.attacker.text, 60, y + 44, 460);
      drawDie(ctx, 540, y + 32, 24, r.defender.die, '#ffffff');
      ctx.fillStyle = '#2b2214';
      ctx.fillText(r.defender.text, 572, y + 44, 500);
    } else if (r.kind === 'fire') {
      drawCounter(ctx, r.face, 40, y + 6, 44, { panicked: false });
      ctx.fillStyle = SIDE_COLOUR[r.side];
      ctx.fillRect(28, y + 6, 6, 44);
      ctx.fillStyle = '#2b2214';
      ctx.font = font(16, 'bold', FONT_CONDENSED);
      ctx.textBaseline = 'middle';
      ctx.fillText(r.title, 96, y + 18);
      r.dice.forEach((d, k) => {
        const dx = 96 + k * 44;
        drawDie(ctx, dx, y + 28, 22, d.die, '#ffffff');
        ctx.fillStyle = RESULT_COLOUR[d.result] ?? '#333';
        ctx.font = font(18, 'bold', FONT_CONDENSED);
        ctx.fillText(d.result, dx + 27, y + 40);
      });
      ctx.fillStyle = '#2b2214';
      ctx.font = font(15, 'normal', FONT_CONDENSED);
      ctx.fillText(
        r.losses.length ? `→ ${r.losses.join('; ')}` : '→ no loss',
        96 + Math.max(4, r.dice.length) * 44 + 10,
        y + 40,
        W - 400,
      );
    } else {
      ctx.fillStyle = '#2b2214';
      ctx.font = font(15, 'normal', FONT_CONDENSED);
      ctx.textBaseline = 'middle';
      ctx.fillText(r.text, 96, y + 13);
    }
    y += rowH(r);
  }
  // Outcome.
  ctx.fillStyle = '#2b2214';
  ctx.font = `bold 22px "${FONT_SERIF}"`;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(sheet.outcome, 24, y + 36);
  ctx.font = font(16, 'normal', FONT_CONDENSED);
  ctx.fillText(sheet.tail.join('  ·  '), 24, y + 64, W - 48);
}

/** 13.6: a unit that panicked in the battle and rallied at its end: a green tab on its top-left corner (OoS is top-right). */
function ralliedBadge(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.save();
  ctx.fillStyle = RALLIED_GREEN;
  roundRect(ctx, x - 4, y - 6, 38, 16, 4);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = font(10, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('Rallied', x + 15, y + 2);
  ctx.restore();
}

/** 21.4.B: a red tab on a counter that fights out of supply, with the strength it fights at. */
function outOfSupplyBadge(ctx: CanvasRenderingContext2D, strength: number, x: number, y: number, s: number): void {
  ctx.save();
  ctx.fillStyle = PANIC_RED;
  roundRect(ctx, x + s - 30, y - 6, 34, 16, 4);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = font(11, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(`OoS ${strength}`, x + s - 13, y + 2);
  ctx.restore();
}
