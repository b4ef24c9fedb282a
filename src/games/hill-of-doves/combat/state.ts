// The combat sub-state (plain JSON) kept in the campaign state as `combat` while a card is played.
import type { ComponentRevision } from '../data/revisions.ts';
import type {
  AmbushResult,
  AssaultResult,
  BritishUnitId,
  CupCounterId,
  Formation,
  GeneralId,
  ObjectiveId,
  SectionId,
  UnitSide,
  Weather,
} from '../data/types.ts';
import type { Ammunition, ArtilleryPost, Origin } from './contract.ts';

export type UnitKind = 'general' | 'hq' | 'company' | 'navalBrigade' | 'troop' | 'section' | 'convoy';
export type UnitStatus = 'active' | 'hospitalized' | 'destroyed' | 'captured' | 'dead';

/** A British counter in one battle. */
export interface CombatUnit {
  id: BritishUnitId;
  kind: UnitKind;
  before: UnitSide;
  side: UnitSide;
  status: UnitStatus;
  from: Origin;
  /** 'column': fights; 'bystander': R47 garrison of the orders hex (may only man artillery). */
  role: 'column' | 'bystander';
  /** Reserves: committed to fire (AsC-3c) or to the charge (R64); in an ambush every reserve (r. 4.16). */
  committed: boolean;
  charged: boolean;
  hits: number;
  convoyDamaged: boolean;
}

export interface Marker {
  section: SectionId;
  /** Reduction of the Boer total (Table 5.1.2); 0 for a rocket that missed (marker removed). */
  value: number;
}

/** One assault or ambush. */
export interface Battle {
  index: number;
  kind: 'assault' | 'ambush';
  /** Objective id, or 'col:<id>'. */
  target: string;
  objective: ObjectiveId | null;
  column: string | null;
  hex: string;
  formation: Formation | null;
  arrivalBox: number | null;
  /** Ambush: secure objective (Boers Raid) and where its ammunition comes from (r. 2.15, R16, R53). */
  secure: boolean;
  ammo: 'camp' | 'free' | 'none';
  origin: Origin;
  whiteFlagRuse: boolean;
  sniperPatrol: CupCounterId | null;
  units: CombatUnit[];
  /** Counters placed (cup ids, 'CRACK-VK', 'SMIT'). */
  commando: string[];
  /** Cup counters drawn for this battle (all go back to the cup). */
  drawn: CupCounterId[];
  markers: Marker[];
  boer: number | null;
  british: number | null;
  quotient: number | null;
  result: AssaultResult | AmbushResult | 'noBattle' | null;
  /** Assault: hits on each company and committed reserve. Ambush: companyHits / reserveHits. */
  hits: number;
  reserveHits: number;
  generalLed: boolean;
  /** Sections this battle sent to hospital, awaiting Man Artillery Pieces (r. 4.1). */
  pendingMan: SectionId[];
  captured: boolean;
  lost: boolean;
  done: boolean;
}

export type Segment =
  | 'commando'
  | 'bombard'
  | 'boerFire'
  | 'britishFire'
  | 'reserves'
  | 'result'
  | 'charge'
  | 'general'
  | 'casualties'
  | 'man'
  | 'consolidate'
  | 'aftermath'
  | 'end';

export interface Cursor {
  seg: Segment;
  battle: number;
  /** AsC-2: index into `hours`. */
  hour: number;
}

export interface CombatState {
  /** The game's component revision (absent = v1). */
  components?: ComponentRevision;
  kind: 'assault' | 'ambush';
  night: boolean;
  weather: Weather;
  mist: boolean;
  noBritishAssault: boolean;
  boerScouts: boolean;
  boersReinforce: boolean;
  boerControlled: ObjectiveId[];
  destroyedLaagers: number;
  sangers: ObjectiveId[];
  sangersPlaced: ObjectiveId[];
  sangersRemoved: ObjectiveId[];
  artillery: ArtilleryPost[];
  /** AsC-2 markers placed: section, target, hour box. */
  bombardments: { section: SectionId; target: ObjectiveId; hour: number }[];
  /** AmC-2 attempts made: section, ambush number. */
  attempts: { section: SectionId; ambush: number }[];
  /** AsC-2 arrival boxes in time order. */
  hours: number[];
  supplies: Ammunition;
  spent: Ammunition;
  cup: CupCounterId[];
  queuedDraws: string[];
  drawsUsed: number;
  /** Smit: in his laager box, dead, or placed with the commando of battle n. */
  smit: 'laager' | 'dead' | number;
  smitKilled: boolean;
  /** The crack veldkornetskap: Coldstream Laager Box, or placed with battle n. */
  crack: 'coldstream' | number;
  generalsKilled: GeneralId[];
  politicsDelta: number;
  boerVictoriesDelta: number;
  battles: Battle[];
  step: Cursor;
}
