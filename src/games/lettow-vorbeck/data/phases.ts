// The names of the phases of the sequence of play (6.2, 25.0, 26.0) as printed on the rules and
// shown to players; data, so the pictures (render/panels.ts) read it without importing the rules.
import type { Phase } from '../state.ts';

export const PHASE_NAME: Record<Phase, string> = {
  setup: 'Set-up',
  'campaign-card': 'Campaign Card Phase',
  recruiting: 'Recruiting Phase',
  march: 'March Phase',
  battle: 'Battle Phase',
  'end-turn': 'End Turn Phase',
  'game-over': 'Game over',
};
