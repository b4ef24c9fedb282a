// Tracks and boxes of Hill of Doves (spec §4): Negotiations Track, Boer Victories Track, Weather
// Track, British Camp Supply Track, Tactical Time Track, Firepower Track and the other boxes.
// RECONSTRUCTION. Pure constants only. The Strategic and Operational Time Tracks are in calendar.ts.

import type {
  BoardId,
  NegotiationsBox,
  PoliticsCause,
  Provenance,
  RuleNumber,
  SupplyTrackRow,
  SupplyType,
  TacticalTimeBox,
  WeatherBox,
  WeatherTrackBox,
} from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§4',
};

// ---------------------------------------------------------------------------------------------
// §4.1 Parliament vs Triumvirate Negotiations Track (SB) (r. 1.3, 1.4, 1.5, 4.10)

/** Box 0 Parliament … box 11 Trnsvl Ind; 12 boxes. */
export const NEGOTIATIONS_TRACK: readonly NegotiationsBox[] = [
  { box: 0, label: 'Parliament', start: false, supplyMinusOne: false, transvaalIndependence: false, leftEnd: true },
  { box: 1, label: '1', start: true, supplyMinusOne: false, transvaalIndependence: false, leftEnd: false },
  { box: 2, label: '2', start: false, supplyMinusOne: false, transvaalIndependence: false, leftEnd: false },
  { box: 3, label: '3', start: false, supplyMinusOne: false, transvaalIndependence: false, leftEnd: false },
  { box: 4, label: '4', start: false, supplyMinusOne: false, transvaalIndependence: false, leftEnd: false },
  { box: 5, label: '5', start: false, supplyMinusOne: false, transvaalIndependence: false, leftEnd: false },
  // R8: the booklet's "Supply 1" boxes are read as "Supply −1" (a minus sign lost in transcription).
  { box: 6, label: '6 · Supply −1', start: false, supplyMinusOne: true, transvaalIndependence: false, leftEnd: false },
  { box: 7, label: '7 · Supply −1', start: false, supplyMinusOne: true, transvaalIndependence: false, leftEnd: false },
  { box: 8, label: '8 · Supply −1', start: false, supplyMinusOne: true, transvaalIndependence: false, leftEnd: false },
  { box: 9, label: '9 · Supply −1', start: false, supplyMinusOne: true, transvaalIndependence: false, leftEnd: false },
  { box: 10, label: '10 · Supply −1', start: false, supplyMinusOne: true, transvaalIndependence: false, leftEnd: false },
  { box: 11, label: 'Trnsvl Ind', start: false, supplyMinusOne: false, transvaalIndependence: true, leftEnd: false },
];

export const POLITICS_START_BOX = 1;
export const TRANSVAAL_INDEPENDENCE_BOX = 11;

/** What moves the politics and Boer victories markers (§4.1 second table; R27: rout/overrun at once). */
export const POLITICS_CAUSES: readonly PoliticsCause[] = [
  { cause: 'Diplomacy Roll succeeds', politics: 1, boerVictories: 0, timing: 'segment', rules: ['1.3'] },
  { cause: 'British Rout in an assault', politics: 2, boerVictories: 1, timing: 'atOnce', rules: ['1.3'] },
  { cause: 'British overrun in an ambush', politics: 2, boerVictories: 1, timing: 'atOnce', rules: ['1.3'] },
  { cause: 'Town captured by siege or by Boer duplicity', politics: 1, boerVictories: 0, timing: 'atOnce', rules: ['1.3', '1.4'] },
  { cause: 'Joubert killed', politics: -1, boerVictories: 0, timing: 'atOnce', rules: ['1.3', '4.10'] },
];

// ---------------------------------------------------------------------------------------------
// §4.2 Boer Victories Track (SB) (r. 1.3)

/** Boxes 0-6; box 6 reads "6+". */
export const BOER_VICTORIES_TRACK: readonly { box: number; label: string; usedBy: string | null }[] = [
  { box: 0, label: '0', usedBy: 'start' },
  { box: 1, label: '1', usedBy: null },
  { box: 2, label: '2', usedBy: 'Diplomacy +1 from here (§3.2)' },
  { box: 3, label: '3', usedBy: 'Siege +1 from here (§3.3)' },
  { box: 4, label: '4', usedBy: null },
  { box: 5, label: '5', usedBy: null },
  { box: 6, label: '6+', usedBy: null },
];
export const BOER_VICTORIES_START = 0;

