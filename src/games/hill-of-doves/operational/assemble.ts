// Assembling British columns (r. 2.4, shared by 3.1): who may be assembled, commanders, regiments,
// the reserves limit, manhandled sections, and Majuba Mountain (r. 4.13, R37, R57, R59).
import { RuleError } from '../../../engine/rule-error.ts';
import { tablesFor } from '../data/revisions.ts';
import { MAJUBA_ALLOWED } from '../data/tactical-map.ts';
import type { BritishUnitId, ObjectiveId } from '../data/types.ts';
import type { HodState, Origin } from '../state.ts';
import {
  commanderOf,
  isCommander,
  isCompany,
  isKnownUnit,
  isReserve,
  kind,
  priorityOf,
  regimentOf,
  sectionType,
} from '../units.ts';

export interface ColumnSpec {
  at: Origin;
  purpose: 'operational' | 'tactical';
  target?: ObjectiveId;
}

export function mayEnterMajuba(id: string): boolean {
  const k = kind(id);
  if ((MAJUBA_ALLOWED.counterKinds as readonly string[]).includes(k)) return true;
  const t = sectionType(id);
  return t !== null && (MAJUBA_ALLOWED.sectionTypes as readonly string[]).includes(t);
}

/** The units a column may be assembled from now (r. 2.4): non-hospitalized, live, in the holding box. */
export function assemblable(s: HodState, spec: ColumnSpec): BritishUnitId[] {
  return (Object.keys(s.units) as BritishUnitId[]).filter((u) => {
    const st = s.units[u]!;
    if (st.loc !== spec.at || st.side === 'dead') return false;
    if (spec.purpose === 'operational' && kind(u) === 'section' && st.side === 'manhandled') return false; // r. 2.4
    if (spec.purpose === 'tactical' && kind(u) === 'convoy') return false; // R32
    if (spec.target === 'MM' && !mayEnterMajuba(u)) return false; // r. 4.13, R59
    return true;
  });
}

/** assemblable() per position and spec (states are never mutated): the choices validate many columns of one position. */
const POOLS = new WeakMap<HodState, Map<string, ReadonlySet<string>>>();
function assemblableSet(s: HodState, spec: ColumnSpec): ReadonlySet<string> {
  let pools = POOLS.get(s);
  if (!pools) POOLS.set(s, (pools = new Map()));
  const key = `${spec.at} ${spec.purpose} ${spec.target ?? ''}`;
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = new Set(assemblable(s, spec))));
  return pool;
}

/** Throws a RuleError naming the rule broken, or returns the sorted unit list. */
export function validateColumn(s: HodState, units: readonly string[], spec: ColumnSpec): BritishUnitId[] {
  const where = spec.at === 'camp' ? 'the British Camp' : 'Fort Amiel';
  if (units.length === 0)
    throw new RuleError('2.4', 'a column needs at least one general or regimental HQ and one company');
  const pool = assemblableSet(s, spec);
  for (const u of units) {
    if (!isKnownUnit(u)) throw new RuleError('2.4', `there is no British counter "${u}"`, assemblable(s, spec));
    if (!pool.has(u)) {
      const st = s.units[u];
      if (spec.target === 'MM' && !mayEnterMajuba(u))
        throw new RuleError(
          '4.13',
          `${u} may not assault or enter Majuba Mountain (only generals, HQs, companies, naval brigades, mountain guns and rockets)`,
          assemblable(s, spec),
        );
      if (st && st.side === 'manhandled')
        throw new RuleError(
          '2.4',
          `${u} is manhandled: manhandled artillery sections may not be assembled into an operational column`,
          assemblable(s, spec),
        );
      if (kind(u) === 'convoy' && spec.purpose === 'tactical')
        throw new RuleError('R32', 'the ox wagon convoy never joins a tactical column', assemblable(s, spec));
      throw new RuleError(
        '2.4',
        `${u} is not available in ${where} (columns are assembled only from non-hospitalized counters there)`,
        assemblable(s, spec),
      );
    }
  }
  const uniq = [...new Set(units)] as BritishUnitId[];
  const cmds = uniq.filter(isCommander);
  const coys = uniq.filter(isCompany);
  const reserves = uniq.filter(isReserve);
  if (cmds.length === 0 || coys.length === 0)
    throw new RuleError('2.4', 'a column must have at least one general or regimental HQ and one company');
  if (reserves.length > 2 * coys.length)
    throw new RuleError(
      '2.4',
      `at most twice as many reserves as companies (${coys.length} companies allow ${2 * coys.length} reserves, not ${reserves.length})`,
    );
  const general = cmds.some((c) => kind(c) === 'general');
  if (!general && tablesFor(s).readings.commandingHqRegimentOnly) {
    // r. 2.4, R65 (v2 games): "A regimental HQ may only assemble companies from its own regiment and
    // reserves into the column it will be commanding"; the commander is the lowest movement priority.
    const cmd = commanderOf(s, cmds);
    const stray = cmd ? coys.find((c) => regimentOf(c) !== regimentOf(cmd)) : undefined;
    if (cmd && stray)
      throw new RuleError(
        '2.4',
        `R65: ${stray} is not of the regiment of ${cmd}, which commands this column (the lowest British movement priority): without a general, the commanding HQ assembles only companies of its own regiment, plus reserves; other HQs may come along, and a general may command any mix`,
      );
  } else if (!general) {
    // r. 2.4 as read in v1 games: with several HQs and no general, each company must belong to one of the HQs' regiments.
    const regiments = new Set(cmds.map(regimentOf));
    const stray = coys.find((c) => !regiments.has(regimentOf(c)));
    if (stray)
      throw new RuleError(
        '2.4',
        `${stray} is not of the regiment of ${cmds.join(', ')}: a regimental HQ may only assemble companies of its own regiment; a general may command any mix`,
      );
  }
  return uniq.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

const order = (u: string) => (isCommander(u) ? priorityOf(u) : isCompany(u) ? 10 : 20);
