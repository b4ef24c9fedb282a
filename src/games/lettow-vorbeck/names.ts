// What a Lettow-Vorbeck player may name in a command, with its printed name (src/app/names.ts reads
// these): the map spaces, the off-map boxes and the units.
import type { GameNames, NameEntry } from '../../engine/presentation.ts';
import { BOXES, SPACES } from './data/map.ts';
import { UNITS } from './data/units.ts';

const LOCATIONS: readonly NameEntry[] = [
  ...SPACES.map((s) => ({ id: s.id, name: s.name })),
  // "Allied Recruit Box (= Allied recruit pool)" is named by its first part.
  ...BOXES.map((b) => ({ id: b.id, name: b.name.replace(/\s*\(.*\)$/, '') })),
];

const UNIT_NAMES: readonly NameEntry[] = UNITS.map((u) => ({ id: u.id, name: u.name }));

export const LV_NAMES: GameNames = {
  options: new Map([
    ['to', 'space'],
    ['via', 'space'],
    ['at', 'space'],
    ['space', 'space'],
    ['unit', 'unit'],
    ['units', 'unit'],
  ]),
  lists: new Set(['units', 'via']),
  entries: (kind) => (kind === 'unit' ? UNIT_NAMES : LOCATIONS),
};
