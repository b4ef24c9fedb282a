// The Hand of Destiny system (rules 1-22), written once and parametrised by a Scenario (2.1.D).
export { handOfDestiny, type DestinyModule } from './module.ts';
export { boardOf, type Board } from './board.ts';
export type {
  Scenario,
  ScenarioHooks,
  DestinySpace,
  DestinyRoute,
  DestinyUnit,
  DestinyCard,
  DestinyTurn,
  UnitClass,
  Modifier,
  Refusal,
  DestinyPosition,
  BattleContext,
  BrtResult,
} from './scenario.ts';
export type { DestinyState } from './state.ts';
export type { DestinyEvent } from './events.ts';
export type { DestinyAction } from './actions.ts';
