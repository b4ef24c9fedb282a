// Lettow-Vorbeck tables: Battle Results Table (spec 6, 13.2), Air Support (24.4), Tactical Superiority
// modifiers (spec 6, 13.1.1) and the Terrain Effects Chart (spec 4.1, 4.2).
// BRT, TEC and the modifier list are a RECONSTRUCTION; the Air Support table is the rulebook's (24.4).
// Pure constants and pure lookups only.

import type { BrtResult, Provenance, Terrain, UnitType } from './types.ts';

export const TABLES_PROVENANCE: Provenance = { provisional: true, source: 'reconstruction', spec: '4, 6' };

export type DieRoll = 1 | 2 | 3 | 4 | 5 | 6;

// ---------------------------------------------------------------------------------------------
// Battle Results Table (spec 6). Column = type of the unit rolling (13.2). Each die is read separately;
// a unit's results are applied as soon as it has rolled, its eliminations before its panics (R43).
// Fort markers have no column: they never roll (22.2). A strength-0 unit rolls no dice (13.1.2.B note).

export const BRT: Record<Exclude<UnitType, never>, Record<DieRoll, BrtResult>> = {
  'Light infantry': { 1: '-', 2: '-', 3: '-', 4: 'P', 5: 'P', 6: 'E' },
  'Regular infantry': { 1: '-', 2: '-', 3: '-', 4: 'P', 5: 'E', 6: 'E' },
  'Cavalry/Mounted infantry': { 1: '-', 2: '-', 3: '-', 4: 'P', 5: 'P', 6: 'P' },
  'Armored car': { 1: '-', 2: '-', 3: 'P', 4: 'P', 5: 'E', 6: 'E' },
  Garrison: { 1: '-', 2: '-', 3: '-', 4: '-', 5: 'P', 6: 'E' },
};

/** The BRT result of one die rolled by a unit of `type`. */
export function brtResult(type: UnitType, roll: DieRoll): BrtResult {
  return BRT[type][roll];
}

// ---------------------------------------------------------------------------------------------
// Air Support (24.4, R19). Once per Allied Battle Phase, before the first Tactical Superiority roll of one
// battle in which the Allies attack. 1-2: +1 in every round of that battle; 6: marker to the deadpile for good.

export type AirSupportResult = 'Bonus' | 'No effect' | 'Eliminated';

export interface AirSupportRow {
  rolls: readonly DieRoll[];
  result: AirSupportResult;
  /** Rulebook text of 24.4. */
  text: string;
}

export const AIR_SUPPORT: readonly AirSupportRow[] = [
  { rolls: [1, 2], result: 'Bonus', text: 'Allies apply a +1 DRM to the tactical superiority die roll.' },
  { rolls: [3, 4, 5], result: 'No effect', text: 'No effect' },
  { rolls: [6], result: 'Eliminated', text: 'Air support is eliminated; no other effects.' },
];

/** The Air Support result of a roll (24.4). */
export function airSupportResult(roll: DieRoll): AirSupportResult {
  const row = AIR_SUPPORT.find((r) => r.rolls.includes(roll));
  if (!row) throw new Error(`Bad Air Support roll ${roll}`);
  return row.result;
}

// ---------------------------------------------------------------------------------------------
// Tactical Superiority modifiers (spec 6; 13.1.1). All +1, all cumulative, no cap; each counted at most once
// per side (R22). Only unpanicked units present at the moment of the roll count (R22). Ties go to the
// defender (13.1.1.D).

export type ModifierId = 'elite' | 'battle-bonus' | 'artillery' | 'air-support' | 'clear-mounted' | 'bush-light' | 'mountain-defender';

export interface TacticalModifierDef {
  id: ModifierId;
  /** Source column of the spec 6 table. */
  source: string;
  modifier: 1;
  /** Rule column of the spec 6 table, plus the ruling that details it. */
  rule: string;
  /** Who gets it: either side meeting the condition, only the attacker, or only the defender. */
  appliesTo: 'Either side' | 'Attacker' | 'Defender';
  /** Terrain of the battle space the modifier needs, or null for any. */
  terrain: Terrain | null;
  /** The side needs at least one unpanicked unit of one of these types in the battle, or null. */
  unitTypes: readonly UnitType[] | null;
  /** Only in the Advanced game (R41). */
  advancedOnly: boolean;
}

