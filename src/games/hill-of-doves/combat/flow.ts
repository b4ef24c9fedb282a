// The order of the Assault Card (spec §5.3) and the Ambush Card (§5.4): where the card stands after
// each event. Used by evolveCombat, so it depends on the state only.
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { GeneralId } from '../data/types.ts';
import type { CombatEvent } from './events.ts';
import type { Battle, CombatState, CombatUnit, Cursor } from './state.ts';
import { isTroops } from './units.ts';

const at = (seg: Cursor['seg'], battle: number, hour = 0): Cursor => ({ seg, battle, hour });

/** AsC-3f: counters that may charge (r. 4.4, 4.8, R64): full-strength companies and naval brigades, mounted troops (not against farms). */
export function chargers(b: Battle): CombatUnit[] {
  const farm = b.objective !== null && OBJECTIVES[b.objective].type === 'farm';
  return b.units.filter(
    (u) =>
      u.role === 'column' &&
      u.status === 'active' &&
      (((u.kind === 'company' || u.kind === 'navalBrigade') && u.side === 'fullStrength') ||
        (u.kind === 'troop' && u.side === 'mounted' && !farm)),
  );
}

/** The general commanding an assault column, if a general commands it (r. 4.3, 4.4). */
export function commandingGeneral(b: Battle): GeneralId | null {
  const g = b.units
    .filter((u) => u.role === 'column' && u.kind === 'general' && u.status === 'active')
    .map((u) => u.id as GeneralId);
  if (g.includes('GEN-COLLEY')) return 'GEN-COLLEY';
  if (g.includes('GEN-WOOD')) return 'GEN-WOOD';
  return null;
}

/** 4.10, R25: who rolls on the General Roll in this battle. */
export function generalSubjects(b: Battle): (GeneralId | 'SMIT')[] {
  const out: (GeneralId | 'SMIT')[] = [];
  for (const id of ['GEN-COLLEY', 'GEN-WOOD'] as const) {
    if (b.units.some((u) => u.id === id && u.role === 'column' && u.status === 'active')) out.push(id);
  }
  if (b.commando.includes('SMIT')) out.push('SMIT');
  return out;
}

/** Non-hospitalized companies or reserves of the column left in the battle. */
export const occupants = (b: Battle): CombatUnit[] =>
  b.units.filter((u) => u.role === 'column' && isTroops(u.kind) && u.status === 'active');

/** 4.1 Man Artillery Pieces: companies and naval brigades still in the battle hex (R47 garrison included). */
export const manCandidates = (b: Battle): CombatUnit[] =>
  b.units.filter((u) => (u.kind === 'company' || u.kind === 'navalBrigade') && u.status === 'active');

/** AsC-3i (4.6, R24): who rolls for sangers, or null. */
export function consolidationSide(s: CombatState, b: Battle): 'british' | 'boers' | null {
  if (b.kind !== 'assault' || !b.objective || OBJECTIVES[b.objective].type !== 'outpost') return null;
  if (b.result === 'boersFallBack' || b.result === 'noBattle') return occupants(b).length > 0 ? 'british' : null;
  if (b.result === 'britishRetreat' || b.result === 'britishRout')
    return s.sangers.includes(b.objective) ? null : 'boers';
  return null;
}

function afterResult(b: Battle): Cursor {
  return generalSubjects(b).length > 0 ? at('general', b.index) : at('casualties', b.index);
}

function afterCasualties(s: CombatState, b: Battle): Cursor {
  if (b.pendingMan.length > 0) return at('man', b.index);
  if (b.kind === 'assault' && consolidationSide(s, b) !== null) return at('consolidate', b.index);
  return at('aftermath', b.index);
}

function startFights(s: CombatState): Cursor {
  if (s.kind === 'ambush') return at('bombard', 0, 0);
  if (!s.night && s.hours.length > 0) return at('bombard', 0, 0);
  return at('boerFire', 0);
}

/** Where the card stands after `e` (applied to `s`). */
export function cursorAfter(s: CombatState, e: CombatEvent): CombatState {
  const n = s.battles.length;
  const b = 'battle' in e && typeof e.battle === 'number' ? s.battles[e.battle] : undefined;
  let next: Cursor = s.step;
  switch (e.type) {
    case 'combat.started':
      next = n > 0 ? at('commando', 0) : at('end', 0);
      break;
    case 'combat.commandoDrawn':
      next = e.battle + 1 < n ? at('commando', e.battle + 1) : startFights(s);
      break;
    case 'combat.bombarded':
    case 'combat.bombardmentAttempted':
      break;
    case 'combat.bombardmentEnded':
      next =
        s.kind === 'assault' && s.step.hour + 1 < s.hours.length
          ? at('bombard', 0, s.step.hour + 1)
          : at('boerFire', 0);
      break;
    case 'combat.noBattle':
      if (b)
        next =
          b.kind === 'assault' && consolidationSide(s, b) !== null
            ? at('consolidate', b.index)
            : at('aftermath', b.index);
      break;
    case 'combat.boerFirepower':
      if (b) next = at('britishFire', b.index);
      break;
    case 'combat.britishFired':
      if (b) next = e.segment === 'companies' ? at('reserves', b.index) : at('result', b.index);
      break;
    case 'combat.reserveCommitted':
      break;
    case 'combat.resultFound':
      if (b)
        next =
          b.kind === 'assault' && b.result === 'britishRetreat' && chargers(b).length > 0
            ? at('charge', b.index)
            : afterResult(b);
      break;
    case 'combat.charged':
    case 'combat.chargeDeclined':
      if (b) next = afterResult(b);
      break;
    case 'combat.generalRolled':
      if (b) next = at('casualties', b.index);
      break;
    case 'combat.casualties':
    case 'combat.artilleryManned':
    case 'combat.artilleryLeft':
      if (b) next = afterCasualties(s, b);
      break;
    case 'combat.consolidated':
      if (b) next = at('aftermath', b.index);
      break;
    case 'combat.battleEnded':
      next = e.battle + 1 < n ? at('boerFire', e.battle + 1) : at('end', 0);
      break;
    case 'combat.ended':
      break;
  }
  s.step = next;
  return s;
}
