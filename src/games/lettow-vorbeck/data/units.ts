// Lettow-Vorbeck counter mix: 36 units (spec 5.1, 5.2) and 4 markers (spec 5.3) = 40 pieces (1.0.A).
// RECONSTRUCTION, not the published counter sheet. Pure constants and pure lookups only.

import { BELGIAN_CONGO_SPACES, BRITISH_EAST_AFRICA_TOWNS, GERMAN_EAST_AFRICA_SPACES } from './map.ts';
import type { LocationId } from './map.ts';
import type { MarkerDef, Provenance, UnitDef } from './types.ts';

export const UNITS_PROVENANCE: Provenance = { provisional: true, source: 'reconstruction', spec: '5' };

interface TypedUnit extends UnitDef {
  legalSetup: readonly LocationId[];
  quickStart: LocationId;
}

// legalSetup follows 25.1/25.2 as read by spec 8.2/8.3 and R34: fixed spaces, the 5 BEA towns,
// the 30 GEA spaces, either Belgian Congo space, or the unit's box / recruit pool.
// The two Portuguese units are both printed "PEA"; the unit-type symbol tells them apart (spec 5.2).
const UNIT_DATA = [
  { id: 'ger-desg-garrison', name: 'DESG', side: 'German', contingent: 'German', type: 'Garrison', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: ['dar-es-salaam'], quickStart: 'dar-es-salaam', setupRule: 'dar-es-salaam (25.2)', history: 'Dar es Salaam garrison and coast guns' },
  { id: 'ger-1-fka', name: '1 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 3, elite: true, artillery: false, setup: 'Start', legalSetup: GERMAN_EAST_AFRICA_SPACES, quickStart: 'moshi', setupRule: 'anywhere in German East Africa (25.2)', history: 'Northern field companies under Lettow-Vorbeck\'s direct command' },
  { id: 'ger-2-fka', name: '2 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 3, elite: true, artillery: false, setup: 'Start', legalSetup: GERMAN_EAST_AFRICA_SPACES, quickStart: 'tanga', setupRule: 'anywhere in German East Africa', history: 'Veteran field companies that won at Tanga' },
  { id: 'ger-3-fka', name: '3 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: GERMAN_EAST_AFRICA_SPACES, quickStart: 'moshi', setupRule: 'anywhere in German East Africa', history: 'Kilimanjaro field companies (Kraut)' },
  { id: 'ger-4-fka', name: '4 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: GERMAN_EAST_AFRICA_SPACES, quickStart: 'mwanza', setupRule: 'anywhere in German East Africa', history: 'Lake Victoria companies' },
  { id: 'ger-5-fka', name: '5 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: GERMAN_EAST_AFRICA_SPACES, quickStart: 'tabora', setupRule: 'anywhere in German East Africa', history: 'Western companies (Wahle)' },
  { id: 'ger-fw', name: 'FW', side: 'German', contingent: 'German', type: 'Cavalry/Mounted infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: GERMAN_EAST_AFRICA_SPACES, quickStart: 'moshi', setupRule: 'anywhere in German East Africa', history: 'Mounted settler volunteers' },
  { id: 'ger-mark', name: 'MarK', side: 'German', contingent: 'German', type: 'Regular infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: GERMAN_EAST_AFRICA_SPACES, quickStart: 'dar-es-salaam', setupRule: 'anywhere in German East Africa', history: 'Sailors of the survey ship *Möwe*' },
  { id: 'ger-kona', name: 'KonA', side: 'German', contingent: 'German', type: 'Regular infantry', strength: 3, elite: true, artillery: false, setup: 'Konigsberg recruit box', legalSetup: ['konigsberg-recruit-box'], quickStart: 'konigsberg-recruit-box', setupRule: 'konigsberg-recruit-box (25.2); enters by card (27.2.A)', history: '*Königsberg* crew and salvaged 10.5 cm guns' },
  { id: 'ger-6-fka', name: '6 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['german-recruit-box'], quickStart: 'german-recruit-box', setupRule: 'German recruit pool (25.2)', history: 'New askari field companies, 1915-16' },
  { id: 'ger-7-fka', name: '7 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['german-recruit-box'], quickStart: 'german-recruit-box', setupRule: 'German recruit pool', history: 'as above' },
  { id: 'ger-8-fka', name: '8 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['german-recruit-box'], quickStart: 'german-recruit-box', setupRule: 'German recruit pool', history: 'as above' },
  { id: 'ger-9-fka', name: '9 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['german-recruit-box'], quickStart: 'german-recruit-box', setupRule: 'German recruit pool', history: 'as above' },
  { id: 'ger-10-fka', name: '10 FKA', side: 'German', contingent: 'German', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['german-recruit-box'], quickStart: 'german-recruit-box', setupRule: 'German recruit pool', history: 'as above' },
  { id: 'ally-mombasa-garrison', name: 'Mombasa', side: 'Allied', contingent: 'British Empire', type: 'Garrison', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: ['mombasa'], quickStart: 'mombasa', setupRule: 'mombasa (25.1)', history: 'Mombasa defences and naval guns' },
  { id: 'ally-nairobi-garrison', name: 'Nairobi', side: 'Allied', contingent: 'British Empire', type: 'Garrison', strength: 1, elite: false, artillery: false, setup: 'Start', legalSetup: ['nairobi'], quickStart: 'nairobi', setupRule: 'nairobi (25.1)', history: 'Nairobi defence force' },
  { id: 'ally-1-kar', name: '1/KAR', side: 'Allied', contingent: 'British Empire', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: BRITISH_EAST_AFRICA_TOWNS, quickStart: 'voi', setupRule: 'any town in British East Africa (25.1)', history: 'King\'s African Rifles in 1914' },
  { id: 'ally-vol-lf', name: 'Vol/LF', side: 'Allied', contingent: 'British Empire', type: 'Cavalry/Mounted infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: BRITISH_EAST_AFRICA_TOWNS, quickStart: 'mombasa', setupRule: 'any town in British East Africa (25.1)', history: 'Settler volunteers (East African Mounted Rifles) and Legion of Frontiersmen' },
  { id: 'ally-b-ief', name: 'B IEF', side: 'Allied', contingent: 'British Empire', type: 'Regular infantry', strength: 4, elite: false, artillery: false, setup: 'Start', legalSetup: ['indian-ocean-box'], quickStart: 'indian-ocean-box', setupRule: 'indian-ocean-box (25.1)', history: 'Indian Expeditionary Force B (Tanga landing)' },
  { id: 'ally-c-ief', name: 'C IEF', side: 'Allied', contingent: 'British Empire', type: 'Regular infantry', strength: 3, elite: false, artillery: false, setup: 'Start', legalSetup: ['indian-ocean-box'], quickStart: 'indian-ocean-box', setupRule: 'indian-ocean-box (25.1)', history: 'Indian Expeditionary Force C (Longido)' },
  { id: 'ally-1-sa', name: '1 SA', side: 'Allied', contingent: 'British Empire', type: 'Cavalry/Mounted infantry', strength: 3, elite: false, artillery: false, setup: 'South African box', legalSetup: ['south-african-box'], quickStart: 'south-african-box', setupRule: 'south-african-box (25.1); enters by card (27.3.A)', history: '1st South African Mounted Brigade' },
  { id: 'ally-2-sa', name: '2 SA', side: 'Allied', contingent: 'British Empire', type: 'Regular infantry', strength: 3, elite: false, artillery: false, setup: 'South African box', legalSetup: ['south-african-box'], quickStart: 'south-african-box', setupRule: 'south-african-box', history: '2nd South African Infantry Brigade' },
  { id: 'ally-3-sa', name: '3 SA', side: 'Allied', contingent: 'British Empire', type: 'Regular infantry', strength: 3, elite: false, artillery: false, setup: 'South African box', legalSetup: ['south-african-box'], quickStart: 'south-african-box', setupRule: 'south-african-box', history: '3rd South African Infantry Brigade' },
  { id: 'ally-2-kar', name: '2/KAR', side: 'Allied', contingent: 'British Empire', type: 'Light infantry', strength: 2, elite: true, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool (25.1)', history: 'Expanded, veteran KAR battalions 1916-18' },
  { id: 'ally-3-kar', name: '3/KAR', side: 'Allied', contingent: 'British Empire', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: 'KAR expansion' },
  { id: 'ally-rff', name: 'RFF', side: 'Allied', contingent: 'British Empire', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: 'Northey\'s Rhodesian field force' },
  { id: 'ally-mgc', name: 'MGC', side: 'Allied', contingent: 'British Empire', type: 'Regular infantry', strength: 2, elite: false, artillery: true, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: 'Machine Gun Corps companies' },
  { id: 'ally-rm', name: 'RM', side: 'Allied', contingent: 'British Empire', type: 'Regular infantry', strength: 2, elite: true, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: 'Royal Marines landing parties' },
  { id: 'ally-ead', name: 'EAD', side: 'Allied', contingent: 'British Empire', type: 'Regular infantry', strength: 3, elite: false, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: 'East African Division (1916 reorganisation)' },
  { id: 'ally-armored-car', name: 'Armored Car', side: 'Allied', contingent: 'British Empire', type: 'Armored car', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: 'Armoured car batteries of 1916 (moves as mounted infantry, 24.3)' },
  { id: 'ally-1-fp', name: '1 FP', side: 'Allied', contingent: 'Belgian', type: 'Light infantry', strength: 3, elite: false, artillery: false, setup: 'Start', legalSetup: BELGIAN_CONGO_SPACES, quickStart: 'kivu', setupRule: 'Belgian Congo, either space (25.1)', history: 'Force Publique northern brigade' },
  { id: 'ally-2-fp', name: '2 FP', side: 'Allied', contingent: 'Belgian', type: 'Light infantry', strength: 3, elite: false, artillery: false, setup: 'Start', legalSetup: BELGIAN_CONGO_SPACES, quickStart: 'albertville', setupRule: 'Belgian Congo, either space (25.1)', history: 'Force Publique southern brigade' },
  { id: 'ally-3-fp', name: '3 FP', side: 'Allied', contingent: 'Belgian', type: 'Light infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: '1917 Belgian column' },
  { id: 'ally-pea-garrison', name: 'PEA', side: 'Allied', contingent: 'Portuguese', type: 'Garrison', strength: 1, elite: false, artillery: false, setup: 'Start', legalSetup: ['porto-amelia'], quickStart: 'porto-amelia', setupRule: 'porto-amelia (25.1 "PEA supply town")', history: 'Colonial garrison' },
  { id: 'ally-pea-infantry', name: 'PEA', side: 'Allied', contingent: 'Portuguese', type: 'Regular infantry', strength: 2, elite: false, artillery: false, setup: 'Start', legalSetup: ['porto-amelia'], quickStart: 'porto-amelia', setupRule: 'porto-amelia (25.1)', history: 'Portuguese metropolitan infantry' },
  { id: 'ally-ex', name: 'Ex', side: 'Allied', contingent: 'Portuguese', type: 'Regular infantry', strength: 2, elite: false, artillery: false, setup: 'R', legalSetup: ['allied-recruit-box'], quickStart: 'allied-recruit-box', setupRule: 'Allied recruit pool', history: 'Portuguese expeditionary forces of 1916-17' },
] as const satisfies readonly TypedUnit[];

/** Id of one of the 36 units. */
export type UnitId = (typeof UNIT_DATA)[number]['id'];
export const UNITS: readonly UnitDef[] = UNIT_DATA;

// Markers (spec 5.3). They are not units: they never count for 26.B (R5), never fight, never are drawn.
// RULING (ours): the spec gives marker setups as prose ("TRT box 1914 II", "beside the German Recruit Box").
// We store a machine value in `setup` (a box id, or the TRT label for the Turn marker) and say how it sits
// there in `placement`; fort markers are only set up with the advanced rules (`advancedOnly`).
const MARKER_DATA = [
  { id: 'turn-marker', name: 'Turn', side: 'neutral', kind: 'Turn', setup: '1914 II', placement: 'track', advancedOnly: false, use: '6.2.3' },
  // Fort markers: set up beside (not in) the recruit cup, only with the advanced rules (25.1/25.2 notes, R14, R30, R41).
  { id: 'ger-fort', name: 'Fort', side: 'German', kind: 'Fort', setup: 'german-recruit-box', placement: 'beside', advancedOnly: true, use: '22.0, 30.3' },
  // Any Allied contingent may build the Allied fort (spec 5.3).
  { id: 'ally-fort', name: 'Fort', side: 'Allied', kind: 'Fort', setup: 'allied-recruit-box', placement: 'beside', advancedOnly: true, use: '22.0, 30.3' },
  // Available from turn 1; a 24.4 roll of 6 sends it to the deadpile for good (R19).
  { id: 'ally-air-support', name: 'Air Support', side: 'Allied', kind: 'Air Support', setup: 'indian-ocean-box', placement: 'in', advancedOnly: false, use: '24.4; ruling R19' },
] as const satisfies readonly MarkerDef[];

/** Id of one of the 4 markers. */
export type MarkerId = (typeof MARKER_DATA)[number]['id'];
export const MARKERS: readonly MarkerDef[] = MARKER_DATA;

const UNIT_INDEX: ReadonlyMap<string, UnitDef> = new Map(UNITS.map((u) => [u.id, u]));
const MARKER_INDEX: ReadonlyMap<string, MarkerDef> = new Map(MARKERS.map((m) => [m.id, m]));

/** True if `id` is one of the 36 units. */
export function isUnit(id: string): id is UnitId {
  return UNIT_INDEX.has(id);
}

/** The unit with this id; throws on an unknown id. */
export function unitById(id: string): UnitDef {
  const u = UNIT_INDEX.get(id);
  if (!u) throw new Error(`Unknown Lettow-Vorbeck unit id: ${id}`);
  return u;
}

/** The marker with this id; throws on an unknown id. */
export function markerById(id: string): MarkerDef {
  const m = MARKER_INDEX.get(id);
  if (!m) throw new Error(`Unknown Lettow-Vorbeck marker id: ${id}`);
  return m;
}
