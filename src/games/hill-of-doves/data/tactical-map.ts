// Tactical Map (TB) of Hill of Doves: the Laing's Nek battlefield (spec §2.4, Tables 2.4.1-2.4.10).
// RECONSTRUCTION, not the published map. Pure constants only.

import type {
  AssaultableObjectiveId,
  HexGrid,
  ObjectiveDef,
  ObjectiveId,
  Provenance,
  Rect,
  TacticalHex,
  TacticalHexId,
} from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§2.4',
};

/** Table 2.4.1: 12 columns × 10 rows, about 900 m per hex (rifle range of r. 2.13 is one hex). */
export const TACTICAL_GRID: HexGrid = {
  map: 'tactical',
  prefix: 'T',
  columns: 12,
  rows: 10,
  radius: 40,
  origin: { x: 20, y: 140 },
};

/** Table 2.4.1 drawing hints. */
export const TACTICAL_LAYOUT = {
  /** The hex area in pixels. */
  hexArea: { x: 20, y: 140, w: 760, h: 730 } satisfies Rect,
  /** Laager boxes sit in the band y 20-130; track panels at x ≥ 800. */
  laagerBand: { y0: 20, y1: 130 },
  trackPanelX: 800,
  colours: { objective: 'white', open: 'pale green', impassable: 'hatched brown' },
} as const;

/**
 * The ten objectives (r. 1.5; Table 2.4.3): 2 main positions, 5 outposts, 2 farms, 1 camp.
 * battlePriority copies the Boer Battle Priority Table (Table 3.7; BOER_BATTLE_PRIORITY in tables.ts).
 */
export const OBJECTIVES: Readonly<Record<ObjectiveId, ObjectiveDef>> = {
  NK: { id: 'NK', name: 'The Nek', hex: 'T0802', type: 'mainPosition', heights: true, fortification: 'trenches', assault: 'dayOnly', bombardsLaager: 'joubert', pixel: { x: 480, y: 279 }, battlePriority: 1 },
  TM: { id: 'TM', name: 'Table Mountain', hex: 'T1003', type: 'mainPosition', heights: true, fortification: 'trenches', assault: 'dayOnly', bombardsLaager: null, pixel: { x: 600, y: 348 }, battlePriority: 2 },
  BK: { id: 'BK', name: "Brownlow's Kop", hex: 'T1202', type: 'outpost', heights: true, fortification: 'sangersMarkerOnly', assault: 'dayAndNight', bombardsLaager: 'coldstream', pixel: { x: 720, y: 279 }, battlePriority: 4 },
  // r. 4.11: Majuba Mountain is the stated exception to heights.
  MM: { id: 'MM', name: 'Majuba Mountain', hex: 'T0306', type: 'outpost', heights: false, fortification: 'sangersMarkerOnly', assault: 'dayAndNight', bombardsLaager: 'smit', pixel: { x: 180, y: 521 }, battlePriority: 3 },
  MS: { id: 'MS', name: 'Majuba Slopes', hex: 'T0406', type: 'outpost', heights: false, fortification: 'sangersMarkerOnly', assault: 'dayAndNight', bombardsLaager: null, pixel: { x: 240, y: 556 }, battlePriority: 6 },
  LF: { id: 'LF', name: "Laing's Farm", hex: 'T0603', type: 'farm', heights: false, fortification: 'buildings', assault: 'dayAndNight', bombardsLaager: null, pixel: { x: 360, y: 348 }, battlePriority: 7 },
  RG: { id: 'RG', name: 'The Ridge', hex: 'T0805', type: 'outpost', heights: false, fortification: 'sangersMarkerOnly', assault: 'dayAndNight', bombardsLaager: null, pixel: { x: 480, y: 486 }, battlePriority: 8 },
  ON: { id: 'ON', name: "O'Neill's Farm", hex: 'T0707', type: 'farm', heights: false, fortification: 'buildings', assault: 'dayAndNight', bombardsLaager: null, pixel: { x: 420, y: 590 }, battlePriority: 11 },
  NP: { id: 'NP', name: 'Nkwelo Plateau', hex: 'T0509', type: 'outpost', heights: false, fortification: 'sangersMarkerOnly', assault: 'dayAndNight', bombardsLaager: null, pixel: { x: 300, y: 729 }, battlePriority: 9 },
  BC: { id: 'BC', name: 'British Camp', hex: 'T0809', type: 'camp', heights: false, fortification: 'redoubts', assault: 'never', bombardsLaager: null, pixel: { x: 480, y: 764 }, battlePriority: 10 },
};

