// The artwork under the spaces: coast, lakes, rivers and islands (decoration only; spec 2.1 says the
// geography is "roughly geographic"). Lake shores are built from the data: each lake is the smooth
// outline through its ports (LAKE_LABELS) pulled in towards the lake's label, so a lake always touches
// its ports, whatever the data says. The coast is hand-drawn to pass just east of every Indian Ocean port.
import { LAKE_LABELS, SPACES, spaceById } from '../data/map.ts';

export type Pt = readonly [number, number];

/** The east coast, north to south, then along the bottom edge (land lies west and north of it). */
export const COAST: readonly Pt[] = [
  [1452, 0],
  [1442, 90],
  [1426, 180],
  [1406, 260],
  [1390, 320],
  [1386, 360],
  [1372, 396],
  [1352, 432],
  [1334, 476],
  [1318, 520],
  [1309, 562],
  [1305, 600],
  [1310, 650],
  [1316, 700],
  [1314, 750],
  [1316, 800],
  [1322, 840],
  [1328, 876],
  [1346, 912],
  [1368, 944],
  [1402, 962],
  [1440, 966],
  [1468, 990],
  [1492, 1022],
  [1508, 1056],
  [1500, 1080],
  [1462, 1088],
  [1380, 1089],
  [1300, 1089],
  [1238, 1093],
  [1196, 1100],
];

/** Islands off the coast (Zanzibar, Mafia, Pemba): centre and radii. */
export const ISLANDS: readonly { x: number; y: number; rx: number; ry: number; name: string }[] = [
  { x: 1352, y: 640, rx: 10, ry: 26, name: 'Zanzibar' },
  { x: 1372, y: 560, rx: 7, ry: 18, name: 'Pemba' },
  { x: 1352, y: 770, rx: 7, ry: 14, name: 'Mafia' },
];

/** Decorative rivers (the river spaces and the Rufiji river route follow them). */
export const RIVERS: readonly { name: string; points: readonly Pt[] }[] = [
  {
    name: 'Rufiji',
    points: [
      [700, 820],
      [820, 815],
      [950, 800],
      [1080, 790],
      [1190, 802],
      [1290, 800],
      [1316, 802],
    ],
  },
  {
    name: 'Pangani',
    points: [
      [1000, 360],
      [1080, 455],
      [1160, 530],
      [1230, 585],
      [1280, 600],
      [1305, 602],
    ],
  },
  {
    name: 'Rovuma',
    points: [
      [820, 1040],
      [960, 1040],
      [1110, 1020],
      [1220, 985],
      [1300, 960],
      [1368, 946],
    ],
  },
];

/** The Indian Ocean shipping lane: every ocean port and the Indian Ocean box join it (28.2.2-28.2.3). */
export const SEA_LANE: readonly Pt[] = [
  [1432, 330],
  [1424, 440],
  [1410, 560],
  [1398, 700],
  [1402, 860],
  [1446, 930],
  [1512, 985],
  [1548, 1048],
  [1532, 1094],
  [1250, 1095],
];

/** A smooth closed outline for each lake, through points just inside its ports. */
export function lakeOutline(lake: (typeof LAKE_LABELS)[number]): Pt[] {
  const cx = lake.x;
  const cy = lake.y;
  const pts: Pt[] = [];
  for (const id of lake.ports) {
    const s = spaceById(id);
    const dx = cx - s.x;
    const dy = cy - s.y;
    const d = Math.hypot(dx, dy) || 1;
    // The shore passes 16 px inside the port's circle (radius 24): water touches every port.
    pts.push([s.x + (dx / d) * 16, s.y + (dy / d) * 16]);
  }
  // Body of the lake around its label, so the label sits on water.
  for (const [ox, oy] of [
    [-95, -28],
    [95, -28],
    [95, 28],
    [-95, 28],
  ] as const)
    pts.push([cx + ox, cy + oy]);
  // Keep only the convex hull, sorted by angle, so the outline never crosses itself.
  return convexHull(pts);
}

function convexHull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The region of the nearest space: a Voronoi partition of the land, so borders follow the data. */
export function nearestRegion(x: number, y: number): string {
  let best = SPACES[0]!;
  let bd = Infinity;
  for (const s of SPACES) {
    const d = (s.x - x) ** 2 + (s.y - y) ** 2;
    if (d < bd) {
      bd = d;
      best = s;
    }
  }
  return best.region;
}
