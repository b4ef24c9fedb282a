// 3.1 formation rolls, 3.2 night dispersal, 3.3 hour-by-hour tactical movement (spec §3.14-3.16,
// Table 4.5; R13, R20, R29, R58). RULING (ours): departure hours are given when the assault is
// declared (default 5 am) rather than asked hour by hour; among equal shortest routes the game takes
// the first found.
import { ASSAULT_FORMATION, NIGHT_ASSAULT_DISPERSAL, TACTICAL_MOVEMENT, rollRow } from '../data/tables.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { BritishUnitId, TacticalHexId } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { applyHit } from '../hits.ts';
import { blocking, shortestPath } from '../map/paths.ts';
import type { HodState, TacticalColumn } from '../state.ts';
import { commanderOf, isFighting, kind, membersAt } from '../units.ts';

const members = (s: HodState, c: TacticalColumn) => membersAt(s, `tc:${c.id}`);
const rifles = (s: HodState, c: TacticalColumn) => ['HQ-3-60', 'HQ-2-60'].includes(commanderOf(s, members(s, c)) ?? '');

function useRecon(s: HodState, c: TacticalColumn): boolean {
  return c.recon && s.held.includes('EV-23');
}

/** 3.1: day formations (§3.14); Majuba always Extended. */
export function formationRolls(ctx: Ctx): void {
  for (const c of ctx.state.tactical) {
    if (c.objective === 'MM') continue;
    const s = ctx.state;
    let m = 0;
    if (rifles(s, c)) m += 1;
    if (commanderOf(s, members(s, c)) === 'GEN-WOOD') m += 1;
    if (OBJECTIVES[c.objective].type === 'mainPosition') m -= 1;
    const recon = useRecon(s, c);
    if (recon) m += 1;
    const die = ctx.die();
    ctx.emit({ type: 'formation-rolled', column: c.id, die, modifier: m, formation: rollRow(ASSAULT_FORMATION, die + m) ?? 'line', recon });
  }
}

/** 3.2: the night column moves directly to its orders hex and rolls for dispersal. Returns true if in position. */
export function nightDispersal(ctx: Ctx): boolean {
  const c = ctx.state.tactical[0]!;
  const s = ctx.state;
  const ms = members(s, c);
  let m = 0;
  if (s.weather.shows === 'rain') m -= 1;
  if (ms.filter(isFighting).length >= 7) m -= 1;
  if (rifles(s, c)) m += 1;
  const recon = useRecon(s, c);
  if (recon) m += 1;
  const die = ctx.die();
  const dispersed = rollRow(NIGHT_ASSAULT_DISPERSAL, die + m) === 'disperses';
  ctx.emit({ type: 'dispersal-rolled', column: c.id, die, modifier: m, dispersed, recon });
  if (!dispersed) return true;
  for (const u of ms) if (isFighting(u)) applyHit(ctx, u as BritishUnitId, 1, '3.2 night assault dispersal');
  ctx.emit({ type: 'tactical-dispersed', column: c.id, units: members(ctx.state, c) as BritishUnitId[], rule: '3.2' });
  return false;
}

/** 3.3: hour by hour from 5 am; a column not arrived when the marker enters 5 pm disperses (R29). */
export function tacticalMovement(ctx: Ctx): void {
  for (let hour = 1; hour <= 13; hour++) {
    const moving = ctx.state.tactical.filter((c) => c.arrived === null);
    if (moving.length === 0) return;
    if (hour === 13) {
      for (const c of moving) ctx.emit({ type: 'tactical-dispersed', column: c.id, units: members(ctx.state, c) as BritishUnitId[], rule: '3.3 — not enough daylight left for an assault (R29)' });
      return;
    }
    const order = [...moving].filter((c) => c.depart <= hour).sort((a, b) => prio(ctx.state, a) - prio(ctx.state, b));
    for (const col of order) {
      const s = ctx.state;
      const c = s.tactical.find((x) => x.id === col.id)!;
      let m = 0;
      if (s.weather.shows === 'rain') m -= 1;
      if (members(s, c).some((u) => kind(u) === 'section')) m -= 1;
      if (rifles(s, c)) m += 1;
      const die = ctx.die();
      const hexes = rollRow(TACTICAL_MOVEMENT, die + m) ?? 1;
      const blk = blocking(s);
      const others = new Set(s.tactical.filter((x) => x.id !== c.id && x.at !== OBJECTIVES.BC.hex).map((x) => x.at));
      const route = shortestPath(c.at, c.hex, (h: TacticalHexId) => blk.boerHexes.has(h) || blk.rifleFire.has(h) || others.has(h));
      if (!route) {
        ctx.emit({ type: 'tactical-moved', column: c.id, hour, die, hexes, path: [], arrived: false }); // R20: waits
        continue;
      }
      const path = route.slice(1, 1 + hexes);
      const arrived = path[path.length - 1] === c.hex;
      ctx.emit({ type: 'tactical-moved', column: c.id, hour, die, hexes, path, arrived });
    }
  }
}

const prio = (s: HodState, c: TacticalColumn) => {
  const cmd = commanderOf(s, members(s, c));
  return cmd ? ['GEN-COLLEY', 'GEN-WOOD', 'HQ-3-60', 'HQ-2-60', 'HQ-58', 'HQ-92'].indexOf(cmd) : 9;
};
