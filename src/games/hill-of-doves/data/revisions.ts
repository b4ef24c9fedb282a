// Component revisions of Hill of Doves. A game records its revision in its setup event (a log whose
// game-set-up event has no `components` field is v1) and every rule reads the reconstructed numbers
// through tablesFor(state), so a running campaign never changes tables, or booklet readings, under
// its player. v1 is the spec's reconstruction as first published; v2 is the calibrated one
// (reconstruction-v2.ts, docs/hod-calibration.md). Pure constants only.
import { EVENT_CARDS } from './events.ts';
import { SETUP } from './setup.ts';
import { AMBUSH, AMBUSH_RESULT, BRITISH_SECURE_OBJECTIVES, LOAD_WAGONS } from './tables.ts';
import { BRITISH_CAMP_SUPPLY_TRACK, SUPPLY_TYPES } from './tracks.ts';
import type {
  AmbushResultTable,
  EventCardCopyId,
  EventCardId,
  EventDeckCard,
  RollTable,
  SecureObjectivesTable,
  SupplyAmounts,
  SupplyType,
} from './types.ts';
import { V2_CHANGES } from './reconstruction-v2.ts';

export type ComponentRevision = 'v1' | 'v2';
/** New games get this revision (r. 1.0 set-up); `components:v1` recreates the first reconstruction. */
export const CURRENT_REVISION: ComponentRevision = 'v2';
export const COMPONENT_REVISIONS: readonly ComponentRevision[] = ['v1', 'v2'];

export interface ComponentTables {
  revision: ComponentRevision;
  /** §3.6 Ambush Roll Table (r. 2.9). */
  ambush: RollTable<'noAmbush' | 'ambush'>;
  /** §3.13 Load Wagons Roll Table (r. 2.17). */
  loadWagons: RollTable<SupplyAmounts>;
  /** Table 8.3: the British Camp Supply Track at the start. */
  campSupplyStart: SupplyAmounts;
  /** Table 8.2: what the convoy carries at the start. */
  convoyStartLoad: SupplyAmounts;
  /** §4.4: each supply marker's maximum (excess unloaded is destroyed, r. 2.7). */
  campSupplyMaximum: Readonly<Record<SupplyType, number>>;
  /** §5.7 Ambush Result Table (r. 4.7, 4.12). */
  ambushResult: AmbushResultTable;
  /** §3.9 British Secure Objectives Table (r. 2.12). */
  secureObjectives: SecureObjectivesTable;
  /** Table 7.2: the unshuffled deck (copies per title). */
  eventDeck: readonly EventDeckCard[];
  /** Booklet readings pinned with the revision (spec revision 2). */
  readings: {
    /** R65 (2.4): without a general, only the commanding HQ's own regiment (v2); v1 allowed any HQ's regiment present. */
    commandingHqRegimentOnly: boolean;
    /** R13 (2.6): a day assault that dispersed for lack of daylight counts as attempted (v2); v1 said no. */
    dispersedDayAssaultAttempted: boolean;
  };
}

const deckOf = (counts: (id: EventCardId) => number): EventDeckCard[] =>
  EVENT_CARDS.flatMap((c) =>
    Array.from({ length: counts(c.id) }, (_, i) => ({ copy: `${c.id}/${i + 1}` as EventCardCopyId, card: c.id })),
  );

const maxima = (over: Partial<Record<SupplyType, number>> = {}) =>
  Object.fromEntries(SUPPLY_TYPES.map((t) => [t, over[t] ?? BRITISH_CAMP_SUPPLY_TRACK[t].maximum])) as Record<
    SupplyType,
    number
  >;

export const V1_TABLES: ComponentTables = {
  revision: 'v1',
  ambush: AMBUSH,
  loadWagons: LOAD_WAGONS,
  campSupplyStart: SETUP.tactical.britishCampSupply,
  convoyStartLoad: SETUP.operational.convoy.loaded,
  campSupplyMaximum: maxima(),
  ambushResult: AMBUSH_RESULT,
  secureObjectives: BRITISH_SECURE_OBJECTIVES,
  eventDeck: deckOf((id) => EVENT_CARDS.find((c) => c.id === id)!.count),
  readings: { commandingHqRegimentOnly: false, dispersedDayAssaultAttempted: false },
};

export const V2_TABLES: ComponentTables = {
  revision: 'v2',
  ambush: V2_CHANGES.ambush,
  loadWagons: V2_CHANGES.loadWagons,
  campSupplyStart: { ...SETUP.tactical.britishCampSupply, ...valuesOf(V2_CHANGES.campSupplyStart) },
  convoyStartLoad: { ...SETUP.operational.convoy.loaded, ...valuesOf(V2_CHANGES.convoyStartLoad) },
  campSupplyMaximum: maxima(valuesOf(V2_CHANGES.campSupplyMaximum)),
  ambushResult: V2_CHANGES.ambushResult,
  secureObjectives: V2_CHANGES.secureObjectives,
  eventDeck: deckOf((id) => {
    const changed = V2_CHANGES.eventCardCounts[id];
    return changed ? changed.value : EVENT_CARDS.find((c) => c.id === id)!.count;
  }),
  readings: { commandingHqRegimentOnly: true, dispersedDayAssaultAttempted: true },
};

function valuesOf<K extends string>(
  changes: Partial<Record<K, { value: number }>>,
): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const k of Object.keys(changes) as K[]) out[k] = changes[k]!.value;
  return out;
}

/** The tables a game plays with: its own revision (absent = v1, the logs made before v2 existed). */
export function tablesFor(s: { components?: ComponentRevision }): ComponentTables {
  return s.components === 'v2' ? V2_TABLES : V1_TABLES;
}
