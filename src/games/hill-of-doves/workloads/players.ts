// Hill of Doves' British players: what the bench, the fuzzer and the calibration play of the game
// (workloads/index.ts), and the campaigns of its tests (tests/hill-of-doves/campaigns.ts). A player
// picks an action from the legal ones for a state, with a seeded `pick`: deterministic, clock-free.
// random and scripted are simple; careful and expert play as people would (their plans below).
import type { GameAction, LegalAction } from '../../../engine/types.ts';
import { rngFor } from '../../../engine/rng.ts';
import type { HodAction } from '../actions.ts';
import { britishObjectives, isSecure } from '../control.ts';
import { COMMANDO_STRENGTH_ASSAULT } from '../data/tables.ts';
import {
  OBJECTIVE_DISTANCES,
  OBJECTIVE_IDS,
  OBJECTIVES,
  OBJECTIVES_WITHIN_3,
  SUPPORT_RANGE,
} from '../data/tactical-map.ts';
import type { AssaultableObjectiveId, ObjectiveId } from '../data/types.ts';
import { hillOfDoves } from '../index.ts';
import type { HodState } from '../state.ts';
import { assaultTargets } from '../tactical/declare.ts';
import { isCommander, isCompany, isReserve, kind, regimentOf, sectionType } from '../units.ts';

export type Player = (s: HodState, legal: LegalAction[], pick: (n: number) => number) => GameAction;

/** Picks uniformly among the legal actions, with a lean toward "continue" so games move. */
export const randomPlayer: Player = (_s, legal, pick) => {
  const cont = legal.find((a) => a.action.type === 'continue');
  if (cont && pick(3) === 0) return cont.action;
  return legal[pick(legal.length)]!.action;
};

/**
 * A simple script: quiet standing orders; each weekday it sends the largest proposal against the
 * closest assaultable objective (not The Nek or Table Mountain before week 4), never night-assaults,
 * fetches the convoy with a small column, and otherwise continues.
 */
const SCRIPT_ORDERS = {
  bombard: 'auto',
  supplies: 'as-needed',
  load: 'always',
  battleBombard: 'all',
  reserves: 'commit-all',
  charge: 'when-general-present',
  artillery: 'strongest',
};

export const scriptedPlayer: Player = (s, legal, pick) => {
  if (s.orders.load !== 'always') return { type: 'set-orders', orders: SCRIPT_ORDERS };
  const byType = (t: string) => legal.filter((a) => a.action.type === t);
  const units = (a: LegalAction) => (a.action as unknown as { units: string[] }).units;
  const objective = (a: LegalAction) => (a.action as unknown as { objective: string }).objective;
  if (s.step === 'combat')
    return (legal.find((a) => /commit|charge|end|bombard|man/i.test(a.action.type)) ?? legal[0]!).action;
  if (s.step === 'columns') {
    const fort = byType('form-column').find(
      (a) => (a.action as unknown as { at?: string }).at === 'fort' && units(a).includes('CONVOY'),
    );
    if (fort && s.convoyLoad) return fort.action;
    // Nobody at Fort Amiel can command the convoy's escort: send a small column down from the camp.
    const onRoad = s.columns.length > 0;
    const fortCommander = Object.entries(s.units).some(
      ([id, u]) => u.loc === 'fort' && (id.startsWith('HQ-') || (id.startsWith('GEN-') && u.side === 'alive')),
    );
    if (!fort && !onRoad && !fortCommander && s.convoyLoad && s.units.CONVOY?.loc === 'fort') {
      const small = byType('form-column').filter(
        (a) => (a.action as unknown as { at: string }).at === 'camp' && units(a)[0]!.startsWith('HQ-'),
      );
      small.sort((a, b) => units(a).length - units(b).length);
      if (small[0]) return small[0].action;
    }
  }
  if (s.step === 'day' && s.tactical.length === 0) {
    const order = ['NP', 'ON', 'RG', 'MS', 'MM', 'LF', 'BK', 'TM', 'NK'];
    // Keep at least three companies in the camp as its garrison (r. 1.5: the camp must not fall).
    const campCompanies = Object.entries(s.units).filter(([id, u]) => u.loc === 'camp' && id.startsWith('COY-')).length;
    const options = byType('declare-assault').filter(
      (a) =>
        (s.week >= 4 || !['NK', 'TM'].includes(objective(a))) &&
        campCompanies - units(a).filter((u) => u.startsWith('COY-')).length >= 3,
    );
    options.sort(
      (a, b) => order.indexOf(objective(a)) - order.indexOf(objective(b)) || units(b).length - units(a).length,
    );
    if (options[0] && s.day !== 7) return options[0].action;
  }
  if (s.step === 'supply') return (byType('use-supplies')[0] ?? legal[0]!).action;
  if (s.step === 'load') return (byType('load-convoy')[0] ?? legal[0]!).action;
  void pick;
  return (legal.find((a) => a.action.type === 'continue') ?? legal[0]!).action;
};

