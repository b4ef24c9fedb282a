// The sequence of play (6.2): Campaign Card, Recruiting, March and Battle Phases of the first
// player-turn, the same for the second, then the End Turn Phase (6.2.3), 14 turns (26.A).
import type { Rng } from '../../engine/rng.ts';
import { RuleError } from '../../engine/rule-error.ts';
import { SETUP_SIDE_ORDER } from './data/setup.ts';
import { LAST_TURN, turnByIndex } from './data/turns.ts';
import type { Side } from './data/types.ts';
import { battlePhaseBlocker } from './battle/index.ts';
import { endOfPlayerTurnCardEvents } from './deck.ts';
import { endPhaseGuard, phaseEndEvents, phaseStartEvents } from './march/hooks.ts';
import type { LvEvent } from './events.ts';
import type { LvState, Phase } from './state.ts';
import { finalEvaluation, suddenDeath } from './victory.ts';

const NEXT: Partial<Record<Phase, Phase>> = { 'campaign-card': 'recruiting', recruiting: 'march', march: 'battle' };

export const PHASE_RULE: Record<Phase, string> = {
  setup: '25.0',
  'campaign-card': '6.2.1.1',
  recruiting: '6.2.1.2',
  march: '6.2.1.3',
  battle: '6.2.1.4',
  'end-turn': '6.2.3',
  'game-over': '26.0',
};

export const PHASE_NAME: Record<Phase, string> = {
  setup: 'Set-up',
  'campaign-card': 'Campaign Card Phase',
  recruiting: 'Recruiting Phase',
  march: 'March Phase',
  battle: 'Battle Phase',
  'end-turn': 'End Turn Phase',
  'game-over': 'Game over',
};

export function decideEndPhase(state: LvState, side: Side, rng: Rng): LvEvent[] {
  if (state.phase === 'setup') return endSetup(state, side);
  endPhaseGuard(state); // 27.1.C, 29.B, card choices (march/)
  const blocker = battlePhaseBlocker(state); // 13.0.A: battle is mandatory; pending decisions first
  if (blocker && (state.phase === 'battle' || state.pending)) throw new RuleError('13.A', blocker);
  if (state.phase === 'campaign-card' && state.decks[side].current === null) {
    const deck = state.decks[side];
    if (deck.draw.length + deck.discard.length > 0) {
      throw new RuleError('6.2.1.1', 'draw your Campaign Card first (/card draw): no player-turn is played without its card (R42)');
    }
  }
  const events: LvEvent[] = [];
  const next = NEXT[state.phase];
  if (next) {
    events.push(...phaseEndEvents(state, side)); // R15
    events.push({ type: 'phase-began', turn: state.turn, side, phase: next, playerTurn: state.playerTurn });
    events.push(...phaseStartEvents(state, side, next, rng)); // R47, 21.4.A
  }
  else events.push(...endPlayerTurn(state, side, rng));
  return withSuddenDeath(state, events);
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
  const events = endOfPlayerTurnCardEvents(state, side, rng);
  const turn = turnByIndex(state.turn);
  if (state.playerTurn === 1) {
    events.push({ type: 'phase-began', turn: state.turn, side: turn.second, phase: 'campaign-card', playerTurn: 2 });
    return events;
  }
  events.push({ type: 'phase-began', turn: state.turn, side, phase: 'end-turn', playerTurn: 2 });
  if (state.turn >= LAST_TURN) {
    // The last turn: evaluate 26.C-D after the End Turn Phase (R31).
    events.push({ type: 'game-ended', result: finalEvaluation(state) });
    return events;
  }
  const nextTurn = turnByIndex(state.turn + 1); // 6.2.3: the Turn marker moves one box
  events.push({ type: 'phase-began', turn: nextTurn.index, side: nextTurn.first, phase: 'campaign-card', playerTurn: 1 });
  return events;
}

/** R32: 26.B is checked at the end of every phase. */
function withSuddenDeath(state: LvState, events: LvEvent[]): LvEvent[] {
  if (events.some((e) => e.type === 'game-ended')) return events;
  const result = suddenDeath(state);
  return result ? [...events, { type: 'game-ended', result }] : events;
}
