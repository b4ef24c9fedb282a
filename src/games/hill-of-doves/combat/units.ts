// British counters in battle: kinds, sides, firepower (Table 5.1.1) and hits (r. 4.12, Table 5.14).
import { BRITISH_COUNTER_STATES, BRITISH_UNIT_BY_ID } from '../data/counters.ts';
import { HITS } from '../data/tables.ts';
import type { BritishUnitId, SectionType, UnitSide } from '../data/types.ts';
import type { CombatUnit, UnitKind, UnitStatus } from './state.ts';

export function unitKind(id: BritishUnitId): UnitKind {
  const def = BRITISH_UNIT_BY_ID.get(id);
  if (!def) throw new Error(`unknown British unit ${id}`);
  return def.kind;
}

export function sectionType(id: BritishUnitId): SectionType | null {
  const def = BRITISH_UNIT_BY_ID.get(id);
  return def && def.kind === 'section' ? def.sectionType : null;
}

export function unitName(id: BritishUnitId): string {
  return BRITISH_UNIT_BY_ID.get(id)?.name ?? id;
}

export const isReserve = (k: UnitKind): boolean =>
  k === 'navalBrigade' || k === 'troop' || k === 'section' || k === 'convoy';
/** Companies and reserves: counters that take hits and hold objectives (r. 4.12, 4.15). */
export const isTroops = (k: UnitKind): boolean => k === 'company' || isReserve(k);

/** Table 6.9: the front side of each company and reserve, and the back a hit turns it to (Table 5.14). */
const FRONT_TO_BACK: ReadonlyMap<UnitSide, UnitSide> = new Map(
  BRITISH_COUNTER_STATES.flatMap((r) => (isTroops(r.counterKind) && r.back ? [[r.front, r.back] as const] : [])),
);
export const isFront = (side: UnitSide): boolean => FRONT_TO_BACK.has(side);
export function backSide(side: UnitSide): UnitSide {
  return FRONT_TO_BACK.get(side) ?? side;
}

/**
 * r. 4.12, Table 5.14: one batch of hits on a counter (a batch over 2 counts as 2, R11).
 * Generals and HQs take no hits (r. 4.15).
 */
export function hitOnce(
  u: Pick<CombatUnit, 'kind' | 'side' | 'status'>,
  n: number,
): { side: UnitSide; status: UnitStatus; convoyDamaged: boolean } {
  const hits = Math.min(n, HITS.batchCap);
  if (hits <= 0 || !isTroops(u.kind) || (u.status !== 'active' && u.status !== 'hospitalized')) {
    return { side: u.side, status: u.status, convoyDamaged: false };
  }
  if (u.kind === 'convoy') {
    // Undamaged: 1 hit damaged (half the load destroyed), 2 destroyed; damaged: destroyed (r. 4.12).
    if (u.side === 'undamaged' && hits === 1) return { side: 'damaged', status: 'active', convoyDamaged: true };
    return { side: 'undamaged', status: 'destroyed', convoyDamaged: false };
  }
  if (u.status === 'hospitalized') return { side: u.side, status: 'destroyed', convoyDamaged: false };
  if (isFront(u.side) && hits === 1) return { side: backSide(u.side), status: 'active', convoyDamaged: false };
  return { side: backSide(u.side), status: 'hospitalized', convoyDamaged: false };
}
