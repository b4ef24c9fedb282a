// decide for the Battle Phase: choosing battles (13.1.A), the decisions of a fight (fire, breakoff,
// losses, retreat, pursuit, Major Battle picks) and standing orders.
import type { Rng } from '../../../engine/rng.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import { Sequence } from '../../../engine/sequence.ts';
import type { Board } from '../board.ts';
import type { BattleAction } from './actions.ts';
import type { BattleOut } from './events.ts';
import { battleSpaces } from './forces.ts';
import { ordersOf } from './orders.ts';
import { currentBattle } from './phase.ts';
import type { BattleHost, StandingOrders } from './state.ts';
import { cite, decisionNow, eventFor, runBattle, startBattle, type BattleCtx } from './step.ts';

const ORDER_VALUES: { [K in keyof StandingOrders]: readonly StandingOrders[K][] } = {
  losses: ['ask', 'weakest-first', 'strongest-first'],
  retreat: ['ask', 'nearest-supply'],
  fire: ['ask', 'strongest-first', 'weakest-first'],
  pursuit: ['ask', 'never'],
  recruit: ['ask', 'strongest'],
};

export const BATTLE_ACTION_TYPES: readonly string[] = [
  'fight',
  'fire',
  'breakoff',
  'take-loss',
  'retreat',
  'pursue',
  'pursue-none',
  'major-recruit',
  'set-orders',
];

const same = (a: BattleAction, b: BattleAction): boolean => {
  const norm = (x: BattleAction) => (x.type === 'pursue' ? { ...x, units: [...x.units].sort() } : x);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
};

/** A decision inside a battle (fire, breakoff, loss, retreat, pursuit, Major Battle picks). */
export function decideInBattle<S extends string, H extends BattleHost<S>>(
  ctx: BattleCtx<S, H>,
  state: H,
  side: S,
  action: BattleAction,
  rng: Rng,
): BattleOut<S>[] {
  const { b } = ctx;
  const d = decisionNow(b, state);
  if (!d || !state.pending)
    throw new RuleError('13.1', 'no battle decision is waiting; choose a battle with /battle fight space:…');
  if (d.side !== side) throw new RuleError('13.1', `the game is waiting for the ${d.side} player: ${d.prompt}`);
  const match = d.options.find((o) => same(o.action, action));
  if (!match) {
    const kindRule: Record<string, string> = {
      fire: cite(b, '13.1.2', 'fire'),
      loss: cite(b, '13.3.B', 'loss'),
      retreat: cite(b, '13.5', 'retreat'),
      pursuit: cite(b, '19.2', 'pursuit'),
      'major-recruit': '20.B',
      'major-loss': '20.C',
    };
    throw new RuleError(
      kindRule[d.kind] ?? '13.1',
      `${describeRefusal(d.kind)} — ${d.prompt}`,
      d.options.map((o) => choiceName(o.action)),
    );
  }
  const seq = new Sequence<H, BattleOut<S>>(state, ctx.evolve, rng);
  seq.emit(eventFor(b, state, d, match.action, 'player', rng));
  runBattle(b, seq);
  return seq.events;
}

/** What a player types to take a choice (a unit id, a space), not the button's label. */
function choiceName(a: BattleAction): string {
  const f = a as { unit?: unknown; units?: unknown; to?: unknown };
  if (typeof f.unit === 'string') return typeof f.to === 'string' ? `${f.unit} to ${f.to}` : f.unit;
  if (Array.isArray(f.units) && typeof f.to === 'string') return `${f.units.join(',')} to ${f.to}`;
  if (typeof f.to === 'string') return f.to;
  return a.type;
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
    case 'major-recruit':
      return 'recruit one of the units of your recruit pool offered here';
    default:
      return 'that is not one of the choices';
  }
}

