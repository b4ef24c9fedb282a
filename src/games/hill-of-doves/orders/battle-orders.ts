// The battle standing orders (battle-bombard, reserves, charge, artillery) under /hod continue's halts
// (orders/halts.ts): in campaigns created with halts, a battle decision an order would take stops the battle
// the first time it comes up in the campaign (the combat engine is given 'ask' for it), and after that each
// decision the order takes is said in a line ("Standing order charge:never: no charge at Laing's Nek (4.4)").
import {
  combatActions,
  evolveCombat,
  type CombatEvent,
  type CombatOrders,
  type CombatState,
} from '../combat/contract.ts';
import type { Ctx } from '../ctx.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { HodEvent } from '../events.ts';
import type { HodState } from '../state.ts';
import { dayLabel } from './halts.ts';
import { orderOption, type StandingOrders } from './orders.ts';

type Seg = 'bombard' | 'reserves' | 'charge' | 'man';
/** Each battle decision: its standing order, the combat engine's name for it, and its rule. */
const DECISIONS: Record<Seg, { order: keyof StandingOrders; combat: keyof CombatOrders; rule: string }> = {
  bombard: { order: 'battleBombard', combat: 'bombard', rule: '4.1' },
  reserves: { order: 'reserves', combat: 'reserves', rule: '4.16' },
  charge: { order: 'charge', combat: 'charge', rule: '4.4' },
  man: { order: 'artillery', combat: 'artillery', rule: '4.1' },
};
const decisionAt = (seg: string) => (Object.hasOwn(DECISIONS, seg) ? DECISIONS[seg as Seg] : null);
const asked = (s: HodState, order: keyof StandingOrders) => (s.asked ?? []).includes(`battle:${order}`);

/** The orders the combat engine plays by: in campaigns with halts, an order not yet asked about is 'ask'. */
export function effectiveCombatOrders(s: HodState, o: CombatOrders): CombatOrders {
  if (!s.halts) return o;
  const out: CombatOrders = { ...o };
  for (const d of Object.values(DECISIONS)) if (!asked(s, d.order)) out[d.combat] = 'ask';
  return out;
}

/**
 * The battle waits for the player: when it waits only because its order was never asked in this campaign,
 * says so and records it asked (told); true when such a stop was emitted.
 */
export function battleAskedOnce(ctx: Ctx): boolean {
  const s = ctx.state;
  const d = s.combat ? decisionAt(s.combat.step.seg) : null;
  if (!s.halts || !d || s.orders[d.order] === 'ask' || asked(s, d.order)) return false;
  ctx.flushPassed();
  ctx.emit({
    type: 'step-entered',
    step: 'combat',
    rule: d.rule,
    why: `Asked once whatever the standing orders (the first time in this campaign): standing order ${orderOption(d.order)}:${String(s.orders[d.order])} would decide this for you; choose this once, and from now on it decides.`,
    told: [`battle:${d.order}`],
  });
  return true;
}

const where = (cs: CombatState, battle: number): string => {
  const b = cs.battles[battle];
  return b?.objective ? OBJECTIVES[b.objective].name : String(b?.target ?? 'the battle');
};

/** What an order's decision did, in words; null for an event that is no decision. */
function what(cs: CombatState, e: CombatEvent): string | null {
  const b = cs.battles[cs.step.battle];
  const at = b ? ` at ${where(cs, b.index)}` : '';
  switch (e.type) {
    case 'combat.bombarded':
    case 'combat.bombardmentAttempted':
      return `${e.section} bombards${at}`;
    case 'combat.bombardmentEnded':
      return `no (more) battle bombardment${at}`;
    case 'combat.reserveCommitted':
      return `${e.reserve} committed${at}`;
    case 'combat.britishFired':
      return e.segment === 'reserves' && !b?.units.some((u) => u.committed) ? `no reserve committed${at}` : null;
    case 'combat.charged':
      return `charge by ${e.units.join(', ')}${e.generalLeads ? ', the general leading' : ''}${at}`;
    case 'combat.chargeDeclined':
      return `no charge${at}`;
    case 'combat.artilleryManned':
      return `${e.section} manned by ${e.by.id}${at}`;
    case 'combat.artilleryLeft':
      return `${e.section} left in hospital${at}`;
    default:
      return null;
  }
}

/**
 * The decisions the battle orders took among a card's `events` (from `before`; the first `skip` events are the
 * player's own answer), each said in the line of standing orders applied (campaigns with halts only).
 */
export function battleOrdersApplied(ctx: Ctx, before: CombatState | null, events: readonly HodEvent[], skip = 0): void {
  const s = ctx.state;
  if (!s.halts) return;
  let cs = before;
  events.forEach((he, i) => {
    const e = he as CombatEvent;
    const d = cs ? decisionAt(cs.step.seg) : null;
    if (cs && d && i >= skip && s.orders[d.order] !== 'ask' && asked(s, d.order) && combatActions(cs).length > 0) {
      const w = what(cs, e);
      if (w)
        ctx.applied.push({
          order: `${orderOption(d.order)}:${String(s.orders[d.order])}`,
          rule: d.rule,
          what: w,
          day: dayLabel(s),
        });
    }
    cs = evolveCombat(cs, e);
  });
}
