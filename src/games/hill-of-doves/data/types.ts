// Types of the Hill of Doves component data (the component spec,
// hill-of-doves-components.md, spec v1 rev. 1; not in this repository: docs/architecture.md, "Sources").
// The components are a RECONSTRUCTION, not Godfrey Bailey's published ones: every data file exports a
// PROVENANCE const with provisional: true and source: 'reconstruction' (spec header).
// The rules booklet (hill-of-doves-rules.md) stays the only authority for rule logic.
// Rule numbers ("2.7") are booklet rules; spec references ("§3.5", "Table 2.4.3", "R55") are the spec's.

// =============================================================================================
// Provenance and references
// =============================================================================================

/** Every data file carries this: the values are a designed stand-in for the lost components. */
export interface Provenance {
  provisional: true;
  source: 'reconstruction';
  /** The spec revision the values were transcribed from. */
  specVersion: 'spec v1, revision 1';
  /** Spec sections this file transcribes, e.g. "§3, §5.6-5.14". */
  spec: string;
}

/** A booklet rule number (the keys of RULES_TEXT). */
export type RuleNumber =
  | '1.0' | '1.1' | '1.2' | '1.3' | '1.4' | '1.5' | '1.6'
  | '2.0' | '2.1' | '2.2' | '2.3' | '2.4' | '2.5' | '2.6' | '2.7' | '2.8' | '2.9'
  | '2.10' | '2.11' | '2.12' | '2.13' | '2.14' | '2.15' | '2.16' | '2.17' | '2.18'
  | '3.0' | '3.1' | '3.2' | '3.3' | '3.4'
  | '4.0' | '4.1' | '4.2' | '4.3' | '4.4' | '4.5' | '4.6' | '4.7' | '4.8' | '4.9'
  | '4.10' | '4.11' | '4.12' | '4.13' | '4.14' | '4.15' | '4.16' | '4.17';

/** A spec ruling number (spec §9). */
export type RulingId = `R${number}`;

// =============================================================================================
// Boards, maps and hex ids (spec §0, §2)
// =============================================================================================

/** The three boards (spec Table 0.2). */
export type BoardId = 'SB' | 'OB' | 'TB';
export type MapId = 'strategic' | 'operational' | 'tactical';

type D1to5 = '01' | '02' | '03' | '04' | '05';
type D1to9 = D1to5 | '06' | '07' | '08' | '09';
type D1to10 = D1to9 | '10';
type D1to11 = D1to10 | '11';
type D1to12 = D1to11 | '12';
type D1to15 = D1to12 | '13' | '14' | '15';
type D1to16 = D1to15 | '16';

/** Strategic Map hex S<col 01-11><row 01-15> (Table 2.2.1). */
export type StrategicHexId = `S${D1to11}${D1to15}`;
/** Operational Map hex O<col 01-05><row 01-11> (Table 2.3.1). */
export type OperationalHexId = `O${D1to5}${D1to11}`;
/** Tactical Map hex T<col 01-12><row 01-10> (Table 2.4.1). */
export type TacticalHexId = `T${D1to12}${D1to10}`;
export type HexId = StrategicHexId | OperationalHexId | TacticalHexId;

/** A point in pixels on a board drawing. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle in pixels (top-left x, y, width, height), a layout hint (Tables 2.2.5, 2.3.4, 2.4.8). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Flat-topped hex grid of one map (Tables 2.1.1, 2.1.2). Even columns are drawn half a hex lower. */
export interface HexGrid {
  map: MapId;
  /** Hex id prefix. */
  prefix: 'S' | 'O' | 'T';
  columns: number;
  rows: number;
  /** Hex radius (centre to corner) in pixels. */
  radius: number;
  /** Origin of the hex area in pixels. */
  origin: Point;
}

// =============================================================================================
// Calendar (spec §1)
// =============================================================================================

/** Strategic Time Track boxes: 0 = Start, 1-9 = the weeks (Table 1.1). */
export type StrategicBox = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** Week boxes that hold days of play. */
export type WeekBox = Exclude<StrategicBox, 0>;
/** Operational Time Track boxes: 0 = Start, 1 = Mon … 7 = Sun (Table 1.5). */
export type OperationalBox = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** Day index within a week: 1 = Monday … 7 = Sunday. */
export type DayIndex = Exclude<OperationalBox, 0>;
export type Weekday = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';

/** A date of 1881. */
export interface CalendarDate {
  year: 1881;
  /** 1 = January. */
  month: 1 | 2 | 3;
  day: number;
  /** ISO form, e.g. "1881-01-24". */
  iso: string;
}

export interface StrategicTimeBox {
  box: StrategicBox;
  /** Label printed on the track. */
  label: string;
  /** First and last days covered (Monday and Sunday), or null for Start. */
  covers: { first: CalendarDate; last: CalendarDate } | null;
  /** What happens in/at this box (Table 1.1, last column). */
  notes: readonly string[];
}

export interface OperationalTimeBox {
  box: OperationalBox;
  label: 'Start' | Weekday;
  /** Day index d, or null for Start. */
  day: DayIndex | null;
  /** What follows this day's Next Day Segment (r. 2.14). */
  afterNextDay: 'nextOperationalPhase' | 'britishCampSupplySegment' | null;
}

