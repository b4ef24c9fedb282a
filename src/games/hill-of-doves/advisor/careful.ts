// The careful British player (tests/hill-of-doves/campaigns.ts plays campaigns with it; docs/hod-calibration.md
// measures it) as advice for /hint: it plays like a careful person without the expert's plan. It
// bombards before assaulting and assaults only when it pays (good odds, §5.6), in a fixed order of
// objectives, spending its three night assaults where the Boers cannot support (O'Neill's, The Ridge,
// Brownlow's Kop); it runs a convoy every week under a proper escort and garrisons what it holds by
// firepower, as the expert does (logistics.ts), and keeps a reserve of cartridges. What it lacks is
// the expert's order of battle (laagers first, the south, then the push). It reads the board the
// British see; the advice comes with one line of why.
import type { LegalAction } from '../../../engine/types.ts';
import type { HodAction } from '../actions.ts';
import { britishObjectives } from '../control.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { AssaultableObjectiveId } from '../data/types.ts';
import { orderOption } from '../orders/orders.ts';
import type { HodState } from '../state.ts';
import { assaultTargets } from '../tactical/declare.ts';
import { kind, sectionType } from '../units.ts';
import {
  accepts,
  assaultColumns,
  campCompanies,
  campKeep,
  columnFire,
  expectedBoer,
  laagerGun,
  MS_GATE,
  SOUTH,
} from './estimates.ts';
import { expertColumns, expertTransfer, type Advice } from './logistics.ts';

/** The standing orders the careful (and the expert) player plays with. */
export const CAREFUL_ORDERS: Readonly<Record<string, string>> = {
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

const NIGHT_ORDER: AssaultableObjectiveId[] = ['ON', 'RG', 'BK', 'LF', 'MS', 'MM'];
const DAY_ORDER: AssaultableObjectiveId[] = ['NP', 'ON', 'MS', 'MM', 'RG', 'BK', 'TM', 'NK', 'LF'];

function carefulAssault(s: HodState, night: boolean): Advice | null {
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
      const fire = columnFire(s, units, o);
      if (fire / boer < want) continue;
      const action: HodAction = night
        ? { type: 'night-assault', objective: o, units }
        : { type: 'declare-assault', objective: o, units };
      if (accepts(s, action))
        return {
          action,
          why: `${night ? 'night assault' : 'assault'} ${OBJECTIVES[o].name} with ${units.join(', ')}: its firepower ${fire} against the Boer total of about ${Math.round(boer)} a commando there may bring (Tables 5.2.1, 5.5.1) makes a quotient near ${(fire / boer).toFixed(1)}, above the ${want} the careful player waits for (Assault Result Table, §5.6)`,
        };
    }
  }
  return null;
}

/** The careful player's standing orders for a state (EV cards' choices on auto where the state has that order). */
export function carefulOrders(s: HodState): Record<string, string> {
  const o = s.orders as unknown as Record<string, string>;
  return { ...CAREFUL_ORDERS, ...('cards' in o ? { cards: 'auto' } : {}) };
}

/** What the careful player does now, and why. */
export function carefulAdvice(s: HodState, legal: readonly LegalAction[]): Advice {
  const o = s.orders as unknown as Record<string, string>;
  const want = carefulOrders(s);
  const changed = Object.entries(want).filter(([k, v]) => o[k] !== v);
  if (changed.length)
    return {
      action: { type: 'set-orders', orders: want },
      why: `first set the standing orders it plays with: ${changed.map(([k, v]) => `${orderOption(k)}:${v}`).join(' ')} (/hod orders)`,
    };
  const first = legal.find((a) => a.action.type === 'continue') ?? legal[0]!;
  const cont: Advice = {
    action: first.action as HodAction,
    why:
      first.action.type === 'continue'
        ? 'continue: nothing here is worth the risk or the cartridges'
        : `${first.label}: the first of the choices`,
  };
  switch (s.step) {
    case 'night':
      return carefulAssault(s, true) ?? { ...cont, why: 'continue: no night assault has the odds it waits for' };
    case 'columns':
      return expertColumns(s) ?? { ...cont, why: 'continue: no convoy or escort column is needed today' };
    case 'day':
      if (s.tactical.length >= 3 || s.day === 7) return cont;
      return carefulAssault(s, false) ?? { ...cont, why: 'continue: no assault has the odds it waits for' };
    case 'transfer':
      return expertTransfer(s, legal) ?? { ...cont, why: 'continue: every garrison is as it should be' };
    case 'combat': {
      const pick = legal.find((a) => /commit|end|bombard|man/i.test(a.action.type)) ?? legal[0]!;
      return { action: pick.action as HodAction, why: `${pick.label}: commit everything and bombard, never charge` };
    }
    default:
      return cont;
  }
}
