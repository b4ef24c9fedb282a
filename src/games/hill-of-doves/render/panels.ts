// The title cartouche (date, segment, what the game waits for, whose view) and the side panel beside
// the Strategic Map (the strategic columns, Durban, and the key to the map's symbols).
import type { CanvasRenderingContext2D } from 'canvas';
import { STRATEGIC_COLUMNS } from '../data/counters.ts';
import type { HodView } from '../view.ts';
import { britishShort, compactList, drawChip } from './counters.ts';
import { hexPath, panel, text } from './draw.ts';
import { STRAT_SIDE, TITLE } from './layout.ts';
import {
  BOER,
  BRITISH,
  FONT_SERIF,
  OBJECTIVE_FILL,
  RIFLE_FIRE,
  RIFLE_FIRE_EDGE,
  SANGERS,
  SECURE_GOLD,
  VELD,
} from './palette.ts';
import type { StrategicColumnsView } from './strategic.ts';
import { unitsAt } from './units.ts';

type Ctx = CanvasRenderingContext2D;

const STEP: Record<string, string> = {
  setup: 'Set-up: /hod continue starts the war',
  night: '2.3 Night Assault Segment',
  columns: '2.4 Assemble Operational Columns',
  day: '2.5 Day Assaults Segment',
  card: '2.8 Event Segment: the card waits for your choice',
  depart: '3.3 Tactical Movement: which columns start this hour',
  combat: 'A battle card is in play',
  bombard: '2.11 Bombard Laagers Segment',
  transfer: '2.13 Transfer Segment',
  supply: '2.15 British Camp Supply Segment',
  load: '2.17 Load Ox Wagon Convoy Segment',
  over: 'The war is over',
};

/**
 * The segment line of the title. The state's step is where the game last stopped for the British: a
 * war played on by standing orders since the opening never stopped again, and its pictures (a replay
 * step in week 3) must not say "Set-up" once the war has begun (week 1 on, r. 1.6).
 */
export function stepLine(view: Pick<HodView, 'step' | 'week' | 'day'>): string {
  if (view.step === 'setup' && view.week > 0)
    return view.day === 0 ? 'Strategic Phase: the standing orders play on' : 'The standing orders play the day on';
  return STEP[view.step] ?? view.step;
}

export function drawTitle(ctx: Ctx, view: HodView, viewerLabel: string): void {
  panel(ctx, TITLE);
  ctx.save();
  ctx.fillStyle = '#2b2214';
  ctx.font = `bold 26px "${FONT_SERIF}"`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText('Hill of Doves', TITLE.x + 12, TITLE.y + 30);
  ctx.font = `italic 14px "${FONT_SERIF}"`;
  ctx.fillText('Laing’s Nek, 1881', TITLE.x + 204, TITLE.y + 29);
  ctx.restore();
  text(ctx, view.date, TITLE.x + TITLE.w - 12, TITLE.y + 20, 20, { weight: 'bold', align: 'right' });
  const step = stepLine(view);
  const status = view.result
    ? `${view.result.label}: ${view.result.reason}`
    : view.battle
      ? `${view.battle.prompt} (${view.battle.rule})`
      : view.step === 'depart' && view.tacticalTime
        ? `${step} (${view.tacticalTime.label})`
        : step;
  text(ctx, status, TITLE.x + 12, TITLE.y + 52, 17, {
    weight: 'bold',
    max: TITLE.w - 24,
    colour: view.result ? '#7a1f1f' : '#1b1b1b',
  });
  text(ctx, viewerLabel, TITLE.x + 12, TITLE.y + 76, 14, { colour: '#5b4a2e', family: 'DejaVu Serif' });
}

