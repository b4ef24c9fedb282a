// Objective control and security (r. 1.5, 2.12; spec Table 0.1, §3.9, rulings R4-R6, R38).
// Control is a live property: an objective is British while a non-hospitalized company or reserve
// occupies it, or while it is secure with its marker on the British side (R6).
import { tablesFor } from './data/revisions.ts';
import { OBJECTIVE_IDS, OBJECTIVES } from './data/tactical-map.ts';
import type { ObjectiveId } from './data/types.ts';
import { objectiveHexOf, tacticalLoc } from './loc.ts';
import type { HodState } from './state.ts';
import { isFighting } from './units.ts';

/** Objectives a non-hospitalized company or reserve occupies. Tactical columns still in the camp hex hold the camp (R38). */
export function occupied(s: HodState): Set<ObjectiveId> {
  const out = new Set<ObjectiveId>();
  const campColumns = new Set(s.tactical.filter((c) => c.at === OBJECTIVES.BC.hex).map((c) => tacticalLoc(c.id)));
  for (const [id, u] of Object.entries(s.units)) {
    if (!isFighting(id)) continue;
    const hex = objectiveHexOf(u.loc);
    if (hex) out.add(hex);
    else if (u.loc === 'camp' || campColumns.has(u.loc)) out.add('BC');
  }
  return out;
}

function meetsRow(s: HodState, o: ObjectiveId, british: ReadonlySet<ObjectiveId>): boolean {
  const row = tablesFor(s).secureObjectives.rows[o];
  return (
    row.britishControlled.every((x) => british.has(x)) &&
    (row.laagerDestroyed === null || s.laagers[row.laagerDestroyed] === 'destroyed')
  );
}

/** The British-controlled objectives: the largest set consistent with the definition (a fixed point). */
export function britishObjectives(s: HodState): Set<ObjectiveId> {
  // It reads the units, the tactical columns, the markers, the laagers and the component revision
  // only; states are never mutated (evolve.ts), so a position that shares those objects shares the answer.
  let known = BRITISH.get(s.units);
  if (!known) BRITISH.set(s.units, (known = []));
  const hit = known.find(
    (k) =>
      k.tactical === s.tactical && k.markers === s.markers && k.laagers === s.laagers && k.components === s.components,
  );
  if (hit) return new Set(hit.set); // the caller's own
  const set = controlled(s);
  known.unshift({ tactical: s.tactical, markers: s.markers, laagers: s.laagers, components: s.components, set });
  if (known.length > 4) known.pop();
  return new Set(set);
}

const BRITISH = new WeakMap<
  HodState['units'],
  {
    tactical: HodState['tactical'];
    markers: HodState['markers'];
    laagers: HodState['laagers'];
    components: HodState['components'];
    set: ReadonlySet<ObjectiveId>;
  }[]
>();

function controlled(s: HodState): Set<ObjectiveId> {
  const occ = occupied(s);
  let set = new Set<ObjectiveId>(OBJECTIVE_IDS.filter((o) => occ.has(o) || s.markers[o] === 'british'));
  for (;;) {
    const next = new Set<ObjectiveId>([...set].filter((o) => occ.has(o) || meetsRow(s, o, set)));
    if (next.size === set.size) return next;
    set = next;
  }
}

export const isBritish = (s: HodState, o: ObjectiveId) => britishObjectives(s).has(o);

/** r. 2.12, R4: an objective is secure while every condition in its row of §3.9 holds. */
export function isSecure(s: HodState, o: ObjectiveId, british = britishObjectives(s)): boolean {
  return british.has(o) && meetsRow(s, o, british);
}

/** Boer-controlled objectives that meet their row (Secure Objectives Segment, 2.12: one pass). */
export function securable(s: HodState): ObjectiveId[] {
  const british = britishObjectives(s);
  return OBJECTIVE_IDS.filter((o) => !british.has(o) && meetsRow(s, o, british));
}

/** Markers that show British control but whose objective is no longer British (the insecurity cascade, 2.12). */
export function markersToFlip(s: HodState): ObjectiveId[] {
  const british = britishObjectives(s);
  return OBJECTIVE_IDS.filter((o) => s.markers[o] === 'british' && !british.has(o));
}
