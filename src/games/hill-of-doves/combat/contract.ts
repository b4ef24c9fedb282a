// The Hill of Doves battle engine: the Assault Card (AsC, spec §5.3) and the Ambush Card (AmC,
// spec §5.4), rules 4.1-4.17. THIS FILE IS THE CONTRACT the campaign module codes against; it is kept
// stable (things are added, never renamed).
//
// HOW TO WIRE IT (for the campaign engineer)
// -------------------------------------------
// 1. State. Keep `combat: CombatState | null` in the campaign state (plain JSON). It is null except
//    while an Assault or Ambush Card is being played.
// 2. Start. At 3.4 (End Phase of the Tactical Phase) build an `AssaultInput` (every assault of the
//    card: a night card has exactly one) and call `startAssault(input, rng, orders?)`. At the Ambush
//    Segment (2.9) build an `AmbushInput` (every ambush marker of the day) and call
//    `startAmbush(input, rng, orders?)`. Both return events; the first is "combat.started". Append
//    them as campaign events.
// 3. Evolve. In the campaign evolve, route every event for which `isCombatEvent(e)` is true to
//    `state.combat = evolveCombat(state.combat, e)`. It returns null after "combat.ended".
//    ALSO apply the outcome when you see "combat.ended": `e.outcome` (a `CombatOutcome`) lists
//    everything the campaign must change: each British unit's new side and place (hospital,
//    holding box, the captured objective, destroyed, captured), generals killed, Smit killed,
//    ammunition spent (already summed; `outcome.supplies` is the camp track after it), politics and
//    Boer victories deltas, objectives captured or lost, sangers placed/removed, the cup contents
//    after the card (every commando returned), and where play goes next (2.4, 2.6 or 2.10).
//    Nothing else in the combat events needs applying to the campaign state.
// 4. Decide. While `combat !== null`, the British decisions of the card are combat actions: route
//    any action whose type is in `COMBAT_ACTION_TYPES` to `decideCombat(state.combat, action, rng,
//    orders?)`. It throws RuleError (with the rule number) for an illegal action and returns events
//    otherwise; every following step that needs no decision runs within the same call, up to the
//    next decision or "combat.ended".
// 5. Actions. `combatActions(combat)` is exactly the list of legal British choices now (empty when
//    nothing is pending); `combatPending(combat)` is the prompt with its rule number.
// 6. Describe. `describeCombat(e)` is one log line. Everything drawn in a battle is visible to the
//    British player; no cup counter is ever named before it is drawn (the cup list in
//    "combat.started" is never printed).
// 7. Standing orders. Pass `orders` (`CombatOrders`) so that quiet battles resolve without
//    stopping; a field left out (or 'ask') stops at that decision.
// 8. Pure and deterministic: randomness only from `rng` (dice via rng.die(): sandbox-queued dice
//    first; draws via the input's `queuedDraws` first, then rng.int), written into the events.

import type { ComponentRevision } from '../data/revisions.ts';
import type {
  AmbushResult,
  AssaultableObjectiveId,
  AssaultResult,
  BritishUnitId,
  CupCounterId,
  Formation,
  GeneralId,
  LaagerId,
  ObjectiveId,
  ReserveId,
  SectionId,
  UnitSide,
  Weather,
} from '../data/types.ts';

// ---------------------------------------------------------------------------------------------
// Inputs: everything the combat needs from the campaign state, as plain data
// ---------------------------------------------------------------------------------------------

/** Ammunition on the British Camp Supply Track (r. 2.15). */
export interface Ammunition {
  cartridges: number;
  shells: number;
  caseShot: number;
  rockets: number;
}

/** Where a counter departed from (r. 4.10, 4.12, 4.15): decides its hospital box and where it returns. */
export type Origin = 'camp' | 'fort';

/**
 * A British counter engaged in a battle, as it stands (never hospitalized: R19).
 * Generals: side 'alive' (a dead general is never engaged: R57). HQs: 'singleSided'.
 */
export interface EngagedUnit {
  id: BritishUnitId;
  side: UnitSide;
  /** Default: 'camp'. */
  from?: Origin;
}

/** An artillery section standing in a British-controlled objective (not in a column, not hospitalized). */
export interface ArtilleryPost {
  section: SectionId;
  side: UnitSide;
  objective: ObjectiveId;
  /** A path free of rifle fire hexes to the British Camp (r. 2.15); always true in the camp. */
  supplyPath: boolean;
}

/** One assault of the Assault Card (one tactical column, r. 3.1-3.3). */
export interface AssaultOrder {
  /** The campaign's id of the tactical column (echoed back in the outcome). */
  column: string;
  objective: AssaultableObjectiveId;
  /** The rifle fire hex holding its orders marker. */
  hex: string;
  /** Tactical time box of arrival (r. 3.3, 4.14); null for a night assault. */
  arrivalBox: number | null;
  formation: Formation;
  /** The tactical column: generals, HQs, companies and reserves. */
  units: EngagedUnit[];
  /**
   * R47: a British garrison in the orders-marker hex (Majuba Slopes for Majuba Mountain). It takes no
   * part (no fire, no hits) but its companies and naval brigades may man artillery pieces (r. 4.1).
   */
  bystanders?: EngagedUnit[];
}

