// Colours and fonts of the Lettow-Vorbeck pictures. One place, so the map, the counters, the legend
// and the battle sheet agree. Font sizes are chosen for the full 1700 x 1100 canvas: Discord shows a
// preview about 550 px wide (a third of that), so space names are 22 px bold (about 7 px in the preview,
// still readable) with a light halo, and counter strengths are bold and large for their square.
import type { Contingent, Side, Terrain } from '../data/types.ts';

export { FONT, FONT_CONDENSED, FONT_SERIF, font, INK, PANEL, PANEL_EDGE, PAPER } from '../../../render/shapes.ts';

export const SEA = '#9cc7e0';
export const SEA_DEEP = '#7fb2d3';
export const LAKE = '#8fc3e3';
export const LAKE_SHORE = '#3f7ea6';
export const COAST = '#3d6f8f';
export const LAND_BORDER = '#6b4f2a';

/** Land tint of each region (spec 0.1). */
export const REGION_TINT: Record<string, string> = {
  'German East Africa': '#eadcb0',
  'British East Africa': '#e9c9a6',
  'Portuguese East Africa': '#d9dfae',
  'Belgian Congo': '#e8e0a0',
  'Northern Rhodesia/Nyasaland': '#e3cfb8',
};

/** Fill of a space's circle by terrain (spec 4.1). */
export const TERRAIN_FILL: Record<Terrain, string> = {
  Clear: '#fbf6e4',
  Bush: '#9fc27a',
  Mountain: '#b99a72',
  Swamp: '#8fb9ab',
};
export const TERRAIN_MARK: Record<Terrain, string> = {
  Clear: '#c9bd92',
  Bush: '#4d7a34',
  Mountain: '#5e4426',
  Swamp: '#2f6b66',
};

export const ROUTE = {
  land: '#7a5a2e',
  rail: '#1d1d1d',
  river: '#2d78b8',
  lake: '#2f6f9f',
  ocean: '#1f4f7a',
} as const;

/** Side colours: counter border and the face-down block (10.0: a hidden stack shows only its side). */
export const SIDE_COLOUR: Record<Side, string> = { German: '#4e5a48', Allied: '#8a3b2b' };
export const SIDE_EDGE: Record<Side, string> = { German: '#1e2620', Allied: '#3d140c' };
export const SIDE_TEXT: Record<Side, string> = { German: '#f2f2ea', Allied: '#fbece4' };

/** Counter face by contingent (the printed counter colours). */
export const CONTINGENT_FILL: Record<Contingent, string> = {
  German: '#a9b59c',
  'British Empire': '#e2c37e',
  Belgian: '#f1d54a',
  Portuguese: '#f4efe0', // ivory: the old green was too close to the German grey-green
};
/** A stripe across the top of the counter: the contingent's second colour. */
export const CONTINGENT_STRIPE: Record<Contingent, string> = {
  German: '#1e1e1e',
  'British Empire': '#b0302a',
  Belgian: '#c8262c',
  Portuguese: '#1e6a34',
};
export const COUNTER_INK = '#111111';
export const PANICKED_FILL = '#d4d0c8';
export const PANIC_RED = '#c81e1e';
/** 13.6: the tab of a unit that panicked in a battle and rallied at its end. */
export const RALLIED_GREEN = '#2f7d3a';
export const ELITE_GOLD = '#d9a514';
export const TURN_MARKER = '#d4252a';

/** Colours a timeline GIF keeps even if its first frame lacks them (src/render/gif.ts). */
export const GIF_KEY_COLOURS: readonly string[] = [
  ...Object.values(CONTINGENT_FILL),
  ...Object.values(CONTINGENT_STRIPE),
  ...Object.values(SIDE_COLOUR),
  ...Object.values(SIDE_EDGE),
  PANIC_RED,
  PANICKED_FILL,
  TURN_MARKER,
  ELITE_GOLD,
  '#ffffff',
  '#111111',
];
