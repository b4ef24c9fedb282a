// Combat events: facts in the past tense, every type starting with "combat.". Dice and draws are
// written into them so the fold needs no randomness.
import type {
  AmbushResult,
  AssaultResult,
  BritishUnitId,
  CupCounterId,
  GeneralId,
  ReserveId,
  SectionId,
  UnitSide,
} from '../data/types.ts';
import type { Ammunition, AmbushInput, AssaultInput, CombatOutcome } from './contract.ts';
import type { UnitStatus } from './state.ts';

/** A modified roll as written into an event. */
export interface Roll {
  die: number;
  modifier: number;
  total: number;
}

export interface Draw {
  counter: CupCounterId;
  /** 'placed' (counts), 'crack' (placed the crack veldkornetskap), 'smit' (placed Smit, draw again), 'patrol' (PC/PS acting as a patrol). */
  as: 'placed' | 'crack' | 'smit' | 'patrol';
}

export interface FireLine {
  id: BritishUnitId;
  value: number;
  paid: Partial<Ammunition>;
  /** Gatling Gun Roll (r. 4.9). */
  gatling?: { die: number; outcome: 'jammed' | 'stoppages' | 'firing' | 'sustainedFire' };
  /** Could not fire for want of ammunition (r. 2.15, R61). */
  noAmmunition?: boolean;
}

export interface HitLine {
  id: BritishUnitId;
  hits: number;
  side: UnitSide;
  status: UnitStatus;
  convoyDamaged?: boolean;
}

export type CombatEvent =
  | { type: 'combat.started'; kind: 'assault'; input: AssaultInput; order: number[] }
  | { type: 'combat.started'; kind: 'ambush'; input: AmbushInput; order: number[] }
  | {
      type: 'combat.commandoDrawn';
      battle: number;
      strength: number;
      breakdown: string[];
      draws: Draw[];
      /** The counters placed (cup ids, CRACK-VK, SMIT). */
      commando: string[];
      drawsUsed: number;
    }
  | {
      type: 'combat.bombarded';
      battle: number;
      hour: number;
      section: SectionId;
      paid: 'shells' | 'rockets';
      rockets: Roll | null;
      value: number;
    }
  | {
      type: 'combat.bombardmentAttempted';
      battle: number;
      section: SectionId;
      sight: Roll;
      spotted: boolean;
      paid: 'shells' | 'rockets' | null;
      rockets: Roll | null;
      value: number;
    }
  | { type: 'combat.bombardmentEnded'; hour: number | null }
  | { type: 'combat.noBattle'; battle: number }
  | {
      type: 'combat.boerFirepower';
      battle: number;
      counters: number;
      smit: number;
      heights: number;
      fortification: number;
      bombardment: number;
      total: number;
    }
  | { type: 'combat.reserveCommitted'; battle: number; reserve: ReserveId }
  | {
      type: 'combat.britishFired';
      battle: number;
      segment: 'companies' | 'reserves' | 'all';
      fire: FireLine[];
      total: number;
    }
  | {
      type: 'combat.resultFound';
      battle: number;
      raw: number;
      heights: number;
      fortification: number;
      british: number;
      boer: number;
      quotient: number;
      result: AssaultResult | AmbushResult;
      hits: number;
      reserveHits: number;
    }
  | {
      type: 'combat.charged';
      battle: number;
      units: BritishUnitId[];
      generalLeads: boolean;
      roll: Roll;
      success: boolean;
    }
  | { type: 'combat.chargeDeclined'; battle: number }
  | { type: 'combat.generalRolled'; battle: number; rolls: { who: GeneralId | 'SMIT'; roll: Roll; killed: boolean }[] }
  | { type: 'combat.casualties'; battle: number; lines: HitLine[]; captured: SectionId[]; extra: BritishUnitId[] }
  | { type: 'combat.artilleryManned'; battle: number; section: SectionId; by: HitLine }
  | { type: 'combat.artilleryLeft'; battle: number; section: SectionId }
  | {
      type: 'combat.consolidated';
      battle: number;
      side: 'british' | 'boers';
      removedSangers: boolean;
      roll: Roll | null;
      success: boolean;
    }
  | {
      type: 'combat.battleEnded';
      battle: number;
      result: AssaultResult | AmbushResult | 'noBattle';
      captured: boolean;
      lost: boolean;
      politics: number;
      boerVictories: number;
    }
  | { type: 'combat.ended'; outcome: CombatOutcome };
