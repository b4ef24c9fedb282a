// Counter mix of Hill of Doves (spec §6, with the firing values of §5.1): British units, strategic
// columns and ships, Boer counters and the laagers cup, supply counters, markers.
// RECONSTRUCTION, not the published counter sheet. Pure constants only.

import type {
  BoerCounterDef,
  BoerCounterId,
  BritishCounterDef,
  BritishCounterId,
  BritishUnitDef,
  BritishUnitId,
  CompanyDef,
  CompanyId,
  CounterStateRow,
  CupCounterId,
  GeneralDef,
  HqDef,
  MarkerDef,
  NavalBrigadeDef,
  Provenance,
  RegimentClass,
  RegimentId,
  SectionDef,
  ShipDef,
  StrategicColumnDef,
  SupplyCounterDef,
  SupplyType,
  TroopDef,
  ConvoyDef,
  VeldkornetskapId,
} from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§6, §5.1',
};

// =============================================================================================
// §6.1 British units
// =============================================================================================

const CAMP = { kind: 'britishCampHoldingBox' } as const;
const FORT = { kind: 'fortAmielHoldingBox' } as const;
const NAVAL = { kind: 'insideStrategicColumn', column: 'STRAT-NAVAL' } as const;
const INDIAN = { kind: 'insideStrategicColumn', column: 'STRAT-INDIAN' } as const;

/** Table 6.1: generals (no firepower, never hit; they die only on the General Roll). */
export const GENERALS: readonly GeneralDef[] = [
  { kind: 'general', id: 'GEN-COLLEY', name: 'Maj-Gen Sir George Pomeroy Colley', movementPriority: 1, sides: ['alive', 'dead'], start: CAMP, mayEnterMajuba: true, spec: 'Table 6.1' },
  { kind: 'general', id: 'GEN-WOOD', name: 'Brig-Gen Sir Evelyn Wood', movementPriority: 2, sides: ['alive', 'dead'], start: NAVAL, mayEnterMajuba: true, spec: 'Table 6.1' },
];

/** Regiment names and classes (Table 6.2; r. 4.3). The 3/60th and 2/60th are separate regiments (R22). */
export const REGIMENTS: Readonly<Record<RegimentId, { name: string; class: RegimentClass; hq: HqDef['id'] }>> = {
  '3-60': { name: "3rd Bn, 60th Rifles (King's Royal Rifle Corps)", class: 'rifles', hq: 'HQ-3-60' },
  '2-60': { name: '2nd Bn, 60th Rifles', class: 'rifles', hq: 'HQ-2-60' },
  '58': { name: '58th (Rutlandshire) Regiment', class: 'lineInfantry', hq: 'HQ-58' },
  '92': { name: '92nd (Gordon) Highlanders', class: 'lineInfantry', hq: 'HQ-92' },
};

/** Table 6.2: regimental HQs (no firepower, never hit, r. 4.15). */
export const HQS: readonly HqDef[] = [
  { kind: 'hq', id: 'HQ-3-60', name: "3rd Bn, 60th Rifles (King's Royal Rifle Corps) HQ", regiment: '3-60', class: 'rifles', movementPriority: 3, start: CAMP, mayEnterMajuba: true, spec: 'Table 6.2' },
  { kind: 'hq', id: 'HQ-2-60', name: '2nd Bn, 60th Rifles HQ', regiment: '2-60', class: 'rifles', movementPriority: 4, start: INDIAN, mayEnterMajuba: true, spec: 'Table 6.2' },
  { kind: 'hq', id: 'HQ-58', name: '58th (Rutlandshire) Regiment HQ', regiment: '58', class: 'lineInfantry', movementPriority: 5, start: CAMP, mayEnterMajuba: true, spec: 'Table 6.2' },
  { kind: 'hq', id: 'HQ-92', name: '92nd (Gordon) Highlanders HQ', regiment: '92', class: 'lineInfantry', movementPriority: 6, start: INDIAN, mayEnterMajuba: true, spec: 'Table 6.2' },
];

function company(id: CompanyId, regiment: RegimentId, letter: string, start: CompanyDef['start']): CompanyDef {
  return {
    kind: 'company',
    id,
    regiment,
    name: `${REGIMENTS[regiment].name}, ${letter} Company`,
    sides: ['fullStrength', 'reduced'],
    firepower: { fullStrength: 6, reduced: 3 },
    ammunition: 'cartridges',
    start,
    mayEnterMajuba: true,
    spec: 'Table 6.3',
  };
}

