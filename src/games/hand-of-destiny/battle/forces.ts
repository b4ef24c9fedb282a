// Who is in a battle and what may hit whom: 13.0.A battles to fight, 13.3.B loss order, panic
// immunity (13.3.2 exception, 14.A, 16.B), Battle Strength (13.1.2.B, 21.4.B).
import type { Board } from '../board.ts';
import type { DestinyPosition } from '../scenario.ts';
import { fortifiedFor, unitsAt } from '../stacking.ts';
import { inSupply } from '../supply.ts';
import type { Fight, DestinyState } from '../state.ts';

/** 13.0.A: spaces where the phasing side has units together with enemy units. */
export function battleSpaces<S extends string>(b: Board<S>, s: DestinyPosition<S>): string[] {
  const out = new Set<string>();
  for (const [id, u] of Object.entries(s.units)) {
    if (!b.isSpace(u.location) || b.unit(id).side !== s.activeSide) continue;
    if (unitsAt(b, s, u.location, b.other(s.activeSide)).length > 0) out.add(u.location);
  }
  return [...out].sort();
}

export const inBattle = <S extends string>(s: DestinyState<S>, f: Fight<S>, side: S): string[] =>
  f.forces[side].filter((u) => !f.eliminated.includes(u) && s.units[u]?.location === f.space);

export const unpanickedIn = <S extends string>(s: DestinyState<S>, f: Fight<S>, side: S): string[] => inBattle(s, f, side).filter((u) => !s.units[u]!.panicked);

/** 21.4.B: Battle Strength at the start of the battle, −1 (minimum 0) out of supply. */
export const battleStrength = <S extends string>(b: Board<S>, s: DestinyState<S>, unit: string): number =>
  inSupply(b, s, unit) ? b.unit(unit).strength : Math.max(0, b.unit(unit).strength - 1);

/** 13.3.2 exception, 14.A, 22.2, 16.B: defenders in their fortress, fort or base, and defending elite units, ignore panics. */
export function panicImmune<S extends string>(b: Board<S>, pos: DestinyPosition<S>, space: string, defender: S, unit: string): boolean {
  const side = b.unit(unit).side;
  return side === defender && (b.unit(unit).elite || fortifiedFor(b, pos, space, side));
}

/**
 * 13.3.B: of the target's units still in the battle (`all`), each E goes to an unpanicked unit if any
 * is left, else to a panicked one; each P to an unpanicked unit that can be panicked, else to a
 * panicked one that can (a second panic eliminates, 13.3.2).
 */
export function lossCandidatesAmong<S extends string>(pos: DestinyPosition<S>, all: readonly string[], result: 'E' | 'P', immune: (unit: string) => boolean): string[] {
  const fresh = all.filter((u) => !pos.units[u]!.panicked);
  if (result === 'E') return fresh.length > 0 ? fresh : [...all];
  const able = all.filter((u) => !immune(u));
  const ableFresh = able.filter((u) => !pos.units[u]!.panicked);
  return ableFresh.length > 0 ? ableFresh : able;
}

export const lossCandidates = <S extends string>(b: Board<S>, s: DestinyState<S>, f: Fight<S>, target: S, result: 'E' | 'P'): string[] =>
  lossCandidatesAmong(s, inBattle(s, f, target), result, (u) => panicImmune(b, s, f.space, f.defender, u));

/** 13.3.1: where an eliminated unit goes (the deadpile, 3.4, unless the scenario says otherwise). */
export const eliminatedTo = <S extends string>(b: Board<S>, unit: string): string => b.sc.hooks.eliminatedGoesTo?.(b.unit(unit)) ?? b.sc.deadpile;