/** Objective ids in the order of Table 2.4.3. */
export const OBJECTIVE_IDS: readonly ObjectiveId[] = ['NK', 'TM', 'BK', 'MM', 'MS', 'LF', 'RG', 'ON', 'NP', 'BC'];

/** Objectives the British may assault (all but the camp). */
export const ASSAULTABLE_OBJECTIVE_IDS: readonly AssaultableObjectiveId[] = ['NK', 'TM', 'BK', 'MM', 'MS', 'LF', 'RG', 'ON', 'NP'];

/** The objective in each hex. */
export const OBJECTIVE_BY_HEX: Readonly<Partial<Record<TacticalHexId, ObjectiveId>>> = {
  T0802: 'NK', T1003: 'TM', T1202: 'BK', T0306: 'MM', T0406: 'MS', T0603: 'LF', T0805: 'RG', T0707: 'ON', T0509: 'NP', T0809: 'BC',
};

/**
 * Every hex of the Tactical Map (Table 2.4.2), column by column. Impassable hexes: every hex of
 * row 1 (Transvaal plain, the laager ground), every hex of columns 1-2 (Drakensberg escarpment;
 * T0101 and T0201 are listed under the escarpment) and the Majuba cliffs T0305, T0307, T0405.
 * British counters, tactical columns and traced paths may never enter an impassable hex.
 * Pixel centres: Table 2.1.2 with R 40, origin (20, 140), rounded.
 */
