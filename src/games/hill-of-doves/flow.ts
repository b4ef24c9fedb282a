// The sequence of play (spec Table 0.3, rulings R1-R3): every segment that needs no British decision
// runs here, in order, inside one decide() call; the game stops only where the player must choose
// and standing orders do not cover the choice.
import { runSequence } from '../../engine/sequence.ts';
import { isOver, type Ctx } from './ctx.ts';
import { ambushCard, assaultCard, lastOutcome } from './battle-bridge.ts';
import type { CombatOutcome } from './combat/contract.ts';
import type { HodEvent } from './events.ts';
import type { Step } from './state.ts';
import { strategicPhase } from './strategic/phase.ts';
import { startDay, weatherSegment } from './operational/weather.ts';
import { movementSegment } from './operational/movement.ts';
import { eventSegment } from './events-deck/cards.ts';
import { ambushRolls, markedInPriorityOrder } from './operational/ambush.ts';
import { bombardLaager, laagerShots } from './operational/bombard.ts';
import { secureSegment } from './operational/secure.ts';
import { closeTransfers, openTransfers, transferable, destinations } from './operational/transfer.ts';
import {
  asNeeded,
  campRecoveries,
  endLoadSegment,
  fortAmielSegment,
  loadConvoy,
  mayLoad,
  rationsSegment,
  useCampSupplies,
} from './supply/sunday.ts';
import { formationRolls, tacticalMovement } from './tactical/movement.ts';
import { assaultTargets } from './tactical/declare.ts';
import { assemblable } from './operational/assemble.ts';
import { cascade, tidy } from './tidy.ts';
import { checkCamp, endGame } from './victory.ts';
import { AMBUSH_CARD_RULES, ASSAULT_CARD_RULES } from './data/assault.ts';
import { TRANSVAAL_INDEPENDENCE_BOX } from './data/tracks.ts';
import type { HodState } from './state.ts';
import { isCompany, isCommander } from './units.ts';
import { byOrder, haltBetween, strandedByOrders } from './orders/halts.ts';
import { battleAskedOnce, battleOrdersApplied } from './orders/battle-orders.ts';

export type Point =
  | 'strategic'
  | '2.1'
  | '2.3'
  | '2.4'
  | '2.5'
  | '2.6'
  | '2.7'
  | '2.8'
  | '2.9'
  | '2.10'
  | '2.11'
  | '2.12'
  | '2.13'
  | '2.14'
  | '2.15'
  | '2.16'
  | '2.17'
  | '2.18';

const stop = (ctx: Ctx, step: Step, rule: string): null => {
  ctx.flushPassed();
  ctx.emit({ type: 'step-entered', step, rule });
  return null;
};

/** A segment the standing orders would stop at ('ask') that has nothing to decide: said at the next stop. */
const pass = (ctx: Ctx, rule: string, reason: string): void => {
  ctx.passed.push({ rule, reason });
};

/** Can a column be assembled at all here (r. 2.4: a commander and a company)? */
export function canAssemble(s: HodState, at: 'camp' | 'fort', purpose: 'operational' | 'tactical'): boolean {
  const us = assemblable(s, { at, purpose });
  return us.some(isCommander) && us.some(isCompany);
}
export const canNight = (s: HodState) =>
  s.nightAssaults > 0 && !s.today.nightUsed && canAssemble(s, 'camp', 'tactical') && assaultTargets(s, true).length > 0;
export const canForm = (s: HodState) =>
  (['fort', 'camp'] as const).some((o) => !s.today.columnsFormed.includes(o) && canAssemble(s, o, 'operational'));
export const canDay = (s: HodState) =>
  s.tactical.length > 0 || (canAssemble(s, 'camp', 'tactical') && assaultTargets(s, false).length > 0);

/** Run the segments from `start` until one stops for the player or the war ends. */
export function runFrom(ctx: Ctx, start: Point): void {
  // The step closes over ctx (the engine's Sequence with HoD's passed-segment note): one Sequence, one loop.
  // Between two segments /hod continue may halt whatever the standing orders (orders/halts.ts).
  runSequence(
    ctx,
    start,
    (_, p) => {
      const next = segment(ctx, p);
      return next !== null && haltBetween(ctx, p, next) ? null : next;
    },
    isOver,
  );
  if (!ctx.over) ctx.flushPassed();
}

