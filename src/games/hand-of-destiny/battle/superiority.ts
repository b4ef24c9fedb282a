// 13.1.1 Tactical Superiority: one die per side, +1 for elite units (13.1.1.B), +1 for a card's
// Battle Bonus (13.1.1.C, 8.2), +1 for more artillery (17.A; fleets count as artillery, 17.B), and
// the scenario's own modifiers (TEC, special rules); only unpanicked units present at the roll count,
// each modifier once per side; ties go to the defender (13.1.1.D).
import type { Rng } from '../../../engine/rng.ts';
import type { Board } from '../board.ts';
import type { DestinyPosition, SystemModifier } from '../scenario.ts';
import type { SuperiorityRoll } from './events.ts';
import { unpanickedIn } from './forces.ts';
import type { Fight } from './state.ts';

/** 17.A-B: the units that count as artillery — the scenario's artillery types, and every fleet. */
export const countsAsArtillery = <S extends string>(b: Board<S>, unit: string): boolean =>
  b.is(unit, 'artillery') || b.is(unit, 'fleet');

const SYSTEM_RULE: Record<SystemModifier, string> = {
  elite: '13.1.1.B',
  'battle-bonus': '13.1.1.C',
  artillery: '17.A-B',
};

export function modifiersFor<S extends string>(
  b: Board<S>,
  s: DestinyPosition<S>,
  f: Fight<S>,
  side: S,
): SuperiorityRoll<S>['modifiers'] {
  const own = unpanickedIn(s, f, side);
  const enemy = unpanickedIn(s, f, b.other(side));
  const rule = (id: SystemModifier) => b.sc.hooks.modifierRule?.(id) ?? SYSTEM_RULE[id];
  const out: SuperiorityRoll<S>['modifiers'] = [];
  const sys = (id: SystemModifier) => out.push({ id, rule: rule(id), value: 1 });
  if (own.some((u) => b.unit(u).elite)) sys('elite'); // 13.1.1.B
  if (side === f.attacker) {
    const card = s.decks[side].current;
    const bonus = b.sc.hooks.battleBonus
      ? b.sc.hooks.battleBonus(s, f.space, side)
      : card !== null && b.card(card).battleBonus;
    if (bonus) sys('battle-bonus'); // 13.1.1.C, 8.2
  }
  if (b.sc.advanced(s)) {
    const arty = (us: string[]) => us.filter((u) => countsAsArtillery(b, u)).length;
    if (arty(own) > arty(enemy)) sys('artillery'); // 17.A-B
  }
  const present = {
    [f.attacker]: unpanickedIn(s, f, f.attacker),
    [f.defender]: unpanickedIn(s, f, f.defender),
  } as Record<S, string[]>;
  for (const m of b.sc.hooks.battleModifiers?.(
    s,
    { space: f.space, attacker: f.attacker, defender: f.defender, present, support: f.airSupport },
    side,
  ) ?? []) {
    out.push({ id: m.id, rule: m.rule, value: 1 });
  }
  return out;
}

/** 13.1.1.A, D: each player rolls one die (the attacker first), +1 a modifier; the higher total wins, ties to the defender. */
export function rollSuperiority<S extends string>(
  b: Board<S>,
  s: DestinyPosition<S>,
  f: Fight<S>,
  rng: Rng,
): { attacker: SuperiorityRoll<S>; defender: SuperiorityRoll<S>; winner: S } {
  const roll = (side: S): SuperiorityRoll<S> => {
    const die = rng.die();
    const modifiers = modifiersFor(b, s, f, side);
    return { side, die, modifiers, total: die + modifiers.length };
  };
  const attacker = roll(f.attacker);
  const defender = roll(f.defender);
  return { attacker, defender, winner: attacker.total > defender.total ? f.attacker : f.defender };
}