/** Boer-side and card-wide facts shared by both cards. */
export interface CardCommon {
  /** The game's component revision (absent = v1, as in the logs made before revision 2). */
  components?: ComponentRevision;
  weather: Weather;
  /** Objectives that are Boer-controlled now (supports r. 4.5; bombardment platforms are the others). */
  boerControlled: ObjectiveId[];
  /** Objectives holding a sangers marker (r. 4.6, 4.8). */
  sangers: ObjectiveId[];
  /** Destroyed laagers (§5.2: −1 counter each, R40). */
  destroyedLaagers: LaagerId[];
  /** Sections in British-controlled objectives that may bombard (r. 4.1). */
  artillery: ArtilleryPost[];
  /** The British Camp Supply Track's ammunition now. */
  supplies: Ammunition;
  /** The laagers cup (r. 4.5): ids only. Never printed. */
  cup: CupCounterId[];
  /** Sandbox: counters to draw first, in order (ids not in the cup are skipped). */
  queuedDraws?: string[];
  /** Smit (r. 4.10): in the Smit Laager Box, or dead. */
  smit: 'laager' | 'dead';
  /** The crack veldkornetskap is in the Coldstream Laager Box (r. 4.5). Default true. */
  crackInColdstream?: boolean;
}

export interface AssaultInput extends CardCommon {
  /** A night assault (r. 2.3, 3.2): exactly one assault, Mass (Extended on Majuba), no bombardment. */
  night: boolean;
  /** Every assault of the card (AsC-1 puts them in arrival order, ties by movement priority). */
  assaults: AssaultOrder[];
}

/** The target of an ambush (r. 2.9). */
export type AmbushTarget =
  | {
      kind: 'objective';
      objective: ObjectiveId;
      /** Secure (§3.9): only a Boers Raid ambushes it; it stays British even if overrun (r. 2.12). */
      secure: boolean;
      /** A supply path to the camp for ammunition (r. 2.15, R53); ignored for the British Camp. */
      supplyPath: boolean;
    }
  | {
      kind: 'column';
      /** The campaign's id of the operational column. */
      column: string;
      /** Its Operational Map hex (Schuinshoogte O0306 is heights, r. 4.11). */
      hex: string;
      /** Mount Prospect columns pay camp ammunition; Fort Amiel columns pay nothing (R16). */
      origin: Origin;
      /** Commander's British Movement Priority (§3.8; 7 if none, R56). */
      priority: number;
    };

export interface AmbushOrder {
  target: AmbushTarget;
  /** Every British counter in the hex (all reserves are committed, r. 4.16). */
  units: EngagedUnit[];
  /** +2 counters: the target was chosen by White Flag Ruse (EV-09). */
  whiteFlagRuse?: boolean;
  /** Snipers (EV-10): the isolated patrol already placed (out of the cup); nothing is drawn. */
  sniperPatrol?: CupCounterId;
}

export interface AmbushInput extends CardCommon {
  ambushes: AmbushOrder[];
  /** +1 counter: the No British Assault at Laing's Nek rules are in effect (r. 1.4). */
  noBritishAssault: boolean;
  /** +1 counter: a Boer Scouts card (EV-08) took effect this day. */
  boerScouts: boolean;
  /** +1 counter: a Boers Reinforce card (EV-22) took effect this day with no laager destroyed. */
  boersReinforce: boolean;
  /** Mist on the Berg (EV-17): −2 on Line of Sight. */
  mist: boolean;
}

// ---------------------------------------------------------------------------------------------
// Standing orders
// ---------------------------------------------------------------------------------------------

export interface CombatOrders {
  /** AsC-2 / AmC-2: 'all' = every eligible section fires at every target it may (in card order). */
  bombard?: 'ask' | 'all' | 'none';
  /** AsC-3c: 'commit-if-retreat' commits every eligible reserve when companies alone would not make the Boers fall back. */
  reserves?: 'ask' | 'commit-all' | 'commit-none' | 'commit-if-retreat';
  /** AsC-3f: 'when-general-present' charges (all eligible, general leading) only if a general commands. */
  charge?: 'ask' | 'always' | 'never' | 'when-general-present';
  /** Man Artillery Pieces (r. 4.1): 'strongest' = the full-strength company or naval brigade first. */
  artillery?: 'ask' | 'strongest' | 'never';
}

// ---------------------------------------------------------------------------------------------
// Actions (the British decisions)
// ---------------------------------------------------------------------------------------------

