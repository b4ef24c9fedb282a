// Sandbox actions: set up any position to learn, teach or test a rule. Only in sandbox games
// (the kernel refuses them elsewhere).
import { own } from '../../engine/own.ts';
import { RuleError } from '../../engine/rule-error.ts';
import { BOXES, SPACES } from './data/map.ts';
import { CARDS } from './data/cards.ts';
import { UNITS, unitById } from './data/units.ts';
import type { LvEvent } from './events.ts';
import type { LvState } from './state.ts';
import { isSide } from './state.ts';

const LOCATIONS = [...SPACES.map((s) => s.id), ...BOXES.map((b) => b.id)];
const UNIT_IDS = UNITS.map((u) => u.id);

function knownUnit(state: LvState, unit: string) {
  const u = own(state.units, unit);
  if (!u) throw new RuleError('sandbox', `there is no unit "${unit}"`, UNIT_IDS);
  return u;
}

export function decideSandboxPlace(state: LvState, unit: string, at: string): LvEvent[] {
  const u = knownUnit(state, unit);
  if (!LOCATIONS.includes(at)) throw new RuleError('sandbox', `there is no space or box "${at}"`, LOCATIONS);
  return [{ type: 'sandbox-unit-placed', unit, from: u.location, to: at }];
}

/** The unit goes back to its side's recruit pool (27.1.B). */
export function decideSandboxRemove(state: LvState, unit: string): LvEvent[] {
  const u = knownUnit(state, unit);
  const pool = unitById(unit).side === 'German' ? 'german-recruit-box' : 'allied-recruit-box';
  return [{ type: 'sandbox-unit-removed', unit, from: u.location, to: pool }];
}

export function decideSandboxCard(state: LvState, side: string, card: string): LvEvent[] {
  if (!isSide(side)) throw new RuleError('sandbox', `"${side}" is not a side`, ['German', 'Allied']);
  const own = CARDS.filter((c) => c.side === side).map((c) => c.id);
  if (!own.includes(card)) throw new RuleError('sandbox', `"${card}" is not a card of the ${side} deck`, own);
  const d = state.decks[side];
  const from =
    d.current === card
      ? 'current'
      : d.discard.includes(card)
        ? 'discard'
        : d.removed.includes(card)
          ? 'removed'
          : 'draw';
  return [{ type: 'sandbox-card-stacked', side, card, from }];
}
