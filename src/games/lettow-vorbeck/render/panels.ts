// The dynamic text of the map: the title cartouche (turn, phase, who moves, whose view) and the card
// panel (each side's current card, draw pile, discard pile, removed cards and recruit pool count).
import type { CanvasRenderingContext2D } from 'canvas';
import { cardById } from '../data/cards.ts';
import type { Side } from '../data/types.ts';
import { PHASE_NAME } from '../data/phases.ts';
import type { LvView } from '../view.ts';
import { CARD_PANEL, TITLE } from './layout.ts';
import { FONT_CONDENSED, FONT_SERIF, SIDE_COLOUR, SIDE_TEXT, font } from './palette.ts';

type Ctx = CanvasRenderingContext2D;

export function viewerLabel(view: LvView): string {
  if (view.viewer === 'public') return 'Public view';
  if (view.viewer === 'referee') return 'Referee view (everything)';
  return `${view.viewer} view`;
}

export function drawTitle(ctx: Ctx, view: LvView): void {
  ctx.save();
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#1b1b1b';
  ctx.font = font(19, 'bold', FONT_CONDENSED);
  const turn = `Turn ${view.turn.index}: ${view.turn.label}`;
  ctx.fillText(turn, TITLE.x + 12, TITLE.y + 72);
  ctx.font = font(16, 'normal', FONT_CONDENSED);
  const phase =
    view.phase === 'game-over'
      ? view.result
        ? view.result.label
        : 'Game over'
      : `${view.activeSide} ${PHASE_NAME[view.phase]}`;
  ctx.fillText(phase, TITLE.x + 12, TITLE.y + 92, TITLE.w - 24);
  ctx.font = `italic 13px "${FONT_SERIF}"`;
  ctx.fillStyle = '#5b4a2e';
  ctx.fillText(`${viewerLabel(view)}${view.sandbox ? ' · sandbox' : ''}`, TITLE.x + 12, TITLE.y + 108, TITLE.w - 24);
  if (view.phase !== 'game-over' && view.phase !== 'setup') {
    ctx.fillStyle = SIDE_COLOUR[view.activeSide];
    ctx.fillRect(TITLE.x + TITLE.w - 22, TITLE.y + 58, 12, 40);
  }
  if (view.clock) {
    // The clock's one line, on a strip under the title panel (docs/clocks.md).
    ctx.fillStyle = 'rgba(250, 244, 228, 0.92)';
    ctx.fillRect(TITLE.x, TITLE.y + TITLE.h + 4, TITLE.w, 22);
    ctx.fillStyle = '#1b1b1b';
    ctx.font = font(14, 'normal', FONT_CONDENSED);
    ctx.fillText(view.clock, TITLE.x + 8, TITLE.y + TITLE.h + 20, TITLE.w - 16);
  }
  ctx.restore();
}

export function drawCardPanel(ctx: Ctx, view: LvView): void {
  const r = CARD_PANEL;
  ctx.save();
  ctx.textBaseline = 'middle';
  const rowH = (r.h - 12) / 2;
  (['German', 'Allied'] as Side[]).forEach((side, i) => {
    const y = r.y + 6 + i * rowH;
    const d = view.cards[side];
    const active = view.activeSide === side && view.phase !== 'game-over';
    // Side tab.
    ctx.fillStyle = SIDE_COLOUR[side];
    ctx.fillRect(r.x + 6, y + 2, 104, rowH - 4);
    ctx.fillStyle = SIDE_TEXT[side];
    ctx.textAlign = 'center';
    ctx.font = font(18, 'bold', FONT_CONDENSED);
    ctx.fillText(side, r.x + 58, y + rowH / 2 - 10);
    ctx.font = font(13, 'normal', FONT_CONDENSED);
    ctx.fillText(active ? '▶ to move' : '', r.x + 58, y + rowH / 2 + 14);
    // Current card (7.A: face up).
    const cx = r.x + 118;
    ctx.textAlign = 'left';
    ctx.fillStyle = '#5b4a2e';
    ctx.font = font(13, 'normal', FONT_CONDENSED);
    ctx.fillText('Card in effect', cx, y + 12);
    ctx.fillStyle = '#1b1b1b';
    ctx.font = font(19, 'bold', FONT_CONDENSED);
    const title = d.current ? cardById(d.current).title : '—';
    ctx.fillText(title, cx, y + 34, 250);
    if (d.current) {
      const c = cardById(d.current);
      const moves = Object.entries(c.movement)
        .map(
          ([k, v]) =>
            `${k === 'All' ? 'All' : k.replace('Cavalry/Mounted infantry', 'Mounted').replace(' infantry', ' inf.')} ${v}`,
        )
        .join(', ');
      ctx.font = font(13, 'normal', FONT_CONDENSED);
      ctx.fillStyle = '#3b2f1c';
      ctx.fillText(`Recruit ${c.recruit} · Move ${moves}`, cx, y + 56, 250);
    }
    // Piles and pool.
    const px = r.x + 382;
    ctx.fillStyle = '#1b1b1b';
    ctx.font = font(14, 'normal', FONT_CONDENSED);
    const pool = view.pools[side].count;
    const lines = [
      `Draw pile: ${d.drawPile}`,
      `Discards: ${d.discard.length}${d.removed.length ? ` (+${d.removed.length} out)` : ''}`,
      `Recruit pool: ${pool}${view.pools[side].waiting ? ` (+${view.pools[side].waiting} drawn)` : ''}`,
    ];
    lines.forEach((t, k) => ctx.fillText(t, px, y + 14 + k * 22, r.x + r.w - px - 8));
    if (i === 0) {
      ctx.strokeStyle = 'rgba(91, 74, 46, 0.4)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(r.x + 8, y + rowH);
      ctx.lineTo(r.x + r.w - 8, y + rowH);
      ctx.stroke();
    }
  });
  ctx.restore();
}