/** One segment of Table 0.3 on `ctx`: the next segment, or null where the player must decide. */
function segment(ctx: Ctx, p: Point): Point | null {
  const s = ctx.state;
  switch (p) {
    case 'strategic':
      ctx.flushPassed(); // the day's passed segments are said before the week's Strategic Phase (0.3)
      return strategicPhase(ctx) ? '2.1' : null;
    case '2.1':
      ctx.flushPassed(); // ... and before the next day begins (0.3: 2.18 closes the day, 2.1 opens the next)
      startDay(ctx);
      weatherSegment(ctx);
      return '2.3';
    case '2.3':
      if (canNight(s) && s.orders.assault === 'ask') return stop(ctx, 'night', '2.3');
      if (canNight(s) && byOrder(ctx, 'night', '2.3', 'assault', 'no night assault')) return null;
      if (s.orders.assault === 'ask' && !s.today.nightUsed)
        pass(
          ctx,
          '2.3',
          s.nightAssaults === 0 ? 'no night assault left for the war' : 'no night assault can be made from the camp',
        );
      return '2.4';
    case '2.4':
      if (canForm(s) && s.orders.columns === 'ask') return stop(ctx, 'columns', '2.4');
      if (canForm(s) && byOrder(ctx, 'columns', '2.4', 'columns', 'no operational column')) return null;
      if (s.orders.columns === 'ask' && s.today.columnsFormed.length < 2)
        pass(ctx, '2.4', 'no commander with a company to form a column');
      return '2.5';
    case '2.5':
      if (canDay(s) && s.orders.assault === 'ask') return stop(ctx, 'day', '2.5');
      if (canDay(s) && s.tactical.length === 0 && byOrder(ctx, 'day', '2.5', 'assault', 'no day assault')) return null;
      if (s.orders.assault === 'ask') pass(ctx, '2.5', 'no assault can be made from the camp');
      return '2.6';
    case '2.6':
      if (s.today.assaulted) ctx.emit({ type: 'assault-recorded', week: s.week });
      return '2.7';
    case '2.7':
      movementSegment(ctx, '2.7');
      tidy(ctx);
      return '2.8';
    case '2.8': {
      const drawn = eventSegment(ctx);
      if (drawn === 'ask') return stop(ctx, 'card', '2.8');
      return drawn === 'halted' ? null : '2.9';
    }
    case '2.9': {
      ambushRolls(ctx);
      const targets = markedInPriorityOrder(ctx.state);
      if (targets.length === 0) return '2.10';
      return startCard(ctx, 'ambush', ambushCard(ctx.state, ctx.rng, targets), AMBUSH_CARD_RULES.next);
    }
    case '2.10':
      movementSegment(ctx, '2.10');
      tidy(ctx);
      return '2.11';
    case '2.11': {
      const shots = laagerShots(s);
      if (shots.length === 0 && s.orders.bombard === 'ask' && Object.values(s.laagers).some((l) => l !== 'destroyed'))
        pass(ctx, '2.11', 'no section with ammunition stands where it can bombard a laager');
      if (shots.length === 0) return '2.12';
      if (s.orders.bombard === 'ask') return stop(ctx, 'bombard', '2.11');
      const bombarding = s.orders.bombard === 'auto' ? 'every laager in reach bombarded' : 'no laager bombardment';
      if (byOrder(ctx, 'bombard', '2.11', 'bombard', bombarding)) return null;
      if (s.orders.bombard === 'none') return '2.12';
      autoBombard(ctx);
      return '2.12';
    }
    case '2.12':
      secureSegment(ctx);
      return '2.13';
    case '2.13': {
      openTransfers(ctx);
      const anyMove = transferable(ctx.state).some((u) => destinations(ctx.state, u).length > 0);
      if (anyMove && s.orders.transfer === 'ask') return stop(ctx, 'transfer', '2.13');
      if (anyMove && (strandedByOrders(ctx) || byOrder(ctx, 'transfer', '2.13', 'transfer', 'no transfer')))
        return null;
      if (s.orders.transfer === 'ask') pass(ctx, '2.13', 'nothing can be transferred');
      closeTransfers(ctx);
      return '2.14';
    }
    case '2.14':
      return s.day < 7 ? '2.1' : '2.15';
    case '2.15': {
      rationsSegment(ctx);
      const r = campRecoveries(ctx.state);
      const possible =
        (r.medical.length > 0 && ctx.state.supply.medicalSupplies > 0) ||
        (r.herds.length > 0 && ctx.state.supply.herds > 0);
      if (possible && s.orders.supplies === 'ask') return stop(ctx, 'supply', '2.15');
      const spending =
        s.orders.supplies === 'none'
          ? 'no medical supplies or herds spent'
          : 'medical supplies and herds spent as needed';
      if (possible && byOrder(ctx, 'supply', '2.15', 'supplies', spending)) return null;
      if (!possible && s.orders.supplies === 'ask')
        pass(ctx, '2.15', 'no counter can recover with the medical supplies and herds in the camp');
      if (possible && s.orders.supplies === 'as-needed') useCampSupplies(ctx, asNeeded(ctx.state));
      releaseReinforcements(ctx);
      return '2.16';
    }
    case '2.16':
      fortAmielSegment(ctx);
      return '2.17';
    case '2.17': {
      if (mayLoad(s) && s.orders.load === 'ask') return stop(ctx, 'load', '2.17');
      const loading = s.orders.load === 'always' ? 'the convoy loaded' : 'the convoy not loaded';
      if (mayLoad(s) && byOrder(ctx, 'load', '2.17', 'load', loading)) return null;
      if (!mayLoad(s) && s.orders.load === 'ask') pass(ctx, '2.17', 'the convoy cannot be loaded this week');
      if (mayLoad(s) && s.orders.load === 'always') loadConvoy(ctx);
      endLoadSegment(ctx);
      return '2.18';
    }
    case '2.18':
      for (const card of ['EV-20', 'EV-23'] as const) {
        if (ctx.state.held.includes(card))
          ctx.emit({ type: 'card-released', card, reason: "this week's End Phase (2.18)" });
      }
      return 'strategic';
  }
}