/** 13.0, 13.1.A: may `side` fight the battle at `space` now? */
export function checkFight<S extends string, H extends BattleHost<S>>(
  ctx: BattleCtx<S, H>,
  state: H,
  side: S,
  space: string,
): void {
  if (state.phase !== 'battle')
    throw new RuleError('13.0', `battles are fought in the Battle Phase (6.2.1.4); it is the ${state.phase} phase`);
  if (side !== state.activeSide)
    throw new RuleError('13.1.A', `the attacker (${state.activeSide}) chooses the order of battles`);
  const cb = currentBattle(ctx.b, state);
  if (cb.fight || state.pending)
    throw new RuleError(
      '13.1.A',
      `finish the battle at ${cb.fight?.space ?? state.pending?.space} first: each battle is resolved to completion before the next (13.0.B)`,
    );
  const spaces = battleSpaces(ctx.b, state);
  if (!spaces.includes(space)) throw new RuleError('13.0.A', `there is no battle to fight at "${space}"`, [...spaces]);
}

/** 13.1: start the battle at `space` and run it in `seq` until a player must decide. */
export function fightIn<S extends string, H extends BattleHost<S>, E extends { type: string }>(
  b: Board<S>,
  seq: Sequence<H, E | BattleOut<S>>,
  space: string,
): void {
  seq.emitAll(startBattle(b, seq.state, space, false));
  runBattle(b, seq);
}

/** Standing orders; `mayOrderFor(other)`: may this player set another side's orders (e.g. a sandbox)? */
export function decideOrders<S extends string, H extends BattleHost<S>>(
  ctx: BattleCtx<S, H>,
  state: H,
  side: S,
  action: Extract<BattleAction, { type: 'set-orders' }>,
  rng: Rng,
  mayOrderFor: (other: string) => other is S,
): BattleOut<S>[] {
  let who: S = side;
  if (action.side !== undefined && action.side !== side) {
    if (!mayOrderFor(action.side)) throw new RuleError('orders', 'you set standing orders for your own side only');
    who = action.side;
  }
  const orders: StandingOrders = { ...ordersOf(state, who) };
  for (const [k, v] of Object.entries(action.orders) as [keyof StandingOrders, string | undefined][]) {
    if (v === undefined) continue;
    const allowed = ORDER_VALUES[k] as readonly string[] | undefined;
    if (!allowed) throw new RuleError('orders', `there is no standing order "${k}"`, Object.keys(ORDER_VALUES));
    if (!allowed.includes(v))
      throw new RuleError(
        'orders',
        `${k}:${v} is not a standing order`,
        allowed.map((a) => `${k}:${a}`),
      );
    (orders as unknown as Record<string, string>)[k] = v;
  }
  const seq = new Sequence<H, BattleOut<S>>(state, ctx.evolve, rng);
  seq.emit({ type: 'battle.orders-set', side: who, orders });
  // If a decision of this side is waiting and the new orders cover it, it is made at once.
  if (state.pending && state.pending.side === who) runBattle(ctx.b, seq);
  // Orders as they already stand change nothing: nothing is written.
  const before = ordersOf(state, who);
  const same = (Object.keys(orders) as (keyof StandingOrders)[]).every((k) => orders[k] === before[k]);
  if (same && seq.events.length === 1)
    throw new RuleError(
      'orders',
      `those are already the ${who} standing orders (${Object.entries(orders)
        .map(([k, v]) => `${k}:${String(v)}`)
        .join(' ')})`,
    );
  return seq.events;
}

/** The whole battle action, for a module with no battle actions of its own. */
export function decideBattleAction<S extends string, H extends BattleHost<S>>(
  ctx: BattleCtx<S, H>,
  state: H,
  side: S,
  action: BattleAction,
  rng: Rng,
  mayOrderFor: (other: string) => other is S,
): BattleOut<S>[] {
  if (action.type === 'set-orders') return decideOrders(ctx, state, side, action, rng, mayOrderFor);
  if (state.phase === 'game-over') throw new RuleError('5.0', 'the game is over');
  if (action.type === 'fight') {
    checkFight(ctx, state, side, action.space);
    const seq = new Sequence<H, BattleOut<S>>(state, ctx.evolve, rng);
    fightIn(ctx.b, seq, action.space);
    return seq.events;
  }
  return decideInBattle(ctx, state, side, action, rng);
}
