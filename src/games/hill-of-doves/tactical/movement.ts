// 3.1 formation rolls, 3.2 night dispersal, 3.3 hour-by-hour tactical movement (spec §3.14-3.16,
// Table 4.5; R13, R20, R29, R58). r. 3.3: "Declare which tactical columns will start moving that
// hour". Under the standing order depart:ask the game stops at each hour in which a column still
// waits in the camp (step 'depart', /hod depart); under depart:as-declared each column starts in the
// hour given with its assault (5 am by default), said in the line of standing orders applied and, in
// campaigns with halts, asked once first (orders/halts.ts departByOrder). RULING (ours): among equal shortest routes the game
// takes the first found.
import { ASSAULT_FORMATION, NIGHT_ASSAULT_DISPERSAL, TACTICAL_MOVEMENT, rollRow } from '../data/tables.ts';
import { tablesFor } from '../data/revisions.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { BritishUnitId, Condition, ObjectiveId, TacticalHexId } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { applyHit } from '../hits.ts';
import { blocking, shortestPath } from '../map/paths.ts';
import type { HodState, TacticalColumn } from '../state.ts';
import { commanderOf, isFighting, kind, membersAt } from '../units.ts';
import { tacticalLoc } from '../loc.ts';
import { modifierTotal } from '../modifiers.ts';
import { departByOrder } from '../orders/halts.ts';

const members = (s: HodState, c: TacticalColumn) => membersAt(s, tacticalLoc(c.id));

/** The conditions the tactical rolls print (§3.14-3.16), read for column `c` (`recon`: EV-23 spent on the roll). */
function columnReading(s: HodState, c: TacticalColumn, recon: boolean) {
  return readingFor(s, members(s, c), c.objective, recon);
}

/** The same for a column of `ms` against `objective`, formed or not (the odds of a column offered, odds.ts). */
function readingFor(s: HodState, ms: readonly string[], objective: ObjectiveId, recon: boolean) {
  const commander = commanderOf(s, ms);
  return (cond: Condition): boolean | undefined => {
    switch (cond.kind) {
      case 'columnCommandedBy':
        return commander !== null && cond.commanders.includes(commander);
      case 'targetObjectiveType':
        return cond.types.includes(OBJECTIVES[objective].type);
      case 'cardSpentOnThisRoll':
        return cond.card === 'EV-23' && recon;
      case 'weatherShows':
        return s.weather.shows === cond.weather;
      case 'columnCompaniesAndReservesAtLeast':
        return ms.filter(isFighting).length >= cond.count;
      case 'columnIncludes':
        return ms.some((u) => kind(u) === (cond.what === 'artillerySection' ? 'section' : 'convoy'));
      default:
        return undefined;
    }
  };
}

function useRecon(s: HodState, c: TacticalColumn): boolean {
  return c.recon && s.held.includes('EV-23');
}

/** §3.14: the Assault Formation Roll's modifier for a column of `units` against `objective` (odds.ts). */
export function formationModifier(
  s: HodState,
  units: readonly string[],
  objective: ObjectiveId,
  recon: boolean,
): number {
  return modifierTotal(
    '§3.14 Assault Formation Roll',
    ASSAULT_FORMATION.modifiers,
    readingFor(s, units, objective, recon),
  );
}

/** 3.1: day formations (§3.14); Majuba always Extended. */
export function formationRolls(ctx: Ctx): void {
  for (const c of ctx.state.tactical) {
    if (c.objective === 'MM') continue;
    const s = ctx.state;
    const recon = useRecon(s, c);
    const m = modifierTotal('§3.14 Assault Formation Roll', ASSAULT_FORMATION.modifiers, columnReading(s, c, recon));
    const die = ctx.die();
    ctx.emit({
      type: 'formation-rolled',
      column: c.id,
      die,
      modifier: m,
      formation: rollRow(ASSAULT_FORMATION, die + m) ?? 'line',
      recon,
    });
  }
}

/** §3.15: the Night Assault Dispersal Roll's modifier for a column of `units` against `objective`. */
export function dispersalModifier(
  s: HodState,
  units: readonly string[],
  objective: ObjectiveId,
  recon: boolean,
): number {
  return modifierTotal(
    '§3.15 Night Assault Dispersal Roll',
    NIGHT_ASSAULT_DISPERSAL.modifiers,
    readingFor(s, units, objective, recon),
  );
}

