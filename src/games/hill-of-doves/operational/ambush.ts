// 2.9 Ambush Segment: the Ambush Rolls in Boer Battle Priority order (spec §3.6, §3.7, R39, R56).
import { tablesFor } from '../data/revisions.ts';
import { BOER_BATTLE_PRIORITY, rollRow } from '../data/tables.ts';
import { OBJECTIVES_WITHIN_3 } from '../data/tactical-map.ts';
import type { ObjectiveId } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { britishObjectives, isSecure } from '../control.ts';
import { noBritishAssault } from '../battle-bridge.ts';
import { holdingAt, isOpColumnLoc, opColumnLoc, type AmbushTarget } from '../loc.ts';
import type { HodState, Loc } from '../state.ts';
import { fightersAt, isMountedTroop, membersAt } from '../units.ts';
import { columnsInPriorityOrder, hasConvoy } from './movement.ts';

const locOf = (t: AmbushTarget): Loc => (isOpColumnLoc(t) ? t : holdingAt(t));

/** Targets in Boer Battle Priority order: insecure British objectives and operational columns. */
export function ambushTargets(s: HodState): AmbushTarget[] {
  const british = britishObjectives(s);
  const out: AmbushTarget[] = [];
  for (const e of BOER_BATTLE_PRIORITY.entries) {
    if (e.target === 'operationalColumns') {
      for (const c of columnsInPriorityOrder(s)) out.push(opColumnLoc(c.id));
      continue;
    }
    const o = e.target as ObjectiveId;
    if (british.has(o) && !isSecure(s, o, british) && fightersAt(s, locOf(o)).length > 0) out.push(o);
  }
  return out;
}

export function ambushModifier(s: HodState, target: AmbushTarget): number {
  const british = britishObjectives(s);
  let m = 0;
  if (noBritishAssault(s)) m += 1;
  if (s.weather.shows === 'rain') m += 1;
  if (s.today.mist) m += 1;
  const members = membersAt(s, locOf(target));
  if (members.some((u) => isMountedTroop(s, u))) m -= 1;
  if (isOpColumnLoc(target)) {
    const c = s.columns.find((x) => opColumnLoc(x.id) === target);
    if (c && hasConvoy(s, c)) m += 1;
  } else {
    const o = target;
    if (s.today.captured.includes(o)) m += 1;
    if (!OBJECTIVES_WITHIN_3[o].some((x) => !british.has(x))) m -= 1;
    // The modifiers naming objectives (The Nek, Table Mountain, Majuba +1; the camp −1 in v1 only) from the game's revision.
    for (const mod of tablesFor(s).ambush.modifiers)
      if (mod.when?.kind === 'targetIsObjective' && mod.when.objectives.includes(o)) m += mod.value;
  }
  return m;
}

export function ambushRolls(ctx: Ctx): void {
  for (const t of ambushTargets(ctx.state)) {
    if (ctx.state.today.ambush.includes(t)) continue; // marked by an event card this day
    const modifier = ambushModifier(ctx.state, t);
    const die = ctx.die();
    const ambush = rollRow(tablesFor(ctx.state).ambush, die + modifier) === 'ambush';
    ctx.emit({ type: 'ambush-rolled', target: t, die, modifier, ambush });
  }
}

/** The marked targets in Boer Battle Priority order (AmC-1). */
export function markedInPriorityOrder(s: HodState): AmbushTarget[] {
  const order = [...ambushTargetsAll(s)];
  return [...s.today.ambush].sort((a, b) => idx(order, a) - idx(order, b));
}
const idx = (order: AmbushTarget[], t: AmbushTarget) => (order.includes(t) ? order.indexOf(t) : 99);
function ambushTargetsAll(s: HodState): AmbushTarget[] {
  const out: AmbushTarget[] = [];
  for (const e of BOER_BATTLE_PRIORITY.entries) {
    if (e.target === 'operationalColumns') for (const c of columnsInPriorityOrder(s)) out.push(opColumnLoc(c.id));
    else out.push(e.target);
  }
  return out;
}