export type CombatAction =
  /** AsC-2: place one bombardment marker from a section on an objective assaulted in the current hour (r. 4.1). */
  | { type: 'combat.bombard'; section: SectionId; target: ObjectiveId }
  /** AmC-2: one Line of Sight attempt by a section against the commando of ambush number `ambush` (card order). */
  | { type: 'combat.attemptBombardment'; section: SectionId; ambush: number }
  /** AsC-2 (ends the current hour) / AmC-2 (ends the segment). */
  | { type: 'combat.endBombardment' }
  /** AsC-3c: commit one reserve of the column to fire (r. 4.16). */
  | { type: 'combat.commitReserve'; reserve: ReserveId }
  /** AsC-3c: no more reserves; the committed ones fire. */
  | { type: 'combat.endReserves' }
  /** AsC-3f: charge (r. 4.4) with these full-strength companies / naval brigades / mounted troops. */
  | { type: 'combat.charge'; units: BritishUnitId[]; generalLeads: boolean }
  /** AsC-3f: accept the Retreat. */
  | { type: 'combat.noCharge' }
  /** Man Artillery Pieces (r. 4.1): a company or naval brigade in the battle hex takes the section's hit. */
  | { type: 'combat.manArtillery'; section: SectionId; by: BritishUnitId }
  /** Man Artillery Pieces: leave the section in hospital. */
  | { type: 'combat.leaveArtillery'; section: SectionId };

export const COMBAT_ACTION_TYPES: readonly CombatAction['type'][] = [
  'combat.bombard',
  'combat.attemptBombardment',
  'combat.endBombardment',
  'combat.commitReserve',
  'combat.endReserves',
  'combat.charge',
  'combat.noCharge',
  'combat.manArtillery',
  'combat.leaveArtillery',
];

// ---------------------------------------------------------------------------------------------
// Outcome (carried by "combat.ended")
// ---------------------------------------------------------------------------------------------

/** Where a British counter ends the card. */
export type UnitPlace =
  | { kind: 'objective'; objective: ObjectiveId } // occupies a captured objective (AsC-3j), or stays in its objective
  | { kind: 'column' } // stays in its operational column (ambush held)
  | { kind: 'holdingBox'; place: Origin } // back to the British Camp / Fort Amiel holding box
  | { kind: 'hospital'; place: Origin } // hospitalized (r. 4.12), shown on its reduced side
  | { kind: 'setAside'; why: 'destroyed' | 'captured' } // destroyed (r. 4.12) or captured artillery (r. 4.1)
  | { kind: 'convoyDestroyed' }; // the convoy goes back to Fort Amiel, undamaged, with its supply counters (r. 4.12)

export interface UnitFate {
  id: BritishUnitId;
  /** Battle number in card order. */
  battle: number;
  before: UnitSide;
  /** The side it shows afterwards (a hospitalized counter shows its reduced side; a dead general 'dead'). */
  after: UnitSide;
  hits: number;
  place: UnitPlace;
  /** A convoy that became damaged: destroy floor(half) of each loaded supply (r. 4.12). */
  convoyDamaged?: boolean;
}

export interface BattleOutcome {
  battle: number;
  kind: 'assault' | 'ambush';
  /** Objective id, or 'col:<column id>' for an operational column. */
  target: string;
  /** The campaign's column id (assaults and column ambushes). */
  column: string | null;
  result: AssaultResult | AmbushResult | 'noBattle';
  quotient: number | null;
  british: number | null;
  boer: number | null;
  /** The commando (counters placed, including CRACK-VK and SMIT). */
  commando: string[];
}

export interface CombatOutcome {
  kind: 'assault' | 'ambush';
  night: boolean;
  battles: BattleOutcome[];
  /** Every British counter engaged (bystanders only if they manned artillery). */
  units: UnitFate[];
  generalsKilled: GeneralId[];
  smitKilled: boolean;
  /** Ammunition paid from the camp track during the card. */
  ammunitionSpent: Ammunition;
  /** The camp track after the card. */
  supplies: Ammunition;
  politicsDelta: number;
  boerVictoriesDelta: number;
  objectivesCaptured: ObjectiveId[];
  /** Insecure objectives left without company or reserve, or overrun (run the cascade, §3.9). */
  objectivesLost: ObjectiveId[];
  sangersPlaced: ObjectiveId[];
  sangersRemoved: ObjectiveId[];
  /** Cup counters returned to the cup by this card (every drawn counter, plus a Snipers patrol). */
  returnedToCup: CupCounterId[];
  /** The cup after the card. */
  cup: CupCounterId[];
  /** The insecure British Camp was overrun: the Boers win (r. 1.5). */
  britishCampFell: boolean;
  /** Where play resumes (R3): '2.4' after a night assault, '2.6' after day assaults, '2.10' after ambushes. */
  next: '2.4' | '2.6' | '2.10';
}

// ---------------------------------------------------------------------------------------------
// State and events (defined beside the code that uses them, re-exported here)
// ---------------------------------------------------------------------------------------------

export type { CombatState } from './state.ts';
export type { CombatEvent } from './events.ts';

export { startAssault, startAmbush, decideCombat } from './decide.ts';
export { evolveCombat } from './evolve.ts';
export { combatActions, combatPending } from './legal.ts';
export { describeCombat, isCombatEvent } from './describe.ts';
export { boerBattlePriority, sortByBoerBattlePriority, britishMovementPriority, columnCommander } from './priority.ts';
