// The sequence of play (6.2): Campaign Card, Recruiting, March and Battle Phases of the first
// player-turn, the same for the second, then the End Turn Phase (6.2.3), 14 turns (26.A).
import type { Rng } from '../../engine/rng.ts';
import { RuleError } from '../../engine/rule-error.ts';
import { SETUP_SIDE_ORDER } from './data/setup.ts';
import { turnByIndex } from './data/turns.ts';
import {
  PHASE_RULE as SYSTEM_PHASE_RULE,
  afterPlayerTurn,
  finalResult,
  nextPhase,
  withVictoryCheck,
} from '../hand-of-destiny/sequence.ts';
import { LV_BOARD, LV_SCENARIO } from './scenario.ts';
import type { Side } from './data/types.ts';
import { battlePhaseBlocker } from './battle/index.ts';
import { endOfPlayerTurnCardEvents } from './deck.ts';
import { endPhaseGuard, phaseEndEvents, phaseStartEvents } from './march/hooks.ts';
import type { LvEvent } from './events.ts';
import type { LvState, Phase } from './state.ts';

export const PHASE_RULE: Record<Phase, string> = {
  ...SYSTEM_PHASE_RULE, // 6.2.1.1-6.2.1.4 (system)
  setup: '25.0',
  'end-turn': '6.2.3',
  'game-over': '26.0',
};

export function decideEndPhase(state: LvState, side: Side, rng: Rng): LvEvent[] {
  if (state.phase === 'setup') return endSetup(state, side);
  endPhaseGuard(state); // 27.1.C, 29.B, card choices (march/)
  const blocker = battlePhaseBlocker(state); // 13.0.A: battle is mandatory; pending decisions first
  if (blocker && (state.phase === 'battle' || state.pending)) throw new RuleError('13.A', blocker);
  if (state.phase === 'campaign-card' && state.decks[side].current === null) {
    const deck = state.decks[side];
    if (deck.draw.length + deck.discard.length > 0) {
      throw new RuleError(
        '6.2.1.1',
        'draw your Campaign Card first (/card draw): no player-turn is played without its card (R42)',
      );
    }
  }
  const events: LvEvent[] = [];
  const next = nextPhase(state.phase); // 6.2.1 (system)
  if (next) {
    events.push(...phaseEndEvents(state, side)); // R15
    events.push({ type: 'phase-began', turn: state.turn, side, phase: next, playerTurn: state.playerTurn });
    events.push(...phaseStartEvents(state, side, next, rng)); // R47, 21.4.A
  } else events.push(...endPlayerTurn(state, side, rng));
  return withVictoryCheck(LV_BOARD, state, events, (result) => ({ type: 'game-ended', result })); // R32: 26.B at the end of every phase (5.0, system)
}

function endSetup(state: LvState, side: Side): LvEvent[] {
  const events: LvEvent[] = [{ type: 'setup-finished', side }];
  const remaining = SETUP_SIDE_ORDER.filter((s) => s !== side && !state.setupDone.includes(s));
  if (remaining.length === 0) {
    const first = turnByIndex(1).first; // R40: the German player-turn comes first
    events.push({ type: 'phase-began', turn: 1, side: first, phase: 'campaign-card', playerTurn: 1 });
  }
  return events;
}

/** After the Battle Phase: the card goes, then the other player's turn or the End Turn Phase. */
function endPlayerTurn(state: LvState, side: Side, rng: Rng): LvEvent[] {
  const events = endOfPlayerTurnCardEvents(state, side, rng); // 7.B, 7.1.4, card "Reshuffle"
  const after = afterPlayerTurn(LV_SCENARIO.turns, state.turn, state.playerTurn); // 6.2.2-6.2.3 (system), 26.A: 14 turns
  if (after.kind === 'second-player-turn') {
    events.push({ type: 'phase-began', turn: after.turn, side: after.side, phase: 'campaign-card', playerTurn: 2 });
    return events;
  }
  events.push({ type: 'phase-began', turn: state.turn, side, phase: 'end-turn', playerTurn: 2 }); // 6.2.3: recorded by this module
  if (after.kind === 'last-turn-over') {
    // The last turn: evaluate 26.C-D after the End Turn Phase (R31).
    events.push({ type: 'game-ended', result: finalResult(LV_BOARD, state) }); // LV_SCENARIO.hooks.finalResult = finalEvaluation
    return events;
  }
  events.push({ type: 'phase-began', turn: after.turn, side: after.side, phase: 'campaign-card', playerTurn: 1 }); // 6.2.3: the Turn marker moves one box
  return events;
}