// ---------------------------------------------------------------------------------------------
// §4.3 Weather Track (OB) (r. 2.2)

export const WEATHER_TRACK: readonly WeatherTrackBox[] = [
  { box: 1, label: 'Dry', start: false, operationalMovementMinusOne: false, driftsFlooded: false },
  { box: 2, label: 'Firm', start: false, operationalMovementMinusOne: false, driftsFlooded: false },
  { box: 3, label: 'Wet', start: true, operationalMovementMinusOne: false, driftsFlooded: false },
  { box: 4, label: 'Mud', start: false, operationalMovementMinusOne: true, driftsFlooded: false },
  { box: 5, label: 'Deep Mud', start: false, operationalMovementMinusOne: true, driftsFlooded: true },
];

/** Start: box 3 (Wet), rain side up (Table 4.3, Table 8.2). */
export const WEATHER_START = { box: 3 as WeatherBox, shows: 'rain' as const };
// ---------------------------------------------------------------------------------------------
// §4.4 British Camp Supply Track (TB) (r. 2.7, 2.11, 2.15)

/** The track's boxes run 0-30; rations and cartridges markers have a "+30" back for 31-60. */
export const SUPPLY_TRACK_BOXES = { min: 0, max: 30, plus30Back: 30 } as const;

/** One marker per supply type; each is printed with its maximum (excess unloaded is destroyed, r. 2.7). */
export const BRITISH_CAMP_SUPPLY_TRACK: Readonly<Record<SupplyType, SupplyTrackRow>> = {
  rations: {
    type: 'rations',
    name: 'Rations',
    unit: 'one week of food for one company or reserve',
    usedFor: 'every Sunday, per company/reserve on the Tactical Map or in an operational column that left Mount Prospect',
    start: 40,
    maximum: 60,
    plus30Back: true,
  },
  medicalSupplies: {
    type: 'medicalSupplies',
    name: 'Medical supplies',
    unit: 'treatment for one company or reserve',
    usedFor: 'Sunday recovery in the British Camp',
    start: 8,
    maximum: 16,
    plus30Back: false,
  },
  herds: { type: 'herds', name: 'Herds', unit: 'remounts for one troop or section', usedFor: 'Sunday recovery in the British Camp', start: 3, maximum: 8, plus30Back: false },
  cartridges: {
    type: 'cartridges',
    name: 'Cartridges',
    unit: '4,500 rounds',
    usedFor: 'one per company, naval brigade, troop or Gatling that fires (Gatling: see §5.10)',
    start: 40,
    maximum: 60,
    plus30Back: true,
  },
  shells: { type: 'shells', name: 'Shells', unit: '120 shells', usedFor: 'one per bombardment by a field or mountain gun section', start: 10, maximum: 16, plus30Back: false },
  caseShot: { type: 'caseShot', name: 'Case shot', unit: '32 rounds', usedFor: 'one per close-support firing by a field or mountain gun section', start: 4, maximum: 8, plus30Back: false },
  rockets: { type: 'rockets', name: 'Rockets', unit: '45 rockets', usedFor: 'one per rocket bombardment', start: 3, maximum: 6, plus30Back: false },
};

/** The seven supply types in the order of the Ox Wagon Convoy Diagram and the Load Wagons table. */
export const SUPPLY_TYPES: readonly SupplyType[] = ['rations', 'medicalSupplies', 'herds', 'cartridges', 'shells', 'caseShot', 'rockets'];

// ---------------------------------------------------------------------------------------------
// §4.5 Tactical Time Track (TB) (r. 3.3, 4.14)

export const TACTICAL_TIME_TRACK: readonly TacticalTimeBox[] = [
  { box: 0, label: 'Start', hour: null, night: false },
  { box: 1, label: '5 am', hour: 5, night: false },
  { box: 2, label: '6 am', hour: 6, night: false },
  { box: 3, label: '7 am', hour: 7, night: false },
  { box: 4, label: '8 am', hour: 8, night: false },
  { box: 5, label: '9 am', hour: 9, night: false },
  { box: 6, label: '10 am', hour: 10, night: false },
  { box: 7, label: '11 am', hour: 11, night: false },
  { box: 8, label: 'Noon', hour: 12, night: false },
  { box: 9, label: '1 pm', hour: 13, night: false },
  { box: 10, label: '2 pm', hour: 14, night: false },
  { box: 11, label: '3 pm', hour: 15, night: false },
  { box: 12, label: '4 pm', hour: 16, night: false },
  { box: 13, label: '5 pm', hour: 17, night: false },
  { box: 14, label: '6 pm', hour: 18, night: false },
  { box: 15, label: '7 pm', hour: 19, night: false },
  { box: 16, label: '8 pm Night', hour: 20, night: true },
];