/** One of the 63 days of play (Table 1.6). */
export interface GameDay {
  /** 1-63. */
  ordinal: number;
  week: WeekBox;
  day: DayIndex;
  weekday: Weekday;
  date: CalendarDate;
}

// =============================================================================================
// Places and objectives
// =============================================================================================

/** The ten objectives (r. 1.5; Table 2.4.3). */
export type ObjectiveId = 'NK' | 'TM' | 'BK' | 'MM' | 'MS' | 'LF' | 'RG' | 'ON' | 'NP' | 'BC';
/** Objectives the British can assault (every one but the camp). */
export type AssaultableObjectiveId = Exclude<ObjectiveId, 'BC'>;
export type ObjectiveType = 'mainPosition' | 'outpost' | 'farm' | 'camp';
/** Fortification of an objective (r. 4.8). 'sangersMarkerOnly': fortified only while a sangers marker is there. */
export type Fortification = 'trenches' | 'buildings' | 'sangersMarkerOnly' | 'redoubts';
/** The three Boer laagers (r. 4.5; Table 2.4.8). */
export type LaagerId = 'smit' | 'joubert' | 'coldstream';
/** Who may make a night assault on an objective (r. 2.3). */
export type AssaultPermission = 'dayAndNight' | 'dayOnly' | 'never';

export interface ObjectiveDef {
  id: ObjectiveId;
  name: string;
  hex: TacticalHexId;
  type: ObjectiveType;
  /** Heights (r. 4.11). Majuba Mountain is the stated exception. */
  heights: boolean;
  fortification: Fortification;
  /** r. 2.3: night assaults are barred against The Nek and Table Mountain; the camp is never assaulted. */
  assault: AssaultPermission;
  /** The laager an artillery section in this objective can bombard (r. 2.11; Table 3.10), or null. */
  bombardsLaager: LaagerId | null;
  /** Pixel centre as printed in Table 2.4.3. */
  pixel: Point;
  /** Boer Battle Priority (Table 3.7). */
  battlePriority: number;
}

export type TacticalTerrain =
  | { kind: 'objective'; objective: ObjectiveId }
  | { kind: 'open' }
  | { kind: 'impassable'; reason: 'transvaalPlain' | 'drakensbergEscarpment' | 'majubaCliffs' };

/** A Tactical Map hex (Table 2.4.2). */
export interface TacticalHex {
  id: TacticalHexId;
  col: number;
  row: number;
  terrain: TacticalTerrain;
  /** Pixel centre (Table 2.1.2, R 40, origin (20, 140)), rounded to the nearest pixel. */
  pixel: Point;
}

/** The seven Transvaal towns under siege (r. 1.4; Table 2.2.3). */
export type TownId =
  | 'PRETORIA'
  | 'POTCHEFSTROOM'
  | 'RUSTENBURG'
  | 'LYDENBURG'
  | 'MARABASTAD'
  | 'STANDERTON'
  | 'WAKKERSTROOM';

export interface TownDef {
  id: TownId;
  name: string;
  hex: StrategicHexId;
  pixel: Point;
}

/** A hex of the strategic route Durban → Newcastle (Table 2.2.2). */
export interface StrategicRouteHex {
  index: number;
  hex: StrategicHexId;
  name: string;
  role: string;
  pixel: Point;
}

/** A hex of the operational road Fort Amiel → Mount Prospect (Table 2.3.2). */
export interface OperationalRoadHex {
  index: number;
  hex: OperationalHexId;
  name: string;
  /** Heights hex (r. 4.11): Schuinshoogte. */
  heights: boolean;
  /** Holds the drifts marker (r. 2.2, 2.7): Double Drifts. */
  drifts: boolean;
  /** Same location as Fort Amiel / the British Camp (r. 1.1, 1.5), or null. */
  sameLocationAs: 'fortAmiel' | 'britishCamp' | null;
  special: string | null;
  pixel: Point;
}

/** A map label with no game function. */
export interface MapLabel<H extends HexId> {
  hex: H;
  label: string;
}

// =============================================================================================
// Weather, supplies, battle results
// =============================================================================================

export type Weather = 'fine' | 'rain';
/** Weather Track boxes 1 Dry … 5 Deep Mud (Table 4.3). */
export type WeatherBox = 1 | 2 | 3 | 4 | 5;
export type DriftsState = 'shallow' | 'flooded';

/** The seven supply types (r. 2.15; Table 4.4). */
export type SupplyType = 'rations' | 'medicalSupplies' | 'herds' | 'cartridges' | 'shells' | 'caseShot' | 'rockets';
/** The ammunition subset of SupplyType (r. 2.15). */
export type AmmunitionType = 'cartridges' | 'shells' | 'caseShot' | 'rockets';
export type SupplyAmounts = Readonly<Record<SupplyType, number>>;

/** Assault formations (r. 3.1). */
export type Formation = 'mass' | 'line' | 'extended';
export type AssaultResult = 'britishRout' | 'britishRetreat' | 'boersFallBack';
export type AmbushResult = 'overrun' | 'britishHold' | 'boersBeatenOff';
export type BattleResult = AssaultResult | AmbushResult;

// =============================================================================================
// Counters (spec §6)
// =============================================================================================

