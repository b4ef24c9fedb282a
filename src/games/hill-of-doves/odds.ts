// The odds of the D6 rolls a British choice leads to, exact, read from the very tables and modifiers the
// rules roll with: the Cold Steel Roll of a charge (§5.8, r. 4.4), the Assault Formation Roll of a day
// assault (§3.14, r. 3.1: rolled at launch, before the Assault Card is drawn), the Night Assault Dispersal Roll of
// a night column (§3.15, r. 3.2), and the Ambush Roll of an insecure garrison or column (§3.6, r. 2.9:
// booklet-tables.ts, from the modifier the view carries).
// Each chance counts the faces of the die (n in 6): nothing is sampled.
import { chance, percent, type Chance } from '../../engine/chance.ts';
import { ASSAULT_FORMATION, COLD_STEEL, NIGHT_ASSAULT_DISPERSAL, rollRow } from './data/tables.ts';
import type { Formation, ObjectiveId, RollRow } from './data/types.ts';
import { coldSteelModifier } from './combat/steps.ts';
import type { Battle } from './combat/state.ts';
import type { HodState } from './state.ts';
import { dispersalModifier, formationModifier } from './tactical/movement.ts';

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** The chance that one D6 plus `modifier` reads `wanted` on `table` (modifiers are not capped, Table 0.1). */
export function d6Chance<R>(table: { rows: readonly RollRow<R>[] }, modifier: number, wanted: R): Chance {
  return chance(FACES.filter((f) => rollRow(table, f + modifier) === wanted).length, 6);
}

/** "2 in 6, 33%"; "hopeless: no D6 succeeds" when no face gives `what`. */
export function d6Text(c: Chance, what: string): string {
  if (c.n === 0) return `hopeless: no D6 ${what}`;
  return `${what} ${c.n} in 6, ${percent(c)}`;
}

/** §5.8: a charge by `units` of battle `b` (the commanding general leading or not) succeeds. */
export function chargeChance(b: Battle, units: readonly string[], generalLeads: boolean): Chance {
  const charging = b.units.filter((u) => units.includes(u.id));
  return d6Chance(COLD_STEEL, coldSteelModifier(b, charging, generalLeads), 'succeeds');
}

/** §3.15: a night column of `units` against `objective` gets in position (does not disperse). */
export function nightInPositionChance(
  s: HodState,
  units: readonly string[],
  objective: ObjectiveId,
  recon: boolean,
): Chance {
  const spent = recon && s.held.includes('EV-23');
  return d6Chance(NIGHT_ASSAULT_DISPERSAL, dispersalModifier(s, units, objective, spent), 'inPosition');
}

/** The formations of §3.14, in the table's order. */
export const FORMATIONS: readonly Formation[] = ['mass', 'line', 'extended'];

/**
 * §3.14, r. 3.1: the chance of each formation a day assault by `units` on `objective` is rolled into at
 * launch; null for Majuba Mountain, always Extended without a roll (ASSAULT_FORMATION_FIXED).
 */
export function formationChances(
  s: HodState,
  units: readonly string[],
  objective: ObjectiveId,
  recon: boolean,
): ReadonlyMap<Formation, Chance> | null {
  if (objective === 'MM') return null;
  const m = formationModifier(s, units, objective, recon && s.held.includes('EV-23'));
  return new Map(FORMATIONS.map((f) => [f, d6Chance(ASSAULT_FORMATION, m, f)]));
}

const FORMATION_NAME: Readonly<Record<Formation, string>> = { mass: 'Mass', line: 'Line', extended: 'Extended' };

/** "formation Mass 1 in 6, 17%; Line 3 in 6, 50%; Extended 2 in 6, 33%", or Majuba's fixed Extended. */
export function formationText(c: ReadonlyMap<Formation, Chance> | null): string {
  if (!c) return 'formation Extended (no roll, r. 3.1)';
  return `formation ${FORMATIONS.map((f) => `${FORMATION_NAME[f]} ${c.get(f)!.n} in 6, ${percent(c.get(f)!)}`).join('; ')}`;
}
