// Where a British counter is. The state keeps a place as a short string (small, comparable, and the
// shape of every stored game): 'camp' 'fort' (holding boxes, r. 1.1, 1.5), 'campHospital'
// 'fortHospital' (r. 4.12), 'obj:<ObjectiveId>' (an objective hex on the Tactical Map),
// 'col:<id>' (an operational column, r. 2.4), 'tc:<id>' (a tactical column, r. 3.1),
// 'strat:<STRAT-…>' (inside a strategic column, r. 1.1), 'durban' (a dead Wood, r. 4.10),
// 'destroyed', 'captured' (r. 4.1, 4.12). The type says which strings are places; parseLoc is the one
// reader of them and the constructors below the only writers of the prefixed ones.
import type { ObjectiveId, StrategicColumnId } from './data/types.ts';

/** A holding box, and where a counter departed from (r. 4.10, 4.12, 4.15). */
export type Origin = 'camp' | 'fort';
export type OpColumnLoc = `col:${string}`;
export type Loc =
  | Origin
  | 'campHospital'
  | 'fortHospital'
  | 'durban'
  | 'destroyed'
  | 'captured'
  | `obj:${ObjectiveId}`
  | OpColumnLoc
  | `tc:${string}`
  | `strat:${StrategicColumnId}`;

/** A place read: what it is and which box, objective or column. */
export type Place =
  | { kind: 'holding'; box: Origin }
  | { kind: 'hospital'; box: Origin }
  | { kind: 'objective'; objective: ObjectiveId }
  | { kind: 'operationalColumn'; column: string }
  | { kind: 'tacticalColumn'; column: string }
  | { kind: 'strategicColumn'; column: StrategicColumnId }
  | { kind: 'gone'; why: 'durban' | 'destroyed' | 'captured' };

export function parseLoc(loc: Loc): Place {
  switch (loc) {
    case 'camp':
    case 'fort':
      return { kind: 'holding', box: loc };
    case 'campHospital':
      return { kind: 'hospital', box: 'camp' };
    case 'fortHospital':
      return { kind: 'hospital', box: 'fort' };
    case 'durban':
    case 'destroyed':
    case 'captured':
      return { kind: 'gone', why: loc };
  }
  const colon = loc.indexOf(':');
  const rest = loc.slice(colon + 1);
  switch (loc.slice(0, colon)) {
    case 'obj':
      return { kind: 'objective', objective: rest as ObjectiveId };
    case 'col':
      return { kind: 'operationalColumn', column: rest };
    case 'tc':
      return { kind: 'tacticalColumn', column: rest };
    case 'strat':
      return { kind: 'strategicColumn', column: rest as StrategicColumnId };
  }
  throw new Error(`"${String(loc)}" is not a Hill of Doves location`);
}

export const opColumnLoc = (column: string): OpColumnLoc => `col:${column}`;
/** The operational column a 'col:' place names. */
export const opColumnId = (loc: OpColumnLoc): string => loc.slice('col:'.length);
export const tacticalLoc = (column: string): Loc => `tc:${column}`;
export const strategicLoc = (column: StrategicColumnId): Loc => `strat:${column}`;
/** The objective hex itself (the British Camp's counters are in its holding box instead: holdingAt). */
export const objectiveLoc = (o: ObjectiveId): Loc => `obj:${o}`;
/** Where the counters holding an objective stand: the camp's holding box for the British Camp (r. 1.5). */
export const holdingAt = (o: ObjectiveId): Loc => (o === 'BC' ? 'camp' : objectiveLoc(o));

/** The objective a place stands on: the British Camp for the camp's holding box, else an objective hex. */
export function objectiveOf(loc: Loc): ObjectiveId | null {
  const p = parseLoc(loc);
  if (p.kind === 'holding' && p.box === 'camp') return 'BC';
  return p.kind === 'objective' ? p.objective : null;
}
/** The objective hex a place is (not the camp's holding box). */
export function objectiveHexOf(loc: Loc): ObjectiveId | null {
  const p = parseLoc(loc);
  return p.kind === 'objective' ? p.objective : null;
}
export const isOpColumnLoc = (loc: string): loc is OpColumnLoc => loc.startsWith('col:');
export const isTacticalLoc = (loc: Loc): boolean => parseLoc(loc).kind === 'tacticalColumn';
export const isHospital = (loc: Loc): boolean => parseLoc(loc).kind === 'hospital';

/** An Ambush Roll target (r. 2.9): an objective, or an operational column by its place. */
export type AmbushTarget = ObjectiveId | OpColumnLoc;
