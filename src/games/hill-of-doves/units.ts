// Facts about British counters used by every phase (spec §6.1, r. 4.12, 4.13, 4.16).
import { BRITISH_UNIT_BY_ID } from './data/counters.ts';
import { BRITISH_MOVEMENT_PRIORITY } from './data/tables.ts';
import type { BritishUnitDef, BritishUnitId, CommanderId, RegimentId } from './data/types.ts';
import type { HodState, Loc } from './state.ts';
import { unitIds } from './state.ts';

export const def = (id: string): BritishUnitDef => {
  const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
  if (!d) throw new Error(`unknown British unit ${id}`);
  return d;
};
export const isKnownUnit = (id: string): id is BritishUnitId => BRITISH_UNIT_BY_ID.has(id as BritishUnitId);
export const kind = (id: string) => def(id).kind;
export const isCommander = (id: string): id is CommanderId => kind(id) === 'general' || kind(id) === 'hq';
export const isCompany = (id: string) => kind(id) === 'company';
/** r. 4.16: naval brigades, cavalry troops, artillery sections and the convoy. */
export const isReserve = (id: string) => ['navalBrigade', 'troop', 'section', 'convoy'].includes(kind(id));
export const isFighting = (id: string) => isCompany(id) || isReserve(id);
export const regimentOf = (id: string): RegimentId | null => {
  const d = def(id);
  return d.kind === 'company' || d.kind === 'hq' ? d.regiment : null;
};
export const sectionType = (id: string) => {
  const d = def(id);
  return d.kind === 'section' ? d.sectionType : null;
};
export const priorityOf = (id: string): number =>
  BRITISH_MOVEMENT_PRIORITY.entries.find((e) => e.commander === id)?.priority ??
  BRITISH_MOVEMENT_PRIORITY.uncommandedColumnPriority;

export const isDead = (s: HodState, id: string) => s.units[id]?.side === 'dead';
export const isMountedTroop = (s: HodState, id: string) => kind(id) === 'troop' && s.units[id]?.side === 'mounted';

/** A column's commander: the lowest movement priority among live generals and HQs (r. 2.4, 4.3, R57). */
export function commanderOf(s: HodState, members: readonly string[]): CommanderId | null {
  const cmds = members.filter((u) => isCommander(u) && !isDead(s, u)).sort((a, b) => priorityOf(a) - priorityOf(b));
  return (cmds[0] as CommanderId | undefined) ?? null;
}
export const columnPriority = (s: HodState, members: readonly string[]) => {
  const c = commanderOf(s, members);
  return c ? priorityOf(c) : BRITISH_MOVEMENT_PRIORITY.uncommandedColumnPriority; // R56
};

export const membersAt = (s: HodState, loc: Loc) => unitIds(s).filter((u) => s.units[u]!.loc === loc);
/** Non-hospitalized companies and reserves in a place (r. 4.12: hospitalized counters are in Hospital Boxes). */
export const fightersAt = (s: HodState, loc: Loc) => membersAt(s, loc).filter(isFighting);
export const mountedTroopsAt = (s: HodState, loc: Loc) => membersAt(s, loc).filter((u) => isMountedTroop(s, u)).length;

/** The state a counter shows at full strength (r. 4.12). */
export function freshSide(id: string) {
  switch (kind(id)) {
    case 'company':
    case 'navalBrigade':
      return 'fullStrength' as const;
    case 'troop':
      return 'mounted' as const;
    case 'section':
      return 'horseDrawn' as const;
    case 'convoy':
      return 'undamaged' as const;
    case 'general':
      return 'alive' as const;
    default:
      return 'singleSided' as const;
  }
}
export function reducedSide(id: string) {
  switch (kind(id)) {
    case 'company':
    case 'navalBrigade':
      return 'reduced' as const;
    case 'troop':
      return 'dismounted' as const;
    case 'section':
      return 'manhandled' as const;
    case 'convoy':
      return 'damaged' as const;
    default:
      return freshSide(id);
  }
}
export const isFresh = (s: HodState, id: string) => s.units[id]?.side === freshSide(id);
