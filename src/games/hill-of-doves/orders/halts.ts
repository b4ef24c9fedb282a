// /hod continue never surprises (docs/playing-hill-of-doves.md, "Standing orders"): in campaigns created
// since this existed (`halts` in the set-up event; older ones play as they were recorded), the game stops,
// whatever the standing orders, at the start of each week (1.6 → 2.1), when the camp's cartridges or rations
// run out (2.15), before a decision the player has never been asked in this campaign, and when transfer:none
// would leave a unit outside the British Camp with no way back (2.13). A decision the orders take is said in
// one line with the day's passed segments ("Standing order assault:none: no night assault on Tue 8 Feb").
// depart:as-declared (3.3) is one of them: the hour a declared column starts is said, and asked once.
import type { Ctx } from '../ctx.ts';
import { GAME_DAYS } from '../data/calendar.ts';
import { TACTICAL_HOUR_LABEL } from '../tracks.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import { destinations, transferable, unitObjective } from '../operational/transfer.ts';
import type { HodState, Step } from '../state.ts';
import { orderOption, type StandingOrders } from './orders.ts';

/** The day as the log dates it: "Tue 8 Feb". */
export function dayLabel(s: HodState): string {
  const d = GAME_DAYS.find((g) => g.week === s.week && g.day === s.day);
  return d ? `${d.weekday} ${d.date.day} ${['', 'Jan', 'Feb', 'Mar'][d.date.month]}` : `week ${s.week}`;
}

const stopAt = (ctx: Ctx, step: Step, rule: string, why: string, extra: { resume?: string; told?: string[] } = {}) => {
  ctx.flushPassed();
  ctx.emit({ type: 'step-entered', step, rule, why, ...extra });
};

/**
 * A decision at `step` that standing order `order` takes for the player (`what` it does): true when the game
 * stops there anyway, the player never having been asked it in this campaign; else it is said in a line.
 */
export function byOrder(ctx: Ctx, step: Step, rule: string, order: keyof StandingOrders, what: string): boolean {
  const s = ctx.state;
  if (!s.halts) return false;
  const given = `${orderOption(order)}:${String(s.orders[order])}`;
  if (!(s.asked ?? []).includes(step)) {
    stopAt(
      ctx,
      step,
      rule,
      `Asked once whatever the standing orders (the first time in this campaign): standing order ${given} would decide this for you — ${what}; continue = ${what}.`,
    );
    return true;
  }
  ctx.applied.push({ order: given, rule, what, day: dayLabel(s) });
  return false;
}

/**
 * 3.3 under depart:as-declared: the columns due to start in tactical hour `hour` start by the order. True when
 * the game stops there instead (never asked about departures in this campaign): the marker is advanced to the
 * hour, so /hod depart names the columns that start in it and continue starts them as declared.
 */
export function departByOrder(ctx: Ctx, hour: number, columns: readonly string[]): boolean {
  const s = ctx.state;
  if (!s.halts || columns.length === 0) return false;
  const what = `${columns.join(', ')} ${columns.length === 1 ? 'starts' : 'start'} at ${TACTICAL_HOUR_LABEL[hour] ?? `box ${hour}`}`;
  if (!(s.asked ?? []).includes('depart')) ctx.emit({ type: 'tactical-hour', hour });
  return byOrder(ctx, 'depart', '3.3', 'depart', what);
}

/** 2.13 under transfer:none: units outside the British Camp that only a transfer could bring back, not yet told. */
export function strandedByOrders(ctx: Ctx): boolean {
  const s = ctx.state;
  if (!s.halts || s.orders.transfer !== 'none') return false;
  const stranded = transferable(s).filter((u) => unitObjective(s, u) !== 'BC' && destinations(s, u).includes('BC'));
  const fresh = stranded.filter((u) => !(s.asked ?? []).includes(`stranded:${u}`));
  if (fresh.length === 0) return false;
  const where = fresh.map((u) => `${u} at ${OBJECTIVES[unitObjective(s, u)!].name}`).join(', ');
  stopAt(
    ctx,
    'transfer',
    '2.13',
    `Standing order transfer:none would leave ${where} outside the British Camp with no way back but a transfer.`,
    { told: fresh.map((u) => `stranded:${u}`) },
  );
  return true;
}

/** Between two segments of Table 0.3 (`from` done, `next` to come): true when the game halts here. */
export function haltBetween(ctx: Ctx, from: string, next: string): boolean {
  const s = ctx.state;
  if (!s.halts || ctx.over) return false;
  for (const k of ['cartridges', 'rations'] as const) {
    if (ctx.startSupply[k] > 0 && s.supply[k] === 0) {
      ctx.startSupply[k] = 0; // told once
      stopAt(ctx, 'halt', '2.15', `The British Camp has run out of ${k} (2.15).`, { resume: next });
      return true;
    }
  }
  if (from === 'strategic' && next === '2.1') {
    stopAt(ctx, 'halt', '1.6', `Week ${s.week} begins (1.6): the game stops at each week's start.`, { resume: next });
    return true;
  }
  return false;
}
