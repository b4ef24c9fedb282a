// What the British Camp's supplies will pay and did pay (r. 2.15): Sunday's rations, the ammunition
// an assault column fires, the warning before a stock runs out, and the expense line of the log
// ("cartridges 40 → 18: battle of O'Neill's Farm"). Pure: prompts and log lines read it; the Sunday
// segment (sunday.ts) eats by the same list.
import { BRITISH_UNIT_BY_ID } from '../data/counters.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { BritishUnitId, ObjectiveId, SupplyType } from '../data/types.ts';
import { parseLoc } from '../loc.ts';
import { blocking, hasSupplyPath } from '../map/paths.ts';
import type { HodState } from '../state.ts';
import { isCompany, isFighting } from '../units.ts';

/** The supply names as the Camp Supply Track (§4.4) and the log spell them. */
export const SUPPLY_WORD: Readonly<Record<SupplyType, string>> = {
  rations: 'rations',
  medicalSupplies: 'medical supplies',
  herds: 'herds',
  cartridges: 'cartridges',
  shells: 'shells',
  caseShot: 'case shot',
  rockets: 'rockets',
};
const TYPES = Object.keys(SUPPLY_WORD) as SupplyType[];

/**
 * r. 2.15 Rations: every company and reserve in the camp, a tactical column, an objective or an
 * operational column that departed from Mount Prospect must eat one rations; one in an objective
 * without a supply path cannot be fed. RULING (ours): short rations feed the camp first, then the
 * others, companies before reserves.
 */
export function sundayRations(s: HodState): { used: number; hungry: BritishUnitId[] } {
  const blk = blocking(s);
  const must: { u: BritishUnitId; fed: boolean; rank: number }[] = [];
  for (const [id, st] of Object.entries(s.units)) {
    if (!isFighting(id)) continue;
    const u = id as BritishUnitId;
    const rank = isCompany(u) ? 0 : 1;
    const at = parseLoc(st.loc);
    if (st.loc === 'camp' || at.kind === 'tacticalColumn') must.push({ u, fed: true, rank });
    else if (at.kind === 'objective') must.push({ u, fed: hasSupplyPath(s, at.objective, blk), rank: rank + 2 });
    else if (at.kind === 'operationalColumn' && s.columns.find((c) => c.id === at.column)?.origin === 'camp')
      must.push({ u, fed: true, rank: rank + 2 });
  }
  must.sort((a, b) => a.rank - b.rank || a.u.localeCompare(b.u));
  let left = s.supply.rations;
  const hungry: BritishUnitId[] = [];
  let used = 0;
  for (const m of must) {
    if (m.fed && left > 0) {
      left--;
      used++;
    } else hungry.push(m.u);
  }
  return { used, hungry };
}

/** A cost that a die or a choice can vary: the least and the most it can be. */
export interface Span {
  min: number;
  max: number;
}
export type FireCost = Partial<Record<SupplyType, Span>>;

/**
 * r. 2.15 Ammunition, 4.9, 4.16: what an assault column's fire costs the camp. Every company fires
 * (1 cartridges); a reserve fires only if committed (naval brigades and troops 1 cartridges, guns 1
 * case shot, the Gatling 0-2 cartridges by its §5.10 roll; rockets give no close support).
 */
export function columnFireCost(units: readonly string[]): FireCost {
  const out: FireCost = {};
  const add = (t: SupplyType, min: number, max: number): void => {
    const was = out[t] ?? { min: 0, max: 0 };
    out[t] = { min: was.min + min, max: was.max + max };
  };
  for (const id of units) {
    const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
    if (!d) continue;
    if (d.kind === 'company') add('cartridges', 1, 1);
    else if (d.kind === 'navalBrigade' || d.kind === 'troop') add('cartridges', 0, 1);
    else if (d.kind === 'section' && d.closeSupport.kind === 'gatlingRoll') add('cartridges', 0, 2);
    else if (d.kind === 'section' && d.closeSupport.kind === 'fixed') add(d.closeSupport.ammunition, 0, 1);
  }
  return out;
}

const span = (x: Span): string => (x.min === x.max ? `${x.max}` : `${x.min}-${x.max}`);

