// What the sequence of play (sequence.ts) asks of the Recruiting and March rules: events when a
// phase begins, the checks before a phase may end (27.1.C, 29.B, R12), and what is expected next.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import type { Expectation } from '../../../engine/types.ts';
import type { Side } from '../data/types.ts';
import type { LvState, Phase } from '../state.ts';
import { contingentViolations } from '../common/space.ts';
import { isCardChoice } from '../cards-events/immediate.ts';
import { outOfSupplyUnits } from '../supply/supply.ts';
import { placeable, returnUnplaceable } from '../recruiting/decide.ts';
import { recruitingStartEvents } from '../recruiting/start.ts';
import type { MarchEvent } from './events.ts';

/** Events that open a phase of `side`'s player-turn (6.2.1.2 Recruiting, 6.2.1.3 March). */
export function phaseStartEvents(state: LvState, side: Side, phase: Phase, rng: Rng): MarchEvent[] {
  if (phase === 'recruiting') return recruitingStartEvents(state, side, rng);
  if (phase === 'march') return [{ type: 'march.phase-started', side, outOfSupply: outOfSupplyUnits(state, side) }]; // 21.4.A
  return [];
}

/** The rule that keeps the current phase open, as a RuleError made only when asked for, or null. */
function endPhaseBlock(state: LvState): (() => RuleError) | null {
  if (isCardChoice(state)) {
    const { side, prompt } = state.pending;
    return () => new RuleError('8.1', `waiting for the ${side} player: ${prompt}`);
  }
  if (state.phase === 'recruiting' && state.march) {
    if (state.march.recruitStep === 'choose') {
      return () =>
        new RuleError(
          '27.1.C',
          "take this phase's recruits first: /recruit choose unit:… (and, with Indian Expeditionary Force, /recruit draw for the rest)",
        );
    }
    const waiting = placeable(state);
    if (waiting.length > 0) {
      return () =>
        new RuleError(
          '27.1.C',
          `place your recruits first: ${waiting.map((w) => w.unit).join(', ')} (/recruit place unit:… at:…)`,
          waiting.flatMap((w) => w.spaces.map((s) => `${w.unit} at ${s}`)),
        );
    }
  }
  if (state.phase === 'recruiting' || state.phase === 'march') {
    const bad = contingentViolations(state);
    if (bad.length > 0) {
      return () =>
        new RuleError(
          '29.B',
          `units of different Allied contingents may not end a phase in the same space: ${bad.map((b) => `${b.space} (${b.contingents.join(', ')})`).join('; ')} (R12)`,
        );
    }
  }
  return null;
}

/** Throws the rule that keeps the current phase open (/phase end refuses with it). */
export function endPhaseGuard(state: LvState): void {
  const block = endPhaseBlock(state);
  if (block) throw block();
}

/** Whether /phase end would pass endPhaseGuard (asked by actions(): no error is built). */
export const canEndPhase = (state: LvState): boolean => endPhaseBlock(state) === null;

/** Events as the phase closes: R15 unplaceable recruits go back to the pool. */
export function phaseEndEvents(state: LvState, side: Side): MarchEvent[] {
  return state.phase === 'recruiting' ? returnUnplaceable(state, side) : [];
}

/** What the game waits for during the Recruiting and March Phases and card choices, or null to let the default speak. */
export function marchExpected(state: LvState, where: string): Expectation | null {
  if (isCardChoice(state)) return { sides: [state.pending.side], text: state.pending.prompt };
  if (state.pending) return null;
  if (state.phase === 'recruiting' && state.march) {
    if (state.march.recruitStep === 'choose') {
      return {
        sides: [state.activeSide],
        text: `${where}: choose your recruits (/recruit choose unit:…${state.decks[state.activeSide].current === 'ally-indian-expeditionary-force' ? '; /recruit draw for the rest' : ''}).`,
      };
    }
    const waiting = placeable(state);
    // 10.0, R14: this line is public, so it counts the recruits and never names them. No "then /phase end":
    // with nothing else to do after the last placement the phase ends by itself (6.2.1.2, forced steps), and
    // a /phase end queued behind it would end the March Phase; the prompt after the placement says what is left.
    if (waiting.length > 0)
      return {
        sides: [state.activeSide],
        text: `${where}: place your ${waiting.length} recruit(s) (/recruit place unit:… at:…).`,
      };
    return {
      sides: [state.activeSide],
      text: `${where}: ${state.options.advanced ? 'build or remove a fort (/fort) if you wish, then ' : ''}/phase end.`,
    };
  }
  if (state.phase === 'march')
    return { sides: [state.activeSide], text: `${where}: move your units (/move, /amphibious), then /phase end.` };
  return null;
}
