// The holding boxes: the three laager boxes (Boer wagons, Smit, Joubert, the crack veldkornetskap)
// and the laagers cup (a count only, unless the view is the referee's), the British Camp Holding and
// Hospital Boxes, the Fort Amiel Holding and Hospital Boxes, and the Ox Wagon Convoy Diagram.
import type { CanvasRenderingContext2D } from 'canvas';
import { SUPPLY_TYPES } from '../data/tracks.ts';
import type { HodView } from '../view.ts';
import { britishShort, chipGrid, drawBoer, drawBritish, drawChip } from './counters.ts';
import { titledPanel } from '../../../render/shapes.ts';
import { text } from './draw.ts';
import {
  CAMP_HOLDING,
  CAMP_HOSPITAL,
  CONVOY_BOX,
  CUP_CONTENT,
  FORT_HOLDING,
  FORT_HOSPITAL,
  LAAGER_BOX,
  OP_COLUMNS_BOX,
  type Rect,
} from './layout.ts';
import { BOER, BOER_DARK, PANEL } from './palette.ts';
import { unitsAt, type PlacedUnit } from './units.ts';

type Ctx = CanvasRenderingContext2D;
const LAAGER_FILL = 'rgba(232, 240, 222, 0.96)';

export function drawBoxesStatic(ctx: Ctx): void {
  titledPanel(ctx, LAAGER_BOX.smit, 'Smit Laager', LAAGER_FILL);
  titledPanel(ctx, LAAGER_BOX.joubert, 'Joubert Laager', LAAGER_FILL);
  titledPanel(ctx, LAAGER_BOX.coldstream, 'Coldstream Laager', LAAGER_FILL);
  titledPanel(ctx, LAAGER_BOX.cup, 'Laagers cup (r. 4.5)', LAAGER_FILL);
  titledPanel(ctx, CAMP_HOLDING, 'British Camp Holding Box', PANEL, 16);
  titledPanel(ctx, CAMP_HOSPITAL, 'Camp Hospital', PANEL, 16);
  titledPanel(ctx, CONVOY_BOX, 'Ox Wagon Convoy', PANEL, 15);
  titledPanel(ctx, OP_COLUMNS_BOX, 'Operational columns', PANEL, 15);
  titledPanel(ctx, FORT_HOLDING, 'Fort Amiel Holding Box', PANEL, 15);
  titledPanel(ctx, FORT_HOSPITAL, 'Fort Amiel Hospital', PANEL, 15);
}

function wagons(ctx: Ctx, r: Rect, state: string): void {
  const destroyed = state === 'destroyed';
  drawChip(
    ctx,
    {
      face: destroyed ? '#cfc6b0' : '#e9d7a8',
      stripe: destroyed ? '#6b6b6b' : BOER_DARK,
      top: 'Wagons',
      main: destroyed ? 'Burnt' : 'Laager',
      crossed: destroyed,
    },
    r.x + 10,
    r.y + 32,
    52,
  );
}

function chips(ctx: Ctx, units: readonly PlacedUnit[], area: Rect, max: number, min = 22): void {
  let s = max;
  const fits = (size: number): boolean => {
    const perRow = Math.max(1, Math.floor((area.w + 4) / (size + 4)));
    return Math.ceil(units.length / perRow) * (size + 4) <= area.h + 4;
  };
  while (s > min && !fits(s)) s -= 2;
  const pos = chipGrid(units.length, area, s, 4);
  units.forEach((u, i) => {
    const p = pos[i]!;
    if (p.y + s <= area.y + area.h + 4) drawBritish(ctx, u.id, u.side, p.x, p.y, s);
  });
}

/** Where a Smit or crack veldkornetskap chip sits in its laager box (tests sample it). */
export const laagerChip = (r: Rect): Rect => ({ x: r.x + 70, y: r.y + 32, w: 52, h: 52 });
export const IN_BATTLE = '#b5481c';

/**
 * Smit or the crack veldkornetskap in its laager box; while it is with a commando on a battle card
 * the box keeps only a dashed outline where it stands, marked "in battle".
 */
function leader(ctx: Ctx, id: 'SMIT' | 'CRACK-VK', box: Rect, dead: boolean, away: boolean): void {
  const c = laagerChip(box);
  if (!away) {
    drawBoer(ctx, id, c.x, c.y, c.w, dead);
    return;
  }
  ctx.save();
  ctx.setLineDash([5, 4]);
  ctx.strokeStyle = IN_BATTLE;
  ctx.lineWidth = 2;
  ctx.strokeRect(c.x + 1, c.y + 1, c.w - 2, c.h - 2);
  ctx.restore();
  text(ctx, id === 'SMIT' ? 'Smit' : 'Crack', c.x + c.w / 2, c.y + 18, 13, {
    weight: 'bold',
    align: 'center',
    colour: IN_BATTLE,
    max: c.w - 6,
  });
  text(ctx, 'in battle', c.x + c.w / 2, c.y + 36, 12, {
    weight: 'bold',
    align: 'center',
    colour: IN_BATTLE,
    max: c.w - 6,
  });
}