/** Table 6.3: the 20 companies (full-strength 6 / reduced 3; 1 cartridges per firing). */
export const COMPANIES: readonly CompanyDef[] = [
  company('COY-58-A', '58', 'A', CAMP),
  company('COY-58-B', '58', 'B', CAMP),
  company('COY-58-C', '58', 'C', CAMP),
  company('COY-58-D', '58', 'D', CAMP),
  company('COY-58-E', '58', 'E', CAMP),
  company('COY-3-60-A', '3-60', 'A', CAMP),
  company('COY-3-60-B', '3-60', 'B', CAMP),
  company('COY-3-60-C', '3-60', 'C', CAMP),
  company('COY-3-60-D', '3-60', 'D', CAMP),
  company('COY-3-60-E', '3-60', 'E', CAMP),
  company('COY-3-60-F', '3-60', 'F', FORT),
  company('COY-92-A', '92', 'A', INDIAN),
  company('COY-92-B', '92', 'B', INDIAN),
  company('COY-92-C', '92', 'C', INDIAN),
  company('COY-92-D', '92', 'D', INDIAN),
  company('COY-92-E', '92', 'E', INDIAN),
  company('COY-2-60-A', '2-60', 'A', INDIAN),
  company('COY-2-60-B', '2-60', 'B', INDIAN),
  company('COY-2-60-C', '2-60', 'C', INDIAN),
  company('COY-2-60-D', '2-60', 'D', INDIAN),
];

/** Table 6.4: naval brigades (reserves; full-strength 6 / reduced 3; 1 cartridges per firing). */
export const NAVAL_BRIGADES: readonly NavalBrigadeDef[] = [
  { kind: 'navalBrigade', id: 'NB-BOADICEA', name: 'Naval Brigade, HMS Boadicea', sides: ['fullStrength', 'reduced'], firepower: { fullStrength: 6, reduced: 3 }, ammunition: 'cartridges', start: CAMP, mayEnterMajuba: true, spec: 'Table 6.4' },
  { kind: 'navalBrigade', id: 'NB-DIDO', name: 'Naval Brigade, HMS Dido', sides: ['fullStrength', 'reduced'], firepower: { fullStrength: 6, reduced: 3 }, ammunition: 'cartridges', start: NAVAL, mayEnterMajuba: true, spec: 'Table 6.4' },
];

function troop(id: TroopDef['id'], name: string, start: TroopDef['start']): TroopDef {
  // Cavalry troops may never enter Majuba Mountain (r. 4.13, R59).
  return { kind: 'troop', id, name, sides: ['mounted', 'dismounted'], firepower: { mounted: 3, dismounted: 1 }, ammunition: 'cartridges', start, mayEnterMajuba: false, spec: 'Table 6.5' };
}

/** Table 6.5: cavalry troops (reserves; mounted 3 / dismounted 1; 1 cartridges per firing). */
export const TROOPS: readonly TroopDef[] = [
  troop('TRP-MS-1', 'Mounted Squadron, 1st Troop (Maj. Brownlow)', CAMP),
  troop('TRP-MS-2', 'Mounted Squadron, 2nd Troop', CAMP),
  troop('TRP-15H-A', '15th Hussars, A Troop', INDIAN),
  troop('TRP-15H-B', '15th Hussars, B Troop', INDIAN),
  troop('TRP-NMP', 'Natal Mounted Police', FORT),
];

/**
 * Table 6.6 with Tables 5.1.1 and 5.1.2: artillery sections (reserves; horse-drawn / manhandled).
 * Eleven pieces, all at Laing's Nek (r. 4.1).
 */