export const TACTICAL_HEXES: readonly TacticalHex[] = [
  { id: 'T0101', col: 1, row: 1, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 175 } },
  { id: 'T0102', col: 1, row: 2, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 244 } },
  { id: 'T0103', col: 1, row: 3, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 313 } },
  { id: 'T0104', col: 1, row: 4, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 382 } },
  { id: 'T0105', col: 1, row: 5, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 452 } },
  { id: 'T0106', col: 1, row: 6, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 521 } },
  { id: 'T0107', col: 1, row: 7, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 590 } },
  { id: 'T0108', col: 1, row: 8, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 660 } },
  { id: 'T0109', col: 1, row: 9, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 729 } },
  { id: 'T0110', col: 1, row: 10, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 60, y: 798 } },
  { id: 'T0201', col: 2, row: 1, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 209 } },
  { id: 'T0202', col: 2, row: 2, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 279 } },
  { id: 'T0203', col: 2, row: 3, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 348 } },
  { id: 'T0204', col: 2, row: 4, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 417 } },
  { id: 'T0205', col: 2, row: 5, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 486 } },
  { id: 'T0206', col: 2, row: 6, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 556 } },
  { id: 'T0207', col: 2, row: 7, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 625 } },
  { id: 'T0208', col: 2, row: 8, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 694 } },
  { id: 'T0209', col: 2, row: 9, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 764 } },
  { id: 'T0210', col: 2, row: 10, terrain: { kind: 'impassable', reason: 'drakensbergEscarpment' }, pixel: { x: 120, y: 833 } },
  { id: 'T0301', col: 3, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 180, y: 175 } },
  { id: 'T0302', col: 3, row: 2, terrain: { kind: 'open' }, pixel: { x: 180, y: 244 } },
  { id: 'T0303', col: 3, row: 3, terrain: { kind: 'open' }, pixel: { x: 180, y: 313 } },
  { id: 'T0304', col: 3, row: 4, terrain: { kind: 'open' }, pixel: { x: 180, y: 382 } },
  { id: 'T0305', col: 3, row: 5, terrain: { kind: 'impassable', reason: 'majubaCliffs' }, pixel: { x: 180, y: 452 } },
  { id: 'T0306', col: 3, row: 6, terrain: { kind: 'objective', objective: 'MM' }, pixel: { x: 180, y: 521 } },
  { id: 'T0307', col: 3, row: 7, terrain: { kind: 'impassable', reason: 'majubaCliffs' }, pixel: { x: 180, y: 590 } },
  { id: 'T0308', col: 3, row: 8, terrain: { kind: 'open' }, pixel: { x: 180, y: 660 } },
  { id: 'T0309', col: 3, row: 9, terrain: { kind: 'open' }, pixel: { x: 180, y: 729 } },
  { id: 'T0310', col: 3, row: 10, terrain: { kind: 'open' }, pixel: { x: 180, y: 798 } },
  { id: 'T0401', col: 4, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 240, y: 209 } },
  { id: 'T0402', col: 4, row: 2, terrain: { kind: 'open' }, pixel: { x: 240, y: 279 } },
  { id: 'T0403', col: 4, row: 3, terrain: { kind: 'open' }, pixel: { x: 240, y: 348 } },
  { id: 'T0404', col: 4, row: 4, terrain: { kind: 'open' }, pixel: { x: 240, y: 417 } },
  { id: 'T0405', col: 4, row: 5, terrain: { kind: 'impassable', reason: 'majubaCliffs' }, pixel: { x: 240, y: 486 } },
  { id: 'T0406', col: 4, row: 6, terrain: { kind: 'objective', objective: 'MS' }, pixel: { x: 240, y: 556 } },
  { id: 'T0407', col: 4, row: 7, terrain: { kind: 'open' }, pixel: { x: 240, y: 625 } },
  { id: 'T0408', col: 4, row: 8, terrain: { kind: 'open' }, pixel: { x: 240, y: 694 } },
  { id: 'T0409', col: 4, row: 9, terrain: { kind: 'open' }, pixel: { x: 240, y: 764 } },
  { id: 'T0410', col: 4, row: 10, terrain: { kind: 'open' }, pixel: { x: 240, y: 833 } },
  { id: 'T0501', col: 5, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 300, y: 175 } },
  { id: 'T0502', col: 5, row: 2, terrain: { kind: 'open' }, pixel: { x: 300, y: 244 } },
  { id: 'T0503', col: 5, row: 3, terrain: { kind: 'open' }, pixel: { x: 300, y: 313 } },
  { id: 'T0504', col: 5, row: 4, terrain: { kind: 'open' }, pixel: { x: 300, y: 382 } },
  { id: 'T0505', col: 5, row: 5, terrain: { kind: 'open' }, pixel: { x: 300, y: 452 } },
  { id: 'T0506', col: 5, row: 6, terrain: { kind: 'open' }, pixel: { x: 300, y: 521 } },
  { id: 'T0507', col: 5, row: 7, terrain: { kind: 'open' }, pixel: { x: 300, y: 590 } },
  { id: 'T0508', col: 5, row: 8, terrain: { kind: 'open' }, pixel: { x: 300, y: 660 } },
  { id: 'T0509', col: 5, row: 9, terrain: { kind: 'objective', objective: 'NP' }, pixel: { x: 300, y: 729 } },
  { id: 'T0510', col: 5, row: 10, terrain: { kind: 'open' }, pixel: { x: 300, y: 798 } },
  { id: 'T0601', col: 6, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 360, y: 209 } },
  { id: 'T0602', col: 6, row: 2, terrain: { kind: 'open' }, pixel: { x: 360, y: 279 } },
  { id: 'T0603', col: 6, row: 3, terrain: { kind: 'objective', objective: 'LF' }, pixel: { x: 360, y: 348 } },
  { id: 'T0604', col: 6, row: 4, terrain: { kind: 'open' }, pixel: { x: 360, y: 417 } },
  { id: 'T0605', col: 6, row: 5, terrain: { kind: 'open' }, pixel: { x: 360, y: 486 } },
  { id: 'T0606', col: 6, row: 6, terrain: { kind: 'open' }, pixel: { x: 360, y: 556 } },
  { id: 'T0607', col: 6, row: 7, terrain: { kind: 'open' }, pixel: { x: 360, y: 625 } },
  { id: 'T0608', col: 6, row: 8, terrain: { kind: 'open' }, pixel: { x: 360, y: 694 } },
  { id: 'T0609', col: 6, row: 9, terrain: { kind: 'open' }, pixel: { x: 360, y: 764 } },
  { id: 'T0610', col: 6, row: 10, terrain: { kind: 'open' }, pixel: { x: 360, y: 833 } },
  { id: 'T0701', col: 7, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 420, y: 175 } },
  { id: 'T0702', col: 7, row: 2, terrain: { kind: 'open' }, pixel: { x: 420, y: 244 } },
  { id: 'T0703', col: 7, row: 3, terrain: { kind: 'open' }, pixel: { x: 420, y: 313 } },
  { id: 'T0704', col: 7, row: 4, terrain: { kind: 'open' }, pixel: { x: 420, y: 382 } },
  { id: 'T0705', col: 7, row: 5, terrain: { kind: 'open' }, pixel: { x: 420, y: 452 } },
  { id: 'T0706', col: 7, row: 6, terrain: { kind: 'open' }, pixel: { x: 420, y: 521 } },
  { id: 'T0707', col: 7, row: 7, terrain: { kind: 'objective', objective: 'ON' }, pixel: { x: 420, y: 590 } },
  { id: 'T0708', col: 7, row: 8, terrain: { kind: 'open' }, pixel: { x: 420, y: 660 } },
  { id: 'T0709', col: 7, row: 9, terrain: { kind: 'open' }, pixel: { x: 420, y: 729 } },
  { id: 'T0710', col: 7, row: 10, terrain: { kind: 'open' }, pixel: { x: 420, y: 798 } },
  { id: 'T0801', col: 8, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 480, y: 209 } },
  { id: 'T0802', col: 8, row: 2, terrain: { kind: 'objective', objective: 'NK' }, pixel: { x: 480, y: 279 } },
  { id: 'T0803', col: 8, row: 3, terrain: { kind: 'open' }, pixel: { x: 480, y: 348 } },
  { id: 'T0804', col: 8, row: 4, terrain: { kind: 'open' }, pixel: { x: 480, y: 417 } },
  { id: 'T0805', col: 8, row: 5, terrain: { kind: 'objective', objective: 'RG' }, pixel: { x: 480, y: 486 } },
  { id: 'T0806', col: 8, row: 6, terrain: { kind: 'open' }, pixel: { x: 480, y: 556 } },
  { id: 'T0807', col: 8, row: 7, terrain: { kind: 'open' }, pixel: { x: 480, y: 625 } },
  { id: 'T0808', col: 8, row: 8, terrain: { kind: 'open' }, pixel: { x: 480, y: 694 } },
  { id: 'T0809', col: 8, row: 9, terrain: { kind: 'objective', objective: 'BC' }, pixel: { x: 480, y: 764 } },
  { id: 'T0810', col: 8, row: 10, terrain: { kind: 'open' }, pixel: { x: 480, y: 833 } },
  { id: 'T0901', col: 9, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 540, y: 175 } },
  { id: 'T0902', col: 9, row: 2, terrain: { kind: 'open' }, pixel: { x: 540, y: 244 } },
  { id: 'T0903', col: 9, row: 3, terrain: { kind: 'open' }, pixel: { x: 540, y: 313 } },
  { id: 'T0904', col: 9, row: 4, terrain: { kind: 'open' }, pixel: { x: 540, y: 382 } },
  { id: 'T0905', col: 9, row: 5, terrain: { kind: 'open' }, pixel: { x: 540, y: 452 } },
  { id: 'T0906', col: 9, row: 6, terrain: { kind: 'open' }, pixel: { x: 540, y: 521 } },
  { id: 'T0907', col: 9, row: 7, terrain: { kind: 'open' }, pixel: { x: 540, y: 590 } },
  { id: 'T0908', col: 9, row: 8, terrain: { kind: 'open' }, pixel: { x: 540, y: 660 } },
  { id: 'T0909', col: 9, row: 9, terrain: { kind: 'open' }, pixel: { x: 540, y: 729 } },
  { id: 'T0910', col: 9, row: 10, terrain: { kind: 'open' }, pixel: { x: 540, y: 798 } },
  { id: 'T1001', col: 10, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 600, y: 209 } },
  { id: 'T1002', col: 10, row: 2, terrain: { kind: 'open' }, pixel: { x: 600, y: 279 } },
  { id: 'T1003', col: 10, row: 3, terrain: { kind: 'objective', objective: 'TM' }, pixel: { x: 600, y: 348 } },
  { id: 'T1004', col: 10, row: 4, terrain: { kind: 'open' }, pixel: { x: 600, y: 417 } },
  { id: 'T1005', col: 10, row: 5, terrain: { kind: 'open' }, pixel: { x: 600, y: 486 } },
  { id: 'T1006', col: 10, row: 6, terrain: { kind: 'open' }, pixel: { x: 600, y: 556 } },
  { id: 'T1007', col: 10, row: 7, terrain: { kind: 'open' }, pixel: { x: 600, y: 625 } },
  { id: 'T1008', col: 10, row: 8, terrain: { kind: 'open' }, pixel: { x: 600, y: 694 } },
  { id: 'T1009', col: 10, row: 9, terrain: { kind: 'open' }, pixel: { x: 600, y: 764 } },
  { id: 'T1010', col: 10, row: 10, terrain: { kind: 'open' }, pixel: { x: 600, y: 833 } },
  { id: 'T1101', col: 11, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 660, y: 175 } },
  { id: 'T1102', col: 11, row: 2, terrain: { kind: 'open' }, pixel: { x: 660, y: 244 } },
  { id: 'T1103', col: 11, row: 3, terrain: { kind: 'open' }, pixel: { x: 660, y: 313 } },
  { id: 'T1104', col: 11, row: 4, terrain: { kind: 'open' }, pixel: { x: 660, y: 382 } },
  { id: 'T1105', col: 11, row: 5, terrain: { kind: 'open' }, pixel: { x: 660, y: 452 } },
  { id: 'T1106', col: 11, row: 6, terrain: { kind: 'open' }, pixel: { x: 660, y: 521 } },
  { id: 'T1107', col: 11, row: 7, terrain: { kind: 'open' }, pixel: { x: 660, y: 590 } },
  { id: 'T1108', col: 11, row: 8, terrain: { kind: 'open' }, pixel: { x: 660, y: 660 } },
  { id: 'T1109', col: 11, row: 9, terrain: { kind: 'open' }, pixel: { x: 660, y: 729 } },
  { id: 'T1110', col: 11, row: 10, terrain: { kind: 'open' }, pixel: { x: 660, y: 798 } },
  { id: 'T1201', col: 12, row: 1, terrain: { kind: 'impassable', reason: 'transvaalPlain' }, pixel: { x: 720, y: 209 } },
  { id: 'T1202', col: 12, row: 2, terrain: { kind: 'objective', objective: 'BK' }, pixel: { x: 720, y: 279 } },
  { id: 'T1203', col: 12, row: 3, terrain: { kind: 'open' }, pixel: { x: 720, y: 348 } },
  { id: 'T1204', col: 12, row: 4, terrain: { kind: 'open' }, pixel: { x: 720, y: 417 } },
  { id: 'T1205', col: 12, row: 5, terrain: { kind: 'open' }, pixel: { x: 720, y: 486 } },
  { id: 'T1206', col: 12, row: 6, terrain: { kind: 'open' }, pixel: { x: 720, y: 556 } },
  { id: 'T1207', col: 12, row: 7, terrain: { kind: 'open' }, pixel: { x: 720, y: 625 } },
  { id: 'T1208', col: 12, row: 8, terrain: { kind: 'open' }, pixel: { x: 720, y: 694 } },
  { id: 'T1209', col: 12, row: 9, terrain: { kind: 'open' }, pixel: { x: 720, y: 764 } },
  { id: 'T1210', col: 12, row: 10, terrain: { kind: 'open' }, pixel: { x: 720, y: 833 } },
];