export type GeneralId = 'GEN-COLLEY' | 'GEN-WOOD';
/** Regiments; the 3/60th and 2/60th are separate regiments for r. 2.4 and 2.13 (R22). */
export type RegimentId = '58' | '3-60' | '2-60' | '92';
export type HqId = 'HQ-58' | 'HQ-3-60' | 'HQ-2-60' | 'HQ-92';
/** r. 4.3: army generals, then the Rifles, then the Line Infantry. */
export type RegimentClass = 'rifles' | 'lineInfantry';
type CoyLetter = 'A' | 'B' | 'C' | 'D' | 'E';
export type CompanyId =
  | `COY-58-${CoyLetter}`
  | `COY-3-60-${CoyLetter | 'F'}`
  | `COY-92-${CoyLetter}`
  | `COY-2-60-${'A' | 'B' | 'C' | 'D'}`;
export type NavalBrigadeId = 'NB-BOADICEA' | 'NB-DIDO';
export type TroopId = 'TRP-MS-1' | 'TRP-MS-2' | 'TRP-15H-A' | 'TRP-15H-B' | 'TRP-NMP';
export type SectionId = 'SEC-FG-1' | 'SEC-FG-2' | 'SEC-MG' | 'SEC-GAT' | 'SEC-RKT';
export type ConvoyId = 'CONVOY';
export type StrategicColumnId = 'STRAT-NAVAL' | 'STRAT-INDIAN';
export type ShipId = 'SHIP-BOADICEA' | 'SHIP-DIDO';
/** Reserves (r. 4.16): naval brigades, cavalry troops, artillery sections and the ox wagon convoy. */
export type ReserveId = NavalBrigadeId | TroopId | SectionId | ConvoyId;
/** Counters that take part in columns. */
export type BritishUnitId = GeneralId | HqId | CompanyId | ReserveId;
export type BritishCounterId = BritishUnitId | StrategicColumnId | ShipId;
/** A column commander (Table 3.8). */
export type CommanderId = GeneralId | HqId;

export type SectionType = 'fieldGun' | 'mountainGun' | 'gatlingGun' | 'rocket';

/** Where a British counter starts (spec §6 "Start" columns; §8). */
export type BritishLocation =
  | { kind: 'britishCampHoldingBox' }
  | { kind: 'fortAmielHoldingBox' }
  /** The convoy's place while it is in Fort Amiel (the diagram is on the OB; r. 2.17, 4.7). */
  | { kind: 'oxWagonConvoyDiagram' }
  | { kind: 'insideStrategicColumn'; column: StrategicColumnId }
  | { kind: 'strategicTimeTrack'; box: StrategicBox }
  | { kind: 'strategicHex'; hex: StrategicHexId };

interface CounterBase {
  name: string;
  start: BritishLocation;
  /** May assault or enter Majuba Mountain (r. 4.13, R59). */
  mayEnterMajuba: boolean;
  /** Spec table the counter comes from. */
  spec: string;
}

/** Generals (Table 6.1): no firepower, never hit; die only on the General Roll. */
export interface GeneralDef extends CounterBase {
  kind: 'general';
  id: GeneralId;
  movementPriority: number;
  sides: readonly ['alive', 'dead'];
}

/** Regimental HQs (Table 6.2): no firepower, never hit (r. 4.15). Single-sided. */
export interface HqDef extends CounterBase {
  kind: 'hq';
  id: HqId;
  regiment: RegimentId;
  class: RegimentClass;
  movementPriority: number;
}

/** Firepower of a two-state counter on each side (Table 5.1.1). */
export interface TwoStateFirepower<Front extends string, Back extends string> {
  sides: readonly [Front, Back];
  firepower: Readonly<Record<Front | Back, number>>;
  /** Ammunition used each time it fires (r. 2.15). */
  ammunition: AmmunitionType;
}

export interface CompanyDef extends CounterBase, TwoStateFirepower<'fullStrength', 'reduced'> {
  kind: 'company';
  id: CompanyId;
  regiment: RegimentId;
}

export interface NavalBrigadeDef extends CounterBase, TwoStateFirepower<'fullStrength', 'reduced'> {
  kind: 'navalBrigade';
  id: NavalBrigadeId;
}

export interface TroopDef extends CounterBase, TwoStateFirepower<'mounted', 'dismounted'> {
  kind: 'troop';
  id: TroopId;
}

/** Close-support role of a section (r. 4.1; Table 5.1.1). */
export type CloseSupport =
  | { kind: 'fixed'; horseDrawn: number; manhandled: number; ammunition: 'caseShot' }
  /** The Gatling: firepower and cartridges from the Gatling Gun Roll (r. 4.9; §5.10), either side. */
  | { kind: 'gatlingRoll'; ammunition: 'cartridges' }
  /** The rocket section may not give close support (r. 4.1). */
  | { kind: 'none' };

/** Bombardment role of a section (r. 4.1, 4.17; Table 5.1.2). */
export type Bombardment =
  | { kind: 'fixed'; reductionPerMarker: number; ammunition: 'shells' }
  /** Rockets: reduction applies only if the Rockets Roll hits (§5.11); laagers are always hit. */
  | { kind: 'rocketRoll'; reductionPerMarkerOnHit: number; ammunition: 'rockets' }
  /** The Gatling may not bombard (r. 4.1). */
  | { kind: 'none' };

export interface SectionDef extends CounterBase {
  kind: 'section';
  id: SectionId;
  sectionType: SectionType;
  pieces: number;
  sides: readonly ['horseDrawn', 'manhandled'];
  closeSupport: CloseSupport;
  bombardment: Bombardment;
}

