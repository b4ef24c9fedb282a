// The Scenario interface of the Hand of Destiny system (2.1.D: "each game includes this rule book and
// a scenario sheet ... specific scenario rules always supersede the rules in this Standard Rule book").
// The system rules 1-22 under src/games/hand-of-destiny/ read the scenario's DATA (map, units, cards,
// turns, tables, unit classes) and call its HOOKS where a scenario rule supersedes a system rule.
// Every hook is optional: leaving it out means "the system rule applies as written".
import type { GameResult } from '../../engine/types.ts';

/** A BRT result (13.3): E elimination, P panic, - no effect. */
export type BrtResult = 'E' | 'P' | '-';

/** A map space (3.1). `river` names the river of a river space (12.1); `stop` is Stop terrain (11.1.1). */
export interface DestinySpace {
  id: string;
  name: string;
  terrain: string;
  river: string | null;
  stop: boolean;
  /** A Fortress or Base (14.0) and the side(s) the scenario TEC lets use it (14.C). */
  fortification: { kind: string; usableBy: string } | null;
}

/** A two-way route (3.2). 'land' and 'river' are the system's kinds; a scenario may add its own (rail, lake). */
export interface DestinyRoute {
  from: string;
  to: string;
  kind: string;
}

/** A unit (4.3): Battle Strength (4.3.A), identification (4.3.B), contingent (4.3.C), elite (4.4, 16.0). */
export interface DestinyUnit<S extends string = string> {
  id: string;
  name: string;
  side: S;
  type: string;
  strength: number;
  elite: boolean;
  contingent: string;
}

/** A Campaign Card (7.1): Movement line keyed by unit type, contingent or 'All' (7.1.2, 11.B-C). */
export interface DestinyCard<S extends string = string> {
  id: string;
  title: string;
  side: S;
  movement: Readonly<Record<string, number>>;
  /** 8.2: the card gives its player +1 to Tactical Superiority in the upcoming Battle Phase. */
  battleBonus: boolean;
  removeFromPlay: boolean; // 7.1.4
}

/** A box of the Turn Record Track (6.1). */
export interface DestinyTurn<S extends string = string> {
  index: number;
  label: string;
  first: S; // 6.1.B
  second: S;
}

/** Unit classes the system rules name; the scenario says which unit types belong to each. */
export type UnitClass =
  | 'fleet' // 12.3-12.5, 13.5.B, 17.B, 21.1
  | 'engineer' // 12.2
  | 'artillery' // 17.A-B (fleets are added by the system)
  | 'leader' // 19.1.C, 20.A, 21.1
  | 'cavalry' // 19.1.C
  | 'supply' // 21.1, 21.2
  | 'breakoff' // 18.D
  | 'fort-builder'; // 22.1.A

/** A +1 Tactical Superiority modifier (13.1.1): id and the rule that grants it. */
export interface Modifier {
  id: string;
  rule: string;
}

/** Why a step, placement or stack is refused: a rule number and a sentence. */
export interface Refusal {
  rule: string;
  message: string;
}

/**
 * What the scenario's hooks may read of the game: unit locations and panics, the cards in effect,
 * the turn and side. Both the system's own state and a scenario module's state offer it.
 */
export interface DestinyPosition<S extends string = string> {
  turn: number;
  activeSide: S;
  units: Readonly<Record<string, { location: string; panicked: boolean }>>;
  markers: Readonly<Record<string, string>>;
  decks: Readonly<Record<S, { current: string | null; removed: readonly string[]; discard: readonly string[] }>>;
}

/** The battle a modifier hook is asked about. */
export interface BattleContext<S extends string = string> {
  space: string;
  attacker: S;
  defender: S;
  /** Unpanicked units of each side present at the roll (R22). */
  present: Readonly<Record<S, readonly string[]>>;
  /** A scenario's pre-battle support roll gave +1 in this battle (e.g. 24.4). */
  support: boolean;
}

/** The +1 modifiers the system itself grants (13.1.1.B-C, 17.A-B). */
export type SystemModifier = 'elite' | 'battle-bonus' | 'artillery';

