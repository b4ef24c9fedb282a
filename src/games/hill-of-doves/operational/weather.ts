// 2.1 Start Day and 2.2 Weather (spec §3.4, Table 4.3, R48).
import { WEATHER, WEATHER_MARKER_STEP, rollRow } from '../data/tables.ts';
import type { WeatherBox } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import type { HodState } from '../state.ts';

export function startDay(ctx: Ctx): void {
  ctx.emit({ type: 'day-started', week: ctx.state.week, day: ctx.state.day + 1 });
}

/** r. 2.2: fine regresses the marker one box, rain advances it; it stays put at either end (R48). */
export function weatherSegment(ctx: Ctx): void {
  const die = ctx.die();
  const weather = rollRow(WEATHER, die) ?? 'fine';
  const box = Math.max(1, Math.min(5, ctx.state.weather.box + WEATHER_MARKER_STEP[weather])) as WeatherBox;
  ctx.emit({ type: 'weather-rolled', die, weather, box });
}

/** r. 2.2: the drifts are flooded while the weather marker is in Deep Mud (box 5). */
export const driftsFlooded = (s: HodState) => s.weather.box === 5;
