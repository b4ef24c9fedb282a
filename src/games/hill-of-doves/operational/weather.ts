// 2.1 Start Day and 2.2 Weather (spec §3.4, Table 4.3, R48).
import { WEATHER, WEATHER_MARKER_STEP, rollRow } from '../data/tables.ts';
import type { Ctx } from '../ctx.ts';
import type { HodState } from '../state.ts';
import { floodsDrifts, weatherBoxAfter } from '../tracks.ts';

export function startDay(ctx: Ctx): void {
  ctx.emit({ type: 'day-started', week: ctx.state.week, day: ctx.state.day + 1 });
}

/** r. 2.2: fine regresses the marker one box, rain advances it; it stays put at either end (R48). */
export function weatherSegment(ctx: Ctx): void {
  const die = ctx.die();
  const weather = rollRow(WEATHER, die) ?? 'fine';
  const box = weatherBoxAfter(ctx.state.weather.box, WEATHER_MARKER_STEP[weather]);
  ctx.emit({ type: 'weather-rolled', die, weather, box });
}

/** r. 2.2: the drifts are flooded while the weather marker is in Deep Mud (Table 4.3). */
export const driftsFlooded = (s: HodState) => floodsDrifts(s.weather.box);
