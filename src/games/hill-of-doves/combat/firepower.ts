// 4.1 close support, 4.7 firepower quotient, 4.8 fortifications, 4.9 Gatling guns, 4.11 heights
// (Tables 5.1.1, 5.5.1, 5.5.2, 5.6, 5.7, 5.10).
import { BRITISH_UNIT_BY_ID } from '../data/counters.ts';
import {
  AMBUSH_FIREPOWER_TOTALS,
  AMBUSH_RESULT,
  ASSAULT_FIREPOWER_TOTALS,
  ASSAULT_RESULT,
  GATLING_GUN,
  rangeRow,
  rollRow,
} from '../data/tables.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { AmbushResult, AmbushResultTable, AssaultResult, Formation, ObjectiveId } from '../data/types.ts';
import type { Rng } from '../../../engine/rng.ts';
import type { Ammunition } from './contract.ts';
import { boerCounterFirepower, countedCounters } from './commando.ts';
import type { FireLine } from './events.ts';
import type { Battle, CombatUnit } from './state.ts';

/** Table 5.1.1: the close-support / rifle value of a counter, before ammunition. */
export function fireValue(u: Pick<CombatUnit, 'id' | 'side'>): { value: number; ammo: keyof Ammunition | null } {
  const def = BRITISH_UNIT_BY_ID.get(u.id);
  if (!def) return { value: 0, ammo: null };
  switch (def.kind) {
    case 'company':
    case 'navalBrigade':
      return {
        value: u.side === 'fullStrength' ? def.firepower.fullStrength : def.firepower.reduced,
        ammo: def.ammunition,
      };
    case 'troop':
      return { value: u.side === 'mounted' ? def.firepower.mounted : def.firepower.dismounted, ammo: def.ammunition };
    case 'section':
      if (def.closeSupport.kind === 'fixed') {
        return {
          value: u.side === 'horseDrawn' ? def.closeSupport.horseDrawn : def.closeSupport.manhandled,
          ammo: def.closeSupport.ammunition,
        };
      }
      if (def.closeSupport.kind === 'gatlingRoll') return { value: 6, ammo: def.closeSupport.ammunition }; // rolled (4.9)
      return { value: 0, ammo: null }; // rocket: no close support (4.1)
    default:
      return { value: 0, ammo: null }; // generals, HQs, convoy
  }
}

/**
 * Fire a group of counters, paying ammunition (r. 2.15). `source`: 'camp' pays from the track, 'free'
 * (Fort Amiel, R16) pays nothing, 'none' (no supply path) fires 0. When the track is short,
 * RULING (ours) for R61: the strongest counters fire first, the others add 0 (the player's obvious choice).
 */
export function fireGroup(
  units: readonly CombatUnit[],
  source: 'camp' | 'free' | 'none',
  supplies: Ammunition,
  rng: Rng,
): { fire: FireLine[]; total: number; spent: Ammunition } {
  const left = { ...supplies };
  const spent: Ammunition = { cartridges: 0, shells: 0, caseShot: 0, rockets: 0 };
  const lines = new Map<string, FireLine>();
  const ordered = units
    .map((u, i) => ({ u, i, fv: fireValue(u) }))
    .sort((a, b) => b.fv.value - a.fv.value || a.i - b.i);
  for (const { u, fv } of ordered) {
    if (fv.ammo === null) continue;
    const isGatling = BRITISH_UNIT_BY_ID.get(u.id)?.kind === 'section' && fv.ammo === 'cartridges';
    const canPay = (n: number): boolean => source !== 'camp' || left[fv.ammo!] >= n;
    if (source === 'none' || !canPay(1)) {
      lines.set(u.id, { id: u.id, value: 0, paid: {}, noAmmunition: true });
      continue;
    }
    if (isGatling) {
      // RULING (ours): with no cartridges at all the Gatling does not roll (it cannot fire, r. 2.15).
      // 4.9: roll before paying; sustained fire with only 1 cartridges counts as 3-5.
      const die = rng.die();
      let r = rollRow(GATLING_GUN, die)!;
      if (r.cartridges === 2 && !canPay(2)) r = rollRow(GATLING_GUN, 3)!;
      if (source === 'camp') {
        left.cartridges -= r.cartridges;
        spent.cartridges += r.cartridges;
      }
      lines.set(u.id, {
        id: u.id,
        value: r.firepower,
        paid: r.cartridges ? { cartridges: r.cartridges } : {},
        gatling: { die, outcome: r.outcome },
      });
      continue;
    }
    if (source === 'camp') {
      left[fv.ammo] -= 1;
      spent[fv.ammo] += 1;
    }
    lines.set(u.id, { id: u.id, value: fv.value, paid: source === 'camp' ? { [fv.ammo]: 1 } : {} });
  }
  const fire = units.filter((u) => lines.has(u.id)).map((u) => lines.get(u.id)!);
  return { fire, total: fire.reduce((t, l) => t + l.value, 0), spent };
}