export function drawSidePanel(ctx: Ctx, view: HodView & StrategicColumnsView): void {
  const r = STRAT_SIDE;
  panel(ctx, r);
  text(ctx, 'Strategic columns', r.x + 10, r.y + 14, 15, { weight: 'bold' });
  let y = r.y + 36;
  for (const col of STRATEGIC_COLUMNS) {
    const units = unitsAt(view, `strat:${col.id}`);
    const st = view.strategic?.[col.id];
    const name = col.id === 'STRAT-NAVAL' ? 'Naval' : 'Indian';
    drawChip(
      ctx,
      { face: units.length ? BRITISH : '#cfc6b0', stripe: '#6e1216', top: 'Column', main: name },
      r.x + 10,
      y - 10,
      32,
    );
    const status = !units.length
      ? 'arrived at Fort Amiel'
      : st
        ? st.status === 'waiting'
          ? `waits in week box ${col.waitsInBox}`
          : `on the route, hex ${st.index} of 6`
        : view.week < col.waitsInBox || (view.week === col.waitsInBox && view.day > 0)
          ? `waits in week box ${col.waitsInBox}`
          : 'on the way to Newcastle';
    text(ctx, `${name} Column: ${status}`, r.x + 48, y - 2, 13, { weight: 'bold', max: r.w - 56 });
    if (units.length) text(ctx, compactList(units.map((u) => u.id)), r.x + 48, y + 14, 12, { max: r.w - 56 });
    y += 46;
  }
  const dead = unitsAt(view, 'durban');
  text(
    ctx,
    `Durban: HMS Boadicea, HMS Dido${dead.length ? `; ${dead.map((u) => britishShort(u.id)).join(', ')} (dead)` : ''}`,
    r.x + 10,
    y,
    12,
    { max: r.w - 20 },
  );
  // Key.
  y += 24;
  text(ctx, 'Key', r.x + 10, y, 15, { weight: 'bold' });
  y += 22;
  const row = (draw: (cx: number, cy: number) => void, label: string): void => {
    draw(r.x + 24, y);
    text(ctx, label, r.x + 46, y, 13, { max: r.w - 54 });
    y += 27;
  };
  const disc = (fill: string, ring?: string) => (cx: number, cy: number) => {
    if (ring) {
      ctx.beginPath();
      ctx.arc(cx, cy, 12, 0, Math.PI * 2);
      ctx.strokeStyle = ring;
      ctx.lineWidth = 4;
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.arc(cx, cy, 9, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.strokeStyle = '#1b1b1b';
    ctx.lineWidth = 1;
    ctx.stroke();
  };
  row(disc(BRITISH), 'Objective held by the British');
  row(disc(BOER), 'Objective held by the Boers');
  row(disc(BRITISH, SECURE_GOLD), 'Secure British objective (§3.9)');
  row((cx, cy) => {
    hexPath(ctx, cx, cy, 12);
    ctx.fillStyle = VELD;
    ctx.fill();
    hexPath(ctx, cx, cy, 12);
    ctx.fillStyle = RIFLE_FIRE;
    ctx.fill();
    ctx.setLineDash([3, 3]);
    ctx.strokeStyle = RIFLE_FIRE_EDGE;
    ctx.stroke();
    ctx.setLineDash([]);
  }, 'Rifle fire hex (r. 2.13)');
  row((cx, cy) => {
    ctx.fillStyle = SANGERS;
    for (let k = -1; k <= 1; k++) {
      ctx.beginPath();
      ctx.ellipse(cx + k * 7, cy, 4, 3, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }, 'Sangers (r. 4.6)');
  row(
    (cx, cy) => drawChip(ctx, { face: BRITISH, stripe: '#6e1216', top: 'Column', main: 'T1' }, cx - 12, cy - 12, 24),
    'Column; orders marker →NK',
  );
  row(
    (cx, cy) =>
      drawChip(
        ctx,
        { face: '#eadbb5', stripe: '#b0302a', top: '58th', main: 'A', reduced: true },
        cx - 12,
        cy - 12,
        24,
      ),
    'Reduced side (hatched)',
  );
  row((cx, cy) => {
    hexPath(ctx, cx, cy, 12);
    ctx.fillStyle = OBJECTIVE_FILL;
    ctx.fill();
    ctx.strokeStyle = '#3b3524';
    ctx.stroke();
  }, 'Objective hex (white)');
  // The game's own component revision (pinned when it was created: tablesFor), not the spec's first.
  const revision = view.components === 'v1' ? 'spec v1' : view.components;
  text(ctx, `Reconstructed components (${revision})`, r.x + 10, r.y + r.h - 12, 11, {
    max: r.w - 20,
    colour: '#7a6a4a',
    family: 'DejaVu Serif',
  });
}
