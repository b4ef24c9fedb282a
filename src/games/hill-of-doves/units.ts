// Facts about British counters used by every phase (spec §6.1, r. 4.12, 4.13, 4.16).
import { BRITISH_UNIT_BY_ID, COUNTER_STATE_BY_KIND } from './data/counters.ts';
import { BRITISH_MOVEMENT_PRIORITY } from './data/tables.ts';
import type {
  BritishUnitDef,
  BritishUnitId,
  CommanderId,
  CounterStateRow,
  RegimentId,
  UnitSide,
} from './data/types.ts';
import type { HodState, Loc } from './state.ts';
import { unitIds } from './state.ts';

export const def = (id: string): BritishUnitDef => {
  const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
  if (!d) throw new Error(`unknown British unit ${id}`);
  return d;
};
export const isKnownUnit = (id: string): id is BritishUnitId => BRITISH_UNIT_BY_ID.has(id as BritishUnitId);
export const kind = (id: string) => def(id).kind;
export const isCommander = (id: string): id is CommanderId => {
  const k = kind(id);
  return k === 'general' || k === 'hq';
};
export const isCompany = (id: string) => kind(id) === 'company';
/** r. 4.16: naval brigades, cavalry troops, artillery sections and the convoy. */
const RESERVE_KINDS: ReadonlySet<string> = new Set(['navalBrigade', 'troop', 'section', 'convoy']);
export const isReserve = (id: string) => RESERVE_KINDS.has(kind(id));
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

/** Table 6.9 for a counter's kind. */
function states(id: string): CounterStateRow {
  const row = COUNTER_STATE_BY_KIND.get(kind(id));
  if (!row) throw new Error(`Table 6.9 has no states for ${kind(id)} ${id}`);
  return row;
}
/** The state a counter shows at full strength: its front (r. 4.12, Table 6.9). */
export const freshSide = (id: string): UnitSide => states(id).front;
/**
 * The side a hit turns a company or reserve to: its back (Table 5.14, Table 6.9). Generals and HQs
 * take no hits (r. 4.15) and keep their front.
 */
export function reducedSide(id: string): UnitSide {
  const row = states(id);
  return isFighting(id) ? (row.back ?? row.front) : row.front;
}
export const isFresh = (s: HodState, id: string) => s.units[id]?.side === freshSide(id);
