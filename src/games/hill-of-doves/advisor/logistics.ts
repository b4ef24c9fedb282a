// The expert's logistics, which the careful player uses too (tests/hill-of-doves/campaigns.ts,
// advisor/careful.ts): the convoy's columns between Fort Amiel and the camp (r. 2.4, 2.7) and the
// transfers of the Transfer Segment (r. 2.13): laager guns forward, lone sections and commanders home,
// garrisons as strong as an ambush calls for. Each choice comes with one line of why, for /hint.
import type { LegalAction } from '../../../engine/types.ts';
import type { HodAction } from '../actions.ts';
import { britishObjectives, isSecure } from '../control.ts';
import { OBJECTIVE_IDS, OBJECTIVES, OBJECTIVES_WITHIN_3 } from '../data/tactical-map.ts';
import type { ObjectiveId } from '../data/types.ts';
import type { HodState } from '../state.ts';
import { isCommander, isCompany, isReserve, kind, regimentOf, sectionType } from '../units.ts';
import {
  accepts,
  ambushBoer,
  campKeep,
  fighterCount,
  fireOf,
  GARRISON_X,
  healthy,
  LAAGER_AT,
  laagerGun,
  locOfObj,
  pushOn,
  unitsOf,
} from './estimates.ts';

/** An action a player would take, and why in one line. */
export interface Advice {
  action: HodAction;
  why: string;
}

export function expertColumns(s: HodState): Advice | null {
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
      const a: HodAction = { type: 'form-column', at: 'fort', units };
      if (accepts(s, a))
        return {
          action: a,
          why: units.includes('CONVOY')
            ? `form a column at Fort Amiel under ${cmd} with ${coys.length} companies to bring the loaded convoy up to the camp under escort (r. 2.4, 2.7)`
            : `form a column at Fort Amiel under ${cmd} to bring ${coys.length} companies up to the camp (r. 2.4)`,
        };
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
      const a: HodAction = { type: 'form-column', at: 'camp', units };
      if (accepts(s, a))
        return {
          action: a,
          why: `send ${hq} with three companies${troop.length ? ' and a mounted troop' : ''} down to Fort Amiel: the convoy waits there with no escort (r. 2.4), and the camp keeps its garrison`,
        };
    }
  }
  return null;
}

export function expertTransfer(s: HodState, legal: readonly LegalAction[]): Advice | null {
  const british = britishObjectives(s);
  const here = (o: ObjectiveId) => Object.keys(s.units).filter((u) => s.units[u]!.loc === locOfObj(o) && healthy(s, u));
  const moves = legal.filter((a) => a.action.type === 'transfer');
  const move = (u: string, to: ObjectiveId, why: string): Advice | null => {
    const a = moves.find((m) => unitsOf(m)[0] === u && (m.action as unknown as { to: string }).to === to);
    return a ? { action: a.action as HodAction, why: `transfer ${u} to ${OBJECTIVES[to].name}: ${why}` } : null;
  };
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
      const a = move(g, o, `from there a gun can bombard the ${LAAGER_AT[o]!.laager} laager (r. 2.11)`);
      if (a) return a;
    }
  }
  // 2. Brownlow's Kop is given up once its laager is destroyed, until the push.
  if (british.has('BK') && s.laagers.coldstream === 'destroyed' && !push) {
    for (const u of here('BK')) {
      const a = move(
        u,
        'BC',
        'the Coldstream laager is destroyed; a garrison on the insecure Kop would only be ambushed',
      );
      if (a) return a;
    }
  }
  // 3. Sections never stay in an objective without companies (a lone section is overrun, r. 4.1).
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC' || here(o).some(isCompany)) continue;
    for (const u of here(o).filter((x) => kind(x) === 'section')) {
      const a = move(u, 'BC', `a section with no company beside it in ${OBJECTIVES[o].name} is overrun (r. 4.1)`);
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
      const a = move(u, best, `from there it can bombard ${platform(best)} Boer-held objectives (r. 4.1)`);
      if (a) return a;
    }
  }
  // 4. Commanders home; their companies stay as the garrison.
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC' || !british.has(o) || !here(o).some(isCompany)) continue;
    for (const c of here(o).filter(isCommander)) {
      const a = move(c, 'BC', `the commander comes home; his companies stay as the garrison of ${OBJECTIVES[o].name}`);
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
      const a = move(
        u,
        o,
        `the garrison's firepower ${fire(here(o))} is below the ${need(o)} an ambush there calls for (§5.7)`,
      );
      if (a) return a;
    }
  }
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC' || !british.has(o)) continue;
    const mm = o === 'MM' && !isSecure(s, o, british);
    let kept = here(o).filter((u) => isCompany(u) || (mm && kind(u) === 'navalBrigade'));
    for (const u of here(o).filter((x) => !mm && (kind(x) === 'troop' || kind(x) === 'navalBrigade'))) {
      const a = move(u, 'BC', `in the garrison of ${OBJECTIVES[o].name} it would only spend cartridges when ambushed`);
      if (a) return a;
    }
    const weakest = [...kept].sort((a, b) => fireOf(s, a) - fireOf(s, b));
    for (const u of weakest) {
      const rest = kept.filter((x) => x !== u);
      // A secure objective is left empty: it cannot be ambushed (r. 2.12), and if it turns insecure
      // (a laager reforms, a neighbour falls) it flips back without a battle instead of leaving a
      // lone company to be overrun (politics +2).
      if ((rest.filter(isCompany).length < 1 && !isSecure(s, o, british)) || fire(rest) < need(o)) continue;
      const a = move(
        u,
        'BC',
        isSecure(s, o, british)
          ? `${OBJECTIVES[o].name} is secure: it is not ambushed (r. 2.12), so it needs no garrison`
          : `the rest of the garrison of ${OBJECTIVES[o].name} is enough for an ambush there (§5.7)`,
      );
      if (a) return a;
      kept = rest;
    }
  }
  return null;
}
