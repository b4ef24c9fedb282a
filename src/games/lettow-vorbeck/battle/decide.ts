// decide for the Battle Phase: choosing battles (13.1.A), Air Support (24.4), the decisions of a
// fight (fire, breakoff, losses, retreat, pursuit, Major Battle picks) and standing orders.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import { airSupportResult, type DieRoll } from '../data/tables.ts';
import type { Side } from '../data/types.ts';
import type { LvEvent } from '../events.ts';
import { evolve } from '../evolve.ts';
import type { LvState } from '../state.ts';
import { isSide } from '../state.ts';
import type { BattleAction } from './actions.ts';
import { battleSpaces } from './forces.ts';
import { ordersOf } from './orders.ts';
import { currentBattle } from './phase.ts';
import type { StandingOrders } from './state.ts';
import { advance, decisionNow, eventFor, startBattle } from './step.ts';

const ORDER_VALUES: { [K in keyof StandingOrders]: readonly StandingOrders[K][] } = {
  losses: ['ask', 'weakest-first', 'strongest-first'],
  retreat: ['ask', 'nearest-supply'],
  fire: ['ask', 'strongest-first', 'weakest-first'],
  pursuit: ['ask', 'never'],
  recruit: ['ask', 'strongest'],
};

const same = (a: BattleAction, b: BattleAction): boolean => {
  const norm = (x: BattleAction) => (x.type === 'pursue' ? { ...x, units: [...x.units].sort() } : x);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
};

export function decideBattleAction(state: LvState, side: Side, action: BattleAction, rng: Rng): LvEvent[] {
  if (action.type === 'set-orders') return decideOrders(state, side, action, rng);
  if (state.phase === 'game-over') throw new RuleError('26.0', 'the game is over');
  if (action.type === 'fight' || action.type === 'air-support') return decideFight(state, side, action, rng);
  // A decision inside a battle.
  const d = decisionNow(state);
  if (!d || !state.pending) throw new RuleError('13.1', 'no battle decision is waiting; choose a battle with /battle fight space:…');
  if (d.side !== side) throw new RuleError('13.1', `the game is waiting for the ${d.side} player: ${d.prompt}`);
  const match = d.options.find((o) => same(o.action, action));
  if (!match) {
    const kindRule: Record<string, string> = { fire: '13.1.2, R37', loss: '13.3.B, R20', retreat: '13.5, R24', pursuit: '19.2, R25', 'major-recruit': '20.B', 'major-loss': '20.C' };
    throw new RuleError(
      kindRule[d.kind] ?? '13.1',
      `${describeRefusal(d.kind)} — ${d.prompt}`,
      d.options.map((o) => o.label),
    );
  }
  const first = eventFor(state, d, match.action, 'player', rng);
  return [first, ...advance(evolve(state, first), rng)];
}

function describeRefusal(kind: string): string {
  switch (kind) {
    case 'loss':
      return 'apply all eliminations before any panics and to unpanicked units first; panic only units that can be panicked';
    case 'fire':
      return 'that unit cannot act now: only an unpanicked unit of your side that has not fired this round may fire (or break off, if qualified)';
    case 'retreat':
      return 'retreat to an adjacent space without enemy units, not a river space, not another contingent’s space';
    case 'pursuit':
      return 'only unpanicked mounted units that have not pursued this phase may pursue, one land or rail route';
    default:
      return 'that is not one of the choices';
  }
}

function decideFight(state: LvState, side: Side, action: Extract<BattleAction, { type: 'fight' | 'air-support' }>, rng: Rng): LvEvent[] {
  if (state.phase !== 'battle') throw new RuleError('13.0', `battles are fought in the Battle Phase (6.2.1.4); it is the ${state.phase} phase`);
  if (side !== state.activeSide) throw new RuleError('13.1.A', `the attacker (${state.activeSide}) chooses the order of battles`);
  const b = currentBattle(state);
  if (b.fight || state.pending) throw new RuleError('13.1.A', `finish the battle at ${b.fight?.space ?? state.pending?.space} first: each battle is resolved to completion before the next (13.0.B)`);
  const spaces = battleSpaces(state);
  if (!spaces.includes(action.space)) throw new RuleError('13.0.A', `there is no battle to fight at "${action.space}"`, spaces);
  const events: LvEvent[] = [];
  if (action.type === 'air-support') {
    if (side !== 'Allied') throw new RuleError('24.4', 'only the Allies have air support');
    if (state.markers['ally-air-support'] !== 'indian-ocean-box') throw new RuleError('24.4', 'air support has been eliminated (R19)');
    if (b.airSupportTried) throw new RuleError('24.4', 'air support may be tried once per Allied Battle Phase, and it has been tried');
    const die = rng.die();
    events.push({ type: 'battle.air-support-rolled', space: action.space, die, result: airSupportResult(die as DieRoll) });
  }
  let s = events.reduce((acc, e) => evolve(acc, e), state);
  const start = startBattle(s, action.space, false);
  s = start.reduce((acc, e) => evolve(acc, e), s);
  return [...events, ...start, ...advance(s, rng)];
}

function decideOrders(state: LvState, side: Side, action: Extract<BattleAction, { type: 'set-orders' }>, rng: Rng): LvEvent[] {
  let who: Side = side;
  if (action.side !== undefined && action.side !== side) {
    if (!state.options.sandbox || !isSide(action.side)) throw new RuleError('orders', 'you set standing orders for your own side only');
    who = action.side;
  }
  const orders: StandingOrders = { ...ordersOf(state, who) };
  for (const [k, v] of Object.entries(action.orders) as [keyof StandingOrders, string | undefined][]) {
    if (v === undefined) continue;
    const allowed = ORDER_VALUES[k] as readonly string[] | undefined;
    if (!allowed) throw new RuleError('orders', `there is no standing order "${k}"`, Object.keys(ORDER_VALUES));
    if (!allowed.includes(v)) throw new RuleError('orders', `${k}:${v} is not a standing order`, allowed.map((a) => `${k}:${a}`));
    (orders as unknown as Record<string, string>)[k] = v;
  }
  const first: LvEvent = { type: 'battle.orders-set', side: who, orders };
  const after = evolve(state, first);
  // If a decision of this side is waiting and the new orders cover it, it is made at once.
  const more = state.pending && state.pending.side === who ? advance(after, rng) : [];
  return [first, ...more];
}