export interface ConvoyDef extends CounterBase {
  kind: 'convoy';
  id: ConvoyId;
  sides: readonly ['undamaged', 'damaged'];
  /** A reserve with firepower 0 that uses no ammunition (R32). */
  firepower: 0;
}

export interface StrategicColumnDef {
  kind: 'strategicColumn';
  id: StrategicColumnId;
  name: string;
  /** The Strategic Time Track box the counter waits in (Tables 1.4, 6.7). */
  waitsInBox: WeekBox;
  /** Counters carried (Table 6.8). The ship in the Naval Column stays in Durban (r. 1.1). */
  contents: readonly BritishCounterId[];
  start: BritishLocation;
  spec: string;
}

export interface ShipDef {
  kind: 'ship';
  id: ShipId;
  name: string;
  start: BritishLocation;
  /** No game function (R49). */
  notes: string;
  spec: string;
}

export type BritishUnitDef = GeneralDef | HqDef | CompanyDef | NavalBrigadeDef | TroopDef | SectionDef | ConvoyDef;
export type BritishCounterDef = BritishUnitDef | StrategicColumnDef | ShipDef;

/** British counter states (Table 6.9). "hospitalized" is a place (a Hospital Box), shown on the back side. */
export interface CounterStateRow {
  counterKind: 'company' | 'navalBrigade' | 'troop' | 'section' | 'convoy' | 'general' | 'hq';
  front: UnitSide;
  back: UnitSide | null;
  hospitalized: string;
  removedForGood: string;
  note?: string;
}

type VkNumber = D1to16;
export type VeldkornetskapId = `VK-${VkNumber}`;
export type PatrolId = 'PAT-1' | 'PAT-2' | 'PAT-3' | 'PAT-4';
export type PatrolCrackId = 'PC-1' | 'PC-2';
export type PatrolSmitId = 'PS-1' | 'PS-2';
/** Counters kept in the laagers cup (r. 4.5; Table 6.11). */
export type CupCounterId = VeldkornetskapId | PatrolId | PatrolCrackId | PatrolSmitId;
export type BoerCounterId = CupCounterId | 'CRACK-VK' | 'SMIT' | 'JOUBERT';

export type BoerLocation = { kind: 'laagersCup' } | { kind: 'laagerBox'; laager: LaagerId };

export type BoerCounterDef =
  | { kind: 'veldkornetskap'; id: VeldkornetskapId; name: string; firepower: number; start: BoerLocation }
  | { kind: 'patrol'; id: PatrolId; name: string; firepower: 1; start: BoerLocation }
  /** First drawn while the crack veldkornetskap is in its box summons it (r. 4.5); otherwise a patrol. */
  | { kind: 'patrolCrack'; id: PatrolCrackId; name: string; firepowerAsPatrol: 1; start: BoerLocation }
  /** First drawn while Smit is alive and in his box summons Smit (r. 4.10); otherwise a patrol. */
  | { kind: 'patrolSmit'; id: PatrolSmitId; name: string; firepowerAsPatrol: 1; start: BoerLocation }
  | { kind: 'crackVeldkornetskap'; id: 'CRACK-VK'; name: string; firepower: number; start: BoerLocation }
  /** Smit adds to his commando's total and is not counted as a counter (r. 4.10; Table 5.1.1). */
  | { kind: 'smit'; id: 'SMIT'; name: string; commandoBonus: number; sides: readonly ['alive', 'dead']; start: BoerLocation }
  /** Joubert has no battle role and never leaves his laager box (r. 4.10). */
  | { kind: 'joubert'; id: 'JOUBERT'; name: string; sides: readonly ['alive', 'dead']; start: BoerLocation };

/** A supply counter (Table 6.12). */
export interface SupplyCounterDef {
  id: `SUP-${SupplyType}-${number}`;
  type: SupplyType;
  amount: number;
}

export type MarkerId =
  | 'strategicTime'
  | 'britishAssault'
  | 'politics'
  | 'boerVictories'
  | 'town'
  | 'operationalTime'
  | 'weather'
  | 'drifts'
  | 'objective'
  | 'ordersAmbush'
  | 'tacticalTime'
  | 'supply'
  | 'bombardment'
  | 'sangers'
  | 'boerWagon'
  | 'nightAssaultOption'
  | 'firepower'
  | 'heldCardReminder';

/** A marker kind of Table 6.13. Counts describe the physical set and are not play limits (V16). */
export interface MarkerDef {
  id: MarkerId;
  name: string;
  count: number;
  sides: readonly string[];
  start: string;
  rules: readonly RuleNumber[];
  notes?: string;
}

// =============================================================================================
// Roll tables (spec §3, §5)
// =============================================================================================

/** Ids of every table, roll and priority list on the QRC, AsC and AmC. */
export type TableId =
  | 'strategicMovement'
  | 'diplomacy'
  | 'siege'
  | 'weather'
  | 'operationalMovement'
  | 'ambush'
  | 'boerBattlePriority'
  | 'britishMovementPriority'
  | 'britishSecureObjectives'
  | 'bombardLaager'
  | 'joubertRoll'
  | 'hungerAndThirst'
  | 'fortAmielSupply'
  | 'loadWagons'
  | 'assaultFormation'
  | 'nightAssaultDispersal'
  | 'tacticalMovement'
  | 'eventRoll'
  | 'commandoStrengthAssault'
  | 'commandoStrengthAmbush'
  | 'commandoDraw'
  | 'firepowerValues'
  | 'bombardmentValues'
  | 'assaultFirepowerTotals'
  | 'ambushFirepowerTotals'
  | 'assaultResult'
  | 'ambushResult'
  | 'coldSteel'
  | 'generalRoll'
  | 'gatlingGun'
  | 'rockets'
  | 'lineOfSight'
  | 'outpostConsolidation'
  | 'hits';