const counterSum = (commando: readonly string[]): number =>
  countedCounters(commando).reduce((t, c) => t + boerCounterFirepower(c), 0);
const smitBonus = (commando: readonly string[]): number => (commando.includes('SMIT') ? 2 : 0);
const bombardment = (b: Battle): number => b.markers.reduce((t, m) => t + m.value, 0);

/** Table 5.5.1: the Boer total of an assault (heights 4.11 add, bombardment 4.1 subtracts, never below 1). */
export function assaultBoerTotal(b: Battle) {
  const counters = counterSum(b.commando);
  const smit = smitBonus(b.commando);
  let total = counters + smit;
  const heights =
    b.objective && OBJECTIVES[b.objective].heights ? Math.floor(total / ASSAULT_FIREPOWER_TOTALS.heights.divisor) : 0;
  total += heights;
  const bomb = bombardment(b);
  total = Math.max(ASSAULT_FIREPOWER_TOTALS.boerMinimum, total - bomb);
  return { counters, smit, heights, fortification: 0, bombardment: bomb, total };
}

/** 4.8: the fortification divisor of an objective (sangers only with a marker). */
export function fortDivisor(
  objective: ObjectiveId | null,
  sangers: readonly ObjectiveId[],
  table: 'assault' | 'ambush',
): number | null {
  if (!objective) return null;
  const f = OBJECTIVES[objective].fortification;
  const t = table === 'assault' ? ASSAULT_FIREPOWER_TOTALS.fortification : AMBUSH_FIREPOWER_TOTALS.fortification;
  if (f === 'sangersMarkerOnly') return sangers.includes(objective) ? (t.sangersMarker?.divisor ?? null) : null;
  return t[f]?.divisor ?? null;
}

/** Table 5.5.2: the Boer total of an ambush (fortification of the British-held hex, then bombardment). */
export function ambushBoerTotal(b: Battle, sangers: readonly ObjectiveId[]) {
  const counters = counterSum(b.commando);
  const smit = smitBonus(b.commando);
  let total = counters + smit;
  const div = fortDivisor(b.objective, sangers, 'ambush');
  const fortification = div ? Math.floor(total / div) : 0;
  total -= fortification;
  const bomb = bombardment(b);
  total = Math.max(AMBUSH_FIREPOWER_TOTALS.boerMinimum, total - bomb);
  return { counters, smit, heights: 0, fortification, bombardment: bomb, total };
}

/** 4.11 in an ambush: the British defend the heights (Majuba Mountain never counts). */
export function ambushHeights(b: Battle): boolean {
  if (b.objective) return OBJECTIVES[b.objective].heights;
  return (AMBUSH_FIREPOWER_TOTALS.heights.hexes as readonly string[]).includes(b.hex);
}

/** 4.7, §5.6: Q and the Assault Result Table. */
export function assaultResult(formation: Formation, q: number): { result: AssaultResult; hits: number } {
  const row = rangeRow(ASSAULT_RESULT.rows, q)!;
  return row[formation];
}

/** 4.7, §5.7: Q and the Ambush Result Table. */
export function ambushResult(
  q: number,
  table: AmbushResultTable = AMBUSH_RESULT,
): { result: AmbushResult; companyHits: number; reserveHits: number } {
  const row = rangeRow(table.rows, q)!;
  return { result: row.result, companyHits: row.companyHits, reserveHits: row.reserveHits };
}
