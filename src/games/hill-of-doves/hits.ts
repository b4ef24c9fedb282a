// Hits on companies and reserves outside battle (r. 4.12; spec Table 5.14, R11, R62): night assault
// dispersal, hunger and thirst, and fever. Each is its own batch of one hit.
import type { BritishUnitId } from './data/types.ts';
import type { Ctx } from './ctx.ts';
import type { HodState, Loc } from './state.ts';
import { freshSide, kind, reducedSide } from './units.ts';

export const isHospitalized = (s: HodState, u: string) =>
  s.units[u]!.loc === 'campHospital' || s.units[u]!.loc === 'fortHospital';
const hospitalOf = (s: HodState, u: string): Loc => (s.units[u]!.from === 'fort' ? 'fortHospital' : 'campHospital');

/** The state and place of a counter after a batch of hits (Table 5.14; a batch over 2 counts as 2). */
export function afterHits(
  s: HodState,
  u: BritishUnitId,
  hits: number,
): { side: HodState['units'][string]['side']; loc: Loc } {
  const cur = s.units[u]!;
  const n = Math.min(2, hits);
  if (n <= 0 || kind(u) === 'general' || kind(u) === 'hq') return { side: cur.side, loc: cur.loc };
  if (isHospitalized(s, u)) return { side: cur.side, loc: 'destroyed' };
  if (kind(u) === 'convoy') {
    // r. 4.12: a destroyed convoy goes back to Fort Amiel undamaged.
    if (cur.side === freshSide(u) && n === 1) return { side: 'damaged', loc: cur.loc };
    return { side: 'undamaged', loc: 'fort' };
  }
  if (cur.side === freshSide(u) && n === 1) return { side: reducedSide(u), loc: cur.loc };
  return { side: reducedSide(u), loc: hospitalOf(s, u) };
}

export function applyHit(ctx: Ctx, u: BritishUnitId, hits: number, cause: string): void {
  const after = afterHits(ctx.state, u, hits);
  const cur = ctx.state.units[u]!;
  if (after.side === cur.side && after.loc === cur.loc) return;
  ctx.emit({ type: 'unit-changed', unit: u, side: after.side, loc: after.loc, cause });
}
