// The Hill of Doves campaign state: a plain JSON value, changed only by evolve(). Locations are short
// strings so the state stays small and comparable; loc.ts types and reads them.
import type { GameResult } from '../../engine/types.ts';
import type { CombatState } from './combat/state.ts';
import type { ComponentRevision } from './data/revisions.ts';
import type {
  BritishUnitId,
  CupCounterId,
  EventCardCopyId,
  EventCardId,
  Formation,
  LaagerId,
  ObjectiveId,
  StrategicColumnId,
  SupplyAmounts,
  SupplyType,
  TacticalHexId,
  TownId,
  UnitSide,
  Weather,
  WeatherBox,
} from './data/types.ts';
import { SETUP } from './data/setup.ts';
import type { StandingOrders } from './orders/orders.ts';
import { DEFAULT_ORDERS } from './orders/orders.ts';

export type { Loc, Origin } from './loc.ts';
import type { AmbushTarget, Loc, Origin } from './loc.ts';

export interface UnitState {
  loc: Loc;
  side: UnitSide;
  /** Where the counter departed from, for hospital and return rules (r. 4.10, 4.12, 4.15). */
  from: Origin;
}

export interface OpColumn {
  id: string;
  origin: Origin;
  /** Road index 0 (Fort Amiel) … 8 (Mount Prospect) (Table 2.3.2). */
  road: number;
}

export interface TacticalColumn {
  id: string;
  objective: ObjectiveId;
  /** The rifle fire hex holding its orders marker (r. 3.1, R58). */
  hex: TacticalHexId;
  formation: Formation;
  night: boolean;
  /**
   * Tactical time box of departure (r. 3.3): declared with the assault (default 1 = 5 am) under the
   * standing order depart:as-declared; null while the column waits in the camp for the player's
   * hourly word (depart:ask).
   */
  depart: number | null;
  at: TacticalHexId;
  /** Tactical time box of arrival (r. 3.3), or null while on the way. */
  arrived: number | null;
  /** Spend a held Reconnaissance card on this column's roll (EV-23). */
  recon: boolean;
}

/** Where the game waits for the British player, or what it is doing. */
export type Step =
  | 'setup'
  | 'night' // 2.3
  | 'columns' // 2.4
  | 'day' // 2.5 (declaring day assaults)
  | 'card' // 2.8 an event card that leaves a choice to the player (EV-12, EV-15, EV-18)
  | 'depart' // 3.3 which tactical columns start moving this hour
  | 'combat' // the Assault or Ambush Card (combat engine)
  | 'bombard' // 2.11
  | 'transfer' // 2.13
  | 'supply' // 2.15 medical supplies and herds
  | 'load' // 2.17
  | 'halt' // /hod continue stops whatever the standing orders (orders/halts.ts): a week begins, a supply ran out
  | 'over';

export interface Today {
  mist: boolean; // EV-17
  scouts: boolean; // EV-08
  reinforceBonus: boolean; // EV-22 with no laager destroyed
  /** Ambush targets marked this day: objective ids or 'col:<id>' (r. 2.9). */
  ambush: AmbushTarget[];
  whiteFlag: ObjectiveId | null; // EV-09
  sniper: { target: ObjectiveId; patrol: CupCounterId } | null; // EV-10
  /** Objectives that became British during this Operational Phase (§3.6). */
  captured: ObjectiveId[];
  /** r. 2.6: a night assault that did not disperse, or a day assault, reached the Assault Card. */
  assaulted: boolean;
  nightUsed: boolean;
  columnsFormed: Origin[];
  /** Counters transferred this Transfer Segment (R54). */
  transferred: BritishUnitId[];
  /** Control as it stood at the start of the Transfer Segment: paths are traced against it (R54). */
  transferBritish: ObjectiveId[];
  /** Day assaults declared and not yet launched (2.5). */
  declared: TacticalColumn[];
  /** Which battle card is running ('assault' night/day or 'ambush'), and what follows it (R3). */
  card: 'night' | 'day' | 'ambush' | null;
  /** The tactical time marker (Table 4.5): 0 = Start, 1 = 5 am … 13 = 5 pm (r. 3.3). */
  hour: number;
}

/** An event card waiting for the player's choice (2.8): which counters or outpost it strikes. */
export interface PendingCard {
  card: 'EV-12' | 'EV-15' | 'EV-18';
  /** How many to choose: 2 (EV-12, or fewer if fewer are there), 1 (EV-15, EV-18). */
  count: number;
  /** Counter ids (EV-12, EV-15) or objective ids (EV-18) that may be chosen. */
  options: string[];
}

