// Buttons for the decision the game waits for (Output.buttons), each saying whether it may be shown
// in public (src/engine/buttons.ts). A button is public when every unit its action names is one the
// public view identifies (10.0): a loss, a fire or a pursuit among the units of a battle space, all
// revealed (R36). The 20.B recruits (from the pool) and the 20.C losses (from any stack) are not:
// src/app/decision-buttons.ts sends those by DM to the deciding side's players.
import type { DecisionButton, PendingDecision } from '../../../engine/buttons.ts';
import type { LvState } from '../state.ts';
import { view } from '../view.ts';
import type { BattleAction } from './actions.ts';
import { commandFor, pendingActions } from './legal.ts';
import { withStrengths } from '../data/unit-label.ts';
import { UNITS } from '../data/units.ts';
import { fireOddsLabel, fireOddsLines, pendingFireOdds } from './odds.ts';

/** The units an action names (its `unit` and `units` fields): the only units its label may name. */
export function unitsNamedBy(a: BattleAction): string[] {
  if ('unit' in a) return [a.unit];
  if ('units' in a) return [...a.units];
  return [];
}

/**
 * A button's label (at most 80 characters, Discord's limit) with the type and strength of the units it
 * names; when that is too long, the strength is kept and the words around it are shortened.
 */
export function buttonLabel(label: string): string {
  const full = withStrengths(label);
  if (full.length <= 80) return full;
  const short = full.replace(
    STRENGTH,
    (_m, type: string, n: string, elite?: string) => ` (${abbreviation(type)} ${n}${elite ? 'e' : ''})`,
  );
  return short.length <= 80 ? short : `${short.slice(0, 79)}…`;
}

// " (Light infantry 3, elite)" as data/unit-label.ts writes it, for the unit types of 24.1 only.
const STRENGTH = new RegExp(` \\((${[...new Set(UNITS.map((u) => u.type))].join('|')}) (\\d)(, elite)?\\)`, 'g');

const abbreviation = (type: string): string =>
  type
    .split(/[ /]/)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Buttons for the decision the game waits for (at most 25, Discord's limit). */
export function pendingButtons(state: LvState): DecisionButton[] {
  if (!state.pending) return [];
  const seen = view(state, { kind: 'public' }).units;
  const out: DecisionButton[] = [];
  const odds = new Map(pendingFireOdds(state).map((o) => [o.unit, fireOddsLabel(o)]));
  for (const o of pendingActions(state, state.pending.side)) {
    const command = commandFor(o.action);
    if (!command) continue;
    const isPublic = unitsNamedBy(o.action).every((id) => Object.hasOwn(seen, id));
    out.push({
      label: withOdds(buttonLabel(o.label), o.action.type === 'fire' ? odds.get(o.action.unit) : undefined),
      command,
      public: isPublic,
    });
  }
  return out.slice(0, 25);
}

/** A fire's odds on its button (13.2), where the label still fits Discord's 80 characters; the prompt has them all. */
const withOdds = (label: string, odds: string | undefined): string =>
  odds !== undefined && label.length + odds.length <= 80 ? label + odds : label;

/** The pending battle or card decision as buttons, or null when the game waits for none; a fire's odds below the prompt. */
export function pendingDecision(state: LvState): PendingDecision | null {
  const buttons = pendingButtons(state);
  if (!state.pending || buttons.length === 0) return null;
  const prompt = [withStrengths(state.pending.prompt), ...fireOddsLines(state)].join('\n');
  return { sides: [state.pending.side], prompt, buttons };
}
