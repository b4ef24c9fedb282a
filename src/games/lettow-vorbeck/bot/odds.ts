// The level-3 player's battle arithmetic (issue #14): a quick estimate of who wins a battle (13.0),
// from the forces as a side's view shows them. Not the rules: a closed-form guess read off the BRT
// (spec 6), the Tactical Superiority modifiers (13.1.1, 16.0, TEC) and panic immunity (13.3.2, 14.A, 16.B).
import { spaceById } from '../data/map.ts';
import type { Side, UnitType } from '../data/types.ts';
import { unitById } from '../data/units.ts';

/** BRT chance per die of an elimination and of a panic, by the firing unit's type (spec 6). */
const BRT: Record<UnitType, { e: number; p: number }> = {
  'Light infantry': { e: 1 / 6, p: 2 / 6 },
  'Regular infantry': { e: 2 / 6, p: 1 / 6 },
  'Cavalry/Mounted infantry': { e: 0, p: 3 / 6 },
  'Armored car': { e: 2 / 6, p: 2 / 6 },
  Garrison: { e: 1 / 6, p: 1 / 6 },
};

/** A force as the estimate needs it: its units where known, else a count of face-down units. */
export interface Force {
  side: Side;
  known: readonly string[];
  /** Face-down units (10.0): valued as the side's average unit. */
  unknown: number;
}

interface Sums {
  count: number;
  strength: number;
  /** Expected results per round against a target that can be panicked, and against one that cannot. */
  hits: number;
  kills: number;
  elite: boolean;
  elites: number;
  light: boolean;
  mounted: boolean;
}

/** The average unit of each side (spec 5.4: German 31 strength in 14 units, Allied 51 in 22). */
const AVERAGE: Record<Side, { strength: number; type: UnitType }> = {
  German: { strength: 31 / 14, type: 'Light infantry' },
  Allied: { strength: 51 / 22, type: 'Regular infantry' },
};

function sums(f: Force): Sums {
  const s: Sums = { count: 0, strength: 0, hits: 0, kills: 0, elite: false, elites: 0, light: false, mounted: false };
  const add = (strength: number, type: UnitType, elite: boolean): void => {
    s.count++;
    s.strength += strength;
    s.hits += strength * (BRT[type].e + BRT[type].p);
    s.kills += strength * BRT[type].e;
    s.elite ||= elite;
    if (elite) s.elites++;
    s.light ||= type === 'Light infantry';
    s.mounted ||= type === 'Cavalry/Mounted infantry' || type === 'Armored car';
  };
  for (const id of f.known) {
    const d = unitById(id);
    add(d.strength, d.type, d.elite);
  }
  const avg = AVERAGE[f.side];
  for (let i = 0; i < f.unknown; i++) add(avg.strength, avg.type, false);
  return s;
}

/** Strength of a force (4.3.A), face-down units at the side's average. */
export function forceStrength(f: Force): number {
  return sums(f).strength;
}

/** P(higher roll) of two dice with modifiers a and b, ties to the second (13.1.1.D). */
function firstWins(a: number, b: number): number {
  let wins = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + a > y + b) wins++;
  return wins / 36;
}

/**
 * The chance that `attacker` wins a battle against `defender` in `space`: each side's expected
 * results per round against the other's unit count, tilted by who should get Tactical Superiority.
 */
export function winChance(attacker: Force, defender: Force, space: string, bonus = 0): number {
  const a = sums(attacker);
  const d = sums(defender);
  if (d.count === 0) return 1;
  if (a.count === 0) return 0;
  const sp = spaceById(space);
  const fortified = sp.fortification !== null && sp.fortification.usableBy === defender.side; // 14.A
  // Panic results are lost on a fortified defender (14.A) and on elite defenders (16.B).
  const immune = fortified ? 1 : d.elites / d.count;
  const aRate = (a.hits * (1 - immune) + a.kills * immune) / d.count;
  const dRate = d.hits / a.count;
  const terrain = (s: Sums): number =>
    (sp.terrain === 'Clear' && s.mounted) || (sp.terrain === 'Bush' && s.light) ? 1 : 0;
  const aMod = (a.elite ? 1 : 0) + terrain(a) + bonus;
  const dMod = (d.elite ? 1 : 0) + terrain(d) + (sp.terrain === 'Mountain' ? 1 : 0);
  const ts = firstWins(aMod, dMod);
  const ra = Math.pow(aRate, 1.6);
  const rd = Math.pow(dRate, 1.6);
  const base = ra + rd > 0 ? ra / (ra + rd) : 0.5;
  return Math.min(0.99, Math.max(0.01, base + 0.35 * (ts - 0.5)));
}
