// The Turn marker on the Turn Record Track (spec 1, 6.2.3): drawn in the box of the view's turn.
import type { CanvasRenderingContext2D } from 'canvas';
import type { LvView } from '../view.ts';
import { drawTurnMarker } from './counters.ts';
import { trtBox } from './layout.ts';
import { TURN_MARKER } from './palette.ts';

export function drawTurn(ctx: CanvasRenderingContext2D, view: LvView): void {
  const r = trtBox(view.turn.index);
  drawTurnMarker(ctx, r.x + 3, r.y + 3, r.w - 6, TURN_MARKER);
}
