// Types of the Lettow-Vorbeck component data (the component spec, lettow-vorbeck-components.md;
// not in this repository: docs/architecture.md, "Sources").
// The components are a RECONSTRUCTION, not the published ones: every data file exports a
// Provenance const with provisional: true and source: 'reconstruction' (spec header).
// The rulebook (lettow-vorbeck-rules.md) stays the only authority.

/** The two sides (spec 0.1). */
export type Side = 'German' | 'Allied';
/** Contingents (4.3.C, 29.A; spec 0.1). */
export type Contingent = 'German' | 'British Empire' | 'Belgian' | 'Portuguese';
/** Combat unit types (24.1). Fort is not here: fort markers are MarkerDef with kind 'Fort' (spec 5.3). */
export type UnitType = 'Light infantry' | 'Regular infantry' | 'Cavalry/Mounted infantry' | 'Armored car' | 'Garrison';
/** Terrain of a space (spec 4.1). */
export type Terrain = 'Clear' | 'Bush' | 'Mountain' | 'Swamp';
/** Regions (spec 0.1). */
export type Region =
  | 'German East Africa'
  | 'British East Africa'
  | 'Portuguese East Africa'
  | 'Belgian Congo'
  | 'Northern Rhodesia/Nyasaland'
  | 'Off-map box';
/** The three lakes (28.2.1; spec 2.1). */
export type Lake = 'Lake Victoria' | 'Lake Tanganyika' | 'Lake Nyasa';
/** Route kinds (spec 3.1). Ocean links are listed separately (OCEAN_POINTS, spec 3.3). */
export type RouteKind = 'land' | 'rail' | 'river' | 'lake';
/** When a card event happens (7.1.3, 8.0; spec 0.1). A card may list two. */
export type EventTiming = 'Immediately' | 'Recruiting Phase' | 'March Phase' | 'Battle Phase' | 'End of player-turn';
/** A BRT result (13.3): E elimination, P panic, - no effect. */
export type BrtResult = 'E' | 'P' | '-';
/** Keys of a card's Movement line (spec 7.1). 'All' is printed "All except Garrisons" (R2). */
export type MoveKey = 'Light infantry' | 'Regular infantry' | 'Cavalry/Mounted infantry' | 'Belgian' | 'Portuguese' | 'All';

/** Every data file carries this: the values are a designed stand-in for the lost published components. */
export interface Provenance {
  provisional: true;
  source: 'reconstruction';
  spec: string /* spec section, e.g. "2.3" */;
}

/** A map space (spec 2.3). */
export interface SpaceDef {
  id: string;
  name: string;
  region: Exclude<Region, 'Off-map box'>;
  terrain: Terrain;
  /** Home side of a supply center (spec 2.2), or null. */
  supplyCenter: Side | null;
  /** Indian Ocean port (28.2.2, 27.3.B). */
  oceanPort: boolean;
  /** The lake this space is a port of (28.2.1), or null. */
  lake: Lake | null;
  /** The river of a river space (12.1), or null. */
  river: string | null;
  rail: boolean;
  /** Fortress or Base (14.C) and the side that may use it. */
  fortification: { kind: 'Fortress' | 'Base'; usableBy: Side } | null;
  town: boolean;
  /** Centre on the 1700 x 1100 canvas (spec 2.1). */
  x: number;
  y: number;
}

/** An off-map box (spec 2.4). Never adjacent to any space; no battle ever happens in a box. */
export interface BoxDef {
  id: string;
  name: string;
  x: number;
  y: number;
  holds: string;
  /** Rules that govern the box (spec 2.4 "Rules" column). */
  rules: string;
  /** How pieces enter and leave (spec 2.4). */
  entry: string;
}

/** A two-way route (spec 3.2). `water` names the lake or river of lake/river routes. */
export interface RouteDef {
  n: number;
  from: string;
  to: string;
  kind: RouteKind;
  water: string | null;
}

/** A point of the Indian Ocean network (spec 3.3): every point is linked to every other. */
export interface OceanPointDef {
  id: string;
  closedBeforeIntervention: boolean;
  region: Region;
}

/** The setup marking of a unit (spec 5.1/5.2). */
export type SetupMarking = 'Start' | 'R' | 'Konigsberg recruit box' | 'South African box';

/** A combat unit (spec 5.1, 5.2). */
export interface UnitDef {
  id: string;
  /** Printed name. */
  name: string;
  side: Side;
  contingent: Contingent;
  type: UnitType;
  strength: number;
  elite: boolean;
  /** Counts as artillery under 17.0 (R28: only MGC). */
  artillery: boolean;
  setup: SetupMarking;
  legalSetup: readonly string[] /* space/box ids where 25.1/25.2 + section 8 allow it */;
  quickStart: string /* space or box id */;
  /** Setup location column of spec 5.1/5.2, with its rule. */
  setupRule: string;
  /** Historical basis (flavour). */
  history: string;
}

/** A non-unit piece (spec 5.3). */
export interface MarkerDef {
  id: string;
  name: string;
  side: Side | 'neutral';
  kind: 'Turn' | 'Fort' | 'Air Support';
  /** Location id (box) or, for the Turn marker, the TRT box label. */
  setup: string;
  /** 'in' the location, 'beside' a recruit box (not in the cup, R14), or on the 'track' (TRT). */
  placement: 'in' | 'beside' | 'track';
  /** Set up only when the advanced rules are in use (25.1/25.2 notes, R41). */
  advancedOnly: boolean;
  /** Rules that use the marker (spec 5.3 "Use"). */
  use: string;
}

/** A Campaign Card (spec 7.2, 7.3). */
export interface CardDef {
  id: string;
  title: string;
  side: Side;
  recruit: number;
  movement: Partial<Record<MoveKey, number>>;
  timing: readonly EventTiming[];
  event: string /* exact event text of the spec */;
  removeFromPlay: boolean;
  history: string;
}

/** A box of the Turn Record Track (spec 1). */
export interface TurnDef {
  index: number;
  label: string;
  months: string;
  first: Side;
  second: Side;
  context: string;
}

/** A ruling where the rulebook is silent or ambiguous (spec 9). */
export interface Ruling {
  id: string;
  rules: string;
  question: string;
  ruling: string;
  why: string;
}