/**
 * Table 2.4.4: neighbours of each objective, as printed. While the objective is Boer-controlled,
 * these are its rifle fire hexes (r. 2.13). Impassable ones are included (marked `*` in the spec).
 */
export const OBJECTIVE_NEIGHBOURS: Readonly<Record<ObjectiveId, readonly TacticalHexId[]>> = {
  NK: ['T0801', 'T0803', 'T0702', 'T0703', 'T0902', 'T0903'],
  TM: ['T1002', 'T1004', 'T0903', 'T0904', 'T1103', 'T1104'],
  BK: ['T1201', 'T1203', 'T1102', 'T1103'],
  MM: ['T0305', 'T0307', 'T0205', 'T0206', 'T0405', 'T0406'],
  MS: ['T0405', 'T0407', 'T0306', 'T0307', 'T0506', 'T0507'],
  LF: ['T0602', 'T0604', 'T0503', 'T0504', 'T0703', 'T0704'],
  RG: ['T0804', 'T0806', 'T0705', 'T0706', 'T0905', 'T0906'],
  ON: ['T0706', 'T0708', 'T0606', 'T0607', 'T0806', 'T0807'],
  NP: ['T0508', 'T0510', 'T0408', 'T0409', 'T0608', 'T0609'],
  // No objective is adjacent to the camp, so the camp hex is never a rifle fire hex.
  BC: ['T0808', 'T0810', 'T0709', 'T0710', 'T0909', 'T0910'],
};