export function releaseReinforcements(ctx: Ctx): void {
  if (ctx.state.held.includes('EV-21'))
    ctx.emit({ type: 'card-released', card: 'EV-21', reason: 'used at the British Camp Supply Segment' });
}

export function autoBombard(ctx: Ctx): void {
  for (;;) {
    const shot = laagerShots(ctx.state)[0];
    if (!shot || ctx.over) return;
    bombardLaager(ctx, shot.laager, shot.section);
  }
}

/** Emit a card's opening events; stop if it waits for the player, else apply the outcome and go on. */
export function startCard(
  ctx: Ctx,
  card: 'night' | 'day' | 'ambush',
  events: HodEvent[],
  otherwise: Point,
): Point | null {
  if (events.length === 0) return otherwise;
  for (const e of events) ctx.emit(e);
  battleOrdersApplied(ctx, null, events);
  if (ctx.state.combat !== null)
    return battleAskedOnce(ctx) ? null : stop(ctx, 'combat', card === 'ambush' ? 'AmC' : 'AsC');
  return afterCard(ctx, lastOutcome(events));
}

/** After "combat.ended": sudden deaths (r. 1.3, 1.5), the cascade, then resume where R3 says. */
export function afterCard(ctx: Ctx, o: CombatOutcome | null): Point | null {
  if (!o) return null;
  if (o.britishCampFell) endGame(ctx, 'Boer', '1.5 — the British Camp was overrun');
  if (ctx.state.politics >= TRANSVAAL_INDEPENDENCE_BOX)
    endGame(ctx, 'Boer', '1.3 — the politics marker entered the Trnsvl Ind box');
  if (ctx.over) return null;
  if (o.kind === 'assault' && ctx.state.tactical.length > 0) ctx.emit({ type: 'tactical-cleared' });
  tidy(ctx);
  cascade(ctx);
  checkCamp(ctx);
  return o.next;
}

/** 2.5 → 3.1-3.4: roll formations, move hour by hour, then the Assault Card with the columns that arrived. */
export function launchDayAssaults(ctx: Ctx): void {
  formationRolls(ctx);
  // r. 3.3 under depart:ask: no column has departed yet; the player names them hour by hour.
  if (ctx.state.orders.depart === 'ask' && ctx.state.tactical.length > 0)
    ctx.emit({ type: 'departures-awaited', columns: ctx.state.tactical.map((c) => c.id) });
  moveOn(ctx, 1, false);
}

/** 3.3 from tactical time box `hour` (the word for that hour given if `answered`), then 3.4 and the Assault Card. */
export function moveOn(ctx: Ctx, hour: number, answered: boolean): void {
  const moved = tacticalMovement(ctx, hour, answered);
  if (moved === 'ask') stop(ctx, 'depart', '3.3');
  if (moved !== 'done') return;
  const next =
    ctx.state.tactical.length === 0
      ? ASSAULT_CARD_RULES.nextAfterDay
      : startCard(ctx, 'day', assaultCard(ctx.state, ctx.rng, false), ASSAULT_CARD_RULES.nextAfterDay);
  if (next) runFrom(ctx, next);
}