/** 3.2: the night column moves directly to its orders hex and rolls for dispersal. Returns true if in position. */
export function nightDispersal(ctx: Ctx): boolean {
  const c = ctx.state.tactical[0]!;
  const s = ctx.state;
  const ms = members(s, c);
  const recon = useRecon(s, c);
  const m = dispersalModifier(s, ms, c.objective, recon);
  const die = ctx.die();
  const dispersed = rollRow(NIGHT_ASSAULT_DISPERSAL, die + m) === 'disperses';
  ctx.emit({ type: 'dispersal-rolled', column: c.id, die, modifier: m, dispersed, recon });
  if (!dispersed) return true;
  for (const u of ms) if (isFighting(u)) applyHit(ctx, u as BritishUnitId, 1, '3.2 night assault dispersal');
  ctx.emit({ type: 'tactical-dispersed', column: c.id, units: members(ctx.state, c) as BritishUnitId[], rule: '3.2' });
  return false;
}

/**
 * 3.3: hour by hour from box `from` (1 = 5 am); a column not arrived when the marker enters 5 pm
 * disperses (R29). Returns 'ask' when it stops for the player's word on who departs in hour `from`
 * or later (a column with depart null still waits); `answered` means the word for hour `from` is in;
 * 'halted' when the game stopped before depart:as-declared started a column (never asked, orders/halts.ts).
 */
export function tacticalMovement(ctx: Ctx, from = 1, answered = false): 'done' | 'ask' | 'halted' {
  for (let hour = from; hour <= 13; hour++) {
    const moving = ctx.state.tactical.filter((c) => c.arrived === null);
    if (moving.length === 0) return 'done';
    if (hour === 13) {
      for (const c of moving)
        ctx.emit({
          type: 'tactical-dispersed',
          column: c.id,
          units: members(ctx.state, c) as BritishUnitId[],
          rule: '3.3 — not enough daylight left for an assault (R29)',
          // R13 (v2 games): a day assault counts as attempted for 2.6 even when it disperses.
          ...(tablesFor(ctx.state).readings.dispersedDayAssaultAttempted ? { attempted: true as const } : {}),
        });
      return 'done';
    }
    if (!(answered && hour === from) && moving.some((c) => c.depart === null)) {
      ctx.emit({ type: 'tactical-hour', hour }); // r. 3.3: advance the marker, then declare who departs
      return 'ask';
    }
    // 3.3 under depart:as-declared: the columns declared for this hour start by the standing order.
    const due = moving.filter((c) => c.depart === hour).map((c) => c.id);
    if (ctx.state.orders.depart === 'as-declared' && !(answered && hour === from) && departByOrder(ctx, hour, due))
      return 'halted';
    const order = [...moving]
      .filter((c) => c.depart !== null && c.depart <= hour)
      .sort((a, b) => prio(ctx.state, a) - prio(ctx.state, b));
    for (const col of order) {
      const s = ctx.state;
      const c = s.tactical.find((x) => x.id === col.id)!;
      const m = modifierTotal('§3.16 Tactical Movement Roll', TACTICAL_MOVEMENT.modifiers, columnReading(s, c, false));
      const die = ctx.die();
      const hexes = rollRow(TACTICAL_MOVEMENT, die + m) ?? 1;
      const blk = blocking(s);
      const others = new Set(s.tactical.filter((x) => x.id !== c.id && x.at !== OBJECTIVES.BC.hex).map((x) => x.at));
      const route = shortestPath(
        c.at,
        c.hex,
        (h: TacticalHexId) => blk.boerHexes.has(h) || blk.rifleFire.has(h) || others.has(h),
      );
      if (!route) {
        ctx.emit({ type: 'tactical-moved', column: c.id, hour, die, hexes, path: [], arrived: false, modifier: m }); // R20: waits
        continue;
      }
      const path = route.slice(1, 1 + hexes);
      const arrived = path[path.length - 1] === c.hex;
      ctx.emit({ type: 'tactical-moved', column: c.id, hour, die, hexes, path, arrived, modifier: m });
    }
  }
  return 'done';
}

/**
 * 3.3: the columns /hod depart may start in the current hour: those waiting for the word, and under
 * depart:as-declared those declared for this hour or later (the stop before the order, orders/halts.ts).
 */
export function startable(s: HodState): TacticalColumn[] {
  const later = s.orders.depart === 'as-declared';
  return s.tactical.filter(
    (c) =>
      c.arrived === null && (c.depart === null || (later && c.depart >= s.today.hour && c.at === OBJECTIVES.BC.hex)),
  );
}

/** 3.3 under depart:as-declared: the columns declared for the current hour (continue starts them). */
export const dueNow = (s: HodState): TacticalColumn[] =>
  s.orders.depart === 'as-declared'
    ? s.tactical.filter((c) => c.arrived === null && c.depart === s.today.hour && c.at === OBJECTIVES.BC.hex)
    : [];

const prio = (s: HodState, c: TacticalColumn) => {
  const cmd = commanderOf(s, members(s, c));
  return cmd ? ['GEN-COLLEY', 'GEN-WOOD', 'HQ-3-60', 'HQ-2-60', 'HQ-58', 'HQ-92'].indexOf(cmd) : 9;
};
