// handOfDestiny(scenario): the system rules 1-22 as a game module, parametrised by a scenario's data
// and hooks (2.1.D). decide / evolve / actions / view, as every game module (src/engine/types.ts). Tests only:
// the system's tests and the third game (tests/fixtures/third-game/) play it; a scenario Heliograph
// runs brings a module of its own (src/games/lettow-vorbeck/).
import type { Rng } from '../../src/engine/rng.ts';
import { RuleError } from '../../src/engine/rule-error.ts';
import type { GameModule, LegalAction } from '../../src/engine/types.ts';
import type { DestinyAction } from '../../src/games/hand-of-destiny/actions.ts';
import { BATTLE_ACTION_TYPES, decideBattleAction } from '../../src/games/hand-of-destiny/battle/decide.ts';
import { evolveBattle } from '../../src/games/hand-of-destiny/battle/evolve.ts';
import { isBattleEvent } from '../../src/games/hand-of-destiny/battle/events.ts';
import { fightActions, pendingActions } from '../../src/games/hand-of-destiny/battle/legal.ts';
import type { BattleAction } from '../../src/games/hand-of-destiny/battle/actions.ts';
import type { BattleCtx } from '../../src/games/hand-of-destiny/battle/step.ts';
import { boardOf, type Board } from '../../src/games/hand-of-destiny/board.ts';
import { decideDraw, endOfPlayerTurnCard, evolveDecks, type DeckPiles } from '../../src/games/hand-of-destiny/deck.ts';
import type { DestinyEvent } from '../../src/games/hand-of-destiny/events.ts';
import { decideMove, moveActions } from '../../src/games/hand-of-destiny/movement/decide.ts';
import type { Scenario } from '../../src/games/hand-of-destiny/scenario.ts';
import { PHASE_RULE, decideEndPhase, type SequenceOfPlay } from '../../src/games/hand-of-destiny/sequence.ts';
import { outOfSupply } from '../../src/games/hand-of-destiny/supply.ts';
import type { DestinyState } from '../../src/games/hand-of-destiny/state.ts';
import { viewOf, type DestinyView } from './system-view.ts';

export type DestinyModule<S extends string> = GameModule<
  DestinyState<S>,
  DestinyEvent<S>,
  DestinyAction,
  DestinyView
> & { board: Board<S> };

