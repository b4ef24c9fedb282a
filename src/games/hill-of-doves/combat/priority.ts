// 4.2 Boer Battle Priority and 4.3 British Movement Priority (spec §3.7, §3.8), as pure functions
// the campaign can use too.
import { BOER_BATTLE_PRIORITY, BRITISH_MOVEMENT_PRIORITY } from '../data/tables.ts';
import type { BritishUnitId, CommanderId, ObjectiveId } from '../data/types.ts';

/** 4.2: the Boer battle priority number of a target (lowest first; operational columns are 5). */
export function boerBattlePriority(target: ObjectiveId | 'operationalColumns'): number {
  const row = BOER_BATTLE_PRIORITY.entries.find((e) => e.target === target);
  if (!row) throw new Error(`no Boer battle priority for ${target}`);
  return row.priority;
}

/** 4.3: the British movement priority number of a general or HQ, or null for any other counter. */
export function britishMovementPriority(id: BritishUnitId): number | null {
  return BRITISH_MOVEMENT_PRIORITY.entries.find((e) => e.commander === id)?.priority ?? null;
}

/**
 * 4.3: the commander of a column: the live general or HQ with the lowest movement priority number
 * (a dead general never commands, R57), or null.
 */
export function columnCommander(units: readonly { id: BritishUnitId; side?: string }[]): CommanderId | null {
  let best: { id: CommanderId; p: number } | null = null;
  for (const u of units) {
    if (u.side === 'dead') continue;
    const p = britishMovementPriority(u.id);
    if (p !== null && (best === null || p < best.p)) best = { id: u.id as CommanderId, p };
  }
  return best?.id ?? null;
}

/** A battle target as 4.2 sees it. */
export type PriorityTarget = { kind: 'objective'; objective: ObjectiveId } | { kind: 'column'; priority: number };

/**
 * 4.2: order targets by Boer battle priority, lowest number first. Several operational columns share
 * priority 5 and are ordered by their commander's British movement priority (r. 4.2; 7 with none, R56).
 * Stable: equal targets keep their order.
 */
export function sortByBoerBattlePriority<T>(items: readonly T[], target: (t: T) => PriorityTarget): T[] {
  const key = (t: T): [number, number] => {
    const x = target(t);
    return x.kind === 'objective'
      ? [boerBattlePriority(x.objective), 0]
      : [boerBattlePriority('operationalColumns'), x.priority];
  };
  return items
    .map((t, i) => ({ t, i, k: key(t) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.i - b.i)
    .map((x) => x.t);
}
