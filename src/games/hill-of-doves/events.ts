// Hill of Doves events: facts in the past tense, every die written in. The combat engine's events
// start with "combat." and are routed to it (battle-bridge.ts).
import type { GameResult } from '../../engine/types.ts';
import type { ComponentRevision } from './data/revisions.ts';
import type {
  BritishUnitId,
  CupCounterId,
  EventCardCopyId,
  EventCardId,
  LaagerId,
  ObjectiveId,
  StrategicColumnId,
  SupplyAmounts,
  SupplyType,
  TownId,
  UnitSide,
  Weather,
  WeatherBox,
  GeneralId,
  Formation,
} from './data/types.ts';
import type { StandingOrders } from './orders/orders.ts';
import type { AmbushTarget } from './loc.ts';
import type { Loc, OpColumn, Origin, PendingCard, Step, TacticalColumn, UnitState } from './state.ts';

export type HodEvent =
  | {
      type: 'game-set-up';
      sandbox: boolean;
      /** Absent in the logs made before revision 2: those games are v1 (data/revisions.ts). */
      components?: ComponentRevision;
      units: Record<string, UnitState>;
      cup: CupCounterId[];
      deck: EventCardCopyId[];
      supply: Record<SupplyType, number>;
      convoyLoad: SupplyAmounts;
      weather: { box: WeatherBox; shows: Weather };
    }
  | { type: 'step-entered'; step: Step; rule: string }
  | { type: 'orders-set'; orders: StandingOrders }
  | { type: 'week-advanced'; week: number } // 1.6
  | { type: 'day-started'; week: number; day: number } // 2.1
  | { type: 'strategic-column-relocated'; column: StrategicColumnId } // 1.2
  | { type: 'strategic-column-moved'; column: StrategicColumnId; die: number; from: number; to: number } // 1.1
  | { type: 'strategic-column-arrived'; column: StrategicColumnId; units: BritishUnitId[] } // 1.1
  | { type: 'diplomacy-rolled'; die: number; modifier: number; success: boolean } // 1.3
  | { type: 'politics-moved'; by: number; to: number; cause: string } // 1.3
  | { type: 'boer-victory'; to: number; cause: string } // 1.3
  | { type: 'siege-rolled'; town: TownId; die: number; modifier: number; captured: boolean } // 1.4
  | { type: 'duplicity-rolled'; town: TownId; die: number; captured: boolean } // EV-11
  | { type: 'weather-rolled'; die: number; weather: Weather; box: WeatherBox } // 2.2
  | { type: 'weather-changed'; weather: Weather; box: WeatherBox; cause: string } // EV-16
  | { type: 'units-moved'; units: BritishUnitId[]; to: Loc; from?: Origin; rule: string }
  | { type: 'unit-changed'; unit: BritishUnitId; side: UnitSide; loc: Loc; cause: string }
  | { type: 'column-formed'; column: OpColumn; units: BritishUnitId[] } // 2.4
  // `rule` (2.7 or 2.10) and `modifier` (the §3.5 modifiers' sum, before the minimum) are absent from older logs.
  | {
      type: 'column-moved';
      column: string;
      move: number;
      to: number;
      stop: string | null;
      rule?: string;
      modifier?: number;
      from?: number;
    } // 2.7, 2.10
  | { type: 'column-arrived'; column: string; at: Origin; units: BritishUnitId[] } // 2.7
  | { type: 'convoy-unloaded'; added: SupplyAmounts; destroyed: SupplyAmounts; rule?: string } // 2.7 or 2.10 (rule absent from older logs)
  | { type: 'convoy-load-changed'; load: SupplyAmounts | null; cause: string } // 4.12, EV-04
  | { type: 'supply-changed'; changes: Partial<Record<SupplyType, number>>; cause: string }
  | { type: 'event-rolled'; die: number; draw: boolean } // 2.8
  | { type: 'deck-reshuffled'; deck: EventCardCopyId[] } // Table 7.1
  | { type: 'card-drawn'; copy: EventCardCopyId; card: EventCardId } // 2.8
  | { type: 'card-resolved'; card: EventCardId; die: number | null; outcome: string; held: boolean }
  | { type: 'card-released'; card: EventCardId; reason: string }
  | { type: 'card-choice-offered'; pending: PendingCard } // 2.8: EV-12, EV-15, EV-18 wait for the player
  | { type: 'today-flag'; flag: 'mist' | 'scouts' | 'reinforceBonus' }
  /** Segments the standing orders would have stopped at, passed because nothing could be done there (log only). */
  | { type: 'segments-passed'; passed: { rule: string; reason: string }[] }
  | { type: 'ambush-rolled'; target: AmbushTarget; die: number; modifier: number; ambush: boolean } // 2.9
  | { type: 'ambush-marked'; target: AmbushTarget; cause: string }
  | { type: 'sniper-placed'; target: ObjectiveId; patrol: CupCounterId; returned: CupCounterId[] } // EV-10
  | { type: 'sniper-returned'; patrol: CupCounterId }
  | { type: 'white-flag'; target: ObjectiveId } // EV-09
  | { type: 'marker-flipped'; objective: ObjectiveId; to: 'british' | 'boer'; cause: string } // 2.12
  | { type: 'sangers-placed'; objective: ObjectiveId; cause: string } // 4.6
  | { type: 'sangers-removed'; objective: ObjectiveId; cause: string }
  | { type: 'laager-destroyed'; laager: LaagerId; section: BritishUnitId; ammunition: 'shells' | 'rockets' } // 2.11
  | { type: 'laager-reformed'; laager: LaagerId } // EV-22
  | { type: 'joubert-rolled'; die: number; killed: boolean } // 4.10
  | { type: 'general-rolled'; general: GeneralId; die: number; killed: boolean; cause: string } // 4.10
  | { type: 'night-assault-declared'; column: TacticalColumn; units: BritishUnitId[] } // 2.3, 3.1
  | { type: 'assault-declared'; column: TacticalColumn; units: BritishUnitId[] } // 2.5, 3.1
  | { type: 'assault-withdrawn'; column: string; units: BritishUnitId[] }
  | { type: 'formation-rolled'; column: string; die: number; modifier: number; formation: Formation; recon: boolean } // 3.1
  | { type: 'dispersal-rolled'; column: string; die: number; modifier: number; dispersed: boolean; recon: boolean } // 3.2
  | { type: 'departures-awaited'; columns: string[] } // 3.3 (depart:ask): the columns wait for the hourly word
  | { type: 'tactical-hour'; hour: number } // 3.3: the tactical time marker advanced (the player is asked who departs)
  | { type: 'column-departed'; column: string; hour: number } // 3.3
  | {
      type: 'tactical-moved';
      column: string;
      hour: number;
      die: number;
      hexes: number;
      path: string[];
      arrived: boolean;
      /** The §3.16 modifiers' sum (absent from older logs). */
      modifier?: number;
    } // 3.3
  | { type: 'tactical-dispersed'; column: string; units: BritishUnitId[]; rule: string; attempted?: true } // 3.2, 3.3; attempted: R13 (v2)
  | { type: 'tactical-cleared' } // 3.4 (AsC-4: the tactical time marker goes back to Start)
  | { type: 'assault-recorded'; week: number } // 2.6
  | { type: 'transfer-opened'; british: ObjectiveId[] } // 2.13 (R54)
  | { type: 'transfer-made'; units: BritishUnitId[]; from: ObjectiveId; to: ObjectiveId } // 2.13
  | { type: 'rations-used'; used: number; hungry: BritishUnitId[] } // 2.15
  | { type: 'hunger-rolled'; unit: BritishUnitId; die: number; hit: boolean } // 2.15
  | {
      type: 'recovery-made';
      unit: BritishUnitId;
      using: 'medicalSupplies' | 'herds';
      side: UnitSide;
      loc: Loc;
      die: number | null;
    } // 2.15, 2.16
  | { type: 'fort-supply-failed'; unit: BritishUnitId; using: 'medicalSupplies' | 'herds'; die: number } // 2.16
  | { type: 'convoy-loaded'; dice: number[]; modifier: number; load: SupplyAmounts } // 2.17
  | { type: 'game-ended'; result: GameResult }
  | { type: 'sandbox-draws-queued'; counters: CupCounterId[] }
  | { type: 'sandbox-unit-placed'; unit: BritishUnitId; loc: Loc; side: UnitSide }
  | { type: 'sandbox-set'; key: string; value: string }
  | { type: 'sandbox-marker-set'; objective: ObjectiveId; to: 'british' | 'boer' }
  | { type: 'sandbox-card-stacked'; copy: EventCardCopyId }
  | { type: `combat.${string}`; [field: string]: unknown };