/** Table 2.4.5: hex distances between objectives. */
export const OBJECTIVE_DISTANCES: Readonly<Record<ObjectiveId, Readonly<Record<ObjectiveId, number>>>> = {
  NK: { NK: 0, TM: 2, BK: 4, MM: 6, MS: 6, LF: 2, RG: 3, ON: 5, NP: 8, BC: 7 },
  TM: { NK: 2, TM: 0, BK: 2, MM: 7, MS: 6, LF: 4, RG: 3, ON: 5, NP: 8, BC: 7 },
  BK: { NK: 4, TM: 2, BK: 0, MM: 9, MS: 8, LF: 6, RG: 5, ON: 7, NP: 10, BC: 9 },
  MM: { NK: 6, TM: 7, BK: 9, MM: 0, MS: 1, LF: 4, RG: 5, ON: 4, NP: 4, BC: 6 },
  MS: { NK: 6, TM: 6, BK: 8, MM: 1, MS: 0, LF: 4, RG: 4, ON: 3, NP: 3, BC: 5 },
  LF: { NK: 2, TM: 4, BK: 6, MM: 4, MS: 4, LF: 0, RG: 3, ON: 4, NP: 6, BC: 7 },
  RG: { NK: 3, TM: 3, BK: 5, MM: 5, MS: 4, LF: 3, RG: 0, ON: 2, NP: 5, BC: 4 },
  ON: { NK: 5, TM: 5, BK: 7, MM: 4, MS: 3, LF: 4, RG: 2, ON: 0, NP: 3, BC: 3 },
  NP: { NK: 8, TM: 8, BK: 10, MM: 4, MS: 3, LF: 6, RG: 5, ON: 3, NP: 0, BC: 3 },
  BC: { NK: 7, TM: 7, BK: 9, MM: 6, MS: 5, LF: 7, RG: 4, ON: 3, NP: 3, BC: 0 },
};

