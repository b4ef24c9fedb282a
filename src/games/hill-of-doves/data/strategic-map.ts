// Strategic Map (SB) of Hill of Doves: Natal and the Transvaal (spec §2.2, Tables 2.2.1-2.2.5).
// RECONSTRUCTION, not the published map. Pure constants only.
// Terrain is decorative: only the route hexes are used in play (Table 2.2.1).

import type { HexGrid, MapLabel, Provenance, Rect, StrategicHexId, StrategicRouteHex, TownDef, TownId } from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§2.2',
};

/** Table 2.2.1: 11 columns × 15 rows (S0101-S1115), about 48 km between hex centres. */
export const STRATEGIC_GRID: HexGrid = {
  map: 'strategic',
  prefix: 'S',
  columns: 11,
  rows: 15,
  radius: 28,
  origin: { x: 20, y: 20 },
};

/** Table 2.2.1 drawing hints: map area about 500 × 770 px; tracks in a panel at x 540-1100. */
export const STRATEGIC_LAYOUT = {
  mapArea: { x: 20, y: 20, w: 500, h: 770 } satisfies Rect,
  trackPanel: { x0: 540, x1: 1100 },
} as const;

/**
 * Table 2.2.2: the route Durban → Newcastle, a path graph and the only hexes strategic columns use.
 * A column at index i moves to min(6, i + hexes rolled on the Strategic Movement Roll Table); it
 * never moves backwards. Pixel centres: Table 2.1.2 with R 28, origin (20, 20), rounded.
 */
export const STRATEGIC_ROUTE: readonly StrategicRouteHex[] = [
  { index: 0, hex: 'S1015', name: 'Durban', role: 'Strategic columns are placed here (r. 1.2). Ship counters stay here (r. 1.1). A dead Wood stays here (r. 4.10).', pixel: { x: 426, y: 747 } },
  { index: 1, hex: 'S0915', name: 'Pietermaritzburg', role: 'road', pixel: { x: 384, y: 723 } },
  { index: 2, hex: 'S0814', name: 'Mooi River', role: 'road', pixel: { x: 342, y: 699 } },
  { index: 3, hex: 'S0813', name: 'Estcourt', role: 'road', pixel: { x: 342, y: 650 } },
  { index: 4, hex: 'S0812', name: 'Ladysmith', role: 'road. The Orange Free State interdiction (r. 1.3) is shown on the Ladysmith–Newcastle stretch.', pixel: { x: 342, y: 602 } },
  { index: 5, hex: 'S0811', name: 'Biggarsberg', role: 'road', pixel: { x: 342, y: 553 } },
  { index: 6, hex: 'S0810', name: 'Newcastle', role: 'The same location as Fort Amiel (r. 1.1). On arrival, counters go to the Fort Amiel Holding Box.', pixel: { x: 342, y: 505 } },
];

/** Route index of Durban and of Newcastle (= Fort Amiel). Length Durban → Newcastle: 6 moves. */
export const DURBAN_INDEX = 0;
export const NEWCASTLE_INDEX = 6;
export const DURBAN_HEX: StrategicHexId = 'S1015';
export const NEWCASTLE_HEX: StrategicHexId = 'S0810';

/**
 * Table 2.2.3: the seven Transvaal towns (r. 1.4), each marker garrisoned / captured.
 * Listed in the order of the Siege Roll Table (Table 3.3, R28): Pretoria last.
 */
export const TOWNS: Readonly<Record<TownId, TownDef>> = {
  POTCHEFSTROOM: { id: 'POTCHEFSTROOM', name: 'Potchefstroom', hex: 'S0108', pixel: { x: 48, y: 384 } },
  RUSTENBURG: { id: 'RUSTENBURG', name: 'Rustenburg', hex: 'S0106', pixel: { x: 48, y: 287 } },
  MARABASTAD: { id: 'MARABASTAD', name: 'Marabastad', hex: 'S0702', pixel: { x: 300, y: 93 } },
  LYDENBURG: { id: 'LYDENBURG', name: 'Lydenburg', hex: 'S0905', pixel: { x: 384, y: 238 } },
  WAKKERSTROOM: { id: 'WAKKERSTROOM', name: 'Wakkerstroom', hex: 'S0910', pixel: { x: 384, y: 481 } },
  STANDERTON: { id: 'STANDERTON', name: 'Standerton', hex: 'S0709', pixel: { x: 300, y: 432 } },
  PRETORIA: { id: 'PRETORIA', name: 'Pretoria', hex: 'S0406', pixel: { x: 174, y: 311 } },
};

/** Siege Roll order (Table 3.3, R28). Pretoria's fall ends the game, so it is rolled last. */
export const SIEGE_ORDER: readonly TownId[] = [
  'POTCHEFSTROOM',
  'RUSTENBURG',
  'MARABASTAD',
  'LYDENBURG',
  'WAKKERSTROOM',
  'STANDERTON',
  'PRETORIA',
];

/** The town whose capture ends the game at once (r. 1.4). */
export const CAPITAL: TownId = 'PRETORIA';

/** Table 2.2.4: labels with no game function. */
export const STRATEGIC_LABELS: readonly MapLabel<StrategicHexId>[] = [
  { hex: 'S0809', label: "Laing's Nek (see Tactical Map)" },
  { hex: 'S0407', label: 'Heidelberg (Triumvirate seat)' },
];

/** Table 2.2.4: decorative regions. */
export const STRATEGIC_REGIONS = {
  /** Orange Free State: columns 1-6, rows 10-15. */
  orangeFreeState: { columns: [1, 6], rows: [10, 15] },
  /**
   * Natal / Transvaal border: drawn so that S0809 (Laing's Nek), S0810 (Newcastle) and every route
   * hex lie in Natal, and every town lies in the Transvaal (V2). Decorative only.
   */
  natalHexes: ['S0809', 'S0810', 'S0811', 'S0812', 'S0813', 'S0814', 'S0915', 'S1015'] as readonly StrategicHexId[],
} as const;

/** Table 2.2.5: boxes on the SB (pixel hints). */
export const STRATEGIC_BOXES: Readonly<Record<'strategicTimeTrack' | 'negotiationsTrack' | 'boerVictoriesTrack' | 'strategicColumnDisplay', { name: string; rect: Rect }>> = {
  strategicTimeTrack: { name: 'Strategic Time Track (10 boxes, §1.1)', rect: { x: 540, y: 20, w: 540, h: 60 } },
  negotiationsTrack: { name: 'Parliament vs Triumvirate Negotiations Track (12 boxes, §4.1)', rect: { x: 540, y: 110, w: 540, h: 60 } },
  boerVictoriesTrack: { name: 'Boer Victories Track (7 boxes, §4.2)', rect: { x: 540, y: 200, w: 330, h: 50 } },
  strategicColumnDisplay: { name: "Naval Column / Indian Column strategic-column display (shows each column's contents)", rect: { x: 540, y: 280, w: 540, h: 140 } },
};