export const SECTIONS: readonly SectionDef[] = [
  {
    kind: 'section', id: 'SEC-FG-1', name: 'Field Gun Section 1, N/5 Battery RA (2 × 9-pr RML)', sectionType: 'fieldGun', pieces: 2, sides: ['horseDrawn', 'manhandled'],
    closeSupport: { kind: 'fixed', horseDrawn: 6, manhandled: 4, ammunition: 'caseShot' },
    bombardment: { kind: 'fixed', reductionPerMarker: 2, ammunition: 'shells' },
    start: CAMP, mayEnterMajuba: false, spec: 'Table 6.6',
  },
  {
    kind: 'section', id: 'SEC-FG-2', name: 'Field Gun Section 2, N/5 Battery RA (2 × 9-pr RML)', sectionType: 'fieldGun', pieces: 2, sides: ['horseDrawn', 'manhandled'],
    closeSupport: { kind: 'fixed', horseDrawn: 6, manhandled: 4, ammunition: 'caseShot' },
    bombardment: { kind: 'fixed', reductionPerMarker: 2, ammunition: 'shells' },
    start: CAMP, mayEnterMajuba: false, spec: 'Table 6.6',
  },
  {
    kind: 'section', id: 'SEC-MG', name: 'Mountain Gun Section (2 × 7-pr RML)', sectionType: 'mountainGun', pieces: 2, sides: ['horseDrawn', 'manhandled'],
    closeSupport: { kind: 'fixed', horseDrawn: 4, manhandled: 3, ammunition: 'caseShot' },
    bombardment: { kind: 'fixed', reductionPerMarker: 1, ammunition: 'shells' },
    start: CAMP, mayEnterMajuba: true, spec: 'Table 6.6',
  },
  {
    kind: 'section', id: 'SEC-GAT', name: 'Gatling Gun Section, HMS Boadicea (2 Gatlings)', sectionType: 'gatlingGun', pieces: 2, sides: ['horseDrawn', 'manhandled'],
    closeSupport: { kind: 'gatlingRoll', ammunition: 'cartridges' },
    bombardment: { kind: 'none' },
    start: CAMP, mayEnterMajuba: false, spec: 'Table 6.6',
  },
  {
    kind: 'section', id: 'SEC-RKT', name: 'Rocket Section, HMS Boadicea (3 Hale rocket tubes)', sectionType: 'rocket', pieces: 3, sides: ['horseDrawn', 'manhandled'],
    closeSupport: { kind: 'none' },
    bombardment: { kind: 'rocketRoll', reductionPerMarkerOnHit: 2, ammunition: 'rockets' },
    start: CAMP, mayEnterMajuba: true, spec: 'Table 6.6',
  },
];

/** Table 6.6 total: 11 artillery pieces (r. 4.1). */
export const ARTILLERY_PIECES = 11;

/**
 * Table 6.7: the ox wagon convoy, a reserve with firepower 0 and no ammunition (R32). It starts in
 * Fort Amiel, loaded (Table 8.2). It is never in the British Camp at the end of a move (r. 2.7), so
 * it never joins a tactical column; it may not enter Majuba Mountain (R59).
 */
export const CONVOY: ConvoyDef = {
  kind: 'convoy',
  id: 'CONVOY',
  name: 'Ox wagon convoy',
  sides: ['undamaged', 'damaged'],
  firepower: 0,
  start: { kind: 'oxWagonConvoyDiagram' },
  mayEnterMajuba: false,
  spec: 'Table 6.7',
};

/** Tables 6.7 and 6.8: strategic columns and their contents (r. 1.1, 1.2). */
export const STRATEGIC_COLUMNS: readonly StrategicColumnDef[] = [
  {
    kind: 'strategicColumn',
    id: 'STRAT-NAVAL',
    name: 'Naval Column',
    waitsInBox: 1,
    // SHIP-DIDO is placed in Durban with the column and left there when the column moves on (R49).
    contents: ['GEN-WOOD', 'NB-DIDO', 'SHIP-DIDO'],
    start: { kind: 'strategicTimeTrack', box: 1 },
    spec: 'Tables 6.7, 6.8',
  },
  {
    kind: 'strategicColumn',
    id: 'STRAT-INDIAN',
    name: 'Indian Column',
    waitsInBox: 2,
    contents: [
      'HQ-92', 'COY-92-A', 'COY-92-B', 'COY-92-C', 'COY-92-D', 'COY-92-E',
      'HQ-2-60', 'COY-2-60-A', 'COY-2-60-B', 'COY-2-60-C', 'COY-2-60-D',
      'TRP-15H-A', 'TRP-15H-B',
    ],
    start: { kind: 'strategicTimeTrack', box: 2 },
    spec: 'Tables 6.7, 6.8',
  },
];

/** Table 6.8 per-column counts, for checking. */
export const STRATEGIC_COLUMN_COUNTS = {
  'STRAT-NAVAL': { companies: 0, reserves: 1 },
  'STRAT-INDIAN': { companies: 9, reserves: 2 },
} as const;

