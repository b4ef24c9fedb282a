// Setup (spec §8): the opening position, the laagers cup, the shuffled Event Card Deck, then the
// opening Strategic Phase and Monday 24 January up to the first British decision.
import type { Rng } from '../../engine/rng.ts';
import { RuleError } from '../../engine/rule-error.ts';
import type { RawOptions } from '../../engine/types.ts';
import { LAAGERS_CUP_START, STRATEGIC_COLUMNS } from './data/counters.ts';
import { COMPONENT_REVISIONS, CURRENT_REVISION, tablesFor, type ComponentRevision } from './data/revisions.ts';
import { SETUP } from './data/setup.ts';
import type { BritishUnitId } from './data/types.ts';
import { Ctx } from './ctx.ts';
import type { HodEvent } from './events.ts';
import { runFrom } from './flow.ts';
import { initialState, type UnitState } from './state.ts';
import { freshSide } from './units.ts';
import type { OptionSpec } from '../../engine/types.ts';
import { DEFAULT_ORDERS, ORDER_VALUES, type StandingOrders } from './orders/orders.ts';
import { strategicLoc } from './loc.ts';

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'sandbox',
    description: 'Sandbox game: queue dice and laager draws, place counters, see everything',
    values: ['false', 'true'],
    default: 'false',
  },
  {
    name: 'orders',
    description: 'Standing orders from the start: ask (stop at each decision) or quiet',
    values: ['ask', 'quiet'],
    default: 'ask',
  },
  {
    name: 'components',
    description: 'Component revision: v2 (calibrated, the default) or v1 (the first reconstruction)',
    values: ['v2', 'v1'],
    default: CURRENT_REVISION,
  },
];

const QUIET: StandingOrders = {
  ...DEFAULT_ORDERS,
  bombard: 'auto',
  supplies: 'as-needed',
  load: 'always',
  battleBombard: 'all',
  reserves: 'commit-all',
  charge: 'when-general-present',
  artillery: 'strongest',
};

export function setupEvents(raw: RawOptions, rng: Rng): HodEvent[] {
  const sandboxRaw = String(raw.sandbox ?? 'false');
  if (!['true', 'false'].includes(sandboxRaw))
    throw new RuleError('setup', `sandbox must be true or false, not "${sandboxRaw}"`, ['true', 'false']);
  const ordersRaw = String(raw.orders ?? 'ask');
  if (!['ask', 'quiet'].includes(ordersRaw))
    throw new RuleError('setup', `orders must be ask or quiet, not "${ordersRaw}"`, ['ask', 'quiet']);
  void ORDER_VALUES;
  const componentsRaw = String(raw.components ?? CURRENT_REVISION);
  if (!(COMPONENT_REVISIONS as readonly string[]).includes(componentsRaw))
    throw new RuleError('setup', `components must be v2 or v1, not "${componentsRaw}"`, ['v2', 'v1']);
  const components = componentsRaw as ComponentRevision;
  const tables = tablesFor({ components });
  const units: Record<string, UnitState> = {};
  for (const p of SETUP.tactical.britishCampHolding) units[p.id] = { loc: 'camp', side: p.side, from: 'camp' };
  for (const p of SETUP.operational.fortAmielHolding) units[p.id] = { loc: 'fort', side: p.side, from: 'fort' };
  units.CONVOY = { loc: 'fort', side: 'undamaged', from: 'fort' };
  for (const col of STRATEGIC_COLUMNS) {
    for (const c of col.contents) {
      if (c.startsWith('SHIP-')) continue;
      units[c] = { loc: strategicLoc(col.id), side: freshSide(c), from: 'fort' };
    }
  }
  const ctx = new Ctx(initialState(), rng);
  ctx.emit({
    type: 'game-set-up',
    sandbox: sandboxRaw === 'true',
    // v1 games keep the event shape of the logs made before revisions existed (no field = v1).
    ...(components === 'v1' ? {} : { components }),
    // orders/halts.ts: /hod continue stops whatever the standing orders (absent in older campaigns; a sandbox
    // position plays its orders as set, every step explicit to the tests that set it up).
    ...(sandboxRaw === 'true' ? {} : { halts: true as const }),
    units,
    cup: [...LAAGERS_CUP_START],
    deck: rng.shuffle(tables.eventDeck.map((c) => c.copy)),
    supply: { ...tables.campSupplyStart },
    convoyLoad: { ...tables.convoyStartLoad },
    weather: { ...SETUP.operational.weather },
  });
  if (ordersRaw === 'quiet') ctx.emit({ type: 'orders-set', orders: QUIET });
  // A sandbox game waits in set-up so dice and draws can be queued before the opening Strategic Phase.
  if (sandboxRaw === 'true') ctx.emit({ type: 'step-entered', step: 'setup', rule: '1.0' });
  else runFrom(ctx, 'strategic');
  return ctx.events;
}

export type { BritishUnitId };