/**
 * "No more than two intervening hexes" (r. 4.1, 4.5) means distance ≤ 3 (spec Table 0.1).
 * Used for artillery range (r. 4.1), supporting objectives (r. 4.5) and the secure rule (§3.9).
 */
export const SUPPORT_RANGE = 3;

/** Table 2.4.6: objectives within distance 3 of each objective. */
export const OBJECTIVES_WITHIN_3: Readonly<Record<ObjectiveId, readonly ObjectiveId[]>> = {
  NK: ['TM', 'LF', 'RG'],
  TM: ['NK', 'BK', 'RG'],
  BK: ['TM'],
  MM: ['MS'],
  MS: ['MM', 'ON', 'NP'],
  LF: ['NK', 'RG'],
  RG: ['NK', 'TM', 'LF', 'ON'],
  ON: ['MS', 'RG', 'NP', 'BC'],
  NP: ['MS', 'ON', 'BC'],
  BC: ['ON', 'NP'],
};

/** Kinds of traced path (Table 2.4.7). */
export type TacticalPathPurpose = 'lineOfCommunication' | 'transfer' | 'supply' | 'tacticalMovement';

export interface TacticalPathRule {
  purpose: TacticalPathPurpose;
  rules: readonly string[];
  from: string;
  to: string;
  /** Hexes that may not be used between the two ends. */
  blockedBy: readonly ('impassable' | 'boerObjectiveHex' | 'rifleFireHex' | 'otherTacticalColumn')[];
  /** The ends' exemption. */
  ends: string;
  /** Must the route be a shortest legal route? */
  shortest: boolean;
}

/** Table 2.4.7: path rules (r. 2.3, 2.13, 2.15, 3.3; R20, R58). Tactical columns block only tactical movement. */
export const TACTICAL_PATH_RULES: readonly TacticalPathRule[] = [
  { purpose: 'lineOfCommunication', rules: ['2.3'], from: 'The chosen rifle fire hex of the target', to: 'BC', blockedBy: ['impassable', 'boerObjectiveHex', 'rifleFireHex'], ends: 'Both ends are exempt.', shortest: false },
  { purpose: 'transfer', rules: ['2.13'], from: 'objective', to: 'objective', blockedBy: ['impassable', 'boerObjectiveHex', 'rifleFireHex'], ends: 'Both ends are exempt.', shortest: false },
  { purpose: 'supply', rules: ['2.15'], from: 'objective', to: 'BC', blockedBy: ['impassable', 'boerObjectiveHex', 'rifleFireHex'], ends: 'Both ends are exempt.', shortest: false },
  {
    purpose: 'tacticalMovement',
    rules: ['3.3'],
    from: 'current hex',
    to: "the hex holding the column's orders marker",
    blockedBy: ['impassable', 'boerObjectiveHex', 'rifleFireHex', 'otherTacticalColumn'],
    ends: 'The destination is exempt from the rifle fire condition only (ruling R58 keeps it free of other columns). The British Camp hex never counts as holding another tactical column.',
    shortest: true,
  },
];

/**
 * Orders marker placement (note under Table 2.4.7, R58): a rifle fire hex of the target that is
 * passable, is not a Boer-controlled objective hex and holds no other tactical column's orders
 * marker. A British objective hex is allowed (R47: Majuba Slopes for Majuba Mountain).
 */
export const ORDERS_MARKER_RULE =
  "An orders marker (r. 3.1) may be placed only in a rifle fire hex of the target that is passable, is not a Boer-controlled objective hex and holds no other tactical column's orders marker (ruling R58). A column whose orders marker is for Majuba Mountain, and any transfer into Majuba Mountain, may hold only the counter types of r. 4.13 (ruling R59).";