/** Table 6.7: ships (no game function; R49). */
export const SHIPS: readonly ShipDef[] = [
  { kind: 'ship', id: 'SHIP-BOADICEA', name: 'HMS Boadicea', start: { kind: 'strategicHex', hex: 'S1015' }, notes: 'No game function; stays in Durban (r. 1.1).', spec: 'Table 6.7' },
  {
    kind: 'ship',
    id: 'SHIP-DIDO',
    name: 'HMS Dido',
    start: NAVAL,
    notes: 'Arrives with the Naval Column; placed in Durban with it and left there when the column moves on. No game function (r. 1.1).',
    spec: 'Table 6.7',
  },
];

/** Every British unit that can be in a column. */
export const BRITISH_UNITS: readonly BritishUnitDef[] = [...GENERALS, ...HQS, ...COMPANIES, ...NAVAL_BRIGADES, ...TROOPS, ...SECTIONS, CONVOY];

/** Every British counter, units plus strategic columns and ships. */
export const BRITISH_COUNTERS: readonly BritishCounterDef[] = [...BRITISH_UNITS, ...STRATEGIC_COLUMNS, ...SHIPS];

/** Lookup by id. */
export const BRITISH_COUNTER_BY_ID: ReadonlyMap<BritishCounterId, BritishCounterDef> = new Map(BRITISH_COUNTERS.map((c) => [c.id, c]));
export const BRITISH_UNIT_BY_ID: ReadonlyMap<BritishUnitId, BritishUnitDef> = new Map(BRITISH_UNITS.map((c) => [c.id, c]));

/**
 * Table 6.9: British counter states (r. 4.12), the sides spelt as the state records them (UnitSide).
 * The rules read it: a counter's fresh side is its front, a hit turns a company or reserve to its back.
 */
export const BRITISH_COUNTER_STATES: readonly CounterStateRow[] = [
  { counterKind: 'company', front: 'fullStrength', back: 'reduced', hospitalized: 'shown reduced', removedForGood: 'destroyed (set aside)' },
  { counterKind: 'navalBrigade', front: 'fullStrength', back: 'reduced', hospitalized: 'shown reduced', removedForGood: 'destroyed' },
  { counterKind: 'troop', front: 'mounted', back: 'dismounted', hospitalized: 'shown dismounted', removedForGood: 'destroyed' },
  { counterKind: 'section', front: 'horseDrawn', back: 'manhandled', hospitalized: 'shown manhandled', removedForGood: 'destroyed, or captured (r. 4.1)', note: 'the booklet also calls the front "animal-drawn"' },
  { counterKind: 'convoy', front: 'undamaged', back: 'damaged', hospitalized: 'never (a destroyed convoy returns undamaged to Fort Amiel)', removedForGood: 'never' },
  { counterKind: 'general', front: 'alive', back: 'dead', hospitalized: 'never', removedForGood: 'dead side' },
  { counterKind: 'hq', front: 'singleSided', back: null, hospitalized: 'never', removedForGood: 'never' },
];

/** Table 6.9 by counter kind. */
export const COUNTER_STATE_BY_KIND: ReadonlyMap<CounterStateRow['counterKind'], CounterStateRow> = new Map(
  BRITISH_COUNTER_STATES.map((r) => [r.counterKind, r]),
);

// =============================================================================================
// §5.1 Firing values not carried by the British counter definitions
// =============================================================================================

/**
 * Table 5.1.1, Boer and other rows. A company or reserve that cannot get ammunition adds 0 but is
 * still in the battle and still takes hits (r. 2.15). Hospitalized counters never fire (r. 4.12).
 */
export const FIREPOWER_NOTES = {
  generalOrHq: 0,
  convoy: 0,
  /** Rocket section: 0, no close support (r. 4.1). */
  rocketCloseSupport: 0,
  boerPatrol: 1,
  crackVeldkornetskap: 6,
  /** Smit: +2 to his commando's total; he is not counted as a counter (r. 4.10). */
  smitBonus: 2,
  /** A company or reserve without ammunition. */
  noAmmunition: 0,
} as const;

// =============================================================================================
// §6.2 Boer counters
// =============================================================================================

const CUP = { kind: 'laagersCup' } as const;

