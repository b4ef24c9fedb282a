// 2.7 Morning and 2.10 Afternoon Operational Movement (spec §3.5, Table 2.3.2, R36, R55, R56),
// with the ox wagon convoy unloading at the camp (r. 2.7).
import { tablesFor } from '../data/revisions.ts';
import { OPERATIONAL_MOVEMENT } from '../data/tables.ts';
import { SUPPLY_TYPES } from '../data/tracks.ts';
import {
  DOUBLE_DRIFTS_HEX,
  FORT_AMIEL_INDEX,
  MOUNT_PROSPECT_INDEX,
  OPERATIONAL_ROAD,
} from '../data/operational-map.ts';
import type { BritishUnitId, SupplyAmounts } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import type { HodState, OpColumn } from '../state.ts';
import { columnPriority, kind, membersAt } from '../units.ts';
import { slowsColumns } from '../tracks.ts';
import { driftsFlooded } from './weather.ts';
import { opColumnLoc } from '../loc.ts';

const DRIFTS_INDEX = OPERATIONAL_ROAD.findIndex((h) => h.hex === DOUBLE_DRIFTS_HEX);

export const hasConvoy = (s: HodState, c: OpColumn) =>
  membersAt(s, opColumnLoc(c.id)).some((u) => kind(u) === 'convoy');

/** §3.5 modifiers: −1 convoy, −1 rain, −1 Mud or Deep Mud. */
export function operationalModifier(s: HodState, c: OpColumn): number {
  let m = 0;
  if (hasConvoy(s, c)) m -= 1;
  if (s.weather.shows === 'rain') m -= 1;
  if (slowsColumns(s.weather.box)) m -= 1;
  return m;
}

/** §3.5: the basic four hexes plus the modifiers, at least one (the Operational Movement Table). */
export function operationalMove(s: HodState, c: OpColumn): number {
  return Math.max(OPERATIONAL_MOVEMENT.minimum, OPERATIONAL_MOVEMENT.base + operationalModifier(s, c));
}

export const columnsInPriorityOrder = (s: HodState) =>
  [...s.columns].sort(
    (a, b) =>
      columnPriority(s, membersAt(s, opColumnLoc(a.id))) - columnPriority(s, membersAt(s, opColumnLoc(b.id))) ||
      a.id.localeCompare(b.id),
  );

export function movementSegment(ctx: Ctx, rule: '2.7' | '2.10'): void {
  for (const col of columnsInPriorityOrder(ctx.state)) {
    const s = ctx.state;
    const c = s.columns.find((x) => x.id === col.id);
    if (!c) continue;
    const dest = c.origin === 'fort' ? MOUNT_PROSPECT_INDEX : FORT_AMIEL_INDEX;
    const dir = dest > c.road ? 1 : -1;
    const flooded = driftsFlooded(s) && !s.held.includes('EV-20');
    const move = operationalMove(s, c);
    const modifier = operationalModifier(s, c);
    const from = c.road;
    const path: number[] = [c.road];
    let stop: string | null = null;
    if (flooded && c.road === DRIFTS_INDEX)
      stop = `${rule} — the column starts on the flooded Double Drifts and may move no further (R36)`;
    else {
      for (let i = 0; i < move; i++) {
        const next = path[path.length - 1]! + dir;
        path.push(next);
        if (next === dest) break;
        if (flooded && next === DRIFTS_INDEX) {
          stop = `${rule} — the drifts are flooded: the column stops at the Double Drifts`;
          break;
        }
      }
    }
    let end = path[path.length - 1]!;
    if (end === dest) {
      ctx.emit({ type: 'column-moved', column: c.id, move, to: end, stop, rule, modifier, from });
      arrive(ctx, c, rule);
      continue;
    }
    // r. 2.7: no move may end in the hex of another column; retrace until an empty hex (R55).
    const occupiedBy = (idx: number) => ctx.state.columns.some((o) => o.id !== c.id && o.road === idx);
    let k = path.length - 1;
    while (k > 0 && occupiedBy(path[k]!)) k--;
    if (k !== path.length - 1) stop = `${rule} — another column holds that hex: backed up to an empty one`;
    end = path[k]!;
    if (end !== c.road || stop)
      ctx.emit({ type: 'column-moved', column: c.id, move, to: end, stop, rule, modifier, from });
  }
}

/** r. 2.7: the counters go to the holding box; arriving at the camp unloads the convoy. */
export function arrive(ctx: Ctx, c: OpColumn, rule: '2.7' | '2.10' = '2.7'): void {
  const at = c.origin === 'fort' ? 'camp' : 'fort';
  const units = membersAt(ctx.state, opColumnLoc(c.id)) as BritishUnitId[];
  ctx.emit({ type: 'column-arrived', column: c.id, at, units });
  if (at === 'camp' && units.includes('CONVOY')) unloadConvoy(ctx, rule);
}

export function unloadConvoy(ctx: Ctx, rule: '2.7' | '2.10' = '2.7'): void {
  const s = ctx.state;
  const load = s.convoyLoad;
  const zero: SupplyAmounts = {
    rations: 0,
    medicalSupplies: 0,
    herds: 0,
    cartridges: 0,
    shells: 0,
    caseShot: 0,
    rockets: 0,
  };
  const added = { ...zero };
  const destroyed = { ...zero };
  if (load) {
    for (const t of SUPPLY_TYPES) {
      const room = Math.max(0, tablesFor(s).campSupplyMaximum[t] - s.supply[t]);
      added[t] = Math.min(room, load[t]);
      destroyed[t] = load[t] - added[t];
    }
  }
  ctx.emit({ type: 'convoy-unloaded', added, destroyed, rule });
  // The convoy counter returns to Fort Amiel, repaired (r. 2.7).
  ctx.emit({ type: 'units-moved', units: ['CONVOY'], to: 'fort', from: 'fort', rule });
  if (ctx.state.units.CONVOY!.side !== 'undamaged')
    ctx.emit({
      type: 'unit-changed',
      unit: 'CONVOY',
      side: 'undamaged',
      loc: 'fort',
      cause: '2.7 — a fresh convoy is prepared at the fort',
    });
}