/** Tactical Board boxes (Table 2.4.8): pixel hints and contents. */
export type TacticalBoxId =
  | 'smitLaager'
  | 'joubertLaager'
  | 'coldstreamLaager'
  | 'britishCampHolding'
  | 'britishCampHospital'
  | 'nightAssaults'
  | 'britishCampSupplyTrack'
  | 'tacticalTimeTrack'
  | 'firepowerTrack';

export const TACTICAL_BOXES: Readonly<Record<TacticalBoxId, { name: string; rect: Rect; contents: string }>> = {
  smitLaager: { name: 'Smit Laager Box', rect: { x: 100, y: 20, w: 200, h: 100 }, contents: 'Boer wagon marker (Smit); the Smit counter when not in battle' },
  joubertLaager: { name: 'Joubert Laager Box', rect: { x: 390, y: 20, w: 180, h: 100 }, contents: 'Boer wagon marker (Joubert); the Joubert counter (always)' },
  coldstreamLaager: { name: 'Coldstream Laager Box', rect: { x: 620, y: 20, w: 160, h: 100 }, contents: 'Boer wagon marker (Coldstream); the crack veldkornetskap when not in battle' },
  britishCampHolding: { name: 'British Camp Holding Box', rect: { x: 800, y: 20, w: 380, h: 200 }, contents: 'British counters at the camp' },
  britishCampHospital: { name: 'British Camp Hospital Box', rect: { x: 800, y: 230, w: 380, h: 140 }, contents: 'hospitalized counters that departed from the camp' },
  nightAssaults: { name: 'Night Assaults Box', rect: { x: 800, y: 380, w: 380, h: 50 }, contents: '3 night assault option markers' },
  britishCampSupplyTrack: { name: 'British Camp Supply Track', rect: { x: 800, y: 440, w: 380, h: 180 }, contents: '7 supply markers' },
  tacticalTimeTrack: { name: 'Tactical Time Track', rect: { x: 20, y: 890, w: 1160, h: 50 }, contents: 'tactical time marker, spare orders markers' },
  firepowerTrack: { name: 'Firepower Track', rect: { x: 20, y: 950, w: 1160, h: 40 }, contents: 'British total and Boer total markers' },
};

/** One legal orders-marker hex and its line-of-communication length (hexes to the camp). */
export interface LocEntry {
  hex: TacticalHexId;
  length: number;
}

/**
 * Table 2.4.9: derived facts for testing path code. For each set of British-controlled objectives:
 * the assaultable objectives with their legal rifle fire hexes and LOC path lengths (also the
 * tactical-movement distance), and the objectives that cannot be assaulted.
 */