function vk(n: number, name: string, firepower: number): BoerCounterDef {
  return { kind: 'veldkornetskap', id: `VK-${String(n).padStart(2, '0')}` as VeldkornetskapId, name, firepower, start: CUP };
}

/** Table 6.10: the 16 veldkornetskaps (in the laagers cup). */
export const VELDKORNETSKAPS: readonly BoerCounterDef[] = [
  vk(1, 'Heidelberg I', 5),
  vk(2, 'Wakkerstroom I', 5),
  vk(3, 'Heidelberg II', 4),
  vk(4, 'Wakkerstroom II', 4),
  vk(5, 'Utrecht I', 4),
  vk(6, 'Standerton I', 4),
  vk(7, 'Utrecht II', 3),
  vk(8, 'Standerton II', 3),
  vk(9, 'Middelburg', 3),
  vk(10, 'Lydenburg', 3),
  vk(11, 'Pretoria I', 3),
  vk(12, 'Potchefstroom I', 3),
  vk(13, 'Pretoria II', 2),
  vk(14, 'Potchefstroom II', 2),
  vk(15, 'Rustenburg', 2),
  vk(16, 'Marico', 2),
];

/** Table 6.11: other Boer counters. */
export const OTHER_BOER_COUNTERS: readonly BoerCounterDef[] = [
  { kind: 'patrol', id: 'PAT-1', name: 'Patrol', firepower: 1, start: CUP },
  { kind: 'patrol', id: 'PAT-2', name: 'Patrol', firepower: 1, start: CUP },
  { kind: 'patrol', id: 'PAT-3', name: 'Patrol', firepower: 1, start: CUP },
  { kind: 'patrol', id: 'PAT-4', name: 'Patrol', firepower: 1, start: CUP },
  { kind: 'patrolCrack', id: 'PC-1', name: 'Patrol/crack', firepowerAsPatrol: 1, start: CUP },
  { kind: 'patrolCrack', id: 'PC-2', name: 'Patrol/crack', firepowerAsPatrol: 1, start: CUP },
  { kind: 'patrolSmit', id: 'PS-1', name: 'Patrol/smit', firepowerAsPatrol: 1, start: CUP },
  { kind: 'patrolSmit', id: 'PS-2', name: 'Patrol/smit', firepowerAsPatrol: 1, start: CUP },
  { kind: 'crackVeldkornetskap', id: 'CRACK-VK', name: "Crack veldkornetskap (\"Smit's marksmen\")", firepower: 6, start: { kind: 'laagerBox', laager: 'coldstream' } },
  { kind: 'smit', id: 'SMIT', name: 'Cmdt-Gen N. J. Smit', commandoBonus: 2, sides: ['alive', 'dead'], start: { kind: 'laagerBox', laager: 'smit' } },
  { kind: 'joubert', id: 'JOUBERT', name: 'Cmdt-Gen P. J. Joubert', sides: ['alive', 'dead'], start: { kind: 'laagerBox', laager: 'joubert' } },
];

export const BOER_COUNTERS: readonly BoerCounterDef[] = [...VELDKORNETSKAPS, ...OTHER_BOER_COUNTERS];
export const BOER_COUNTER_BY_ID: ReadonlyMap<BoerCounterId, BoerCounterDef> = new Map(BOER_COUNTERS.map((c) => [c.id, c]));

/** The laagers cup at start: 16 veldkornetskaps, 4 patrols, 2 patrol/crack, 2 patrol/smit = 24 (Table 6.11). */
export const LAAGERS_CUP_START: readonly CupCounterId[] = BOER_COUNTERS.filter(
  (c): c is Extract<BoerCounterDef, { id: CupCounterId }> =>
    c.kind === 'veldkornetskap' || c.kind === 'patrol' || c.kind === 'patrolCrack' || c.kind === 'patrolSmit',
).map((c) => c.id);

export const LAAGERS_CUP_COUNTS = { veldkornetskaps: 16, patrols: 4, patrolCrack: 2, patrolSmit: 2, total: 24 } as const;

// =============================================================================================
// §6.3 Supply counters
// =============================================================================================

/**
 * Table 6.12: amounts printed, one counter each. The sets cover every amount of the Load Wagons
 * table (§3.13) and every amount left after a load is halved, once or repeatedly (ceil(x/2) remains).
 * The software may simply store integers.
 */
