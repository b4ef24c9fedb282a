// The sequence of play (6.2): the system's (hand-of-destiny/sequence.ts: Campaign Card, Recruiting,
// March and Battle Phases of each player-turn, then the End Turn Phase, 5.0 checked at the end of
// every phase), 14 turns (26.A), with what this scenario adds: set-up (25.0), the recruits (R47, R15),
// supply as the March Phase begins (21.4.A), the checks before a phase ends (27.1.C, 29.B, card
// choices), card "Reshuffle" events, and the End Turn Phase recorded as a phase of its own.
import type { Rng } from '../../engine/rng.ts';
import {
  PHASE_RULE as SYSTEM_PHASE_RULE,
  decideEndPhase as systemEndPhase,
  type SequenceOfPlay,
} from '../hand-of-destiny/sequence.ts';
import { SETUP_SIDE_ORDER } from './data/setup.ts';
import { turnByIndex } from './data/turns.ts';
import type { Side } from './data/types.ts';
import { endOfPlayerTurnCardEvents } from './deck.ts';
import type { LvEvent } from './events.ts';
import { evolveInSequence } from './evolve.ts';
import { endPhaseGuard, phaseEndEvents, phaseStartEvents } from './march/hooks.ts';
import { LV_BOARD } from './scenario.ts';
import type { LvState, Phase } from './state.ts';

export const PHASE_RULE: Record<Phase, string> = {
  ...SYSTEM_PHASE_RULE, // 6.2.1.1-6.2.1.4 (system)
  setup: '25.0',
  'end-turn': '6.2.3',
  'game-over': '26.0',
};

/** The system's sequence of play with this scenario's events and hooks. */
const LV_PLAY: SequenceOfPlay<Side, LvState, LvEvent> = {
  b: LV_BOARD, // LV_SCENARIO.turns: 14 turns (26.A); hooks.victory: 26.B at the end of every phase (R32)
  apply: evolveInSequence,
  phaseBegan: (_s, turn, side, phase, playerTurn) => ({ type: 'phase-began', turn, side, phase, playerTurn }),
  gameEnded: (result) => ({ type: 'game-ended', result }), // hooks.finalResult: 26.C-D after the last turn (R31)
  mayEnd: (s) => endPhaseGuard(s), // 27.1.C, 29.B, card choices (march/)
  closing: (s, side) => phaseEndEvents(s, side), // R15
  opening: (s, side, phase, rng) => phaseStartEvents(s, side, phase, rng), // R47, 21.4.A
  cardGoes: (s, side, rng) => endOfPlayerTurnCardEvents(s, side, rng), // 7.B, 7.1.4, card "Reshuffle"
  endTurnPhase: (s, side) => ({ type: 'phase-began', turn: s.turn, side, phase: 'end-turn', playerTurn: 2 }), // 6.2.3
  drawFirstNote: 'R42',
};

/**
 * 6.2: /phase end. Set-up is this scenario's own phase (25.0); every other phase ends by the system's
 * sequence (6.2.1-6.2.3), 14 turns (26.A), with 26.B checked at the end of every phase (R32, 5.0) and
 * 26.C-D after the End Turn Phase of the last turn (R31).
 */
export function decideEndPhase(state: LvState, side: Side, rng: Rng): LvEvent[] {
  if (state.phase === 'setup') return endSetup(state, side);
  return systemEndPhase(LV_PLAY, state, side, rng);
}

/** 25.0: a side has finished its set-up; once both have, the first turn begins. */
function endSetup(state: LvState, side: Side): LvEvent[] {
  const events: LvEvent[] = [{ type: 'setup-finished', side }];
  const remaining = SETUP_SIDE_ORDER.filter((s) => s !== side && !state.setupDone.includes(s));
  if (remaining.length === 0) {
    const first = turnByIndex(1).first; // R40: the German player-turn comes first
    events.push({ type: 'phase-began', turn: 1, side: first, phase: 'campaign-card', playerTurn: 1 });
  }
  return events;
}
