// What the careful and the expert British players estimate (tests/hill-of-doves/campaigns.ts plays
// them; the careful player also gives /hint its advice, advisor/careful.ts): the firepower of a
// counter, the Boer total an assault or an ambush may expect (Tables 5.2.1, 5.2.2, 5.5), the columns a
// commander may send, the laager guns, the garrison the camp keeps, and whether the game would accept
// an action. They read the board the British see (units, supplies, laagers, weather), never the
// laagers cup or the deck.
import { rngFor } from '../../../engine/rng.ts';
import { isRuleError } from '../../../engine/rule-error.ts';
import type { LegalAction } from '../../../engine/types.ts';
import type { HodAction } from '../actions.ts';
import { isSecure } from '../control.ts';
import { COMMANDO_STRENGTH_ASSAULT } from '../data/tables.ts';
import { OBJECTIVE_DISTANCES, OBJECTIVES, OBJECTIVES_WITHIN_3, SUPPORT_RANGE } from '../data/tactical-map.ts';
import type { AssaultableObjectiveId, ObjectiveId } from '../data/types.ts';
import { decide } from '../decide.ts';
import type { HodState } from '../state.ts';
import { isCompany, isReserve, kind, regimentOf, sectionType } from '../units.ts';

export const probeRng = rngFor('careful-probe', 0);
/** Would the game accept this action now? (decide() is pure: nothing is recorded.) */
export function accepts(s: HodState, action: HodAction): boolean {
  try {
    decide(s, 'British', action, probeRng);
    return true;
  } catch (e) {
    if (isRuleError(e)) return false;
    throw e;
  }
}

export const locOfObj = (o: ObjectiveId) => (o === 'BC' ? 'camp' : `obj:${o}`);
export const healthy = (s: HodState, id: string) => s.units[id]!.side !== 'dead';
export const fireOf = (s: HodState, id: string): number => {
  const side = s.units[id]!.side;
  switch (kind(id)) {
    case 'company':
    case 'navalBrigade':
      return side === 'fullStrength' ? 6 : 3;
    case 'troop':
      return side === 'mounted' ? 3 : 1;
    case 'section': {
      const t = sectionType(id);
      if (t === 'fieldGun') return s.supply.caseShot > 0 ? (side === 'horseDrawn' ? 6 : 4) : 0;
      if (t === 'mountainGun') return s.supply.caseShot > 0 ? (side === 'horseDrawn' ? 4 : 3) : 0;
      if (t === 'gatlingGun') return 5;
      return 0;
    }
    default:
      return 0;
  }
};
export const BOMBARD_VALUE: Record<string, number> = { fieldGun: 2, mountainGun: 1, rocket: 1, gatlingGun: 0 };

/** Expected Boer total of an assault on `o` (Table 5.2.1, 5.5.1) with the bombardment available now. */
export function expectedBoer(
  s: HodState,
  o: AssaultableObjectiveId,
  night: boolean,
  british: Set<ObjectiveId>,
  alsoAssaulted: ObjectiveId[] = [],
): number {
  const destroyed = (['smit', 'joubert', 'coldstream'] as const).filter((l) => s.laagers[l] === 'destroyed').length;
  let n = night ? (COMMANDO_STRENGTH_ASSAULT.night[o] ?? 9) : COMMANDO_STRENGTH_ASSAULT.day[o]!;
  if (!night)
    n += Math.min(
      3,
      OBJECTIVES_WITHIN_3[o].filter((x) => !british.has(x) && x !== o && !alsoAssaulted.includes(x)).length,
    );
  n = Math.max(1, n - destroyed);
  let total = n * 3.3 + 1.5;
  if (OBJECTIVES[o].heights) total *= 4 / 3;
  if (!night) {
    let shells = s.supply.shells;
    let rockets = s.supply.rockets;
    for (const [id, st] of Object.entries(s.units)) {
      const t = sectionType(id);
      const from = st.loc === 'camp' ? 'BC' : st.loc.startsWith('obj:') ? (st.loc.slice(4) as ObjectiveId) : null;
      if (!t || !from || !british.has(from) || from === o || OBJECTIVE_DISTANCES[from][o] > SUPPORT_RANGE) continue;
      if (t === 'rocket' ? rockets-- <= 0 : t !== 'gatlingGun' && shells-- <= 0) continue;
      total -= BOMBARD_VALUE[t]!;
    }
  }
  return Math.max(1, total);
}