// ---------------------------------------------------------------------------------------------
// The careful player (issues #6, #10): plays like a careful person without the expert's plan. It
// bombards before assaulting and assaults only when it pays (good odds, spec §5.15), in a fixed
// order of objectives, spending its three night assaults where the Boers cannot support (O'Neill's,
// The Ridge, Brownlow's Kop); it runs a convoy every week under a proper escort and garrisons what it
// holds by firepower, as the expert does (expertColumns, expertTransfer), and keeps a reserve of
// cartridges. What it lacks is the expert's order of battle (laagers first, the south, then the push).
// ---------------------------------------------------------------------------------------------

const CAREFUL_ORDERS: Record<string, string> = {
  bombard: 'auto',
  supplies: 'as-needed',
  load: 'always',
  battleBombard: 'all',
  reserves: 'commit-all',
  charge: 'never',
  artillery: 'strongest',
  assault: 'ask',
  columns: 'ask',
  transfer: 'ask',
};

const probeRng = rngFor('careful-probe', 0);
/** Would the game accept this action now? (decide() is pure: nothing is recorded.) */
function accepts(s: HodState, action: GameAction): boolean {
  try {
    hillOfDoves.decide(s, 'British', action as HodAction, probeRng);
    return true;
  } catch {
    return false;
  }
}

