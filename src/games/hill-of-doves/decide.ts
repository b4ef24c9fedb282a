// decide: the events that follow from a British action, with every automatic segment after it run
// in the same call up to the next British decision (flow.ts). Errors cite the booklet's rules.
import type { Rng } from '../../engine/rng.ts';
import { own } from '../../engine/own.ts';
import { RuleError } from '../../engine/rule-error.ts';
import type { HodAction } from './actions.ts';
import { decideBattle, isCombatAction, lastOutcome } from './battle-bridge.ts';
import { battleAskedOnce, battleOrdersApplied } from './orders/battle-orders.ts';
import { ASSAULT_CARD_RULES } from './data/assault.ts';
import { Ctx } from './ctx.ts';
import type { HodEvent } from './events.ts';
import {
  afterCard,
  autoBombard,
  canForm,
  launchDayAssaults,
  moveOn,
  releaseReinforcements,
  runFrom,
  startCard,
  type Point,
} from './flow.ts';
import { applyCardChoice, choiceError, defaultChoice } from './events-deck/cards.ts';
import { tidy } from './tidy.ts';
import { assaultCard } from './battle-bridge.ts';
import { validateColumn } from './operational/assemble.ts';
import { bombardLaager, laagerShots } from './operational/bombard.ts';
import { closeTransfers, transfer } from './operational/transfer.ts';
import { ORDER_VALUES, orderOption, type StandingOrders } from './orders/orders.ts';
import { decideSandboxCard, decideSandboxDraw, decideSandboxPlace } from './sandbox.ts';
import { SIDES, type HodState } from './state.ts';
import { asNeeded, endLoadSegment, loadConvoy, mayLoad, useCampSupplies } from './supply/sunday.ts';
import { buildColumn } from './tactical/declare.ts';
import { dueNow, nightDispersal, startable } from './tactical/movement.ts';
import type { BritishUnitId } from './data/types.ts';
import { tacticalLoc } from './loc.ts';

const STEP_NAMES: Record<HodState['step'], string> = {
  setup: 'set-up (sandbox: /hod continue starts the opening Strategic Phase)',
  night: '2.3 Night Assault Segment',
  columns: '2.4 Assemble Operational Columns Segment',
  day: '2.5 Day Assaults Segment',
  card: '2.8 Event Segment (a card waits for your choice)',
  depart: '3.3 Tactical Movement Segment (which columns depart this hour)',
  combat: 'the Assault or Ambush Card',
  bombard: '2.11 Bombard Laagers Segment',
  transfer: '2.13 Transfer Segment',
  supply: '2.15 British Camp Supply Segment',
  load: '2.17 Load Ox Wagon Convoy Segment',
  halt: 'a halt of /hod continue (a new week, a supply run out)',
  over: 'the end of the war',
};

function wrongStep(s: HodState, action: string, needs: string): never {
  throw new RuleError(
    needs.split(' ')[0]!,
    `${action} is made in the ${needs}; the game is now at ${STEP_NAMES[s.step]}`,
  );
}

