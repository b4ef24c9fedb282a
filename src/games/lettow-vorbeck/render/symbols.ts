// The map symbols drawn both on the static map layer (background.ts) and in its legend (legend.ts):
// a rail line, a space's symbol (fortification, terrain, supply center, port), the port anchor
// (haloed text and the shadowed panel are shared: ../shapes.ts). Apart from both so neither imports the other.
import type { CanvasRenderingContext2D } from 'canvas';
import type { SpaceDef } from '../data/types.ts';
import { SPACE_R } from './layout.ts';
import { ROUTE, SIDE_COLOUR, TERRAIN_FILL, TERRAIN_MARK } from './palette.ts';

export { haloText, panel } from '../../../render/shapes.ts';

type Ctx = CanvasRenderingContext2D;

export function drawRail(ctx: Ctx, ax: number, ay: number, bx: number, by: number): void {
  ctx.save();
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(ax, ay);
  ctx.lineTo(bx, by);
  ctx.strokeStyle = ROUTE.rail;
  ctx.lineWidth = 7;
  ctx.stroke();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.setLineDash([9, 9]);
  ctx.stroke();
  ctx.restore();
}

/** The symbol of one space: fortification behind, terrain circle, supply-center ring, port anchor. */
export function drawSpaceSymbol(ctx: Ctx, s: SpaceDef, x = s.x, y = s.y, r = SPACE_R): void {
  ctx.save();
  if (s.fortification) {
    ctx.fillStyle = '#8d8a80';
    ctx.strokeStyle = '#2e2c28';
    ctx.lineWidth = 2;
    ctx.beginPath();
    if (s.fortification.kind === 'Fortress') {
      // A five-pointed bastion star.
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 === 0 ? r * 1.55 : r * 1.12;
        ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
      }
    } else {
      ctx.rect(x - r * 1.22, y - r * 1.22, r * 2.44, r * 2.44);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  if (s.supplyCenter) {
    ctx.beginPath();
    ctx.arc(x, y, r + 5, 0, Math.PI * 2);
    ctx.fillStyle = SIDE_COLOUR[s.supplyCenter];
    ctx.fill();
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = TERRAIN_FILL[s.terrain];
  ctx.fill();
  drawTerrainMark(ctx, s.terrain, x, y, r);
  if (s.river) {
    ctx.beginPath();
    ctx.arc(x, y, r - 4, 0, Math.PI * 2);
    ctx.strokeStyle = ROUTE.river;
    ctx.lineWidth = 3;
    ctx.setLineDash([6, 4]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.strokeStyle = '#222';
  ctx.lineWidth = 2;
  ctx.stroke();
  if (s.oceanPort || s.lake)
    drawAnchor(ctx, x + r * 0.78, y - r * 0.78, r * 0.42, s.oceanPort ? ROUTE.ocean : ROUTE.lake);
  ctx.restore();
}

export function drawTerrainMark(ctx: Ctx, terrain: SpaceDef['terrain'], x: number, y: number, r: number): void {
  ctx.save();
  ctx.strokeStyle = TERRAIN_MARK[terrain];
  ctx.fillStyle = TERRAIN_MARK[terrain];
  ctx.lineWidth = Math.max(1.5, r / 10);
  switch (terrain) {
    case 'Bush':
      for (const [dx, dy] of [
        [-0.4, -0.2],
        [0.35, -0.3],
        [-0.05, 0.3],
        [0.45, 0.35],
        [-0.5, 0.4],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x + dx * r, y + dy * r, r * 0.13, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'Mountain':
      ctx.beginPath();
      ctx.moveTo(x - r * 0.75, y + r * 0.35);
      ctx.lineTo(x - r * 0.3, y - r * 0.35);
      ctx.lineTo(x + r * 0.05, y + r * 0.15);
      ctx.lineTo(x + r * 0.35, y - r * 0.2);
      ctx.lineTo(x + r * 0.75, y + r * 0.35);
      ctx.stroke();
      break;
    case 'Swamp':
      for (const dy of [-0.3, 0.05, 0.4]) {
        ctx.beginPath();
        ctx.moveTo(x - r * 0.6, y + dy * r);
        ctx.lineTo(x + r * 0.6, y + dy * r);
        ctx.stroke();
      }
      for (const dx of [-0.3, 0.1, 0.45]) {
        ctx.beginPath();
        ctx.moveTo(x + dx * r, y - r * 0.05);
        ctx.lineTo(x + dx * r, y - r * 0.45);
        ctx.stroke();
      }
      break;
    case 'Clear':
      break;
  }
  ctx.restore();
}

/** A port's anchor on a white disc. */
export function drawAnchor(ctx: Ctx, x: number, y: number, r: number, colour: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.lineWidth = Math.max(1.5, r * 0.2);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, y - r * 0.55);
  ctx.lineTo(x, y + r * 0.6);
  ctx.moveTo(x - r * 0.35, y - r * 0.25);
  ctx.lineTo(x + r * 0.35, y - r * 0.25);
  ctx.moveTo(x - r * 0.6, y + r * 0.15);
  ctx.quadraticCurveTo(x - r * 0.5, y + r * 0.65, x, y + r * 0.6);
  ctx.quadraticCurveTo(x + r * 0.5, y + r * 0.65, x + r * 0.6, y + r * 0.15);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y - r * 0.65, r * 0.15, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}