export const TACTICAL_MODIFIERS: readonly TacticalModifierDef[] = [
  {
    id: 'elite',
    source: "At least one unpanicked elite unit in the side's force (only once)",
    modifier: 1,
    rule: '13.1.1.B',
    appliesTo: 'Either side',
    terrain: null,
    unitTypes: null,
    advancedOnly: false,
  },
  {
    id: 'battle-bonus',
    source: 'Campaign Card Battle Bonus (only the phasing player, only in the battles the card names)',
    modifier: 1,
    rule: '13.1.1.C, 8.2, R23',
    appliesTo: 'Attacker',
    terrain: null,
    unitTypes: null,
    advancedOnly: false,
  },
  {
    id: 'artillery',
    source: 'More units counting as artillery than the enemy (advanced rules only)',
    modifier: 1,
    rule: '17.0, R28',
    appliesTo: 'Either side',
    terrain: null,
    unitTypes: null,
    advancedOnly: true,
  },
  {
    // Allied attacker only: Air Support is tried only in battles in which the Allies attack (R19).
    id: 'air-support',
    source: 'Air Support roll of 1-2 (Allied player-turn only)',
    modifier: 1,
    rule: '24.4, R19',
    appliesTo: 'Attacker',
    terrain: null,
    unitTypes: null,
    advancedOnly: false,
  },
  {
    id: 'clear-mounted',
    source: 'Clear space and the side has an unpanicked Cavalry/Mounted infantry or Armored car unit',
    modifier: 1,
    rule: 'TEC',
    appliesTo: 'Either side',
    terrain: 'Clear',
    unitTypes: ['Cavalry/Mounted infantry', 'Armored car'],
    advancedOnly: false,
  },
  {
    id: 'bush-light',
    source: 'Bush space and the side has an unpanicked Light infantry unit',
    modifier: 1,
    rule: 'TEC',
    appliesTo: 'Either side',
    terrain: 'Bush',
    unitTypes: ['Light infantry'],
    advancedOnly: false,
  },
  {
    id: 'mountain-defender',
    source: 'Mountain space, defender',
    modifier: 1,
    rule: 'TEC',
    appliesTo: 'Defender',
    terrain: 'Mountain',
    unitTypes: null,
    advancedOnly: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Terrain Effects Chart (spec 4.1). Battle effects are all Tactical Superiority modifiers (see above).

export interface TerrainEffectDef {
  /** Entering by land or river route ends the move (11.1.1.B); never when entered by rail (R8). */
  stop: boolean;
  movement: string;
  battle: string;
  /** The Tactical Superiority modifier this terrain gives, or null. */
  modifier: Extract<ModifierId, 'clear-mounted' | 'bush-light' | 'mountain-defender'> | null;
}

export const TERRAIN_EFFECTS: Record<Terrain, TerrainEffectDef> = {
  Clear: {
    stop: false,
    movement: 'none',
    battle: '+1 to each side that has at least one unpanicked Cavalry/Mounted infantry or Armored car unit in the battle',
    modifier: 'clear-mounted',
  },
  Bush: {
    stop: false,
    movement: 'none',
    battle: '+1 to each side that has at least one unpanicked Light infantry unit in the battle',
    modifier: 'bush-light',
  },
  Mountain: {
    stop: true,
    movement: 'Stop: a unit entering by land or river route ends its move there (11.1.1.B); no Stop when entered by rail (R8)',
    battle: '+1 to the defender',
    modifier: 'mountain-defender',
  },
  Swamp: {
    stop: true,
    movement: 'Stop (as Mountain)',
    battle: 'none',
    modifier: null,
  },
};

// ---------------------------------------------------------------------------------------------
// Map features (spec 4.2), for help texts. The data behind them is in map.ts (flags of SpaceDef).

export interface MapFeatureDef {
  feature: string;
  movement: string;
  effect: string;
  rules: string;
}

export const MAP_FEATURES: readonly MapFeatureDef[] = [
  {
    feature: 'River space',
    movement:
      'Stop on entering, even from another river space; no bridging is possible because the scenario has no fleets or engineers (12.2)',
    effect: 'No unit may retreat or break off into a river space (13.5.B; ruling R6). No battle modifier',
    rules: '12.1, 13.5.B',
  },
  {
    feature: 'Fortress',
    movement: 'none',
    effect:
      'Units of the listed side defending here ignore panic results; eliminations apply normally. Supply source for whichever side occupies the space (21.2, R29)',
    rules: '13.3.2 exception, 14.A-C, 21.2',
  },
  { feature: 'Base', movement: 'none', effect: 'Same effects as Fortress', rules: '14.A-C, 21.2' },
  {
    feature: 'Fort marker (advanced 22.0 / optional 30.3)',
    movement: 'none',
    effect:
      'Same effects as Fortress, for its owner only; never hit by BRT results; removed when all friendly units in it are eliminated, or when enemy units are in it and no friendly units are',
    rules: '22.1-22.4',
  },
  {
    feature: 'Supply center',
    movement: 'none',
    effect:
      'Reinforcement placement (27.2.B, 27.3.B-D); victory (26.C-D); supply source when friendly-occupied, only with optional 30.2 (30.2.B, E; ruling R29)',
    rules: '26, 27, 30.2',
  },
  {
    feature: 'Indian Ocean port',
    movement: 'Allied ocean amphibious movement',
    effect: 'British placement when Allied-occupied (27.3.B); no retreat by sea (28.2.C)',
    rules: '27.3.B, 28.2',
  },
  { feature: 'Lake port', movement: 'Lake amphibious movement for both sides', effect: 'No retreat by water (28.2.C)', rules: '28.2.1' },
  { feature: 'Rail', movement: 'Rail movement', effect: 'Optional supply tracing (30.2.C)', rules: '28.3, 30.2.C' },
  {
    feature: 'Town',
    movement: 'none',
    effect: 'Only used to define legal setup spaces (25.1) and the Askari Levies placement option',
    rules: '25.1',
  },
  { feature: 'Closed region', movement: 'No entry before Allied Intervention', effect: '-', rules: '28.1' },
];
