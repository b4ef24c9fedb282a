// Where everything sits on the Hill of Doves sheet (1700 x 1100): the Tactical Map with its laager
// band and British Camp boxes on the left, the Operational Map's road with Fort Amiel and the convoy
// in the middle, the Strategic Map and the tracks panel on the right. The grids reuse the spec's
// hex formula (grid.ts pixelCentre) with the radius and origin of this sheet.
import { OPERATIONAL_GRID } from '../data/operational-map.ts';
import { STRATEGIC_GRID } from '../data/strategic-map.ts';
import { TACTICAL_GRID } from '../data/tactical-map.ts';
import type { HexGrid } from '../data/types.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const SHEET = { w: 1700, h: 1100 } as const;

// --- Tactical Map (TB) -------------------------------------------------------------------------
export const TAC_GRID: HexGrid = { ...TACTICAL_GRID, radius: 42, origin: { x: 14, y: 128 } };
export const TAC_AREA: Rect = { x: 14, y: 128, w: 777, h: 764 };
/** Laager boxes and the laagers cup, in the band above the Transvaal plain (Table 2.4.8). */
export const LAAGER_BOX: Record<'smit' | 'joubert' | 'coldstream' | 'cup', Rect> = {
  smit: { x: 14, y: 8, w: 178, h: 112 },
  joubert: { x: 200, y: 8, w: 178, h: 112 },
  coldstream: { x: 386, y: 8, w: 178, h: 112 },
  cup: { x: 572, y: 8, w: 219, h: 112 },
};
/** Inside the cup box: where cup counters would go (referee only) — the British view leaves it empty. */
export const CUP_CONTENT: Rect = { x: 578, y: 34, w: 207, h: 82 };
/**
 * The Tactical Time Track (Table 4.5), drawn over the Transvaal plain at the top of the Tactical Map
 * only while a Tactical Phase is on: boxes 0 (Start) to 16 (8 pm Night).
 */
export const TACTICAL_TIME_STRIP: Rect = { x: 18, y: 132, w: 769, h: 76 };
export const tacticalTimeBox = (i: number): Rect => ({
  x: TACTICAL_TIME_STRIP.x + 4 + i * 45,
  y: TACTICAL_TIME_STRIP.y + 21,
  w: 42,
  h: 51,
});
/** Centre of the TIME marker when it stands in box i (tests sample it). */
export const tacticalTimeMarker = (i: number): { x: number; y: number; r: number } => {
  const r = tacticalTimeBox(i);
  return { x: r.x + r.w / 2, y: r.y + 26, r: 10 };
};
export const CAMP_HOLDING: Rect = { x: 14, y: 902, w: 560, h: 190 };
export const CAMP_HOSPITAL: Rect = { x: 584, y: 902, w: 207, h: 190 };

// --- Operational Map (OB) ----------------------------------------------------------------------
/** Road column 3 is centred at x 880; rows 2 ("To Laing's Nek") to 11 (Fort Amiel) are drawn. */
export const OP_GRID: HexGrid = { ...OPERATIONAL_GRID, radius: 32, origin: { x: 752, y: -14 } };
export const OP_MAP: Rect = { x: 802, y: 36, w: 306, h: 566 };
export const CONVOY_BOX: Rect = { x: 808, y: 612, w: 294, h: 118 };
export const OP_COLUMNS_BOX: Rect = { x: 808, y: 738, w: 294, h: 112 };
export const FORT_HOLDING: Rect = { x: 808, y: 858, w: 294, h: 132 };
export const FORT_HOSPITAL: Rect = { x: 808, y: 998, w: 294, h: 94 };

// --- Title, Strategic Map (SB), legend ---------------------------------------------------------
export const TITLE: Rect = { x: 1118, y: 8, w: 574, h: 92 };
export const STRAT_GRID: HexGrid = { ...STRATEGIC_GRID, radius: 18, origin: { x: 1124, y: 110 } };
export const STRAT_AREA: Rect = { x: 1118, y: 106, w: 316, h: 490 };
export const STRAT_SIDE: Rect = { x: 1440, y: 106, w: 252, h: 490 };

// --- Tracks panel --------------------------------------------------------------------------------
export const TRACKS: Rect = { x: 1118, y: 604, w: 574, h: 488 };
const TX = TRACKS.x + 10;
const TW = TRACKS.w - 20;

/** Strategic Time Track (Table 1.1): boxes 0 (Start) to 9. */
export const weekBox = (i: number): Rect => ({ x: TX + i * (TW / 10), y: 628, w: TW / 10 - 3, h: 44 });
/** Operational Time Track (Table 1.5): boxes 0 (Start) to 7 (Sun). */
export const dayBox = (i: number): Rect => ({ x: TX + i * 36, y: 700, w: 33, h: 40 });
/** Weather Track (Table 4.3): boxes 1 (Dry) to 5 (Deep Mud). */
export const weatherBox = (b: number): Rect => ({ x: TX + 300 + (b - 1) * 51, y: 700, w: 48, h: 40 });
/** Negotiations Track (Table 4.1): boxes 0 (Parliament) to 11 (Trnsvl Ind). */
export const politicsBox = (i: number): Rect => ({ x: TX + i * (TW / 12), y: 768, w: TW / 12 - 3, h: 40 });
/** Boer Victories Track (Table 4.2): boxes 0 to 6 (6+). */
export const victoriesBox = (i: number): Rect => ({ x: TX + i * 36, y: 836, w: 33, h: 36 });
/** Night Assaults Box (r. 2.3): three option markers. */
export const nightBox = (i: number): Rect => ({ x: TX + 300 + i * 40, y: 836, w: 36, h: 36 });
/** British Camp Supply Track (Table 4.4): one cell per supply type. */
export const supplyCell = (i: number): Rect => ({ x: TX + i * (TW / 7), y: 902, w: TW / 7 - 4, h: 86 });
/** Counts of the laagers cup and the event deck (hidden contents). */
export const COUNTS_ROW: Rect = { x: TX, y: 998, w: TW, h: 86 };