export function decide(state: HodState, side: string, action: HodAction, rng: Rng): HodEvent[] {
  if (action.type === 'sandbox-draw') return decideSandboxDraw(state, action.counters);
  if (action.type === 'sandbox-place') return decideSandboxPlace(state, action.unit, action.at);
  if (action.type === 'sandbox-remove') return decideSandboxPlace(state, action.unit, 'destroyed');
  if (action.type === 'sandbox-card') {
    if (!(SIDES as readonly string[]).includes(action.side))
      throw new RuleError('sandbox', `"${action.side}" is not a side (one event deck serves both)`, SIDES);
    return decideSandboxCard(state, action.card);
  }
  if (side !== 'British')
    throw new RuleError('solitaire', 'the game itself plays the Boers; only the British side acts');
  if (state.result) throw new RuleError('1.5', 'the war is over');
  const ctx = new Ctx(state, rng);
  if (action.type === 'set-orders') {
    if (action.side !== undefined && action.side !== 'British')
      throw new RuleError('orders', `"${action.side}" has no standing orders: the game plays the Boers`, ['British']);
    if (Object.keys(action.orders).length === 0)
      throw new RuleError(
        'orders',
        'name at least one standing order to change',
        Object.keys(ORDER_VALUES).map(orderOption),
      );
    const orders = { ...state.orders } as Record<string, string>;
    for (const [k, v] of Object.entries(action.orders)) {
      const allowed = own(ORDER_VALUES as Record<string, readonly string[]>, k);
      if (!allowed)
        throw new RuleError(
          'orders',
          `unknown standing order "${orderOption(k)}"`,
          Object.keys(ORDER_VALUES).map(orderOption),
        );
      if (!allowed.includes(String(v)))
        throw new RuleError('orders', `${orderOption(k)} may be ${allowed.join(', ')}`, allowed);
      orders[k] = String(v);
    }
    if (Object.entries(orders).every(([k, v]) => (state.orders as unknown as Record<string, string>)[k] === v))
      throw new RuleError('orders', 'those are already your standing orders; nothing changes');
    ctx.emit({ type: 'orders-set', orders: orders as unknown as StandingOrders });
    return ctx.events;
  }
  if (isCombatAction(action)) {
    if (state.step !== 'combat' || state.combat === null) throw new RuleError('4.0', 'no battle is being fought now');
    const events = decideBattle(state, action, rng);
    for (const e of events) ctx.emit(e);
    battleOrdersApplied(ctx, state.combat, events, 1); // the first event is the player's own answer
    if (ctx.state.combat === null) {
      const next = afterCard(ctx, lastOutcome(ctx.events));
      if (next) runFrom(ctx, next);
    } else if (!battleAskedOnce(ctx)) ctx.flushPassed();
    return ctx.events;
  }
  const s = state;
  switch (action.type) {
    case 'continue':
      return pass(ctx);
    case 'night-assault': {
      if (s.step !== 'night') wrongStep(s, 'A night assault', '2.3 Night Assault Segment');
      if (s.nightAssaults <= 0) throw new RuleError('2.3', 'no night assault options remain (three for the war)');
      const { column, units } = buildColumn(ctx, action, true);
      ctx.emit({ type: 'night-assault-declared', column, units });
      ctx.emit({
        type: 'tactical-moved',
        column: column.id,
        hour: 0,
        die: 0,
        hexes: 0,
        path: [column.hex],
        arrived: true,
      });
      let next: Point | null = '2.4';
      if (nightDispersal(ctx))
        next = startCard(ctx, 'night', assaultCard(ctx.state, rng, true), ASSAULT_CARD_RULES.nextAfterNight);
      if (next) runFrom(ctx, next);
      return ctx.events;
    }
    case 'form-column': {
      if (s.step !== 'columns')
        wrongStep(s, 'Forming an operational column', '2.4 Assemble Operational Columns Segment');
      if (action.at !== 'camp' && action.at !== 'fort')
        throw new RuleError('2.4', 'operational columns are assembled at camp or fort', ['camp', 'fort']);
      if (s.today.columnsFormed.includes(action.at))
        throw new RuleError(
          '2.4',
          `one operational column may be assembled in ${action.at === 'fort' ? 'Fort Amiel' : 'the British Camp'} per day`,
        );
      const units = validateColumn(s, action.units, { at: action.at, purpose: 'operational' });
      ctx.emit({
        type: 'column-formed',
        column: { id: `C${s.nextColumn}`, origin: action.at, road: action.at === 'fort' ? 0 : 8 },
        units,
      });
      if (!canForm(ctx.state)) runFrom(ctx, '2.5');
      return ctx.events;
    }
    case 'declare-assault': {
      if (s.step !== 'day') wrongStep(s, 'A day assault', '2.5 Day Assaults Segment');
      const { column, units } = buildColumn(ctx, action, false);
      ctx.emit({ type: 'assault-declared', column, units });
      return ctx.events;
    }
    case 'withdraw-assault': {
      if (s.step !== 'day') wrongStep(s, 'Withdrawing an assault', '2.5 Day Assaults Segment');
      const c = s.tactical.find((x) => x.id === action.column);
      if (!c)
        throw new RuleError(
          '2.5',
          `no declared assault "${action.column}"`,
          s.tactical.map((x) => x.id),
        );
      const units = Object.keys(s.units).filter((u) => s.units[u]!.loc === tacticalLoc(c.id)) as BritishUnitId[];
      ctx.emit({ type: 'assault-withdrawn', column: c.id, units });
      return ctx.events;
    }
    case 'depart': {
      if (s.step !== 'depart') wrongStep(s, 'Starting tactical columns', '3.3 Tactical Movement Segment');
      const waiting = startable(s).map((c) => c.id);
      const ids = [...new Set(action.columns.map((c) => c.toUpperCase()))];
      if (ids.length === 0)
        throw new RuleError(
          '3.3',
          'name the tactical columns that start moving this hour (or /hod continue to hold them all)',
          waiting,
        );
      for (const id of ids) {
        if (!waiting.includes(id))
          throw new RuleError('3.3', `${id} is not a tactical column waiting in the British Camp`, waiting);
        ctx.emit({ type: 'column-departed', column: id, hour: s.today.hour });
      }
      // Declared for this hour but not named (the stop before depart:as-declared, orders/halts.ts): they
      // wait for the word, asked hour by hour.
      const held = dueNow(s).filter((c) => !ids.includes(c.id));
      if (held.length) ctx.emit({ type: 'departures-awaited', columns: held.map((c) => c.id) });
      moveOn(ctx, s.today.hour, true);
      return ctx.events;
    }
    case 'card-choice': {
      if (s.step !== 'card' || !s.pendingCard) wrongStep(s, 'Choosing whom an event card strikes', '2.8 Event Segment');
      const p = s.pendingCard;
      const choice = action.choice.map((c) => (p.card === 'EV-18' ? c.toUpperCase() : c));
      const err = choiceError(s, p, choice);
      if (err) throw err;
      applyCardChoice(ctx, p.card, [...new Set(choice)]);
      tidy(ctx);
      if (!ctx.over) runFrom(ctx, '2.9');
      return ctx.events;
    }
    case 'bombard-laager': {
      if (s.step !== 'bombard') wrongStep(s, 'Bombarding a laager', '2.11 Bombard Laagers Segment');
      bombardLaager(ctx, action.laager, action.section);
      if (!ctx.over && laagerShots(ctx.state).length === 0) runFrom(ctx, '2.12');
      return ctx.events;
    }
    case 'transfer': {
      if (s.step !== 'transfer') wrongStep(s, 'A transfer', '2.13 Transfer Segment');
      transfer(ctx, action.units, action.to.toUpperCase());
      return ctx.events;
    }
    case 'use-supplies': {
      if (s.step !== 'supply') wrongStep(s, 'Using medical supplies or herds', '2.15 British Camp Supply Segment');
      useCampSupplies(ctx, { medical: action.medical as BritishUnitId[], herds: action.herds as BritishUnitId[] });
      releaseReinforcements(ctx);
      runFrom(ctx, '2.16');
      return ctx.events;
    }
    case 'load-convoy': {
      if (s.step !== 'load') wrongStep(s, 'Loading the convoy', '2.17 Load Ox Wagon Convoy Segment');
      loadConvoy(ctx);
      endLoadSegment(ctx);
      runFrom(ctx, '2.18');
      return ctx.events;
    }
    default:
      throw new RuleError('actions', `unknown action "${(action as { type: string }).type}"`);
  }
}

