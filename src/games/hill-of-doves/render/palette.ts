// Colours and fonts of the Hill of Doves pictures. The fonts are the Lettow-Vorbeck ones (DejaVu),
// so both games read alike. Sizes are for the full 1700 x 1100 sheet: Discord's preview is about a
// third of that, so objective names are 21 px bold with a halo (about 7 px in the preview).
import type { PaletteName } from '../../../engine/presentation.ts';

export { FONT, FONT_CONDENSED, FONT_SERIF, font, PAPER, PANEL, PANEL_EDGE, INK } from '../../../render/shapes.ts';

/** The two sides. British scarlet; Boer: the green of the Transvaal Vierkleur. */
export const BRITISH = '#c0262d';
export const BOER = '#2d6a36';
export const BOER_DARK = '#143a1b';
export const SIDE_TEXT = '#fbf7ec';

/** Tactical Map terrain (Table 2.4.1: objectives white, open veld pale green, impassable hatched brown). */
export const VELD = '#dbe7b9';
export const VELD_EDGE = '#a9b98a';
export const OBJECTIVE_FILL = '#fdfcf6';
export const OBJECTIVE_EDGE = '#3b3524';
export const ESCARPMENT = '#b9986a';
export const PLAIN = '#dfcf9c';
export const CLIFFS = '#9a7750';
export const HATCH = 'rgba(92, 64, 30, 0.55)';
export const ROAD = '#8a6a3a';
/** Rifle fire hexes (r. 2.13): a warm orange wash with a dashed rim. */
export const RIFLE_FIRE = 'rgba(232, 122, 28, 0.30)';
export const RIFLE_FIRE_EDGE = '#c4620f';
export const SECURE_GOLD = '#d9a514';
export const SANGERS = '#7d7468';

/** Operational and Strategic maps. */
export const NATAL = '#d7e5b4';
export const TRANSVAAL = '#eadcb2';
export const ORANGE_FS = '#f0d2a4';
export const SEA = '#9cc7e0';
export const RIVER = '#2d78b8';
export const SCENERY = '#e7e4cf';

/** Counter faces. */
export const KHAKI = '#eadbb5';
export const KHAKI_REDUCED = '#cfc6b0';
export const BOER_FACE = '#d9cc9c';
export const COUNTER_INK = '#111111';
export const MARKER_RED = '#d4252a';
/** Regimental stripe of each British counter kind/regiment. */
export const STRIPE = {
  '58': '#b0302a',
  '3-60': '#1f3d27',
  '2-60': '#1f3d27',
  '92': '#1d3a78',
  general: '#c59b1b',
  naval: '#14264f',
  troop: '#c9a227',
  section: '#2a4f8a',
  convoy: '#7a5a2e',
} as const;

/**
 * The colour-blind palette (a user's /settings palette:colour-blind) recolours the counters: British
 * faces pale blue, Boer faces orange (Okabe & Ito's hues, told apart by protanopes and deuteranopes),
 * and marks them without colour: Boer counters carry a dotted face and a "Z" (Zuid-Afrikaansche
 * Republiek), British ones a "GB".
 */
export const COLOUR_BLIND_FACE = { British: '#cfe3f5', Boer: '#f0a850' } as const;
export const SIDE_MARK = { British: 'GB', Boer: 'Z' } as const;

let active: PaletteName = 'standard';

/** Whether counters carry the markings that tell the sides apart without colour. */
export const markings = (): boolean => active === 'colour-blind';

/** Draws with a palette for the length of `draw` (a render job is synchronous: no other picture sees it). */
export function withPalette<T>(palette: PaletteName | undefined, draw: () => T): T {
  if (!palette || palette === active) return draw();
  const before = active;
  active = palette;
  try {
    return draw();
  } finally {
    active = before;
  }
}