/** Where a table is printed. */
export type TableCard = 'QRC' | 'AsC' | 'AmC' | 'AsC+AmC';

/** Catalogue entry: the name, card, spec section and rules of a table. */
export interface TableInfo {
  id: TableId;
  name: string;
  card: TableCard;
  spec: string;
  rules: readonly RuleNumber[];
}

/**
 * An inclusive range of (modified) die results. null = unbounded on that side
 * ("4 or less" is { min: null, max: 4 }; "6 or more" is { min: 6, max: null }).
 */
export interface RollRange {
  min: number | null;
  max: number | null;
  /** Set on a row whose values were changed in the calibrated reconstruction (data/reconstruction-v2.ts). */
  source?: 'reconstruction v2';
}

export interface RollRow<R> extends RollRange {
  result: R;
  /** The row's text as printed. */
  text: string;
}

/** Things a modifier can be multiplied by ("+1 each"). */
export type CountSource = 'supportingObjective' | 'destroyedLaager';

/**
 * The condition under which a modifier applies. The engine implements each kind once; every
 * modifier of every table is expressed with these. "target" is the objective, column or commando
 * the roll is made for; "column" is the British column the roll is made for.
 */
export type Condition =
  | { kind: 'strategicBoxIn'; boxes: readonly StrategicBox[] }
  | { kind: 'boerVictoriesAtLeast'; count: number }
  | { kind: 'generalDead'; general: GeneralId }
  | { kind: 'objectiveBritishControlled'; objective: ObjectiveId }
  /** The British assault marker is in the same box as the strategic time marker. */
  | { kind: 'assaultMarkerWithStrategicTimeMarker' }
  /** The No British Assault at Laing's Nek rules are in effect (r. 1.4). */
  | { kind: 'noBritishAssaultInEffect' }
  | { kind: 'siegeTownIs'; town: TownId }
  | { kind: 'weatherShows'; weather: Weather }
  | { kind: 'weatherBoxIn'; boxes: readonly WeatherBox[] }
  /** The politics marker is in a "Supply −1" box (§4.1, R8). */
  | { kind: 'politicsInSupplyMinusBox' }
  /** A held event card is held (e.g. Wires Cut). */
  | { kind: 'cardHeld'; card: EventCardId }
  /** An event card took effect this day (Mist on the Berg, Boer Scouts, Boers Reinforce). */
  | { kind: 'cardInEffectToday'; card: EventCardId }
  /** A held card (Reconnaissance) is spent on this very roll. */
  | { kind: 'cardSpentOnThisRoll'; card: EventCardId }
  /** The target was chosen by this card (White Flag Ruse). */
  | { kind: 'targetChosenByCard'; card: EventCardId }
  | { kind: 'noLaagerDestroyed' }
  | { kind: 'targetIsObjective'; objectives: readonly ObjectiveId[] }
  | { kind: 'targetObjectiveType'; types: readonly ObjectiveType[] }
  | { kind: 'targetOnHeights' }
  | { kind: 'targetIsOperationalColumn' }
  | { kind: 'targetBecameBritishThisOperationalPhase' }
  /** At least one mounted (not dismounted, not hospitalized) cavalry troop in the target. */
  | { kind: 'targetHasMountedTroop' }
  /** The target objective has no Boer-controlled objective within this distance (never a column). */
  | { kind: 'targetObjectiveHasNoBoerObjectiveWithin'; distance: number }
  | { kind: 'columnIncludes'; what: 'convoy' | 'artillerySection' }
  | { kind: 'columnCommandedBy'; commanders: readonly CommanderId[] }
  | { kind: 'columnCompaniesAndReservesAtLeast'; count: number }
  | { kind: 'dayAssault' }
  /** This assault's battle duration overlaps those of at least `count` other assaults (r. 4.14). */
  | { kind: 'overlapsAtLeast'; count: number }
  | { kind: 'formationIs'; formation: Formation }
  | { kind: 'generalLeadsCharge' }
  | { kind: 'mountedTroopCharges' }
  | { kind: 'rollFor'; subject: 'britishGeneral' | 'smit' }
  | { kind: 'battleResultIn'; results: readonly BattleResult[] }
  | { kind: 'rollIsForFever' }
  | { kind: 'sectionInHeightsObjective' }
  | { kind: 'all'; of: readonly Condition[] };

export interface Modifier {
  /** Added to the die (or the base). With `per`, added once per counted item. */
  value: number;
  when: Condition | null;
  /** "+1 each": the value is multiplied by this count. */
  per?: CountSource;
  /** Cap on the total this modifier can add. */
  maxTotal?: number;
  /** The condition as printed. */
  text: string;
}

/** A one-die table: rows over the modified roll, plus modifiers (spec Table 0.1: not capped). */
export interface RollTable<R> {
  id: TableId;
  name: string;
  card: TableCard;
  spec: string;
  rules: readonly RuleNumber[];
  die: 'D6';
  /** Who or what rolls, and when. */
  rolled: string;
  rows: readonly RollRow<R>[];
  modifiers: readonly Modifier[];
  notes?: readonly string[];
}