/** Hooks: where a scenario rule supersedes (2.1.D) or fills in (5.0, 13.2, 14.C, 18.D, 22.1) a system rule. */
export interface ScenarioHooks<S extends string = string> {
  /** 13.3.1 sends eliminated units to the deadpile (3.4); e.g. 27.1.B: to the recruit pool. */
  eliminatedGoesTo?(unit: DestinyUnit<S>): string;
  /** 11.C, 11.1.4: does a card's Movement entry `key` cover the unit? Default: 'All', its type or its contingent. */
  cardCovers?(key: string, unit: DestinyUnit<S>): boolean;
  /** May these units enter `space` now? e.g. 28.1.B closed regions. */
  mayEnter?(pos: DestinyPosition<S>, units: readonly string[], space: string): Refusal | null;
  /** 11.E: may these units move as one stack? The system limits a stack only to one space (e.g. 29.B: one contingent). */
  mayMoveTogether?(pos: DestinyPosition<S>, units: readonly string[]): Refusal | null;
  /** May these units end a phase/move in `space`? 9.A says stacking is unlimited; e.g. 29.B contingents. */
  stackingLegal?(pos: DestinyPosition<S>, units: readonly string[], space: string): Refusal | null;
  /** 5.0: the scenario's victory conditions, checked after every phase and battle. */
  victory?(pos: DestinyPosition<S>): GameResult | null;
  /** 6.2.3: the result when the last turn ends (5.0). */
  finalResult?(pos: DestinyPosition<S>): GameResult;
  /** Further +1 Tactical Superiority modifiers (terrain per the TEC, 24.4 air support ...). */
  battleModifiers?(pos: DestinyPosition<S>, battle: BattleContext<S>, side: S): readonly Modifier[];
  /** The rule cited beside a system modifier in the record (default 13.1.1.B, 13.1.1.C, 17.A-B). */
  modifierRule?(id: SystemModifier): string;
  /** 13.1.1.C, 8.2: does the attacker's card give its Battle Bonus in a battle at `space`? Default: the card's battleBonus. */
  battleBonus?(pos: DestinyPosition<S>, space: string, side: S): boolean;
  /** A scenario's pre-battle support (e.g. 24.4): is it in effect for the battle the attacker starts at `space`? */
  battleSupport?(pos: DestinyPosition<S>, space: string, attacker: S): boolean;
  /** 18.D: may this (unpanicked) unit break off? Default: Advanced Rules and the 'breakoff' class. */
  mayBreakOff?(pos: DestinyPosition<S>, unit: string): boolean;
  /** 13.5: the scenario's own limits on where `units` may retreat or break off (null: they may not retreat at all). */
  retreatAllow?(pos: DestinyPosition<S>, units: readonly string[]): ((to: string) => boolean) | null;
  /** 19.2: the scenario's own limits on where `units` may pursue. */
  pursuitAllow?(pos: DestinyPosition<S>, units: readonly string[]): (to: string) => boolean;
  /** 20.B: the units of the winner's recruit box it may place (default: all of them). */
  majorRecruitPool?(pos: DestinyPosition<S>, winner: S, forces: readonly string[], pool: readonly string[]): string[];
  /** 22.2, 22.3.A: where a removed fort marker goes (default: the side's recruit box). */
  fortMarkerHome?(marker: string, side: S): string;
  /** Standing order "nearest-supply" (13.5): the spaces a retreat heads for (default: the side's fortified spaces holding its units). */
  retreatTargets?(pos: DestinyPosition<S>, side: S): readonly string[];
  /** 21.1: units the scenario designates as in automatic supply. */
  alwaysInSupply?(pos: DestinyPosition<S>, unit: string): boolean;
  /** Extra supply (e.g. 30.2.C rail lines, 30.2.D home territory): units of `side` in `space` are in supply. */
  suppliedAt?(pos: DestinyPosition<S>, space: string, side: S): boolean;
  /** 21.2 / e.g. 30.2: is `space` a supply source for `side`? Replaces the system's list when given. */
  supplySource?(pos: DestinyPosition<S>, space: string, side: S): boolean;
}

/** A Hand of Destiny scenario: the data the system rules read, and the hooks that supersede them. */
export interface Scenario<S extends string = string> {
  id: string;
  title: string;
  /** 2.1.A: the two players, in their order of set-up. */
  sides: readonly [S, S];
  spaces: readonly DestinySpace[];
  /** Off-map locations (3.3 recruit boxes, 3.4 deadpile, scenario boxes). */
  boxes: readonly string[];
  routes: readonly DestinyRoute[];
  /** Route kinds that make spaces adjacent for retreat (13.5) and supply range (21.2). */
  adjacency: readonly string[];
  units: readonly DestinyUnit<S>[];
  cards: readonly DestinyCard<S>[];
  turns: readonly DestinyTurn<S>[];
  /** Where each unit starts (25.0 of a scenario). */
  setup: Readonly<Record<string, string>>;
  /** 3.3: each side's Recruit Box. */
  recruitBox: Readonly<Record<S, string>>;
  /** 3.4 */
  deadpile: string;
  /** 22.0: each side's fort markers (marker ids in the position's `markers`). */
  fortMarkers: Readonly<Record<S, readonly string[]>>;
  /** 13.2: each scenario may have its own BRT; the column is the rolling unit's type. */
  brt(unitType: string, die: number): BrtResult;
  /** Which unit types (or single unit ids) belong to each class the system rules name. */
  classes: Readonly<Partial<Record<UnitClass, readonly string[]>>>;
  /** The order the sides are written in the battle record (default: `sides`). */
  recordSides?: readonly [S, S];
  /** Scenario rule numbers cited beside the system's in battle prompts and records (e.g. fire: 'R37' → "13.1.2, R37"). */
  battleNotes?: Partial<Record<'fire' | 'loss' | 'ignored' | 'retreat' | 'pursuit', string>>;
  /** The scenario's rule (or our ruling) for a battle no unit can fire in, and for a side that broke off entirely (18.0). */
  battleRulings?: { noFire?: string; allBrokeOff?: string };
  /** 19.2: the route kinds a pursuit may take (default: 'land'). */
  pursuitRoutes?: readonly string[];
  /** 2.1.C: are the Advanced Rules (17-22) in use in this game? */
  advanced(pos: DestinyPosition<S>): boolean;
  hooks: ScenarioHooks<S>;
}