export interface HodState {
  started: boolean;
  sandbox: boolean;
  /** The component revision the game was created with (data/revisions.ts); absent = v1 (logs made before v2). */
  components?: ComponentRevision;
  step: Step;
  orders: StandingOrders;
  /** Campaigns created since /hod continue halts (orders/halts.ts); absent in older ones, which play as before. */
  halts?: true;
  /** With halts: the steps the player has been asked at in this campaign, and strandings told ('stranded:<unit>'). */
  asked?: string[];
  /** With halts, at a 'halt' step: the segment (flow.ts Point) that /hod continue runs from. */
  resume?: string;
  week: number; // strategic time marker box 0-9 (Table 1.1)
  day: number; // operational time marker 0-7 (Table 1.5)
  assaultMarker: number; // r. 1.4, 2.6
  politics: number; // Table 4.1
  boerVictories: number;
  towns: TownId[]; // captured towns (r. 1.4)
  strategic: Record<StrategicColumnId, { status: 'waiting' | 'map' | 'arrived'; index: number }>;
  weather: { box: WeatherBox; shows: Weather };
  units: Record<string, UnitState>;
  columns: OpColumn[];
  tactical: TacticalColumn[];
  nextColumn: number;
  markers: Record<ObjectiveId, 'british' | 'boer'>;
  sangers: ObjectiveId[];
  laagers: Record<LaagerId, 'intact' | 'destroyed'>;
  joubertAlive: boolean;
  smit: { alive: boolean; inBattle: boolean };
  crackInBattle: boolean;
  /** The laagers cup (r. 4.5): hidden from the player. */
  cup: CupCounterId[];
  /** Sandbox: the next counters drawn from the cup, in order. */
  drawQueue: CupCounterId[];
  /** The Event Card Deck, top first (r. 2.8): hidden from the player. */
  deck: EventCardCopyId[];
  discard: EventCardCopyId[];
  held: EventCardId[];
  supply: Record<SupplyType, number>; // British Camp Supply Track (Table 4.4)
  convoyLoad: SupplyAmounts | null; // Ox Wagon Convoy Diagram (r. 2.7, 2.17)
  nightAssaults: number; // Night Assaults Box (r. 2.3)
  today: Today;
  /** The combat engine's sub-state while an Assault or Ambush Card is being played (combat/state.ts). */
  combat: CombatState | null;
  /** 2.8: an event card waiting for the player's choice (step 'card'). */
  pendingCard: PendingCard | null;
  result: GameResult | null;
}

export const SIDES = ['British', 'Boer'] as const;
export const SEATS = ['British'] as const;

export function emptyToday(): Today {
  return {
    mist: false,
    scouts: false,
    reinforceBonus: false,
    ambush: [],
    whiteFlag: null,
    sniper: null,
    captured: [],
    assaulted: false,
    nightUsed: false,
    columnsFormed: [],
    transferred: [],
    transferBritish: [],
    declared: [],
    card: null,
    hour: 0,
  };
}

/** The state before the setup event: the markers as Tables 8.1-8.4 place them (data/setup.ts). */
export function initialState(): HodState {
  return {
    started: false,
    sandbox: false,
    step: 'setup',
    orders: DEFAULT_ORDERS,
    week: SETUP.strategic.strategicTimeMarker,
    day: SETUP.operational.operationalTimeMarker,
    assaultMarker: SETUP.strategic.britishAssaultMarker,
    politics: SETUP.strategic.politicsBox,
    boerVictories: SETUP.strategic.boerVictories,
    towns: (Object.keys(SETUP.strategic.towns) as TownId[]).filter((t) => SETUP.strategic.towns[t] === 'captured'),
    strategic: { 'STRAT-NAVAL': { status: 'waiting', index: 0 }, 'STRAT-INDIAN': { status: 'waiting', index: 0 } },
    weather: { ...SETUP.operational.weather },
    units: {},
    columns: [],
    tactical: [],
    nextColumn: 1,
    markers: { ...SETUP.tactical.objectiveMarkers },
    sangers: [...SETUP.tactical.sangers],
    laagers: { ...SETUP.tactical.laagers },
    joubertAlive: SETUP.tactical.joubert.side === 'alive',
    smit: { alive: SETUP.tactical.smit.side === 'alive', inBattle: false },
    crackInBattle: false,
    cup: [],
    drawQueue: [],
    deck: [],
    discard: [],
    held: [],
    supply: { rations: 0, medicalSupplies: 0, herds: 0, cartridges: 0, shells: 0, caseShot: 0, rockets: 0 },
    convoyLoad: null,
    nightAssaults: SETUP.tactical.nightAssaultOptions,
    today: emptyToday(),
    combat: null,
    pendingCard: null,
    result: null,
  };
}

export const unitIds = (s: HodState): BritishUnitId[] => Object.keys(s.units) as BritishUnitId[];
export const unitsAt = (s: HodState, loc: Loc): BritishUnitId[] => unitIds(s).filter((u) => s.units[u]!.loc === loc);
