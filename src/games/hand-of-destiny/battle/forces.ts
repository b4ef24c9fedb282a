// Who is in a battle and what each unit may do: 13.0.A battles to fight, 13.3.B loss order, panic
// immunity (13.3.2 exception, 14.A, 16.B, 22.2), breakoff (18.D), destinations of retreat and
// breakoff (13.5) and of pursuit (19.2), Battle Strength (13.1.2.B, 21.4.B).
import type { Board } from '../board.ts';
import type { DestinyPosition } from '../scenario.ts';
import { fortifiedFor, hasUnitsOf, placement } from '../stacking.ts';
import { inSupply } from '../supply.ts';
import { retreatOptions, type RetreatOption } from './retreat.ts';
import type { Fight } from './state.ts';

/**
 * The battle spaces of one placement, by board and phasing side: expected(), actions() and the fight
 * itself all ask of the same position (positions are never mutated; evolve replaces pos.units).
 */
const BATTLE_SPACES = new WeakMap<DestinyPosition['units'], Map<Board, Map<string, readonly string[]>>>(); // boards are few and live as long as their module

/** 13.0.A: spaces where the phasing side has units together with enemy units, in id order (shared: never mutate the list). */
export function battleSpaces<S extends string>(b: Board<S>, s: DestinyPosition<S>): readonly string[] {
  let byBoard = BATTLE_SPACES.get(s.units);
  if (!byBoard) BATTLE_SPACES.set(s.units, (byBoard = new Map()));
  let bySide = byBoard.get(b);
  if (!bySide) byBoard.set(b, (bySide = new Map()));
  let known = bySide.get(s.activeSide);
  if (!known) {
    const out: string[] = [];
    for (const at of placement(s.units).keys()) {
      if (b.isSpace(at) && hasUnitsOf(b, s, at, s.activeSide) && hasUnitsOf(b, s, at, b.other(s.activeSide)))
        out.push(at);
    }
    bySide.set(s.activeSide, (known = out.sort()));
  }
  return known;
}

/** Units of `side` still in the battle: not eliminated, not broken off (18.0), still in the space. */
export const inBattle = <S extends string>(s: DestinyPosition<S>, f: Fight<S>, side: S): string[] =>
  f.forces[side].filter(
    (u) => !f.eliminated.includes(u) && !f.brokeOff.includes(u) && s.units[u]?.location === f.space,
  );

export const unpanickedIn = <S extends string>(s: DestinyPosition<S>, f: Fight<S>, side: S): string[] =>
  inBattle(s, f, side).filter((u) => !s.units[u]!.panicked);

export const strengthOf = <S extends string>(b: Board<S>, f: Fight<S>, unit: string): number =>
  f.strength[unit] ?? b.unit(unit).strength;

/** 21.4.B: Battle Strength at the start of the battle, −1 (minimum 0) out of supply. */
export const battleStrength = <S extends string>(b: Board<S>, s: DestinyPosition<S>, unit: string): number =>
  inSupply(b, s, unit) ? b.unit(unit).strength : Math.max(0, b.unit(unit).strength - 1);

/** The fortification shown in the battle record: a Fortress/Base of the space (14.0), else a fort marker there (22.0). */
export function fortificationAt<S extends string>(
  b: Board<S>,
  s: DestinyPosition<S>,
  space: string,
): { kind: string; usableBy: S } | null {
  const f = b.isSpace(space) ? b.space(space).fortification : null;
  if (f) return { kind: f.kind, usableBy: f.usableBy as S };
  for (const [id, at] of Object.entries(s.markers)) {
    if (at !== space) continue;
    const side = b.sc.sides.find((x) => b.sc.fortMarkers[x].includes(id));
    if (side !== undefined) return { kind: 'Fort marker', usableBy: side };
  }
  return null;
}

/** 13.3.2 exception, 14.A, 22.2, 16.B: defenders in their fortress, fort or base, and defending elite units, ignore panics. */
export function panicImmune<S extends string>(
  b: Board<S>,
  pos: DestinyPosition<S>,
  space: string,
  defender: S,
  unit: string,
): boolean {
  const side = b.unit(unit).side;
  return side === defender && (b.unit(unit).elite || fortifiedFor(b, pos, space, side));
}

/**
 * 13.3.B: of the target's units still in the battle (`all`), each E goes to an unpanicked unit if any
 * is left, else to a panicked one; each P to an unpanicked unit that can be panicked, else to a
 * panicked one that can (a second panic eliminates, 13.3.2).
 */
export function lossCandidatesAmong<S extends string>(
  pos: DestinyPosition<S>,
  all: readonly string[],
  result: 'E' | 'P',
  immune: (unit: string) => boolean,
): string[] {
  const fresh = all.filter((u) => !pos.units[u]!.panicked);
  if (result === 'E') return fresh.length > 0 ? fresh : [...all];
  const able = all.filter((u) => !immune(u));
  const ableFresh = able.filter((u) => !pos.units[u]!.panicked);
  return ableFresh.length > 0 ? ableFresh : able;
}

export const lossCandidates = <S extends string>(
  b: Board<S>,
  s: DestinyPosition<S>,
  f: Fight<S>,
  target: S,
  result: 'E' | 'P',
): string[] => lossCandidatesAmong(s, inBattle(s, f, target), result, (u) => panicImmune(b, s, f.space, f.defender, u));

/** 13.3.1: where an eliminated unit goes (the deadpile, 3.4, unless the scenario says otherwise). */
export const eliminatedTo = <S extends string>(b: Board<S>, unit: string): string =>
  b.sc.hooks.eliminatedGoesTo?.(b.unit(unit)) ?? b.sc.deadpile;

/** 13.5.A-C with the scenario's own limits: where `units` of `side` may retreat (or break off) from `space`. */
export function retreatDestinations<S extends string>(
  b: Board<S>,
  s: DestinyPosition<S>,
  space: string,
  side: S,
  units: readonly string[],
): RetreatOption[] {
  if (!b.sc.hooks.retreatAllow) return retreatOptions(b, s, space, side, units);
  const allow = b.sc.hooks.retreatAllow(s, units);
  return allow ? retreatOptions(b, s, space, side, units, { allow }) : [];
}

/** 19.2: one route of the scenario's pursuit kinds, within its limits, in space-id order. */
export function pursuitDestinations<S extends string>(
  b: Board<S>,
  s: DestinyPosition<S>,
  space: string,
  units: readonly string[],
): string[] {
  const allow = b.sc.hooks.pursuitAllow?.(s, units) ?? (() => true);
  return b
    .neighbours(space, b.sc.pursuitRoutes ?? ['land'])
    .filter((to) => allow(to))
    .slice()
    .sort();
}

/** 18.D: may this unit break off (when unpanicked, 18.E)? */
export const breakoffQualified = <S extends string>(b: Board<S>, s: DestinyPosition<S>, unit: string): boolean =>
  b.sc.hooks.mayBreakOff ? b.sc.hooks.mayBreakOff(s, unit) : b.sc.advanced(s) && b.is(unit, 'breakoff');

/** 19.1.C: cavalry pursue. */
export const canPursue = <S extends string>(b: Board<S>, unit: string): boolean => b.is(unit, 'cavalry');
