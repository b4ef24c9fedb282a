// A British company or reserve as the player reads it wherever it is listed: its id with the side it
// shows and what that side fires (Tables 6.3-6.7, 5.1.1, 5.1.2; r. 4.12), e.g. "COY-58-A (full
// strength, fire 6)", "TRP-NMP (dismounted, fire 1)", "SEC-GAT (horse-drawn, Gatling roll)". British
// counters are never hidden (view.ts: only the laagers cup and the deck are), so naming a side reveals
// nothing. Generals and HQs have no firepower (r. 4.15) and are listed by id alone.
import { BRITISH_UNITS } from './data/counters.ts';
import type { BritishUnitDef } from './data/types.ts';

const SIDE_WORDS: ReadonlyMap<string, string> = new Map([
  ['fullStrength', 'full strength'],
  ['reduced', 'reduced'],
  ['mounted', 'mounted'],
  ['dismounted', 'dismounted'],
  ['horseDrawn', 'horse-drawn'],
  ['manhandled', 'manhandled'],
  ['undamaged', 'undamaged'],
  ['damaged', 'damaged'],
]);

type FightingDef = Exclude<BritishUnitDef, { kind: 'general' | 'hq' }>;
const isFightingDef = (u: BritishUnitDef): u is FightingDef => u.kind !== 'general' && u.kind !== 'hq';
const FIGHTING: ReadonlyMap<string, FightingDef> = new Map(BRITISH_UNITS.filter(isFightingDef).map((u) => [u.id, u]));

/** What the unit fires on the side it shows: its firepower, or the roll that stands for it. */
function fire(u: FightingDef, side: string): string {
  switch (u.kind) {
    case 'company':
    case 'navalBrigade':
      return `fire ${side === 'reduced' ? u.firepower.reduced : u.firepower.fullStrength}`;
    case 'troop':
      return `fire ${side === 'dismounted' ? u.firepower.dismounted : u.firepower.mounted}`;
    case 'convoy':
      return `fire ${u.firepower}`;
    case 'section': {
      const cs = u.closeSupport; // Table 5.1.1: close support; Table 5.1.2: bombardment only
      if (cs.kind === 'fixed') return `case shot ${side === 'manhandled' ? cs.manhandled : cs.horseDrawn}`;
      return cs.kind === 'gatlingRoll' ? 'Gatling roll' : 'no close support, bombards';
    }
  }
}

/** "full strength, fire 6": the side a company or reserve shows and what it fires; null for others. */
export function fireStrength(id: string, side: string | undefined): string | null {
  const u = FIGHTING.get(id);
  if (!u) return null;
  const shown = side ?? u.sides[0];
  return `${SIDE_WORDS.get(shown) ?? shown}, ${fire(u, shown)}`;
}

/**
 * The side a counter turned to, as a log line says it after "→": "reduced, fire 3" for a company or
 * reserve, the side alone for anything else ("dead", a general's "alive").
 */
export function turnedTo(id: string, side: string): string {
  return (SIDE_WORDS.has(side) ? fireStrength(id, side) : null) ?? SIDE_WORDS.get(side) ?? side;
}

const UNIT_ID = new RegExp(
  `(?<![\\w:,-])(${[...FIGHTING.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\w-])`,
  'g',
);

/**
 * The text with each company and reserve id in it followed by its side and fire as `units` (a state's
 * or a view's units) has them, unless it already is. An id right after ":" or "," (no space) is part of
 * a command line (units:COY-58-A,COY-58-B) and stays as it is: the player may copy it.
 */
export function withFire(text: string, units: Readonly<Record<string, { side: string }>>): string {
  return text.replace(UNIT_ID, (id: string, _g: string, at: number) => {
    const label = fireStrength(id, Object.hasOwn(units, id) ? units[id]!.side : undefined);
    if (!label || text.startsWith(` (${label.split(',')[0]!},`, at + id.length)) return id;
    return `${id} (${label})`;
  });
}
