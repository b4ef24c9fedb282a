// Bookkeeping run after every segment: commanders left alone go home (r. 4.10, 4.15), empty
// columns are disassembled, the insecurity cascade runs (r. 2.12, §3.9) and the camp is checked (R38).
import type { BritishUnitId } from './data/types.ts';
import type { Ctx } from './ctx.ts';
import { markersToFlip } from './control.ts';
import { opColumnLoc, parseLoc, type Loc } from './loc.ts';
import { isCommander, isFighting } from './units.ts';
import { checkCamp } from './victory.ts';

export function returnLoneCommanders(ctx: Ctx): void {
  const s = ctx.state;
  const byLoc = new Map<Loc, BritishUnitId[]>();
  for (const [id, u] of Object.entries(s.units)) {
    const kind = parseLoc(u.loc).kind;
    if (kind !== 'objective' && kind !== 'operationalColumn') continue;
    byLoc.set(u.loc, [...(byLoc.get(u.loc) ?? []), id as BritishUnitId]);
  }
  for (const [loc, members] of byLoc) {
    const place = parseLoc(loc);
    if (members.some(isFighting)) continue;
    const cmds = members.filter(isCommander);
    for (const origin of ['camp', 'fort'] as const) {
      const going = cmds.filter((c) => ctx.state.units[c]!.from === origin);
      if (going.length > 0)
        ctx.emit({
          type: 'units-moved',
          units: going,
          to: origin,
          rule: place.kind === 'operationalColumn' ? '4.10, 4.15, R56' : '4.10, 4.15',
        });
    }
    if (place.kind === 'operationalColumn') {
      const id = place.column;
      if (ctx.state.columns.some((c) => c.id === id))
        ctx.emit({
          type: 'column-arrived',
          column: id,
          at: ctx.state.columns.find((c) => c.id === id)!.origin,
          units: [],
        });
    }
  }
  // A column whose counters have all gone (hospital, destroyed) is disassembled too.
  for (const c of ctx.state.columns) {
    if (!Object.values(ctx.state.units).some((u) => u.loc === opColumnLoc(c.id)))
      ctx.emit({ type: 'column-arrived', column: c.id, at: c.origin, units: [] });
  }
}

/** r. 2.12: after a change to Boer control, empty insecure objectives flip to Boer, until nothing changes. */
export function cascade(ctx: Ctx, cause = '2.12 insecurity cascade'): void {
  for (let i = 0; i < 12 && !ctx.over; i++) {
    const flips = markersToFlip(ctx.state);
    if (flips.length === 0) break;
    for (const o of flips) {
      ctx.emit({ type: 'marker-flipped', objective: o, to: 'boer', cause });
      if (ctx.state.sangers.includes(o))
        ctx.emit({
          type: 'sangers-removed',
          objective: o,
          cause: 'R24 — sangers are removed when their outpost changes control',
        });
    }
  }
  checkCamp(ctx);
}

/** R33: a convoy damaged while in Fort Amiel is flipped back to undamaged at once (its supplies stay halved). */
export function repairConvoyAtFort(ctx: Ctx): void {
  const c = ctx.state.units.CONVOY;
  if (c && c.loc === 'fort' && c.side === 'damaged')
    ctx.emit({
      type: 'unit-changed',
      unit: 'CONVOY',
      side: 'undamaged',
      loc: 'fort',
      cause: 'R33 — a convoy in Fort Amiel is repaired at once (r. 2.7)',
    });
}

export function tidy(ctx: Ctx): void {
  returnLoneCommanders(ctx);
  repairConvoyAtFort(ctx);
  cascade(ctx);
}