export function handOfDestiny<S extends string>(sc: Scenario<S>): DestinyModule<S> {
  const b = boardOf(sc);
  const isSide = (x: string): x is S => (sc.sides as readonly string[]).includes(x);
  const emptyDecks = () =>
    Object.fromEntries(
      sc.sides.map((side) => [side, { draw: [], current: null, discard: [], removed: [] }]),
    ) as unknown as Record<S, DeckPiles>;

  const initial = (): DestinyState<S> => ({
    started: false,
    turn: 1,
    phase: 'campaign-card',
    activeSide: sc.turns[0]!.first,
    playerTurn: 1,
    units: {},
    markers: {},
    decks: emptyDecks(),
    moved: [],
    carried: [],
    outOfSupply: [],
    battle: null,
    pending: null,
    result: null,
  });

  function evolve(s: DestinyState<S>, e: DestinyEvent<S>): DestinyState<S> {
    if (isBattleEvent(e)) return evolveBattle(b, s, e); // 13-20 (battle/)
    switch (e.type) {
      case 'game-set-up': {
        const units: DestinyState<S>['units'] = {};
        for (const [id, location] of Object.entries(e.units)) units[id] = { location, panicked: false };
        const decks = emptyDecks();
        for (const side of sc.sides)
          decks[side] = { draw: [...e.decks[side]], current: null, discard: [], removed: [] };
        return { ...s, started: true, units, decks };
      }
      case 'deck-reshuffled':
      case 'card-drawn':
      case 'card-discarded':
      case 'card-removed':
        return { ...s, decks: evolveDecks(s.decks, e) }; // 7.A-7.2 (deck.ts)
      case 'phase-began':
        return {
          ...s,
          turn: e.turn,
          activeSide: e.side,
          phase: e.phase,
          playerTurn: e.playerTurn,
          moved: e.phase === 'march' ? [] : s.moved,
          carried: e.phase === 'march' ? [] : s.carried,
          outOfSupply: e.outOfSupply,
        };
      case 'units-moved': {
        const units = { ...s.units };
        for (const u of e.units) units[u] = { location: e.path[e.path.length - 1]!, panicked: false }; // 12.4.A: carried units debark at the end
        return { ...s, units, moved: [...s.moved, ...e.units], carried: [...s.carried, ...e.carried] }; // 11.E, 12.4.B
      }
      case 'game-ended':
        return { ...s, phase: 'game-over', result: e.result };
    }
  }

  const battleCtx: BattleCtx<S, DestinyState<S>> = { b, evolve: (s, e) => evolve(s, e) };

  // 6.2 as the system writes it: no phase of its own, the End Turn Phase not recorded as one.
  const play: SequenceOfPlay<S, DestinyState<S>, DestinyEvent<S>> = {
    b,
    apply: evolve,
    phaseBegan: (s, turn, side, phase, playerTurn) => ({
      type: 'phase-began',
      turn,
      side,
      phase,
      playerTurn,
      outOfSupply: phase === 'march' ? outOfSupply(b, s, side) : [], // 21.4.A
    }),
    gameEnded: (result) => ({ type: 'game-ended', result }),
    cardGoes: (s, side) => endOfPlayerTurnCard(b, s.decks[side], side), // 7.B
  };

  function decide(s: DestinyState<S>, side: string, action: DestinyAction, rng: Rng): DestinyEvent<S>[] {
    if (!isSide(side)) throw new RuleError('2.1.A', `"${side}" is not a side of ${sc.title}`, sc.sides);
    if (s.phase === 'game-over') throw new RuleError('5.0', 'the game is over');
    // Battle actions check the acting side themselves: pending decisions belong to either side (13-20, battle/).
    if (action.type !== 'fight' && BATTLE_ACTION_TYPES.includes(action.type))
      return decideBattleAction(battleCtx, s, side, action as BattleAction, rng, (_o): _o is S => false);
    if (side !== s.activeSide)
      throw new RuleError('6.2', `it is the ${s.activeSide} player-turn (${PHASE_RULE[s.phase]})`);
    switch (action.type) {
      case 'draw-card':
        if (s.phase !== 'campaign-card') throw new RuleError('6.2.1.1', 'cards are drawn in the Campaign Card Phase');
        return decideDraw(b, s, side, rng);
      case 'end-phase':
        return decideEndPhase(play, s, side, rng);
      case 'move':
        return decideMove(b, s, side, action.units, action.to, action.via);
      case 'fight':
        return decideBattleAction(battleCtx, s, side, action, rng, (_o): _o is S => false); // 13.1.A
      default:
        return decideBattleAction(battleCtx, s, side, action, rng, (_o): _o is S => false);
    }
  }

  function actions(s: DestinyState<S>, side: string): LegalAction<DestinyAction>[] {
    if (!isSide(side) || s.phase === 'game-over') return [];
    if (s.pending) return pendingActions(b, s, side);
    if (side !== s.activeSide) return [];
    const end: LegalAction<DestinyAction> = { action: { type: 'end-phase' }, label: 'End the phase' };
    switch (s.phase) {
      case 'campaign-card':
        return s.decks[side].current === null
          ? [{ action: { type: 'draw-card' }, label: 'Draw your Campaign Card' }]
          : [end];
      case 'march':
        return [...moveActions(b, s, side), end];
      case 'battle': {
        const fights = fightActions(b, s); // 13.1.A
        return fights.length > 0 ? fights : [end];
      }
      default:
        return [end];
    }
  }

  return {
    id: sc.id,
    title: sc.title,
    sides: sc.sides,
    seats: sc.sides,
    options: [],
    revision: `${sc.id}-1`, // the system module is run only by tests (scenarios pin their own)
    revisions: [`${sc.id}-1`],
    endRule: '5.0',
    board: b,
    initial,
    setup: (_raw, rng) => {
      const decks = Object.fromEntries(
        sc.sides.map((side) => [side, rng.shuffle(sc.cards.filter((c) => c.side === side).map((c) => c.id))]),
      ) as Record<S, string[]>;
      return [{ type: 'game-set-up', units: { ...sc.setup }, decks }];
    },
    decide,
    evolve,
    actions,
    view: (s, viewer) => viewOf(b, s, viewer),
    summary: (v) => `Turn ${v.turn}, ${v.activeSide}, ${v.phase}.`,
    describe: (e) => e.type,
    expected: (s) => ({
      sides: s.pending ? [s.pending.side] : s.phase === 'game-over' ? [] : [s.activeSide],
      text: s.pending?.prompt ?? `${s.activeSide}: ${s.phase} (${PHASE_RULE[s.phase]})`,
    }),
    result: (s) => s.result,
    isSandbox: () => false,
  };
}
