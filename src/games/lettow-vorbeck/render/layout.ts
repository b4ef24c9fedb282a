// Where things go on the 1700 x 1100 picture: the off-map boxes (spec 2.4 centres), the Turn Record
// Track (spec 1), the legend, the card panel and the title. Tests sample pixels at these places.
import { BOXES, CANVAS, TRT_LAYOUT } from '../data/map.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const WIDTH = CANVAS.width;
export const HEIGHT = CANVAS.height;
export const SPACE_R = CANVAS.spaceDiameter / 2;

/** Counter sizes: on map spaces, and the largest allowed in a box. */
export const COUNTER = 34;
export const BOX_COUNTER_MAX = 34;

// Boxes are drawn larger than the spec's suggested 120 x 70 so a recruit pool's counters fit.
const BOX_SIZE: Record<string, { w: number; h: number }> = {
  'allied-recruit-box': { w: 176, h: 100 },
  deadpile: { w: 150, h: 76 },
  'indian-ocean-box': { w: 176, h: 100 },
  'konigsberg-recruit-box': { w: 150, h: 86 },
  'south-african-box': { w: 160, h: 96 },
  'german-recruit-box': { w: 170, h: 104 },
};

/** The frame of an off-map box. */
export function boxRect(id: string): Rect {
  const b = BOXES.find((x) => x.id === id);
  if (!b) throw new Error(`no box ${id}`);
  const size = BOX_SIZE[id] ?? { w: CANVAS.boxWidth, h: CANVAS.boxHeight };
  return { x: Math.round(b.x - size.w / 2), y: Math.round(b.y - size.h / 2), w: size.w, h: size.h };
}

/** The area inside a box under its title, where counters go. */
export function boxContent(id: string): Rect {
  const r = boxRect(id);
  return { x: r.x + 6, y: r.y + 24, w: r.w - 12, h: r.h - 28 };
}

/** Short titles printed on the boxes. */
export const BOX_TITLE: Record<string, string> = {
  'allied-recruit-box': 'Allied Recruit Box',
  deadpile: 'Deadpile',
  'indian-ocean-box': 'Indian Ocean',
  'konigsberg-recruit-box': 'Königsberg Box',
  'south-african-box': 'South African Box',
  'german-recruit-box': 'German Recruit Box',
};

/** The box of turn `index` (1-14) on the Turn Record Track. */
export function trtBox(index: number): Rect {
  return {
    x: TRT_LAYOUT.firstX + (index - 1) * TRT_LAYOUT.step,
    y: TRT_LAYOUT.firstY,
    w: TRT_LAYOUT.boxSize,
    h: TRT_LAYOUT.boxSize,
  };
}
export const TRT_PANEL: Rect = {
  x: TRT_LAYOUT.firstX - 12,
  y: TRT_LAYOUT.firstY - 26,
  w: TRT_LAYOUT.lastRightEdge - TRT_LAYOUT.firstX + 24,
  h: 26 + TRT_LAYOUT.boxSize + 12,
};

export const LEGEND: Rect = { x: 1414, y: 292, w: 282, h: 196 };
export const COUNTER_KEY: Rect = { x: 1414, y: 596, w: 282, h: 136 };
export const CARD_PANEL: Rect = { x: 990, y: 8, w: 504, h: 188 };
export const TITLE: Rect = { x: 8, y: 8, w: 276, h: 112 };
