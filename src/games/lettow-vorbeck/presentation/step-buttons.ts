// Buttons for the decisions outside a battle's pending ones (battle/buttons.ts): the Campaign Card
// Phase's draw (6.2.1.1), a card's choice of a unit (Fever and Tsetse, /choose), and the Battle
// Phase's choice of the battle to fight next or its end (13.0.A). Each is public when every unit it
// names is one the public view identifies (10.0); the others go by DM to the deciding side.
import type { DecisionButton, PendingDecision } from '../../../engine/buttons.ts';
import { buttonLabel, pendingDecision, unitsNamedBy } from '../battle/buttons.ts';
import type { BattleAction } from '../battle/actions.ts';
import { commandFor } from '../battle/legal.ts';
import type { LvAction } from '../actions.ts';
import { isCardChoice } from '../cards-events/immediate.ts';
import { legalActions } from '../legal.ts';
import type { LvState } from '../state.ts';
import { view } from '../view.ts';
import { withStrengths } from '../data/unit-label.ts';

/** The command line of a step's action, or null when it has no button here. */
function lineOf(a: LvAction): string | null {
  if (a.type === 'draw-card') return '/card draw';
  if (a.type === 'card-choose') return `/choose unit:${a.unit}`;
  return commandFor(a);
}

/** The decision the game waits for as buttons: a battle's pending one, else the step's, else none. */
export function lvDecision(state: LvState): PendingDecision | null {
  if (state.phase === 'game-over') return null;
  if (state.pending && !isCardChoice(state)) return pendingDecision(state);
  const side = state.pending ? state.pending.side : state.activeSide;
  // The Recruiting and March Phases are played with typed commands (/move, /recruit place …).
  if (!state.pending && state.phase !== 'campaign-card' && state.phase !== 'battle') return null;
  const seen = view(state, { kind: 'public' }).units;
  const buttons: DecisionButton[] = [];
  for (const l of legalActions(state, side)) {
    const command = lineOf(l.action);
    if (!command) continue;
    const named = 'unit' in l.action || 'units' in l.action ? unitsNamedBy(l.action as BattleAction) : [];
    buttons.push({ label: buttonLabel(l.label), command, public: named.every((id) => Object.hasOwn(seen, id)) });
  }
  if (buttons.length === 0) return null;
  const step = state.phase === 'battle' ? 'the Battle Phase (13.0.A)' : 'the Campaign Card Phase (6.2.1.1)';
  const prompt = state.pending ? withStrengths(state.pending.prompt) : `${side}: ${step}`;
  return { sides: [side], prompt, buttons: buttons.slice(0, 25) };
}