/** "5-8 cartridges, 0-1 case shot". */
export function costText(c: FireCost): string {
  const parts = TYPES.flatMap((t) => (c[t] && c[t].max > 0 ? [`${span(c[t])} ${SUPPLY_WORD[t]}`] : []));
  return parts.length ? parts.join(', ') : 'no ammunition';
}

/** The sum of several columns' costs. */
export function sumCosts(costs: readonly FireCost[]): FireCost {
  const out: FireCost = {};
  for (const c of costs)
    for (const t of TYPES) {
      const x = c[t];
      if (!x) continue;
      const was = out[t] ?? { min: 0, max: 0 };
      out[t] = { min: was.min + x.min, max: was.max + x.max };
    }
  return out;
}

/** What a column would cost, and what the camp would have left: "costs 5-8 cartridges (40 → 32-35)". */
export function columnCostNote(s: HodState, units: readonly string[]): string {
  const c = columnFireCost(units);
  const left = TYPES.flatMap((t) =>
    c[t] && c[t].max > 0
      ? [
          `${SUPPLY_WORD[t]} ${s.supply[t]} → ${span({ min: Math.max(0, s.supply[t] - c[t].max), max: Math.max(0, s.supply[t] - c[t].min) })}`,
        ]
      : [],
  );
  return `costs ${costText(c)}${left.length ? ` (${left.join(', ')})` : ''}, r. 2.15`;
}

/**
 * The warning line of a prompt (r. 2.15): each stock the next expense would bring to 0 or below.
 * `next` is that expense: an assault's fire (its most) or this Sunday's rations.
 */
export function runOutWarnings(s: HodState, next: readonly { what: string; cost: FireCost }[]): string[] {
  const out: string[] = [];
  for (const { what, cost } of next)
    for (const t of TYPES) {
      const x = cost[t];
      if (!x || x.max <= 0) continue;
      if (s.supply[t] - x.max <= 0)
        out.push(
          `⚠ ${what} would bring ${SUPPLY_WORD[t]} to ${Math.max(0, s.supply[t] - x.max)} (${s.supply[t]} in the camp, up to ${x.max} needed, r. 2.15)${
            t === 'cartridges' ? ': counters with no ammunition fire 0 and still take hits' : ''
          }${t === 'rations' ? ': every counter not fed rolls for hunger and thirst' : ''}.`,
        );
    }
  return out;
}

/** Sunday's expense (r. 2.15): the rations it will eat; on Sundays only after the 2.15 segment has passed. */
export function sundayExpense(s: HodState): { what: string; cost: FireCost } {
  const r = sundayRations(s);
  const need = r.used + r.hungry.length;
  return { what: "Sunday's rations (2.15)", cost: { rations: { min: need, max: need } } };
}

/** "Sunday (2.15) will eat 18 rations (40 → 22)": said in every weekday prompt. */
export function sundayLine(s: HodState): string {
  const r = sundayRations(s);
  const need = r.used + r.hungry.length;
  return `Sunday (2.15) will eat ${need} rations (rations ${s.supply.rations} → ${Math.max(0, s.supply.rations - need)})${
    r.hungry.length ? `; ${r.hungry.length} counter(s) would go unfed` : ''
  }.`;
}

/**
 * The expense line of the log: each supply the camp spent or gained from `before` to `after`,
 * "cartridges 40 → 18, case shot 4 → 2: battle of O'Neill's Farm".
 */
export function expenseLine(
  before: Readonly<Record<SupplyType, number>>,
  after: Partial<Record<SupplyType, number>>,
  cause: string,
): string | null {
  const parts = TYPES.flatMap((t) => {
    const a = after[t];
    return a === undefined || a === before[t] ? [] : [`${SUPPLY_WORD[t]} ${before[t]} → ${a}`];
  });
  return parts.length ? `${parts.join(', ')}: ${cause}` : null;
}

/** "battle of O'Neill's Farm, The Ridge". */
export const battleOf = (targets: readonly (string | null | undefined)[]): string =>
  `battle of ${targets.map((o) => (o && Object.hasOwn(OBJECTIVES, o) ? OBJECTIVES[o as ObjectiveId].name : `column ${o ?? '?'}`)).join(', ')}`;
