// Lettow-Vorbeck's map and pieces (23.0-30.0) in the system's terms, as a Board without the
// scenario's hooks (LV_PIECES): for the reads no hook changes, i.e. who stands where (9.0), enemy
// presence (9.B), range over the routes (21.2) and fortifications (14.C, 22.2). scenario.ts builds the
// full board, LV_BOARD, from the same data plus the hooks (2.1.D); the modules that implement the
// hooks read LV_PIECES, so none of them imports scenario.ts (no import cycle).
import { boardOf, type Board } from '../hand-of-destiny/board.ts';
import type { Scenario } from '../hand-of-destiny/scenario.ts';
import { BOXES, ROUTES, SPACES } from './data/map.ts';
import { CARDS } from './data/cards.ts';
import { QUICK_START } from './data/setup.ts';
import { BRT, type DieRoll } from './data/tables.ts';
import { TURNS } from './data/turns.ts';
import type { Side, UnitType } from './data/types.ts';
import { UNITS } from './data/units.ts';

/** The scenario's data: everything of the Scenario but its rule switches (advanced) and hooks. */
export const LV_DATA: Omit<Scenario<Side>, 'advanced' | 'hooks'> = {
  id: 'lettow-vorbeck',
  title: 'Lettow-Vorbeck',
  sides: ['Allied', 'German'], // 25.0: the Allies set up first
  spaces: SPACES.map((s) => ({
    id: s.id,
    name: s.name,
    terrain: s.terrain,
    river: s.river,
    stop: s.terrain === 'Mountain' || s.terrain === 'Swamp', // 11.1.1.B, TEC
    fortification: s.fortification,
  })),
  boxes: BOXES.map((b) => b.id),
  routes: ROUTES.map((r) => ({ from: r.from, to: r.to, kind: r.kind })),
  adjacency: ['land', 'rail', 'river'], // retreat (R24) and supply range (21.2); never lake or ocean (28.2.C)
  units: UNITS.map((u) => ({
    id: u.id,
    name: u.name,
    side: u.side,
    type: u.type,
    strength: u.strength,
    elite: u.elite,
    contingent: u.contingent,
  })),
  cards: CARDS.map((c) => ({
    id: c.id,
    title: c.title,
    side: c.side,
    movement: c.movement,
    battleBonus: false,
    removeFromPlay: c.removeFromPlay,
  })),
  turns: TURNS,
  setup: QUICK_START,
  recruitBox: { German: 'german-recruit-box', Allied: 'allied-recruit-box' },
  deadpile: 'deadpile',
  fortMarkers: { German: ['ger-fort'], Allied: ['ally-fort'] }, // 22.0, 30.3: one per side
  brt: (type, die) => BRT[type as UnitType][die as DieRoll],
  // 24.1: no fleets, engineers, leaders or supply units in this scenario (R6); R28: only MGC is
  // artillery; 19.1.C, 24.3: cavalry and the armored car pursue; 30.1 breakoff; R30 fort builders.
  classes: {
    artillery: UNITS.filter((u) => u.artillery).map((u) => u.id),
    cavalry: ['Cavalry/Mounted infantry', 'Armored car'],
    breakoff: ['Light infantry', 'Armored car', 'Cavalry/Mounted infantry'],
    'fort-builder': ['Light infantry', 'Regular infantry', 'Garrison'],
  },
  recordSides: ['German', 'Allied'], // the battle record lists the German force first
  pursuitRoutes: ['land', 'rail'], // R25: never river, lake or ocean
  battleNotes: { fire: 'R37', loss: 'R20', ignored: 'R20', retreat: 'R24', pursuit: 'R25' },
  battleRulings: { noFire: 'R38', allBrokeOff: 'R45' },
};

/** The board without hooks; never pass it to a system rule that reads a hook (use LV_BOARD). */
export const LV_PIECES: Board<Side> = boardOf({ ...LV_DATA, advanced: () => false, hooks: {} });