export const SUPPLY_COUNTER_AMOUNTS: Readonly<Record<SupplyType, readonly number[]>> = {
  rations: [1, 2, 3, 4, 5, 7, 8, 10, 13, 15, 20, 25],
  medicalSupplies: [1, 2, 3, 4, 6],
  herds: [1, 2, 3],
  cartridges: [1, 2, 3, 4, 5, 7, 8, 10, 13, 15, 20, 25],
  shells: [1, 2, 3, 4, 5],
  caseShot: [1, 2, 3],
  rockets: [1, 2],
};

/** The supply counters, one per printed amount (42 in all). */
export const SUPPLY_COUNTERS: readonly SupplyCounterDef[] = (Object.keys(SUPPLY_COUNTER_AMOUNTS) as SupplyType[]).flatMap((type) =>
  SUPPLY_COUNTER_AMOUNTS[type].map((amount): SupplyCounterDef => ({ id: `SUP-${type}-${amount}`, type, amount })),
);

// =============================================================================================
// §6.4 Markers
// =============================================================================================

/**
 * Table 6.13. These counts describe the physical set. On a busy day the orders/ambush and
 * bombardment markers can run short; the counts are not a play limit, and software ignores them (V16).
 */
export const MARKERS: readonly MarkerDef[] = [
  { id: 'strategicTime', name: 'Strategic time', count: 1, sides: [], start: 'Strategic Time Track, Start', rules: ['1.2', '1.6'] },
  { id: 'britishAssault', name: 'British assault', count: 1, sides: [], start: 'Strategic Time Track, Start', rules: ['1.4', '2.6'] },
  { id: 'politics', name: 'Politics', count: 1, sides: [], start: 'Negotiations Track box 1', rules: ['1.3'] },
  { id: 'boerVictories', name: 'Boer victories', count: 1, sides: [], start: 'Boer Victories Track box 0', rules: ['1.3'] },
  { id: 'town', name: 'Town', count: 7, sides: ['garrisoned', 'captured'], start: 'garrisoned, on the town hexes', rules: ['1.4'] },
  { id: 'operationalTime', name: 'Operational time', count: 1, sides: [], start: 'Operational Time Track, Start', rules: ['2.1'] },
  { id: 'weather', name: 'Weather', count: 1, sides: ['fine', 'rain'], start: 'Weather Track box 3, rain', rules: ['2.2'] },
  { id: 'drifts', name: 'Drifts', count: 1, sides: ['shallow', 'flooded'], start: 'O0305, shallow', rules: ['2.2'] },
  { id: 'objective', name: 'Objective', count: 10, sides: ['British-controlled', 'Boer-controlled'], start: 'BC British; the other nine Boer', rules: ['2.12'] },
  { id: 'ordersAmbush', name: 'Orders / ambush', count: 12, sides: ['orders', 'Boer ambush'], start: 'off map', rules: ['2.9', '3.1', '3.2', '3.3'], notes: 'pairs 1–6, marked A and B' },
  { id: 'tacticalTime', name: 'Tactical time', count: 1, sides: [], start: 'Tactical Time Track, Start', rules: ['3.3'] },
  { id: 'supply', name: 'Supply', count: 7, sides: [], start: 'British Camp Supply Track (§4.4)', rules: ['2.15'], notes: 'rations and cartridges with a "+30" back' },
  { id: 'bombardment', name: 'Bombardment', count: 12, sides: ['field gun', 'mountain gun', 'rocket'], start: 'off map', rules: ['4.1'], notes: 'three faces' },
  { id: 'sangers', name: 'Sangers', count: 5, sides: [], start: 'off map', rules: ['4.6'] },
  { id: 'boerWagon', name: 'Boer wagon (Smit, Joubert, Coldstream)', count: 3, sides: ['intact', 'destroyed'], start: 'intact, in their laager boxes', rules: ['2.11'] },
  { id: 'nightAssaultOption', name: 'Night assault option', count: 3, sides: [], start: 'Night Assaults Box', rules: ['2.3'] },
  { id: 'firepower', name: 'Firepower (British total, Boer total)', count: 2, sides: [], start: 'off track', rules: ['4.1'], notes: 'plus 2 offset chits (+50 / +100 / +150)' },
  {
    id: 'heldCardReminder',
    name: 'Held-card reminders (Reinforcements Arrive, Wires Cut, Pontoon, Reconnaissance)',
    count: 4,
    sides: [],
    start: 'off map',
    rules: [],
    notes: '§7',
  },
];