export const LOC_TEST_CASES: readonly {
  british: readonly ObjectiveId[];
  assaultable: Readonly<Partial<Record<AssaultableObjectiveId, readonly LocEntry[]>>>;
  notAssaultable: readonly AssaultableObjectiveId[];
}[] = [
  {
    british: ['BC'],
    assaultable: {
      TM: [{ hex: 'T1004', length: 6 }, { hex: 'T1104', length: 7 }],
      BK: [{ hex: 'T1203', length: 8 }],
      RG: [{ hex: 'T0806', length: 4 }, { hex: 'T0906', length: 4 }, { hex: 'T0905', length: 6 }],
      ON: [{ hex: 'T0708', length: 2 }, { hex: 'T0807', length: 2 }, { hex: 'T0806', length: 4 }],
      NP: [{ hex: 'T0608', length: 2 }, { hex: 'T0609', length: 2 }, { hex: 'T0510', length: 3 }],
    },
    notAssaultable: ['NK', 'MM', 'MS', 'LF'],
  },
  {
    british: ['BC', 'NP', 'ON'],
    assaultable: {
      TM: [{ hex: 'T1004', length: 6 }, { hex: 'T1104', length: 7 }],
      BK: [{ hex: 'T1203', length: 8 }],
      MS: [{ hex: 'T0407', length: 4 }, { hex: 'T0507', length: 4 }, { hex: 'T0506', length: 5 }],
      LF: [{ hex: 'T0604', length: 6 }, { hex: 'T0504', length: 7 }, { hex: 'T0503', length: 9 }, { hex: 'T0602', length: 11 }],
      RG: [{ hex: 'T0806', length: 3 }, { hex: 'T0706', length: 4 }, { hex: 'T0906', length: 4 }, { hex: 'T0705', length: 6 }, { hex: 'T0905', length: 6 }],
    },
    notAssaultable: ['NK', 'MM'],
  },
  {
    british: ['BC', 'RG'],
    assaultable: {
      NK: [{ hex: 'T0803', length: 7 }],
      TM: [{ hex: 'T0904', length: 6 }, { hex: 'T1004', length: 6 }, { hex: 'T1104', length: 7 }],
      BK: [{ hex: 'T1203', length: 8 }],
      MS: [{ hex: 'T0506', length: 8 }],
      LF: [{ hex: 'T0604', length: 7 }, { hex: 'T0704', length: 7 }, { hex: 'T0504', length: 9 }, { hex: 'T0503', length: 11 }, { hex: 'T0602', length: 13 }],
      ON: [{ hex: 'T0708', length: 2 }, { hex: 'T0807', length: 2 }, { hex: 'T0806', length: 4 }, { hex: 'T0706', length: 6 }, { hex: 'T0606', length: 8 }],
      NP: [{ hex: 'T0608', length: 2 }, { hex: 'T0609', length: 2 }, { hex: 'T0510', length: 3 }],
    },
    notAssaultable: ['MM'],
  },
  {
    british: ['BC', 'NP', 'MS'],
    assaultable: {
      TM: [{ hex: 'T1004', length: 6 }, { hex: 'T1104', length: 7 }],
      BK: [{ hex: 'T1203', length: 8 }],
      MM: [{ hex: 'T0406', length: 5 }],
      LF: [{ hex: 'T0504', length: 7 }, { hex: 'T0604', length: 7 }, { hex: 'T0503', length: 9 }, { hex: 'T0602', length: 11 }],
      RG: [{ hex: 'T0806', length: 4 }, { hex: 'T0906', length: 4 }, { hex: 'T0905', length: 6 }, { hex: 'T0705', length: 7 }, { hex: 'T0706', length: 7 }],
      ON: [{ hex: 'T0708', length: 2 }, { hex: 'T0807', length: 2 }, { hex: 'T0607', length: 3 }, { hex: 'T0806', length: 4 }, { hex: 'T0606', length: 5 }, { hex: 'T0706', length: 7 }],
    },
    notAssaultable: ['NK'],
  },
  {
    british: ['BC', 'NP', 'ON', 'RG', 'MS'],
    assaultable: {
      NK: [{ hex: 'T0803', length: 6 }],
      TM: [{ hex: 'T0904', length: 6 }, { hex: 'T1004', length: 6 }, { hex: 'T1104', length: 7 }],
      BK: [{ hex: 'T1203', length: 8 }],
      MM: [{ hex: 'T0406', length: 5 }],
      LF: [{ hex: 'T0604', length: 6 }, { hex: 'T0704', length: 6 }, { hex: 'T0504', length: 7 }, { hex: 'T0503', length: 9 }, { hex: 'T0602', length: 11 }],
    },
    notAssaultable: [],
  },
  {
    british: ['BC', 'RG', 'LF'],
    assaultable: {
      NK: [{ hex: 'T0803', length: 7 }, { hex: 'T0703', length: 8 }, { hex: 'T0702', length: 10 }],
      TM: [{ hex: 'T0904', length: 6 }, { hex: 'T1004', length: 6 }, { hex: 'T1104', length: 7 }],
      BK: [{ hex: 'T1203', length: 8 }],
      MS: [{ hex: 'T0506', length: 8 }],
      ON: [{ hex: 'T0708', length: 2 }, { hex: 'T0807', length: 2 }, { hex: 'T0806', length: 4 }, { hex: 'T0706', length: 6 }, { hex: 'T0606', length: 8 }],
      NP: [{ hex: 'T0608', length: 2 }, { hex: 'T0609', length: 2 }, { hex: 'T0510', length: 3 }],
    },
    notAssaultable: ['MM'],
  },
];

/** Table 2.4.10: the decorative road polyline (no game effect). */
export const TACTICAL_ROAD_POLYLINE: readonly TacticalHexId[] = ['T0809', 'T0808', 'T0807', 'T0806', 'T0805', 'T0804', 'T0803', 'T0802'];

/**
 * r. 4.13 / R41 / R59: only these counter kinds may assault or enter Majuba Mountain, and only if
 * Majuba Slopes is British-controlled. The cliffs make Majuba Slopes the only way onto the mountain.
 */
export const MAJUBA_ALLOWED = {
  counterKinds: ['general', 'hq', 'company', 'navalBrigade'] as const,
  sectionTypes: ['mountainGun', 'rocket'] as const,
  requiresBritishControlOf: 'MS' as ObjectiveId,
};