/** A value built from a base and modifiers, with a floor (Operational Movement, Commando Strength). */
export interface ModifiedValue {
  base: number;
  modifiers: readonly Modifier[];
  minimum: number;
}

// =============================================================================================
// Tracks (spec §4)
// =============================================================================================

export interface NegotiationsBox {
  box: number;
  label: string;
  /** Politics marker starts here (box 1). */
  start: boolean;
  /** Orange Free State support: −1 on every Load Wagons Roll (r. 1.3, R8). */
  supplyMinusOne: boolean;
  /** Entering it ends the game: Boer win (r. 1.3, 1.5). */
  transvaalIndependence: boolean;
  /** A regress from here leaves the marker in place. */
  leftEnd: boolean;
}

export interface PoliticsCause {
  cause: string;
  politics: number;
  boerVictories: number;
  timing: 'segment' | 'atOnce';
  rules: readonly RuleNumber[];
}

export interface WeatherTrackBox {
  box: WeatherBox;
  label: 'Dry' | 'Firm' | 'Wet' | 'Mud' | 'Deep Mud';
  start: boolean;
  /** −1 operational movement (§3.5). */
  operationalMovementMinusOne: boolean;
  /** Drifts flooded while the weather marker is here (r. 2.2). */
  driftsFlooded: boolean;
}

export interface SupplyTrackRow {
  type: SupplyType;
  name: string;
  /** What one unit is (r. 2.15). */
  unit: string;
  usedFor: string;
  start: number;
  maximum: number;
  /** Marker with a "+30" back for totals 31-60. */
  plus30Back: boolean;
}

export interface TacticalTimeBox {
  box: number;
  label: string;
  /** Hour on a 24 h clock, or null for Start. */
  hour: number | null;
  night: boolean;
}

// =============================================================================================
// Event cards (spec §7)
// =============================================================================================

type Ev =
  | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12'
  | '13' | '14' | '15' | '16' | '17' | '18' | '19' | '20' | '21' | '22' | '23';
/** An event card title (23 titles; Table 7.2). */
export type EventCardId = `EV-${Ev}`;
/** One physical card of the 32-card deck, e.g. "EV-01/2" (the second copy of Boers Raid). */
export type EventCardCopyId = `${EventCardId}/${1 | 2 | 3}`;

/** The themes of r. 2.8. */
export type EventTheme = 'fever' | 'storms' | 'sabotage' | 'reinforcement' | 'scouting' | 'raiding' | 'duplicity' | 'engineering';

/** Whom a card acts on (Table 7.2 "Target"). Target selection rules: Table 7.1 "Choosing targets". */
export type EventTarget =
  /** EV-01: the secure British objective (not the camp) with the lowest battle priority; else the insecure one not yet marked. */
  | { kind: 'raidObjective' }
  /** The operational column with the lowest British movement priority (uncommanded columns last, R56). */
  | { kind: 'operationalColumnByMovementPriority' }
  | { kind: 'holdingBox'; box: 'britishCamp' | 'fortAmiel' }
  /** EV-04: the operational column holding the convoy, or Fort Amiel if the convoy is loaded there. */
  | { kind: 'convoy' }
  /** The insecure British objective (not the camp) with the lowest battle priority. */
  | { kind: 'insecureObjectiveByBattlePriority'; mustHoldUnits: boolean; notMarkedForAmbush: boolean }
  | { kind: 'townInOrder'; order: readonly TownId[] }
  | { kind: 'general'; general: GeneralId }
  | { kind: 'weatherTrack' }
  | { kind: 'none' }
  | { kind: 'outpostWithoutSangers'; controller: 'british'; choice: 'player' }
  | { kind: 'outpostWithoutSangers'; controller: 'boer'; choice: 'lowestBattlePriority' }
  | { kind: 'doubleDrifts' }
  | { kind: 'britishCampHospitalBox' }
  | { kind: 'laagerBoxes' };

/** When a held card stops being held. */
export type HeldUntil =
  | 'endOfNextLoadOxWagonConvoySegment'
  | 'endOfThisWeeksEndPhase'
  | 'nextBritishCampSupplySegment';

/** What a card does (Table 7.2 "Effect"). `text` on the card holds the full wording. */
export type EventEffect =
  | { kind: 'raid' }
  | { kind: 'ambushWithoutRoll'; commandoBonus: number }
  | { kind: 'removeSupplies'; amounts: Partial<SupplyAmounts> }
  | { kind: 'halveConvoyLoad' }
  | { kind: 'loadWagonsModifier'; modifier: number }
  | { kind: 'ambushCommandoBonusToday'; bonus: number }
  | { kind: 'snipers' }
  | { kind: 'duplicity'; successOn: RollRange; politics: number }
  | {
      kind: 'feverHits';
      count: number;
      eligible: readonly ('company' | 'navalBrigade' | 'troop' | 'section')[];
      choice: 'playerFullStrengthFirst';
    }
  | { kind: 'generalFeverRoll'; general: GeneralId }
  | { kind: 'thunderstorm' }
  | { kind: 'mist'; ambushModifier: number; lineOfSightModifier: number }
  | { kind: 'placeSangers' }
  | { kind: 'pontoon' }
  | { kind: 'reinforcementsArrive' }
  | { kind: 'boersReinforce'; reformOrder: readonly LaagerId[]; ambushCommandoBonusIfNoneDestroyed: number }
  | { kind: 'reconnaissance'; rollBonus: number; rolls: readonly TableId[] };

