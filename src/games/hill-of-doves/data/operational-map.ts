// Operational Map (OB) of Hill of Doves: the road Fort Amiel → Mount Prospect (spec §2.3,
// Tables 2.3.1-2.3.4). RECONSTRUCTION, not the published map. Pure constants only.
// Only the road hexes are playable; the others are scenery.

import type { HexGrid, MapLabel, OperationalHexId, OperationalRoadHex, Provenance, Rect } from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§2.3',
};

/** Table 2.3.1: 5 columns × 11 rows (O0101-O0511), about 3 km per hex. */
export const OPERATIONAL_GRID: HexGrid = {
  map: 'operational',
  prefix: 'O',
  columns: 5,
  rows: 11,
  radius: 40,
  origin: { x: 20, y: 20 },
};

/** Table 2.3.1 drawing hint: map area about 340 × 800 px. */
export const OPERATIONAL_LAYOUT = { mapArea: { x: 20, y: 20, w: 340, h: 800 } satisfies Rect } as const;

/**
 * Table 2.3.2: the road, a path graph (each hex neighbours only the previous and next index).
 * Columns formed at Fort Amiel move toward higher indices; columns formed at Mount Prospect move
 * toward lower indices (r. 2.7). Pixel centres: Table 2.1.2 with R 40, origin (20, 20), rounded.
 */
export const OPERATIONAL_ROAD: readonly OperationalRoadHex[] = [
  { index: 0, hex: 'O0311', name: 'Fort Amiel', heights: false, drifts: false, sameLocationAs: 'fortAmiel', special: 'The same location as Newcastle and the Fort Amiel Holding Box (r. 1.1). Operational columns start here (r. 2.4).', pixel: { x: 180, y: 747 } },
  { index: 1, hex: 'O0310', name: 'Ingagane road', heights: false, drifts: false, sameLocationAs: null, special: null, pixel: { x: 180, y: 678 } },
  { index: 2, hex: 'O0309', name: 'Newcastle flats', heights: false, drifts: false, sameLocationAs: null, special: null, pixel: { x: 180, y: 609 } },
  { index: 3, hex: 'O0308', name: 'Kliprivier road', heights: false, drifts: false, sameLocationAs: null, special: null, pixel: { x: 180, y: 540 } },
  { index: 4, hex: 'O0307', name: 'Ingogo approaches', heights: false, drifts: false, sameLocationAs: null, special: null, pixel: { x: 180, y: 470 } },
  { index: 5, hex: 'O0306', name: 'Schuinshoogte', heights: true, drifts: false, sameLocationAs: null, special: 'Heights hex (r. 4.11). British in an ambushed column here get the heights modifier (§5.5).', pixel: { x: 180, y: 401 } },
  { index: 6, hex: 'O0305', name: 'Double Drifts', heights: false, drifts: true, sameLocationAs: null, special: 'The drifts marker sits here (r. 2.2, 2.7).', pixel: { x: 180, y: 332 } },
  { index: 7, hex: 'O0304', name: 'Imquela road', heights: false, drifts: false, sameLocationAs: null, special: null, pixel: { x: 180, y: 262 } },
  { index: 8, hex: 'O0303', name: 'Mount Prospect', heights: false, drifts: false, sameLocationAs: 'britishCamp', special: 'The same location as the British Camp (r. 1.5). Operational columns start here (r. 2.4).', pixel: { x: 180, y: 193 } },
];

export const FORT_AMIEL_INDEX = 0;
export const MOUNT_PROSPECT_INDEX = 8;
/** Trip length Fort Amiel → Mount Prospect: 8 hexes. */
export const ROAD_LENGTH = 8;
export const FORT_AMIEL_HEX: OperationalHexId = 'O0311';
export const MOUNT_PROSPECT_HEX: OperationalHexId = 'O0303';
export const SCHUINSHOOGTE_HEX: OperationalHexId = 'O0306';
export const DOUBLE_DRIFTS_HEX: OperationalHexId = 'O0305';

/** Labels with no game function (Table 2.3.2). */
export const OPERATIONAL_LABELS: readonly MapLabel<OperationalHexId>[] = [{ hex: 'O0302', label: 'To Laing\'s Nek' }];

/**
 * Table 2.3.3: segments needed for the trip at the moves of §3.5 (2 segments = 1 day). A flooded
 * Double Drifts hex can add segments (r. 2.7). Derived data, kept for tests.
 */
export const TRIP_SEGMENTS: readonly {
  convoy: boolean;
  weather: 'fine' | 'rain';
  ground: 'dryFirmWet' | 'mudDeepMud';
  hexesPerSegment: number;
  segments: number;
}[] = [
  { convoy: false, weather: 'fine', ground: 'dryFirmWet', hexesPerSegment: 4, segments: 2 },
  { convoy: false, weather: 'rain', ground: 'dryFirmWet', hexesPerSegment: 3, segments: 3 },
  { convoy: false, weather: 'fine', ground: 'mudDeepMud', hexesPerSegment: 3, segments: 3 },
  { convoy: false, weather: 'rain', ground: 'mudDeepMud', hexesPerSegment: 2, segments: 4 },
  { convoy: true, weather: 'fine', ground: 'dryFirmWet', hexesPerSegment: 3, segments: 3 },
  { convoy: true, weather: 'rain', ground: 'dryFirmWet', hexesPerSegment: 2, segments: 4 },
  { convoy: true, weather: 'fine', ground: 'mudDeepMud', hexesPerSegment: 2, segments: 4 },
  { convoy: true, weather: 'rain', ground: 'mudDeepMud', hexesPerSegment: 1, segments: 8 },
];

/** Table 2.3.4: boxes on the OB (pixel hints). */
export const OPERATIONAL_BOXES: Readonly<
  Record<'operationalTimeTrack' | 'weatherTrack' | 'oxWagonConvoyDiagram' | 'fortAmielHolding' | 'fortAmielHospital', { name: string; rect: Rect; contents: string }>
> = {
  operationalTimeTrack: { name: 'Operational Time Track (8 boxes, §1.3)', rect: { x: 380, y: 20, w: 560, h: 60 }, contents: 'operational time marker' },
  weatherTrack: { name: 'Weather Track (5 boxes, §4.3)', rect: { x: 380, y: 100, w: 400, h: 60 }, contents: 'weather marker' },
  oxWagonConvoyDiagram: {
    name: 'Ox Wagon Convoy Diagram',
    rect: { x: 380, y: 180, w: 560, h: 160 },
    contents: 'a convoy box plus 7 supply boxes (rations, medical supplies, herds, cartridges, shells, case shot, rockets)',
  },
  fortAmielHolding: { name: 'Fort Amiel Holding Box', rect: { x: 380, y: 360, w: 560, h: 220 }, contents: 'British counters at Fort Amiel and the unused supply counters' },
  fortAmielHospital: { name: 'Fort Amiel Hospital Box', rect: { x: 380, y: 600, w: 560, h: 180 }, contents: 'hospitalized counters that departed from Fort Amiel' },
};