const locOfObj = (o: ObjectiveId) => (o === 'BC' ? 'camp' : `obj:${o}`);
const healthy = (s: HodState, id: string) => s.units[id]!.side !== 'dead';
const fireOf = (s: HodState, id: string): number => {
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
const BOMBARD_VALUE: Record<string, number> = { fieldGun: 2, mountainGun: 1, rocket: 1, gatlingGun: 0 };

/** Expected Boer total of an assault on `o` (Table 5.2.1, 5.5.1) with the bombardment available now. */
function expectedBoer(
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
function assaultColumns(
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

function columnFire(s: HodState, units: string[], o: AssaultableObjectiveId): number {
  let fire = units.reduce((t, u) => t + fireOf(s, u), 0);
  const f = OBJECTIVES[o].fortification;
  if (f === 'trenches' || f === 'buildings') fire -= Math.floor(fire / 3);
  else if (s.sangers.includes(o)) fire -= Math.floor(fire / 4);
  return fire;
}

const NIGHT_ORDER: AssaultableObjectiveId[] = ['ON', 'RG', 'BK', 'LF', 'MS', 'MM'];
const DAY_ORDER: AssaultableObjectiveId[] = ['NP', 'ON', 'MS', 'MM', 'RG', 'BK', 'TM', 'NK', 'LF'];
/** Objectives whose laager a section must reach: the section types that may bombard it. */
const LAAGER_AT: Partial<Record<ObjectiveId, { laager: 'smit' | 'joubert' | 'coldstream'; types: string[] }>> = {
  MM: { laager: 'smit', types: ['mountainGun', 'rocket'] },
  NK: { laager: 'joubert', types: ['fieldGun', 'mountainGun', 'rocket'] },
  BK: { laager: 'coldstream', types: ['fieldGun', 'mountainGun', 'rocket'] },
};
const laagerGun = (s: HodState, o: ObjectiveId) => (u: string) => {
  const l = LAAGER_AT[o];
  return (
    !!l &&
    s.laagers[l.laager] === 'intact' &&
    l.types.includes(sectionType(u) ?? '') &&
    s.units[u]!.side === 'horseDrawn'
  );
};

/** The camp keeps a garrison even when secure: a garrison lost elsewhere makes it insecure again (r. 1.5). */
function campKeep(s: HodState, british: Set<ObjectiveId>): number {
  return isSecure(s, 'BC', british) ? 4 : 6;
}

const campCompanies = (s: HodState) =>
  Object.keys(s.units).filter((u) => s.units[u]!.loc === 'camp' && isCompany(u)).length;

function carefulAssault(s: HodState, night: boolean): GameAction | null {
  const british = britishObjectives(s);
  if (s.supply.cartridges < 12) return null; // husband ammunition: keep enough for the garrisons' ambushes
  const targets = assaultTargets(s, night).map((t) => t.objective as AssaultableObjectiveId);
  const order = night ? NIGHT_ORDER : DAY_ORDER;
  const declared = s.tactical.map((c) => c.objective);
  for (const o of order) {
    if (!targets.includes(o)) continue;
    if (!night && (o === 'NK' || o === 'TM') && !british.has('RG')) continue; // no platform for the guns yet
    // Consolidate: the south first (its objectives secure one another), then the rest.
    if (!SOUTH.includes(o) && !SOUTH.every((x) => british.has(x))) continue;
    // The Slopes only when Majuba can follow at once (they are ambushed until Majuba's laager goes).
    if (o === 'MS' && campCompanies(s) < MS_GATE && s.week < 4) continue;
    if (o === 'MM' && (night || s.weather.shows !== 'fine')) continue;
    const gun = laagerGun(s, o);
    const boer = expectedBoer(s, o, night, british, declared);
    for (const units of assaultColumns(
      s,
      o,
      campKeep(s, british),
      (u) =>
        kind(u) !== 'section' ||
        sectionType(u) === 'gatlingGun' ||
        gun(u) ||
        (o === 'MM' && ['mountainGun', 'rocket'].includes(sectionType(u) ?? '')),
    )) {
      // Time presses from week 6 (r. 1.6): an assault at fair odds then pays too.
      const want = s.week >= 6 ? 3.5 : night ? 4 : 4.5;
      if (columnFire(s, units, o) / boer < want) continue;
      const action: GameAction = night
        ? { type: 'night-assault', objective: o, units }
        : { type: 'declare-assault', objective: o, units };
      if (accepts(s, action)) return action;
    }
  }
  return null;
}

export const carefulPlayer: Player = (s, legal, pick) => {
  void pick;
  const o = s.orders as unknown as Record<string, string>;
  const want = { ...CAREFUL_ORDERS, ...('cards' in o ? { cards: 'auto' } : {}) };
  if (Object.entries(want).some(([k, v]) => o[k] !== v)) return { type: 'set-orders', orders: want };
  const cont = (legal.find((a) => a.action.type === 'continue') ?? legal[0]!).action;
  switch (s.step) {
    case 'night':
      return carefulAssault(s, true) ?? cont;
    case 'columns':
      return expertColumns(s) ?? cont;
    case 'day':
      if (s.tactical.length >= 3 || s.day === 7) return cont;
      return carefulAssault(s, false) ?? cont;
    case 'transfer':
      return expertTransfer(s, legal) ?? cont;
    case 'combat':
      return (legal.find((a) => /commit|end|bombard|man/i.test(a.action.type)) ?? legal[0]!).action;
    default:
      return cont;
  }
};

// ---------------------------------------------------------------------------------------------
// The expert player. Its plan, after the laagers and the security table (§3.9):
//  1. Brownlow's Kop by night at once, a gun in, the Coldstream laager bombarded, then Brownlow's
//     Kop given up again: a destroyed laager takes a counter off every commando for good (Table
//     5.2.1, 5.2.2) and an insecure garrison there would only be ambushed.
//  2. The south: Nkwelo and O'Neill's, the Slopes, Majuba (by night), a gun in, the Smit laager
//     bombarded. Nkwelo, the Slopes, Majuba and the camp are then secure; only O'Neill's (one
//     Boer counter in an ambush, buildings) needs a garrison.
//  3. The push, when the reinforcements are up and cartridges allow: The Ridge, then Laing's Farm,
//     Table Mountain, Brownlow's Kop and The Nek together, guns forward, the Joubert laager.
// It sends the smallest column whose expected quotient is safe (Q ≥ 5 costs no hits, §5.6) with
// fresh companies first, runs the convoy every week under a fresh escort of three companies (a
// column from Fort Amiel pays no cartridges, R16), keeps garrisons lean (reserves other than guns
// go home: every counter in an ambushed hex burns a cartridge) and holds back cartridges.
// Columns are composed by the player and checked with decide() (actions() lists representative
// compositions only); every other choice is one of actions().
// ---------------------------------------------------------------------------------------------

/** Garrison firepower wanted, as a multiple of the expected Boer ambush total (Q ≥ 2 holds, §5.7). */
const GARRISON_X = 2.6;
/** Companies in the camp before the Slopes are taken (the Majuba column must follow). */
const MS_GATE = 5;
/** The push starts when the south is done (or from this week) with this many companies in the camp. */
const PUSH_WEEK = 5;
const PUSH_COYS = 10;
const fighterCount = (s: HodState, loc: string) =>
  Object.keys(s.units).filter((u) => s.units[u]!.loc === loc && (isCompany(u) || isReserve(u))).length;
const unitsOf = (a: LegalAction) => (a.action as unknown as { units: string[] }).units;
const SOUTH: ObjectiveId[] = ['NP', 'ON', 'MS', 'MM'];
const PUSH: ObjectiveId[] = ['RG', 'LF', 'TM', 'BK', 'NK'];

const AMBUSH_BASE: Record<ObjectiveId, number> = {
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
function ambushBoer(s: HodState, o: ObjectiveId): number {
  const destroyed = (['smit', 'joubert', 'coldstream'] as const).filter((l) => s.laagers[l] === 'destroyed').length;
  let b = Math.max(1, AMBUSH_BASE[o] - destroyed) * 3.3 + 1;
  const f = OBJECTIVES[o].fortification;
  if (f === 'trenches' || f === 'buildings') b -= Math.floor(b / 3);
  else if (f === 'redoubts') b -= Math.floor(b / 2);
  else if (s.sangers.includes(o)) b -= Math.floor(b / 4);
  if (OBJECTIVES[o].heights) b *= 3 / 4;
  return b;
}

function southDone(s: HodState, british: Set<ObjectiveId>): boolean {
  return SOUTH.every((o) => british.has(o)) && s.laagers.smit === 'destroyed';
}
function pushOn(s: HodState, british: Set<ObjectiveId>): boolean {
  if (PUSH.some((o) => british.has(o) && o !== 'BK')) return true;
  const strength = Object.keys(s.units).filter((u) => s.units[u]!.loc === 'camp' && isCompany(u)).length;
  return (southDone(s, british) || s.week >= PUSH_WEEK) && strength >= PUSH_COYS && s.supply.cartridges >= 30;
}

/** Day and night targets allowed now, in order. */
function expertTargets(s: HodState, night: boolean): AssaultableObjectiveId[] {
  const british = britishObjectives(s);
  const out: AssaultableObjectiveId[] = [];
  if (s.laagers.coldstream === 'intact' && !british.has('BK')) out.push('BK');
  // Majuba by day only (no dispersal hits; one Boer counter once the Slopes are British), in fine
  // weather (a rain marker adds +1 to the capture-day ambush roll, §3.6), with its laager gun.
  out.push('ON', 'NP');
  // The Slopes only when the camp can also send the Majuba column next: the Slopes and Nkwelo stay
  // insecure (and ambushed) until Majuba's laager is destroyed.
  const campCoys = Object.keys(s.units).filter((u) => s.units[u]!.loc === 'camp' && isCompany(u)).length;
  if (british.has('MS') || campCoys >= MS_GATE || s.week >= 5) out.push('MS');
  if (!night && s.weather.shows === 'fine') out.push('MM');
  if (pushOn(s, british)) out.push('RG', 'LF', 'BK', 'TM', 'NK');
  return out.filter((o, i) => out.indexOf(o) === i);
}

function expertAssault(s: HodState, night: boolean): GameAction | null {
  const british = britishObjectives(s);
  const targets = assaultTargets(s, night).map((t) => t.objective as AssaultableObjectiveId);
  const declared = s.tactical.map((c) => c.objective);
  const garrisonNeed = OBJECTIVE_IDS.filter((o) => o !== 'BC' && british.has(o) && !isSecure(s, o, british)).reduce(
    (t, o) => t + fighterCount(s, locOfObj(o)),
    0,
  );
  for (const o of expertTargets(s, night)) {
    if (!targets.includes(o)) continue;
    if (!night && (o === 'NK' || o === 'TM') && !british.has('RG')) continue;
    const boer = expectedBoer(s, o, night, british, declared);
    const gun = laagerGun(s, o);
    const cols = assaultColumns(
      s,
      o,
      campKeep(s, british),
      (u) =>
        kind(u) === 'navalBrigade' || (kind(u) === 'troop' && o !== 'MM') || sectionType(u) === 'gatlingGun' || gun(u),
    );
    let best: { a: GameAction; q: number; n: number } | null = null;
    for (const full of cols) {
      // Trim to the smallest column (commander first, strongest companies first) whose quotient is safe.
      const cmd = full[0]!;
      const rest = full
        .slice(1)
        .sort((a, b) => (isCompany(b) ? 1 : 0) - (isCompany(a) ? 1 : 0) || fireOf(s, b) - fireOf(s, a));
      // Majuba is ambushed by six counters until its laager goes: it gets the whole column (§5.15 B8).
      for (let k = o === 'MM' ? rest.length : 1; k <= rest.length; k++) {
        let units = [cmd, ...rest.slice(0, k)];
        if (o === 'MM' || LAAGER_AT[o]) units = [...units, ...full.filter((u) => gun(u) && !units.includes(u))];
        const coys = units.filter(isCompany).length;
        if (coys === 0 || units.filter(isReserve).length > 2 * coys) continue;
        const n = units.filter((u) => isCompany(u) || isReserve(u)).length;
        if (o === 'MM' && (columnFire(s, units, o) < 30 || !units.some(gun))) break;
        // The column is the garrison until the Transfer Segment, after the capture-day ambush roll.
        const holdFire = units
          .filter((u) => isCompany(u) || kind(u) === 'navalBrigade')
          .reduce((t2, u) => t2 + fireOf(s, u), 0);
        if (o !== 'BK' && o !== 'MM' && holdFire < Math.min(30, GARRISON_X * ambushBoer(s, o)) && k < rest.length)
          continue;
        if (s.supply.cartridges - n < Math.max(8, garrisonNeed)) break;
        const q = columnFire(s, units, o) / boer;
        const want = o === 'MM' ? 6 : night ? 5 : 5.5;
        if (q < want && k < rest.length) continue;
        if (q < (night ? 4 : 4.5)) break;
        const a: GameAction = night
          ? { type: 'night-assault', objective: o, units }
          : { type: 'declare-assault', objective: o, units };
        if (accepts(s, a) && (!best || n < best.n)) best = { a, q, n };
        break;
      }
    }
    if (best) return best.a;
  }
  return null;
}

function expertColumns(s: HodState): GameAction | null {
  const at = (loc: string) => Object.keys(s.units).filter((u) => s.units[u]!.loc === loc && healthy(s, u));
  const fort = at('fort');
  const fresh = (u: string) => s.units[u]!.side === 'fullStrength';
  const byFresh = (a: string, b: string) => fireOf(s, b) - fireOf(s, a);
  if (!s.today.columnsFormed.includes('fort')) {
    // 1. The loaded convoy goes up under the strongest escort at Fort Amiel (three companies at least).
    const cmds = fort
      .filter(isCommander)
      .sort((a, b) => (kind(a) === 'general' ? -1 : 0) - (kind(b) === 'general' ? -1 : 0));
    for (const cmd of cmds) {
      const general = kind(cmd) === 'general';
      const coys = fort.filter((c) => isCompany(c) && (general || regimentOf(c) === regimentOf(cmd))).sort(byFresh);
      if (coys.length < (s.convoyLoad ? 3 : 2)) continue;
      const others = general ? fort.filter((u) => isCommander(u) && u !== cmd) : [];
      const res = fort.filter(
        (u) =>
          isReserve(u) &&
          !(kind(u) === 'section' && s.units[u]!.side === 'manhandled') &&
          (u !== 'CONVOY' || (!!s.convoyLoad && s.units.CONVOY?.loc === 'fort')),
      );
      res.sort(
        (a, b) =>
          (a === 'CONVOY' ? -1 : b === 'CONVOY' ? 1 : 0) ||
          (kind(a) === 'troop' ? -1 : 0) - (kind(b) === 'troop' ? -1 : 0),
      );
      const units = [cmd, ...others, ...coys, ...res.slice(0, 2 * coys.length)];
      if (s.convoyLoad && s.units.CONVOY?.loc === 'fort' && !units.includes('CONVOY')) continue;
      const a: GameAction = { type: 'form-column', at: 'fort', units };
      if (accepts(s, a)) return a;
    }
  }
  // 2. A fresh escort of three companies (and a mounted troop) goes down whenever the convoy is at
  //    Fort Amiel with no escort there or on the road.
  const escortThere = fort.some(isCommander) && fort.filter(isCompany).length >= 3;
  const escortOnRoad = s.columns.some((c) => c.origin === 'camp');
  if (!escortThere && !escortOnRoad && !s.today.columnsFormed.includes('camp') && s.units.CONVOY?.loc === 'fort') {
    const british = britishObjectives(s);
    const camp = at('camp');
    const fighters = camp.filter((u) => isCompany(u) || isReserve(u)).length;
    const hqs = camp
      .filter((u) => kind(u) === 'hq')
      .sort(
        (a, b) =>
          camp.filter((c) => isCompany(c) && fresh(c) && regimentOf(c) === regimentOf(b)).length -
          camp.filter((c) => isCompany(c) && fresh(c) && regimentOf(c) === regimentOf(a)).length,
      );
    for (const hq of hqs) {
      const coys = camp
        .filter((c) => isCompany(c) && regimentOf(c) === regimentOf(hq))
        .sort(byFresh)
        .slice(0, 3);
      const troop = camp.filter((u) => kind(u) === 'troop' && s.units[u]!.side === 'mounted').slice(0, 1);
      const units = [hq, ...coys, ...troop];
      if (
        coys.length < 3 ||
        coys.filter(fresh).length < 2 ||
        fighters - coys.length - troop.length < campKeep(s, british)
      )
        continue;
      const a: GameAction = { type: 'form-column', at: 'camp', units };
      if (accepts(s, a)) return a;
    }
  }
  return null;
}

function expertTransfer(s: HodState, legal: LegalAction[]): GameAction | null {
  const british = britishObjectives(s);
  const here = (o: ObjectiveId) => Object.keys(s.units).filter((u) => s.units[u]!.loc === locOfObj(o) && healthy(s, u));
  const moves = legal.filter((a) => a.action.type === 'transfer');
  const move = (u: string, to: ObjectiveId) =>
    moves.find((a) => unitsOf(a)[0] === u && (a.action as unknown as { to: string }).to === to)?.action ?? null;
  const fromOf = (u: string): ObjectiveId | null => {
    const l = s.units[u]!.loc;
    return l === 'camp' ? 'BC' : l.startsWith('obj:') ? (l.slice(4) as ObjectiveId) : null;
  };
  const push = pushOn(s, british);
  // 1. A laager gun into each British laager objective whose laager stands (the rocket or mountain gun first).
  for (const o of ['BK', 'MM', 'NK'] as const) {
    if (!british.has(o) || here(o).some(laagerGun(s, o))) continue;
    if (s.laagers[LAAGER_AT[o]!.laager] !== 'intact') continue;
    const guns = Object.keys(s.units)
      .filter(laagerGun(s, o))
      .sort((a, b) => (sectionType(a) === 'fieldGun' ? 1 : 0) - (sectionType(b) === 'fieldGun' ? 1 : 0));
    for (const g of guns) {
      const a = move(g, o);
      if (a) return a;
    }
  }
  // 2. Brownlow's Kop is given up once its laager is destroyed, until the push.
  if (british.has('BK') && s.laagers.coldstream === 'destroyed' && !push) {
    for (const u of here('BK')) {
      const a = move(u, 'BC');
      if (a) return a;
    }
  }
  // 3. Sections never stay in an objective without companies (a lone section is overrun, r. 4.1).
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC' || here(o).some(isCompany)) continue;
    for (const u of here(o).filter((x) => kind(x) === 'section')) {
      const a = move(u, 'BC');
      if (a) return a;
    }
  }
  // 3b. Field guns forward to the objective that can bombard the most Boer objectives.
  const platform = (o: ObjectiveId) => OBJECTIVES_WITHIN_3[o].filter((x) => !british.has(x)).length;
  for (const u of Object.keys(s.units).filter((x) => sectionType(x) === 'fieldGun')) {
    const from = fromOf(u);
    if (!from) continue;
    const dests = moves
      .filter((a) => unitsOf(a)[0] === u)
      .map((a) => (a.action as unknown as { to: ObjectiveId }).to)
      .filter((o) => o === 'BC' || here(o).some(isCompany));
    const best = dests.sort((a, b) => platform(b) - platform(a))[0];
    if (best && platform(best) > platform(from) + (from === 'BC' ? 0 : 0)) {
      const a = move(u, best);
      if (a) return a;
    }
  }
  // 4. Commanders home; their companies stay as the garrison.
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC' || !british.has(o) || !here(o).some(isCompany)) continue;
    for (const c of here(o).filter(isCommander)) {
      const a = move(c, 'BC');
      if (a) return a;
    }
  }
  // 5. Garrisons: an insecure objective keeps the firepower of three full companies (Majuba, before
  //    its laager goes, of six); a secure one keeps one company. Reserves other than guns go home.
  const need = (o: ObjectiveId) =>
    isSecure(s, o, british) ? 0 : Math.min(36, Math.ceil(GARRISON_X * ambushBoer(s, o)));
  const fire = (us: string[]) =>
    us.filter((u) => isCompany(u) || kind(u) === 'navalBrigade').reduce((t, u) => t + fireOf(s, u), 0);
  const campFresh = here('BC').filter((u) => isCompany(u) && s.units[u]!.side === 'fullStrength');
  const spare = fighterCount(s, 'camp') > campKeep(s, british) + 1;
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC' || !british.has(o) || isSecure(s, o, british) || (o === 'BK' && !push)) continue;
    if (fire(here(o)) >= need(o) || !spare) continue;
    for (const u of campFresh) {
      const a = move(u, o);
      if (a) return a;
    }
  }
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC' || !british.has(o)) continue;
    const mm = o === 'MM' && !isSecure(s, o, british);
    let kept = here(o).filter((u) => isCompany(u) || (mm && kind(u) === 'navalBrigade'));
    for (const u of here(o).filter((x) => !mm && (kind(x) === 'troop' || kind(x) === 'navalBrigade'))) {
      const a = move(u, 'BC');
      if (a) return a;
    }
    const weakest = [...kept].sort((a, b) => fireOf(s, a) - fireOf(s, b));
    for (const u of weakest) {
      const rest = kept.filter((x) => x !== u);
      // A secure objective is left empty: it cannot be ambushed (r. 2.12), and if it turns insecure
      // (a laager reforms, a neighbour falls) it flips back without a battle instead of leaving a
      // lone company to be overrun (politics +2).
      if ((rest.filter(isCompany).length < 1 && !isSecure(s, o, british)) || fire(rest) < need(o)) continue;
      const a = move(u, 'BC');
      if (a) return a;
      kept = rest;
    }
  }
  return null;
}

export const expertPlayer: Player = (s, legal, pick) => {
  void pick;
  const o = s.orders as unknown as Record<string, string>;
  const want = { ...CAREFUL_ORDERS, ...('cards' in o ? { cards: 'auto' } : {}) };
  if (Object.entries(want).some(([k, v]) => o[k] !== v)) return { type: 'set-orders', orders: want };
  const cont = (legal.find((a) => a.action.type === 'continue') ?? legal[0]!).action;
  switch (s.step) {
    case 'night':
      return expertAssault(s, true) ?? cont;
    case 'columns':
      return expertColumns(s) ?? cont;
    case 'day':
      if (s.tactical.length >= 3 || s.day === 7) return cont;
      return expertAssault(s, false) ?? cont;
    case 'transfer':
      return expertTransfer(s, legal) ?? cont;
    case 'combat':
      return (legal.find((a) => /commit|end|bombard|man/i.test(a.action.type)) ?? legal[0]!).action;
    default:
      return cont;
  }
};
