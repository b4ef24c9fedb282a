// The odds of a battle's rolls, exact, from the scenario's Battle Results Table (13.2) and the Tactical
// Superiority modifiers the rules themselves count (13.1.1, superiority.ts): fractions over the faces
// of the dice, never sampled. What a player is shown before choosing a fire (13.1.2) or a battle (13.1.A).
import { chance, type Chance } from '../../../engine/chance.ts';
import type { Board } from '../board.ts';
import type { BattleEvent } from './events.ts';
import { lossCandidates, strengthOf } from './forces.ts';
import type { BattleHost, Fight } from './state.ts';
import { startedFight } from './evolve.ts';
import { startBattle } from './step.ts';
import { modifiersFor } from './superiority.ts';

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** How many of the six faces give each BRT result for a unit of `type` (13.2: each die read separately). */
function brtFaces<S extends string>(b: Board<S>, type: string): { E: number; P: number; none: number } {
  const out = { E: 0, P: 0, none: 0 };
  for (const f of FACES) {
    const r = b.sc.brt(type, f);
    if (r === 'E') out.E++;
    else if (r === 'P') out.P++;
    else out.none++;
  }
  return out;
}

/** The chance that at least one of `dice` dice shows one of `faces` faces: 1 − ((6 − faces)/6)^dice, over 6^dice. */
const atLeastOne = (faces: number, dice: number): Chance => chance(6 ** dice - (6 - faces) ** dice, 6 ** dice);

export interface FireOdds {
  unit: string;
  /** Dice rolled (13.1.2.B: the Battle Strength). */
  dice: number;
  /** Faces of one die giving E, P and no result (13.2). */
  faces: { E: number; P: number; none: number };
  /** At least one E among the dice. */
  anyE: Chance;
  /** At least one E or P. */
  anyResult: Chance;
  /** The target ignores panics now (13.3.2 exception, 14.A, 16.B, 22.2): only an E can take effect. */
  panicsIgnored: boolean;
  /** At least one result that takes effect: the chance the fire does anything at all. */
  effective: Chance;
}

/** 13.1.2, 13.2, 13.3: the odds of `unit` firing now in fight `f`. */
export function fireOdds<S extends string>(b: Board<S>, s: BattleHost<S>, f: Fight<S>, unit: string): FireOdds {
  const dice = strengthOf(b, f, unit);
  const faces = brtFaces(b, b.unit(unit).type);
  const target = b.other(b.unit(unit).side);
  // Eliminations always find a unit while the target is in the battle; panics may find none (R43: E first).
  const panicsIgnored = lossCandidates(b, s, f, target, 'P').length === 0;
  const anyE = atLeastOne(faces.E, dice);
  const anyResult = atLeastOne(faces.E + faces.P, dice);
  return { unit, dice, faces, anyE, anyResult, panicsIgnored, effective: panicsIgnored ? anyE : anyResult };
}

/** 13.1.1.A, D: the attacker wins Tactical Superiority with modifiers `a` against `d` (ties to the defender). */
export function superiorityChance(a: number, d: number): Chance {
  let n = 0;
  for (const x of FACES) for (const y of FACES) if (x + a > y + d) n++;
  return chance(n, 36);
}

export interface FightOdds {
  space: string;
  /** The modifiers each side would roll with in round 1 (13.1.1). */
  attackerModifiers: number;
  defenderModifiers: number;
  /** The attacker wins round 1's Tactical Superiority. */
  attackerSuperior: Chance;
}

/**
 * 13.1.1: the first round's Tactical Superiority odds of the battle at `space`, with the modifiers the
 * rules count for the fight its start would begin (startBattle, startedFight: evolve's own);
 * `airSupport` as a support roll would leave it (24.4), or as it stands when left out.
 */
export function fightOdds<S extends string>(
  b: Board<S>,
  s: BattleHost<S>,
  space: string,
  airSupport?: boolean,
): FightOdds {
  const start = startBattle(b, s, space, false)[0]! as Extract<BattleEvent<S>, { type: 'battle.started' }>;
  const f = startedFight(b, airSupport === undefined ? start : { ...start, airSupport });
  const a = modifiersFor(b, s, f, f.attacker).length;
  const d = modifiersFor(b, s, f, f.defender).length;
  return { space, attackerModifiers: a, defenderModifiers: d, attackerSuperior: superiorityChance(a, d) };
}