/** Columns the careful player may send, regimental HQs with their own companies first, then Colley with any mix. */
export function assaultColumns(
  s: HodState,
  o: AssaultableObjectiveId,
  keepInCamp: number,
  extras: (id: string) => boolean,
): string[][] {
  const camp = Object.keys(s.units).filter((u) => s.units[u]!.loc === 'camp' && healthy(s, u));
  const fighters = camp.filter((u) => isCompany(u) || isReserve(u));
  const out: string[][] = [];
  const cmds = [...camp.filter((u) => kind(u) === 'hq'), ...camp.filter((u) => kind(u) === 'general')];
  for (const cmd of cmds) {
    const general = kind(cmd) === 'general';
    const coys = camp
      .filter((u) => isCompany(u) && (general || regimentOf(u) === regimentOf(cmd)))
      .sort((a, b) => fireOf(s, b) - fireOf(s, a))
      .slice(0, 6);
    if (coys.length === 0) continue;
    const res = camp.filter(
      (u) =>
        isReserve(u) &&
        kind(u) !== 'convoy' &&
        extras(u) &&
        (o !== 'MM' || kind(u) === 'navalBrigade' || ['mountainGun', 'rocket'].includes(sectionType(u) ?? '')),
    );
    let units = [cmd, ...coys, ...res.slice(0, 2 * coys.length)];
    const left = () => fighters.length - units.filter((u) => isCompany(u) || isReserve(u)).length;
    while (left() < keepInCamp && units.filter(isCompany).length > 1) {
      const drop = [...units].reverse().find((u) => isReserve(u)) ?? [...units].reverse().find(isCompany)!;
      units = units.filter((u) => u !== drop);
    }
    if (left() >= keepInCamp) out.push(units);
  }
  return out;
}

export function columnFire(s: HodState, units: string[], o: AssaultableObjectiveId): number {
  let fire = units.reduce((t, u) => t + fireOf(s, u), 0);
  const f = OBJECTIVES[o].fortification;
  if (f === 'trenches' || f === 'buildings') fire -= Math.floor(fire / 3);
  else if (s.sangers.includes(o)) fire -= Math.floor(fire / 4);
  return fire;
}

/** Objectives whose laager a section must reach: the section types that may bombard it. */
export const LAAGER_AT: Partial<Record<ObjectiveId, { laager: 'smit' | 'joubert' | 'coldstream'; types: string[] }>> = {
  MM: { laager: 'smit', types: ['mountainGun', 'rocket'] },
  NK: { laager: 'joubert', types: ['fieldGun', 'mountainGun', 'rocket'] },
  BK: { laager: 'coldstream', types: ['fieldGun', 'mountainGun', 'rocket'] },
};
export const laagerGun = (s: HodState, o: ObjectiveId) => (u: string) => {
  const l = LAAGER_AT[o];
  return (
    !!l &&
    s.laagers[l.laager] === 'intact' &&
    l.types.includes(sectionType(u) ?? '') &&
    s.units[u]!.side === 'horseDrawn'
  );
};

/** The camp keeps a garrison even when secure: a garrison lost elsewhere makes it insecure again (r. 1.5). */
export function campKeep(s: HodState, british: Set<ObjectiveId>): number {
  return isSecure(s, 'BC', british) ? 4 : 6;
}

export const campCompanies = (s: HodState) =>
  Object.keys(s.units).filter((u) => s.units[u]!.loc === 'camp' && isCompany(u)).length;

/** Garrison firepower wanted, as a multiple of the expected Boer ambush total (Q ≥ 2 holds, §5.7). */
export const GARRISON_X = 2.6;
/** Companies in the camp before the Slopes are taken (the Majuba column must follow). */
export const MS_GATE = 5;
/** The push starts when the south is done (or from this week) with this many companies in the camp. */
export const PUSH_WEEK = 5;
export const PUSH_COYS = 10;
export const fighterCount = (s: HodState, loc: string) =>
  Object.keys(s.units).filter((u) => s.units[u]!.loc === loc && (isCompany(u) || isReserve(u))).length;
export const unitsOf = (a: LegalAction) => (a.action as unknown as { units: string[] }).units;
export const SOUTH: ObjectiveId[] = ['NP', 'ON', 'MS', 'MM'];
export const PUSH: ObjectiveId[] = ['RG', 'LF', 'TM', 'BK', 'NK'];

export const AMBUSH_BASE: Record<ObjectiveId, number> = {
  NK: 3,
  TM: 3,
  BK: 2,
  MM: 6,
  MS: 2,
  LF: 2,
  RG: 2,
  ON: 1,
  NP: 1,
  BC: 3,
};
/** Expected Boer total of an ambush on a British objective (Table 5.2.2, 5.5.2), as the British see it (heights folded in). */
export function ambushBoer(s: HodState, o: ObjectiveId): number {
  const destroyed = (['smit', 'joubert', 'coldstream'] as const).filter((l) => s.laagers[l] === 'destroyed').length;
  let b = Math.max(1, AMBUSH_BASE[o] - destroyed) * 3.3 + 1;
  const f = OBJECTIVES[o].fortification;
  if (f === 'trenches' || f === 'buildings') b -= Math.floor(b / 3);
  else if (f === 'redoubts') b -= Math.floor(b / 2);
  else if (s.sangers.includes(o)) b -= Math.floor(b / 4);
  if (OBJECTIVES[o].heights) b *= 3 / 4;
  return b;
}

export function southDone(s: HodState, british: Set<ObjectiveId>): boolean {
  return SOUTH.every((o) => british.has(o)) && s.laagers.smit === 'destroyed';
}
export function pushOn(s: HodState, british: Set<ObjectiveId>): boolean {
  if (PUSH.some((o) => british.has(o) && o !== 'BK')) return true;
  const strength = Object.keys(s.units).filter((u) => s.units[u]!.loc === 'camp' && isCompany(u)).length;
  return (southDone(s, british) || s.week >= PUSH_WEEK) && strength >= PUSH_COYS && s.supply.cartridges >= 30;
}
