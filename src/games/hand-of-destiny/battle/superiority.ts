// 13.1.1 Tactical Superiority: one die per side, +1 for elite units (13.1.1.B), +1 for a card's
// Battle Bonus (13.1.1.C, 8.2), +1 for more artillery (17.A; fleets count as artillery, 17.B), and
// the scenario's own modifiers (TEC, special rules); ties go to the defender (13.1.1.D).
import type { Rng } from '../../../engine/rng.ts';
import type { Board } from '../board.ts';
import type { SuperiorityRoll } from '../events.ts';
import type { Modifier } from '../scenario.ts';
import type { Fight, DestinyState } from '../state.ts';
import { unpanickedIn } from './forces.ts';

/** 17.A-B: the units that count as artillery — the scenario's artillery types, and every fleet. */
export const countsAsArtillery = <S extends string>(b: Board<S>, unit: string): boolean => b.is(unit, 'artillery') || b.is(unit, 'fleet');

export function modifiersFor<S extends string>(b: Board<S>, s: DestinyState<S>, f: Fight<S>, side: S): Modifier[] {
  const own = unpanickedIn(s, f, side);
  const enemy = unpanickedIn(s, f, b.other(side));
  const out: Modifier[] = [];
  if (own.some((u) => b.unit(u).elite)) out.push({ id: 'elite', rule: '13.1.1.B' });
  const card = s.decks[side].current;
  if (side === f.attacker && card !== null && b.card(card).battleBonus) out.push({ id: 'battle-bonus', rule: '13.1.1.C' });
  if (b.sc.advanced(s)) {
    const arty = (us: string[]) => us.filter((u) => countsAsArtillery(b, u)).length;
    if (arty(own) > arty(enemy)) out.push({ id: 'artillery', rule: '17.A-B' });
  }
  const present = { [f.attacker]: unpanickedIn(s, f, f.attacker), [f.defender]: unpanickedIn(s, f, f.defender) } as Record<S, string[]>;
  out.push(...(b.sc.hooks.battleModifiers?.(s, { space: f.space, attacker: f.attacker, defender: f.defender, present }, side) ?? []));
  return out;
}

/** 13.1.1.A, D: each player rolls one die (the attacker first), +1 a modifier; the higher total wins, ties to the defender. */
export function rollTactical<S extends string, M>(rng: Rng, attacker: S, defender: S, modifiers: (side: S) => M[]): { attacker: { side: S; die: number; modifiers: M[]; total: number }; defender: { side: S; die: number; modifiers: M[]; total: number }; winner: S } {
  const roll = (side: S) => {
    const die = rng.die();
    const mods = modifiers(side);
    return { side, die, modifiers: mods, total: die + mods.length };
  };
  const a = roll(attacker);
  const d = roll(defender);
  return { attacker: a, defender: d, winner: a.total > d.total ? attacker : defender };
}

export function rollSuperiority<S extends string>(b: Board<S>, s: DestinyState<S>, f: Fight<S>, rng: Rng): { attacker: SuperiorityRoll<S>; defender: SuperiorityRoll<S>; winner: S } {
  return rollTactical(rng, f.attacker, f.defender, (side) => modifiersFor(b, s, f, side));
}