export interface EventCardDef {
  id: EventCardId;
  title: string;
  /** Copies in the deck. */
  count: number;
  theme: EventTheme;
  /** Carries "roll a D6 greater than the number of mounted troops" (r. 2.8; the M column). */
  mountedTroopCheck: boolean;
  target: EventTarget;
  effect: EventEffect;
  /** Held cards (Table 7.1): when they expire; null if the card is discarded at once. */
  heldUntil: HeldUntil | null;
  /** Table 7.2 wording, verbatim. */
  targetText: string;
  effectText: string;
}

export interface EventDeckCard {
  copy: EventCardCopyId;
  card: EventCardId;
}

// =============================================================================================
// Battle cards (spec §5.3, §5.4); the Games Sequence Card (Table 0.3) is in docs/hod-sequence-of-play.md
// =============================================================================================

export type AssaultStepId =
  | 'AsC-1' | 'AsC-2' | 'AsC-3'
  | 'AsC-3a' | 'AsC-3b' | 'AsC-3c' | 'AsC-3d' | 'AsC-3e' | 'AsC-3f' | 'AsC-3g' | 'AsC-3h' | 'AsC-3i' | 'AsC-3j'
  | 'AsC-4';
export type AmbushStepId =
  | 'AmC-1' | 'AmC-2' | 'AmC-3'
  | 'AmC-3a' | 'AmC-3b' | 'AmC-3c' | 'AmC-3d' | 'AmC-3e' | 'AmC-3f' | 'AmC-3g'
  | 'AmC-4';

/**
 * One step of the Assault Card or Ambush Card as the cards print it (spec §5.3, §5.4). Who acts and
 * which tables, rules and rulings it uses: docs/hod-sequence-of-play.md.
 */
export interface BattleStep<Id extends string> {
  id: Id;
  name: string;
  /** The spec's procedure text, verbatim. */
  procedure: string;
}

// =============================================================================================
// Rulings (spec §9)
// =============================================================================================

export interface Ruling {
  id: RulingId;
  /** Rule numbers affected, as printed in the "Where" column. */
  where: string;
  problem: string;
  ruling: string;
  why: string;
}

// =============================================================================================
// Table shapes that are not plain roll tables (spec §3, §5)
// =============================================================================================

/** Common catalogue fields of every table. */
export interface TableHeader {
  id: TableId;
  name: string;
  card: TableCard;
  spec: string;
  rules: readonly RuleNumber[];
}

/** §3.5 Operational Movement Table: basic move plus modifiers, floor 1. */
export interface OperationalMovementTable extends TableHeader, ModifiedValue {
  unit: 'hexes';
  notes: readonly string[];
}

/** A target of the Boer Battle Priority Table (Table 3.7). */
export type BattlePriorityTarget = ObjectiveId | 'operationalColumns';

export interface BoerBattlePriorityTable extends TableHeader {
  /** Lowest number first. */
  entries: readonly { priority: number; target: BattlePriorityTarget; notes?: string }[];
}

export interface BritishMovementPriorityTable extends TableHeader {
  entries: readonly { priority: number; commander: CommanderId; class: 'armyGeneral' | RegimentClass }[];
  /** An operational column left with no general or HQ counts as this priority (R56). */
  uncommandedColumnPriority: number;
  notes: readonly string[];
}

export interface SecureObjectivesTable extends TableHeader {
  rows: Readonly<Record<ObjectiveId, { britishControlled: readonly ObjectiveId[]; laagerDestroyed: LaagerId | null }>>;
  consequences: readonly { text: string; rules: readonly RuleNumber[] }[];
}

export interface BombardLaagerTable extends TableHeader {
  rows: Readonly<
    Record<
      LaagerId,
      {
        objective: ObjectiveId;
        sections: readonly SectionType[];
        ammunition: readonly ('shells' | 'rockets')[];
        result: 'destroyed';
        joubertRoll: boolean;
      }
    >
  >;
  conditions: readonly { condition: string; value: string }[];
}

/** §5.2.1 / §5.2.2 Commando Strength Table: counters drawn. */
export interface CommandoStrengthAssaultTable extends TableHeader {
  /** Day base per objective. */
  day: Readonly<Record<AssaultableObjectiveId, number>>;
  /** Night base per objective; null = night assault not allowed (r. 2.3). */
  night: Readonly<Record<AssaultableObjectiveId, number | null>>;
  modifiers: readonly Modifier[];
  minimum: number;
}

export interface CommandoStrengthAmbushTable extends TableHeader {
  base: Readonly<Record<ObjectiveId | 'operationalColumn', number>>;
  modifiers: readonly Modifier[];
  minimum: number;
}

/** Table 5.2.3: what to do with each counter drawn from the laagers cup. */
export interface CommandoDrawRow {
  drawn: 'veldkornetskapOrPatrol' | 'patrolCrack' | 'patrolSmit' | 'cupEmpty';
  situation: string;
  action:
    | 'place'
    | 'placeCrackReturnDrawn'
    | 'placeAsPatrol'
    | 'placeSmitReturnDrawnDrawAgain'
    | 'stop';
  /** Does the placed counter count toward the commando total? null: not applicable. */
  counts: boolean | null;
  text: string;
}