/** §4.5 rules of the Tactical Time Track (R29, R46). Night assaults do not use this track. */
export const TACTICAL_TIME_RULES = {
  /** The first advance of each Tactical Phase puts the marker in box 1 (5 am). */
  firstBox: 1,
  /** Battle duration of a column that arrived in box h: boxes h+1, h+2, h+3 (r. 4.14). */
  battleDurationHours: 3,
  /** Latest legal arrival box: 12 (4 pm). */
  latestArrivalBox: 12,
  /** A column not arrived when the marker enters this box disperses (r. 3.3, R29). */
  dispersalBox: 13,
  nightBox: 16,
  /** Two assaults overlap when their arrival boxes differ by 2 or less (r. 4.14, R46). */
  overlapMaxArrivalDifference: 2,
  /** After the Assault Card the tactical time marker goes back to Start. */
  resetAfterAssaultCardTo: 0,
} as const;

// ---------------------------------------------------------------------------------------------
// §4.6 Firepower Track (TB) (r. 4.1, 4.7)

export const FIREPOWER_TRACK = {
  boxes: { min: 0, max: 49 },
  /** Per total: one marker on the track plus one "+50 / +100 / +150" offset chit. */
  offsets: [50, 100, 150] as const,
  range: { min: 0, max: 199 },
  /** The largest British total, every British unit in one column (Gatling at 8). */
  largestBritishTotal: 171,
  /** The largest Boer total is under 90. Software stores plain integers. */
  largestBoerTotalBelow: 90,
} as const;

// ---------------------------------------------------------------------------------------------
// §4.7 Other boxes

export type OtherBoxId =
  | 'nightAssaults'
  | 'oxWagonConvoyDiagram'
  | 'fortAmielHolding'
  | 'fortAmielHospital'
  | 'britishCampHolding'
  | 'britishCampHospital'
  | 'laagerBoxes'
  | 'laagersCup';

export const OTHER_BOXES: Readonly<Record<OtherBoxId, { name: string; board: BoardId | null; holds: string; rules: readonly RuleNumber[] }>> = {
  nightAssaults: {
    name: 'Night Assaults Box',
    board: 'TB',
    holds: '3 night assault option markers; remove one each time a night assault column is assembled',
    rules: ['2.3'],
  },
  oxWagonConvoyDiagram: { name: 'Ox Wagon Convoy Diagram', board: 'OB', holds: 'the convoy counter and one box per supply type', rules: ['2.7', '2.17', '4.12'] },
  fortAmielHolding: { name: 'Fort Amiel Holding Box', board: 'OB', holds: 'British counters at Fort Amiel and the unused supply counters', rules: ['1.1', '2.17'] },
  fortAmielHospital: { name: 'Fort Amiel Hospital Box', board: 'OB', holds: 'hospitalized counters that departed from Fort Amiel', rules: ['2.16', '4.12'] },
  britishCampHolding: { name: 'British Camp Holding Box', board: 'TB', holds: 'British counters at the camp', rules: ['1.5'] },
  britishCampHospital: { name: 'British Camp Hospital Box', board: 'TB', holds: 'hospitalized counters that departed from the camp', rules: ['2.15', '4.12'] },
  laagerBoxes: {
    name: 'Smit, Joubert and Coldstream Laager Boxes',
    board: 'TB',
    holds: 'Boer wagon markers; Smit, Joubert and crack veldkornetskap counters (Table 2.4.8)',
    rules: ['2.11', '4.5', '4.10'],
  },
  laagersCup: { name: 'Laagers (cup, not on any board)', board: null, holds: 'all veldkornetskap and patrol counters for random draws', rules: ['4.5'] },
};

/** Night assault options for the whole war (r. 2.3). */
export const NIGHT_ASSAULT_OPTIONS = 3;
