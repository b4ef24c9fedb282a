// Colours and fonts of the Lettow-Vorbeck pictures. One place, so the map, the counters, the legend
// and the battle sheet agree. Font sizes are chosen for the full 1700 x 1100 canvas: Discord shows a
// preview about 550 px wide (a third of that), so space names are 22 px bold (about 7 px in the preview,
// still readable) with a light halo, and counter strengths are bold and large for their square.
import type { PaletteName } from '../../../engine/presentation.ts';
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

/**
 * The colour-blind palette (a user's /settings palette:colour-blind): sides in blue and orange, which
 * protanopes and deuteranopes tell apart (Okabe & Ito's colour-universal-design hues), and markings that
 * need no colour at all: each counter names its contingent in its stripe (CONTINGENT_CODE), the Allied
 * face-down blocks are hatched and every block carries its side's letter.
 */
const COLOUR_BLIND = {
  SIDE_COLOUR: { German: '#0b4f8a', Allied: '#c86400' },
  SIDE_EDGE: { German: '#06243f', Allied: '#5a2c00' },
  SIDE_TEXT: { German: '#f2f2ea', Allied: '#fff6e8' },
  CONTINGENT_FILL: { German: '#9cc8ee', 'British Empire': '#f3b65a', Belgian: '#f2e35a', Portuguese: '#f4efe0' },
  CONTINGENT_STRIPE: { German: '#0b2a4a', 'British Empire': '#8a3c00', Belgian: '#5c5000', Portuguese: '#6a2d60' },
} as const satisfies Record<string, Record<string, string>>;

/** The contingent's letters, in the stripe of its counters under the colour-blind palette. */
export const CONTINGENT_CODE: Record<Contingent, string> = {
  German: 'GE',
  'British Empire': 'BR',
  Belgian: 'BE',
  Portuguese: 'PT',
};
export const SIDE_LETTER: Record<Side, string> = { German: 'G', Allied: 'A' };

const STANDARD = {
  SIDE_COLOUR: { ...SIDE_COLOUR },
  SIDE_EDGE: { ...SIDE_EDGE },
  SIDE_TEXT: { ...SIDE_TEXT },
  CONTINGENT_FILL: { ...CONTINGENT_FILL },
  CONTINGENT_STRIPE: { ...CONTINGENT_STRIPE },
};
const LIVE = { SIDE_COLOUR, SIDE_EDGE, SIDE_TEXT, CONTINGENT_FILL, CONTINGENT_STRIPE };

let active: PaletteName = 'standard';

/** The palette being drawn with (the counters read it for their markings; the static layer is kept per palette). */
export const activePalette = (): PaletteName => active;
/** Whether counters carry the markings that tell the sides apart without colour. */
export const markings = (): boolean => active === 'colour-blind';

/**
 * Draws with a palette: the colour tables above hold its colours for the length of `draw`, then the
 * standard ones again. A render job is synchronous, so no other picture of this thread sees them.
 */
export function withPalette<T>(palette: PaletteName | undefined, draw: () => T): T {
  if (!palette || palette === active) return draw();
  const before = active;
  const set = (name: PaletteName) => {
    const table = name === 'colour-blind' ? COLOUR_BLIND : STANDARD;
    for (const key of Object.keys(LIVE) as (keyof typeof LIVE)[]) Object.assign(LIVE[key], table[key]);
    active = name;
  };
  set(palette);
  try {
    return draw();
  } finally {
    set(before);
  }
}