/** /hod continue: pass the decision in hand (or start, in a sandbox set-up) and run on. */
function pass(ctx: Ctx): HodEvent[] {
  const s = ctx.state;
  switch (s.step) {
    case 'setup':
      runFrom(ctx, 'strategic');
      break;
    case 'night':
      runFrom(ctx, '2.4');
      break;
    case 'columns':
      runFrom(ctx, '2.5');
      break;
    case 'day':
      if (s.tactical.length > 0) launchDayAssaults(ctx);
      else runFrom(ctx, '2.6');
      break;
    case 'card':
      // 2.8: the default choice (see events-deck/cards.ts).
      if (s.pendingCard) applyCardChoice(ctx, s.pendingCard.card, defaultChoice(s.pendingCard));
      tidy(ctx);
      if (!ctx.over) runFrom(ctx, '2.9');
      break;
    case 'depart':
      // 3.3: no further column starts this hour; those on the way move on.
      moveOn(ctx, s.today.hour, true);
      break;
    case 'bombard':
      // A stop whatever bombard:auto (orders/halts.ts): continue does what the order says.
      if (s.halts && s.orders.bombard === 'auto') autoBombard(ctx);
      if (!ctx.over) runFrom(ctx, '2.12');
      break;
    case 'transfer':
      closeTransfers(ctx);
      if (!ctx.over) runFrom(ctx, '2.14');
      break;
    case 'supply':
      if (s.halts && s.orders.supplies === 'as-needed') useCampSupplies(ctx, asNeeded(s)); // a stop whatever the order
      releaseReinforcements(ctx);
      runFrom(ctx, '2.16');
      break;
    case 'load':
      if (s.halts && s.orders.load === 'always' && mayLoad(s)) loadConvoy(ctx); // a stop whatever the order
      endLoadSegment(ctx);
      runFrom(ctx, '2.18');
      break;
    case 'halt':
      // /hod continue halted whatever the standing orders (orders/halts.ts): it runs on from where it stopped.
      runFrom(ctx, (s.resume ?? '2.1') as Point);
      break;
    case 'combat':
      throw new RuleError('4.0', 'a battle is waiting for your decision: see /hod options for the choices');
    case 'over':
      throw new RuleError('1.5', 'the war is over');
  }
  return ctx.events;
}
