// Setting up the game (25.0-25.2, spec 8): shuffle both decks, place every piece. With setup:quick
// the quick-start placements of spec 8.4 are used; with setup:choose the players then move the
// units whose location is their choice (25.1 "any towns", 25.2 "anywhere in German East Africa").
import type { Rng } from '../../engine/rng.ts';
import { own } from '../../engine/own.ts';
import { RuleError } from '../../engine/rule-error.ts';
import { CARDS } from './data/cards.ts';
import { SETUP_CHOICES, QUICK_START, QUICK_START_MARKERS } from './data/setup.ts';
import type { Side } from './data/types.ts';
import { MARKERS, UNITS } from './data/units.ts';
import type { LvEvent } from './events.ts';
import type { LvState } from './state.ts';
import type { LvOptions } from './state.ts';

export function setupEvents(options: LvOptions, rng: Rng): LvEvent[] {
  const units: Record<string, string> = {};
  for (const u of UNITS) units[u.id] = (QUICK_START as Record<string, string>)[u.id] ?? u.quickStart;
  const markers: Record<string, string> = {};
  for (const m of MARKERS) {
    if (m.kind === 'Turn') continue; // the Turn marker is the turn index itself
    if (m.advancedOnly && !options.advanced) continue; // fort markers only with advanced rules (R41)
    markers[m.id] = (QUICK_START_MARKERS as Record<string, string>)[m.id] ?? m.setup;
  }
  const deck = (side: Side) => rng.shuffle(CARDS.filter((c) => c.side === side).map((c) => c.id));
  // 25.0: the Allies shuffle and set up first; the German deck is shuffled second.
  const decks = { Allied: deck('Allied'), German: deck('German') };
  return [{ type: 'game-set-up', options, units, markers, decks }];
}

/** The legal set-up spaces of a unit whose placement is its owner's choice (spec 8.2, 8.3). */
export function setupChoicesFor(unit: string): readonly string[] | null {
  const row = SETUP_CHOICES.find((r) => (r.units as readonly string[]).includes(unit));
  return row ? row.legalSpaces : null;
}

export function decideSetupPlace(state: LvState, side: Side, unit: string, at: string): LvEvent[] {
  const rule = side === 'Allied' ? '25.1' : '25.2';
  const ownUnits = SETUP_CHOICES.filter((r) => r.side === side).flatMap((r) => r.units as readonly string[]);
  const u = own(state.units, unit);
  if (!u) throw new RuleError(rule, `there is no unit "${unit}"`, ownUnits);
  const legal = setupChoicesFor(unit);
  if (!legal || !ownUnits.includes(unit))
    throw new RuleError(rule, `${unit} is not a unit whose set-up you choose`, ownUnits);
  if (!legal.includes(at)) throw new RuleError(rule, `${unit} may not set up in "${at}"`, legal);
  return [{ type: 'setup-unit-placed', side, unit, from: u.location, to: at }];
}