/** One step of the firepower totals (Tables 5.5.1, 5.5.2). */
export interface FirepowerStep {
  step: number;
  boer: string;
  british: string;
}

/** A fraction applied to a total: total ± floor(total / divisor). */
export interface FractionAdjustment {
  divisor: number;
  sign: 1 | -1;
}

export interface FirepowerTotalsTable extends TableHeader {
  steps: readonly FirepowerStep[];
  /** Heights add floor(total/3) to the defender: Boers in an assault, British in an ambush. */
  heights: FractionAdjustment & { appliesTo: 'boer' | 'british'; hexes: readonly (ObjectiveId | 'O0306')[] };
  /** Fortification of the defended hex reduces the attacker's total. */
  fortification: Readonly<Partial<Record<Fortification | 'sangersMarker', FractionAdjustment>>>;
  fortificationAppliesTo: 'boer' | 'british';
  /** The Boer total never goes below 1 (R21). */
  boerMinimum: number;
}

/** §5.6: result and hits on each company and committed reserve. */
export interface AssaultOutcome {
  result: AssaultResult;
  hits: number;
}

export interface AssaultResultTable extends TableHeader {
  rows: readonly (RollRange & Readonly<Record<Formation, AssaultOutcome>>)[];
  meanings: Readonly<Record<AssaultResult, string>>;
}

export interface AmbushResultTable extends TableHeader {
  rows: readonly (RollRange & { result: AmbushResult; companyHits: number; reserveHits: number })[];
  meanings: Readonly<Record<AmbushResult, string>>;
}

/** §5.14 hit states. */
export interface HitsTable extends TableHeader {
  rows: readonly { before: string; oneHit: string; twoHits: string }[];
  /** Hits from one result on one counter form one batch; a batch of more than 2 counts as 2 (R11). */
  batchCap: number;
  separateBatches: readonly ('failedCharge' | 'fever' | 'nightAssaultDispersal' | 'hungerAndThirst')[];
}

/** Table 3.4.2: everything the weather modifies. */
export interface WeatherEffect {
  effect: string;
  table: TableId;
  fine: string;
  rain: string;
  rules: readonly RuleNumber[];
}

// =============================================================================================
// Starting set-up (spec §8)
// =============================================================================================

/** The side a British unit counter shows (Table 6.9); HQs are single-sided. */
export type UnitSide =
  | 'fullStrength'
  | 'reduced'
  | 'mounted'
  | 'dismounted'
  | 'horseDrawn'
  | 'manhandled'
  | 'undamaged'
  | 'damaged'
  | 'alive'
  | 'dead'
  | 'singleSided';

export interface UnitPlacement {
  id: BritishUnitId;
  side: UnitSide;
}

export type Control = 'british' | 'boer';

/** Tables 8.1-8.4. */
export interface SetupData {
  strategic: {
    strategicTimeMarker: StrategicBox;
    britishAssaultMarker: StrategicBox;
    /** Strategic column counters on the Strategic Time Track (contents per Table 6.8). */
    strategicColumns: Readonly<Record<StrategicColumnId, StrategicBox>>;
    ships: readonly { id: ShipId; hex: StrategicHexId }[];
    politicsBox: number;
    boerVictories: number;
    towns: Readonly<Record<TownId, 'garrisoned' | 'captured'>>;
  };
  operational: {
    operationalTimeMarker: OperationalBox;
    weather: { box: WeatherBox; shows: Weather };
    drifts: { hex: OperationalHexId; state: DriftsState };
    fortAmielHolding: readonly UnitPlacement[];
    convoy: { side: 'undamaged' | 'damaged'; loaded: SupplyAmounts; loadRow: string };
    /** All other supply counters wait in Fort Amiel (the unused pool). */
    fortAmielHospital: readonly UnitPlacement[];
  };
  tactical: {
    britishCampHolding: readonly UnitPlacement[];
    britishCampHospital: readonly UnitPlacement[];
    objectiveMarkers: Readonly<Record<ObjectiveId, Control>>;
    laagers: Readonly<Record<LaagerId, 'intact' | 'destroyed'>>;
    joubert: { box: 'joubert'; side: 'alive' | 'dead' };
    smit: { box: 'smit'; side: 'alive' | 'dead' };
    crackVeldkornetskap: { box: 'coldstream' };
    laagersCup: readonly CupCounterId[];
    nightAssaultOptions: number;
    tacticalTimeMarker: number;
    britishCampSupply: SupplyAmounts;
    sangers: readonly ObjectiveId[];
    bombardmentMarkers: number;
    ordersMarkers: number;
  };
  other: {
    eventDeck: 'all 32 cards shuffled';
    discardPile: readonly EventCardId[];
    heldCards: readonly EventCardId[];
    /** Strategic Phase with the strategic time marker in Start (Table 1.2). */
    firstStep: { phase: 'strategic'; segment: RuleNumber; strategicBox: StrategicBox };
    /** British Camp insecure at start: O'Neill's Farm and Nkwelo Plateau are Boer-controlled (§3.9). */
    britishCampSecure: boolean;
    /** The assault marker shares the Start box; in week 1 it sits in the box immediately to the left. */
    noBritishAssaultInEffect: boolean;
  };
}