export function drawBoxesDynamic(ctx: Ctx, view: HodView): void {
  const L = LAAGER_BOX;
  wagons(ctx, L.smit, view.laagers['smit'] ?? 'intact');
  wagons(ctx, L.joubert, view.laagers['joubert'] ?? 'intact');
  wagons(ctx, L.coldstream, view.laagers['coldstream'] ?? 'intact');
  leader(ctx, 'SMIT', L.smit, view.smit === 'dead', view.smitInBattle);
  drawBoer(ctx, 'JOUBERT', L.joubert.x + 70, L.joubert.y + 32, 52, view.joubert === 'dead');
  leader(ctx, 'CRACK-VK', L.coldstream, false, view.crackInBattle);
  // The laagers cup: only a count, unless the view is the referee's (then every counter in it).
  const cup = L.cup;
  if (view.secret) {
    text(ctx, `${view.secret.cup.length} (referee)`, cup.x + cup.w - 8, cup.y + 13, 13, {
      weight: 'bold',
      align: 'right',
      colour: BOER,
    });
    const pos = chipGrid(view.secret.cup.length, CUP_CONTENT, 22, 3);
    view.secret.cup.forEach((c, i) => drawBoer(ctx, c, pos[i]!.x, pos[i]!.y, 22));
  } else {
    text(ctx, String(view.cupCount), cup.x + 48, cup.y + 64, 40, { weight: 'bold', align: 'center', colour: BOER });
    text(ctx, 'counters', cup.x + 92, cup.y + 54, 14, { weight: 'bold', colour: '#2b2214' });
    text(ctx, 'unseen until drawn', cup.x + 92, cup.y + 72, 13, { colour: '#2b2214' });
  }
  // British Camp.
  chips(
    ctx,
    unitsAt(view, 'camp'),
    { x: CAMP_HOLDING.x + 10, y: CAMP_HOLDING.y + 30, w: CAMP_HOLDING.w - 20, h: CAMP_HOLDING.h - 40 },
    48,
  );
  chips(
    ctx,
    unitsAt(view, 'campHospital'),
    { x: CAMP_HOSPITAL.x + 10, y: CAMP_HOSPITAL.y + 30, w: CAMP_HOSPITAL.w - 20, h: CAMP_HOSPITAL.h - 60 },
    40,
  );
  const lost = [...unitsAt(view, 'destroyed'), ...unitsAt(view, 'captured')];
  if (lost.length)
    text(
      ctx,
      `Lost: ${lost.map((u) => britishShort(u.id)).join(', ')}`,
      CAMP_HOSPITAL.x + 8,
      CAMP_HOSPITAL.y + CAMP_HOSPITAL.h - 14,
      12,
      { max: CAMP_HOSPITAL.w - 16, colour: '#7a1f1f', weight: 'bold' },
    );
  // Fort Amiel.
  const fort = unitsAt(view, 'fort').filter((u) => u.id !== 'CONVOY');
  chips(
    ctx,
    fort,
    { x: FORT_HOLDING.x + 10, y: FORT_HOLDING.y + 28, w: FORT_HOLDING.w - 20, h: FORT_HOLDING.h - 34 },
    40,
  );
  chips(
    ctx,
    unitsAt(view, 'fortHospital'),
    { x: FORT_HOSPITAL.x + 10, y: FORT_HOSPITAL.y + 28, w: FORT_HOSPITAL.w - 20, h: FORT_HOSPITAL.h - 34 },
    36,
  );
  // Ox Wagon Convoy Diagram: where the convoy is, and what it carries.
  const cv = view.units['CONVOY'];
  const r = CONVOY_BOX;
  if (cv) drawBritish(ctx, 'CONVOY', cv.side, r.x + 10, r.y + 30, 46);
  const where = !cv
    ? 'not in play'
    : cv.loc === 'fort'
      ? 'at Fort Amiel'
      : cv.loc.startsWith('col:')
        ? `with column ${cv.loc.slice(4)}`
        : cv.loc;
  text(ctx, `${where}${cv?.side === 'damaged' ? ' · damaged' : ''}`, r.x + 64, r.y + 38, 14, {
    weight: 'bold',
    max: r.w - 72,
  });
  const load = view.convoyLoad;
  const ABBR: Record<string, string> = {
    rations: 'Rat',
    medicalSupplies: 'Med',
    herds: 'Herd',
    cartridges: 'Ctg',
    shells: 'Shl',
    caseShot: 'Case',
    rockets: 'Rkt',
  };
  if (!load) text(ctx, 'empty (loaded on Sundays, r. 2.17)', r.x + 64, r.y + 60, 13, { max: r.w - 72 });
  else
    SUPPLY_TYPES.forEach((t, i) => {
      const x = r.x + 64 + (i % 4) * 57;
      const y = r.y + 60 + Math.floor(i / 4) * 22;
      text(ctx, `${ABBR[t]} ${load[t] ?? 0}`, x, y, 14, { weight: 'bold' });
    });
}
