// Hill of Doves' British players: what the bench, the fuzzer and the calibration play of the game
// (workloads/index.ts), and the campaigns of its tests (tests/hill-of-doves/campaigns.ts). A player
// picks an action from the legal ones for a state, with a seeded `pick`: deterministic, clock-free.
// random and scripted are simple; careful and expert play as people would (their plans below).
import type { GameAction, LegalAction } from '../../../engine/types.ts';
import type { HodAction } from '../actions.ts';
import { britishObjectives, isSecure } from '../control.ts';
import { OBJECTIVE_IDS } from '../data/tactical-map.ts';
import type { AssaultableObjectiveId } from '../data/types.ts';
import type { HodState } from '../state.ts';
import { assaultTargets } from '../tactical/declare.ts';
import { isCompany, isReserve, kind, sectionType } from '../units.ts';
import { carefulAdvice, carefulOrders } from '../advisor/careful.ts';
import {
  accepts,
  ambushBoer,
  assaultColumns,
  campKeep,
  columnFire,
  expectedBoer,
  fighterCount,
  fireOf,
  GARRISON_X,
  LAAGER_AT,
  laagerGun,
  locOfObj,
  MS_GATE,
  pushOn,
} from '../advisor/estimates.ts';
import { expertColumns, expertTransfer } from '../advisor/logistics.ts';

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
// The careful player: its logic is the game's advisor (../advisor/careful.ts), where
// /hint asks it for advice; here it plays whole campaigns. The expert below shares its estimates and
// logistics (../advisor/estimates.ts, ../advisor/logistics.ts).
// ---------------------------------------------------------------------------------------------

export const carefulPlayer: Player = (s, legal) => carefulAdvice(s, legal).action;

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
        const a: HodAction = night
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

export const expertPlayer: Player = (s, legal, pick) => {
  void pick;
  const o = s.orders as unknown as Record<string, string>;
  const want = carefulOrders(s);
  if (Object.entries(want).some(([k, v]) => o[k] !== v)) return { type: 'set-orders', orders: want };
  const cont = (legal.find((a) => a.action.type === 'continue') ?? legal[0]!).action;
  switch (s.step) {
    case 'night':
      return expertAssault(s, true) ?? cont;
    case 'columns':
      return expertColumns(s)?.action ?? cont;
    case 'day':
      if (s.tactical.length >= 3 || s.day === 7) return cont;
      return expertAssault(s, false) ?? cont;
    case 'transfer':
      return expertTransfer(s, legal)?.action ?? cont;
    case 'combat':
      return (legal.find((a) => /commit|end|bombard|man/i.test(a.action.type)) ?? legal[0]!).action;
    default:
      return cont;
  }
};
