// 2.13 Transfer Segment (r. 2.13, 4.13; R5, R23, R54, R59).
import { RuleError } from '../../../engine/rule-error.ts';
import { OBJECTIVES, OBJECTIVE_IDS } from '../data/tactical-map.ts';
import type { BritishUnitId, ObjectiveId } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { britishObjectives } from '../control.ts';
import { shortestPath } from '../map/paths.ts';
import { OBJECTIVE_NEIGHBOURS } from '../data/tactical-map.ts';
import type { HodState } from '../state.ts';
import { isCompany, kind, regimentOf } from '../units.ts';
import { mayEnterMajuba } from './assemble.ts';
import { tidy } from '../tidy.ts';
import { objectiveLoc, objectiveOf } from '../loc.ts';

export const unitObjective = (s: HodState, u: string): ObjectiveId | null => objectiveOf(s.units[u]!.loc);

export function openTransfers(ctx: Ctx): void {
  ctx.emit({ type: 'transfer-opened', british: [...britishObjectives(ctx.state)] });
}

/** R54: paths are traced against control as it stood at the start of the segment. */
export function transferPathClear(s: HodState, from: ObjectiveId, to: ObjectiveId): boolean {
  const key = `${s.today.transferBritish.join()}|${from}|${to}`;
  const known = clearTransfers.get(key);
  if (known !== undefined) return known;
  const british = new Set(s.today.transferBritish);
  const boerHexes = new Set(OBJECTIVE_IDS.filter((o) => !british.has(o)).map((o) => OBJECTIVES[o].hex));
  const rifle = new Set(OBJECTIVE_IDS.filter((o) => !british.has(o)).flatMap((o) => OBJECTIVE_NEIGHBOURS[o]));
  const clear =
    shortestPath(OBJECTIVES[from].hex, OBJECTIVES[to].hex, (h) => boerHexes.has(h) || rifle.has(h)) !== null;
  if (clearTransfers.size >= 4096) clearTransfers.clear();
  clearTransfers.set(key, clear);
  return clear;
}

/** transferPathClear's answers by the British objectives at the segment's start and the two ends, which
 *  are all an answer depends on: every unit's destinations ask the same few questions, each a search of
 *  the tactical map, and the legal actions are listed again at each decision. */
const clearTransfers = new Map<string, boolean>();

export function transferable(s: HodState): BritishUnitId[] {
  return (Object.keys(s.units) as BritishUnitId[]).filter(
    (u) =>
      unitObjective(s, u) !== null &&
      s.units[u]!.side !== 'dead' &&
      kind(u) !== 'convoy' &&
      !s.today.transferred.includes(u),
  );
}

export function destinations(s: HodState, u: string): ObjectiveId[] {
  const from = unitObjective(s, u);
  if (!from) return [];
  return s.today.transferBritish.filter(
    (o) => o !== from && (o !== 'MM' || mayEnterMajuba(u)) && transferPathClear(s, from, o),
  );
}

export function transfer(ctx: Ctx, units: readonly string[], to: string): void {
  const s = ctx.state;
  if (!(OBJECTIVE_IDS as readonly string[]).includes(to))
    throw new RuleError('2.13', `"${to}" is not an objective`, [...OBJECTIVE_IDS]);
  const dest = to as ObjectiveId;
  if (!s.today.transferBritish.includes(dest))
    throw new RuleError(
      '2.13',
      `${OBJECTIVES[dest].name} is not British controlled: counters transfer only between British controlled objectives`,
      s.today.transferBritish,
    );
  const groups = new Map<ObjectiveId, BritishUnitId[]>();
  const ok = transferable(s);
  for (const u of units) {
    if (!ok.includes(u as BritishUnitId)) {
      if (s.today.transferred.includes(u as BritishUnitId))
        throw new RuleError('R54', `${u} has already transferred this segment`);
      throw new RuleError(
        '2.13',
        `${u} cannot transfer: only generals, HQs, companies and reserves in a British controlled objective transfer`,
        ok,
      );
    }
    if (dest === 'MM' && !mayEnterMajuba(u)) throw new RuleError('4.13', `${u} may not enter Majuba Mountain`);
    const from = unitObjective(s, u)!;
    if (from === dest) throw new RuleError('2.13', `${u} is already in ${OBJECTIVES[dest].name}`);
    groups.set(from, [...(groups.get(from) ?? []), u as BritishUnitId]);
  }
  for (const [from, us] of groups) {
    if (!transferPathClear(s, from, dest)) {
      throw new RuleError(
        '2.13',
        `no path free of rifle fire hexes links ${OBJECTIVES[from].name} and ${OBJECTIVES[dest].name}`,
        destinations(s, us[0]!),
      );
    }
  }
  for (const [from, us] of groups) {
    ctx.emit({ type: 'transfer-made', units: us, from, to: dest });
  }
}

/** End of 2.13: mixed regiments (R23), then insecure empty objectives fall (R5, R54) and the camp check (R38). */
export function closeTransfers(ctx: Ctx): void {
  const s = ctx.state;
  for (const o of OBJECTIVE_IDS) {
    if (o === 'BC') continue;
    const here = Object.keys(s.units).filter((u) => s.units[u]!.loc === objectiveLoc(o));
    const general = here.some((u) => kind(u) === 'general' && s.units[u]!.side === 'alive');
    if (general) continue;
    const regs = new Map<string, string[]>();
    for (const u of here) {
      const r = regimentOf(u);
      if (r) regs.set(r, [...(regs.get(r) ?? []), u]);
    }
    if (regs.size < 2) continue;
    const ranked = [...regs.entries()].sort(
      (a, b) => b[1].filter(isCompany).length - a[1].filter(isCompany).length || a[0].localeCompare(b[0]),
    );
    for (const [, us] of ranked.slice(1)) {
      ctx.emit({
        type: 'units-moved',
        units: us as BritishUnitId[],
        to: 'camp',
        from: 'camp',
        rule: 'R23 — HQs and companies of different regiments may not share an objective without Colley or Wood',
      });
    }
  }
  tidy(ctx);
}
