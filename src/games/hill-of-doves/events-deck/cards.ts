// 2.8 Event Segment: the Event Roll and the 32-card deck (spec §3.17, §7; r. 2.8, 2.12; R7, R43,
// R52, R57, R62, R63). Target choices the spec leaves to the player (EV-12 Enteric Fever, EV-15
// Fever at Fort Amiel, EV-18 Royal Engineers) stop the game as a pending decision (step 'card') when
// there is a real choice and the standing order is cards:ask. The default choice, taken under
// cards:auto or on /hod continue — RULING (ours): the fevers strike full-strength counters first (the
// card's own rule), then by id; Royal Engineers fortifies the British outpost without sangers with
// the lowest Boer Battle Priority number (the one the Boers strike first).
import { EVENT_CARD_BY_ID } from '../data/events.ts';
import { EVENT_ROLL, GENERAL_ROLL, WEATHER_MARKER_STEP, rollRow } from '../data/tables.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import { SIEGE_ORDER, CAPITAL, TOWNS } from '../data/strategic-map.ts';
import type { BritishUnitId, EventCardId, GeneralId, ObjectiveId, SupplyAmounts } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { britishObjectives, isSecure } from '../control.ts';
import { applyHit } from '../hits.ts';
import type { HodState, Loc, PendingCard } from '../state.ts';
import { RuleError } from '../../../engine/rule-error.ts';
import { cascade, tidy } from '../tidy.ts';
import { columnsInPriorityOrder } from '../operational/movement.ts';
import { fightersAt, isFresh, kind, mountedTroopsAt } from '../units.ts';
import { movePolitics } from '../victory.ts';
import { floodsDrifts, weatherBoxAfter, weatherBoxLabel } from '../tracks.ts';
import { holdingAt, isOpColumnLoc, opColumnLoc, parseLoc } from '../loc.ts';
import { modifierTotal } from '../modifiers.ts';
import { drawOrder, isPatrolCounter } from './draw.ts';
import { byOrder } from '../orders/halts.ts';

const byPriority = (os: ObjectiveId[]) =>
  [...os].sort((a, b) => OBJECTIVES[a].battlePriority - OBJECTIVES[b].battlePriority);

/**
 * 2.8: 'ask' when the card drawn waits for the player's choice (step 'card'); 'halted' when cards:auto would
 * choose but the game stopped there anyway, the first time in the campaign (orders/halts.ts); else false.
 */
export function eventSegment(ctx: Ctx): 'ask' | 'halted' | false {
  const die = ctx.die();
  const draw = rollRow(EVENT_ROLL, die) === 'drawCard';
  ctx.emit({ type: 'event-rolled', die, draw });
  if (!draw) return false;
  if (ctx.state.deck.length === 0) {
    // Table 7.1: shuffle the discard pile, without held cards, into a new deck.
    const pile = ctx.state.discard.filter((c) => !ctx.state.held.includes(c.split('/')[0] as EventCardId));
    ctx.emit({ type: 'deck-reshuffled', deck: ctx.rng.shuffle(pile) });
  }
  const copy = ctx.state.deck[0];
  if (!copy) return false;
  const card = copy.split('/')[0] as EventCardId;
  ctx.emit({ type: 'card-drawn', copy, card });
  const pending = cardChoice(ctx.state, card);
  if (pending && choiceSets(ctx.state, pending).length > 1) {
    if (ctx.state.orders.cards === 'ask') {
      ctx.emit({ type: 'card-choice-offered', pending });
      return 'ask';
    }
    // cards:auto takes the default choice: said in a line, or asked the first time in the campaign (halts only).
    if (ctx.state.halts && !(ctx.state.asked ?? []).includes('card'))
      ctx.emit({ type: 'card-choice-offered', pending });
    if (byOrder(ctx, 'card', '2.8', 'cards', `${card} ${choiceWords(pending, defaultChoice(pending))}`))
      return 'halted';
  }
  resolveCard(ctx, card);
  tidy(ctx);
  return false;
}

// ---------------------------------------------------------------------------------------------
// The player's choices on EV-12, EV-15 and EV-18 (spec Table 7.2)
// ---------------------------------------------------------------------------------------------

const isChoiceCard = (c: EventCardId): c is PendingCard['card'] => c === 'EV-12' || c === 'EV-15' || c === 'EV-18';

/** What the card lets the player choose from, in default order (the default choice comes first). */
export function cardChoice(s: HodState, card: EventCardId): PendingCard | null {
  if (!isChoiceCard(card)) return null;
  if (card === 'EV-18') {
    const options = byPriority(
      (Object.keys(OBJECTIVES) as ObjectiveId[]).filter(
        (o) => OBJECTIVES[o].type === 'outpost' && britishObjectives(s).has(o) && !s.sangers.includes(o),
      ),
    );
    return { card, count: Math.min(1, options.length), options };
  }
  const camp = card === 'EV-12';
  // EV-12: non-hospitalized companies and naval brigades in the British Camp Holding Box. EV-15: any
  // non-hospitalized company or reserve in the Fort Amiel Holding Box but the ox wagon convoy (V14).
  const eligible = camp
    ? (u: string) => kind(u) === 'company' || kind(u) === 'navalBrigade'
    : (u: string) => fightersAt(s, 'fort').includes(u as BritishUnitId) && kind(u) !== 'convoy';
  const options = feverTargets(s, camp ? 'camp' : 'fort', eligible);
  return { card, count: Math.min(camp ? 2 : 1, options.length), options };
}

/** Why a choice is illegal (with the rule), or null if it is legal. */
export function choiceError(s: HodState, p: PendingCard, choice: readonly string[]): RuleError | null {
  const uniq = [...new Set(choice.map((c) => (p.card === 'EV-18' ? c.toUpperCase() : c)))];
  const what =
    p.card === 'EV-18'
      ? 'British-controlled outpost without a sangers marker'
      : p.card === 'EV-12'
        ? 'non-hospitalized company or naval brigade in the British Camp'
        : 'non-hospitalized company or reserve in Fort Amiel (not the ox wagon convoy)';
  if (uniq.length !== p.count)
    return new RuleError(p.card, `choose exactly ${p.count} ${what}${p.count === 1 ? '' : 's'}`, p.options);
  const bad = uniq.find((c) => !p.options.includes(c));
  if (bad) return new RuleError(p.card, `${bad} is not a ${what}`, p.options);
  if (p.card !== 'EV-18') {
    // Table 7.2: full-strength counters must be chosen before reduced ones.
    const fresh = p.options.filter((u) => isFresh(s, u));
    const chosenFresh = uniq.filter((u) => isFresh(s, u)).length;
    if (chosenFresh < Math.min(p.count, fresh.length))
      return new RuleError(
        p.card,
        'full-strength counters must be chosen before reduced ones (r. 4.12, spec Table 7.2)',
        fresh,
      );
  }
  return null;
}

/** Every legal choice (each a list of `count` ids), the default first. */
export function choiceSets(s: HodState, p: PendingCard): string[][] {
  const combos = (from: readonly string[], k: number): string[][] =>
    k === 0 ? [[]] : from.flatMap((x, i) => combos(from.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
  return combos(p.options, p.count).filter((c) => choiceError(s, p, c) === null);
}

/** The default choice (cards:auto, /hod continue): the first `count` options. */
export const defaultChoice = (p: PendingCard): string[] => p.options.slice(0, p.count);

/** A choice in words: "sangers on Laing's Nek", "fever: 58-A, 94-B". */
const choiceWords = (p: PendingCard, choice: readonly string[]): string =>
  p.card === 'EV-18'
    ? choice[0]
      ? `sangers on ${OBJECTIVES[choice[0] as ObjectiveId].name}`
      : 'no outpost'
    : choice.length
      ? `fever: ${choice.join(', ')}`
      : 'no one to strike';

/** Carry out EV-12, EV-15 or EV-18 with the counters or outpost chosen (validated by the caller). */
export function applyCardChoice(ctx: Ctx, card: PendingCard['card'], choice: readonly string[]): void {
  if (card === 'EV-18') {
    const t = choice[0] as ObjectiveId | undefined;
    if (!t) return done(ctx, card, null, 'no outpost');
    ctx.emit({ type: 'sangers-placed', objective: t, cause: card });
    return done(ctx, card, null, `sangers on ${OBJECTIVES[t].name}`);
  }
  for (const u of choice) applyHit(ctx, u as BritishUnitId, 1, `${card} fever (r. 4.12)`);
  done(ctx, card, null, choice.length ? `fever: ${choice.join(', ')}` : 'no one to strike');
}

/** r. 2.8: "roll a D6 greater than the number of mounted troops" in the target. */
function mountedCheck(ctx: Ctx, loc: Loc): { die: number; pass: boolean } {
  const die = ctx.die();
  return { die, pass: die > mountedTroopsAt(ctx.state, loc) };
}

const done = (ctx: Ctx, card: EventCardId, die: number | null, outcome: string, held = false) =>
  ctx.emit({ type: 'card-resolved', card, die, outcome, held });

function feverTargets(s: HodState, loc: Loc, eligible: (u: string) => boolean): BritishUnitId[] {
  return (Object.keys(s.units) as BritishUnitId[])
    .filter((u) => s.units[u]!.loc === loc && eligible(u))
    .sort((a, b) => Number(isFresh(s, b)) - Number(isFresh(s, a)) || a.localeCompare(b));
}

function generalFever(ctx: Ctx, card: EventCardId, g: GeneralId): void {
  const st = ctx.state.units[g];
  const wood = g === 'GEN-WOOD';
  const waiting = wood && st?.loc === 'strat:STRAT-NAVAL' && ctx.state.strategic['STRAT-NAVAL'].status === 'waiting';
  if (!st || st.side === 'dead' || waiting) return done(ctx, card, null, 'no effect (R57)');
  const die = ctx.die();
  // §5.9 for fever, read off the General Roll Table (a British general, no battle).
  const mod = modifierTotal('§5.9 General Roll', GENERAL_ROLL.modifiers, (c) =>
    c.kind === 'rollFor'
      ? c.subject === 'britishGeneral'
      : c.kind === 'rollIsForFever'
        ? true
        : c.kind === 'battleResultIn' || c.kind === 'generalLeadsCharge'
          ? false
          : undefined,
  );
  const killed = rollRow(GENERAL_ROLL, die + mod) === 'killed';
  ctx.emit({ type: 'general-rolled', general: g, die, killed, cause: `${card} fever` });
  if (killed) {
    const at = parseLoc(st.loc).kind;
    const to: Loc =
      at === 'strategicColumn' ? 'durban' : at === 'objective' || at === 'operationalColumn' ? st.from : st.loc;
    if (to !== st.loc) ctx.emit({ type: 'units-moved', units: [g], to, rule: '4.10' });
  }
  done(ctx, card, die, killed ? 'killed' : 'survives');
}

export function resolveCard(ctx: Ctx, card: EventCardId): void {
  const s = ctx.state;
  const british = britishObjectives(s);
  switch (card) {
    case 'EV-01': {
      const secure = byPriority([...british].filter((o) => o !== 'BC' && isSecure(s, o, british)));
      const insecure = byPriority(
        [...british].filter((o) => o !== 'BC' && !isSecure(s, o, british) && !s.today.ambush.includes(o)),
      );
      const target = secure[0] ?? insecure[0];
      if (!target) return done(ctx, card, null, 'no target');
      const chk = mountedCheck(ctx, holdingAt(target));
      if (!chk.pass) return done(ctx, card, chk.die, `${target}: the mounted troops see the raiders off`);
      if (fightersAt(s, holdingAt(target)).length > 0) {
        ctx.emit({ type: 'ambush-marked', target, cause: 'EV-01 Boers Raid' });
        return done(ctx, card, chk.die, `${target} will be ambushed`);
      }
      ctx.emit({ type: 'marker-flipped', objective: target, to: 'boer', cause: 'EV-01 Boers Raid (r. 2.12)' });
      if (ctx.state.sangers.includes(target)) ctx.emit({ type: 'sangers-removed', objective: target, cause: 'R24' });
      done(ctx, card, chk.die, `${target} falls to the raiders`);
      return cascade(ctx);
    }
    case 'EV-02': {
      const col = columnsInPriorityOrder(s)[0];
      if (!col) return done(ctx, card, null, 'no operational column');
      const chk = mountedCheck(ctx, opColumnLoc(col.id));
      if (chk.pass)
        ctx.emit({ type: 'ambush-marked', target: opColumnLoc(col.id), cause: 'EV-02 Boers Raid (the road)' });
      return done(
        ctx,
        card,
        chk.die,
        chk.pass ? `column ${col.id} will be ambushed` : 'the mounted troops see the raiders off',
      );
    }
    case 'EV-03':
    case 'EV-06':
    case 'EV-07': {
      const chk = mountedCheck(ctx, 'camp');
      const changes: Partial<SupplyAmounts> =
        card === 'EV-03' ? { herds: -2 } : card === 'EV-06' ? { rations: -4 } : { cartridges: -3, shells: -1 };
      if (chk.pass) ctx.emit({ type: 'supply-changed', changes, cause: EVENT_CARD_BY_ID.get(card)!.title });
      return done(ctx, card, chk.die, chk.pass ? 'stores lost' : 'the mounted troops foil it');
    }
    case 'EV-04': {
      const convoyLoc = s.units.CONVOY?.loc ?? 'fort';
      const inColumn = isOpColumnLoc(convoyLoc);
      if (!s.convoyLoad || (!inColumn && convoyLoc !== 'fort')) return done(ctx, card, null, 'no loaded convoy');
      const chk = mountedCheck(ctx, inColumn ? convoyLoc : 'fort');
      if (chk.pass) {
        const l = s.convoyLoad;
        const load = { ...l };
        for (const k of Object.keys(load) as (keyof SupplyAmounts)[]) load[k] = l[k] - Math.floor(l[k] / 2);
        ctx.emit({ type: 'convoy-load-changed', load, cause: 'EV-04 Convoy Harassed (R62)' });
      }
      return done(ctx, card, chk.die, chk.pass ? 'half the load destroyed' : 'the escort drives them off');
    }
    case 'EV-05':
    case 'EV-08': {
      const chk = mountedCheck(ctx, card === 'EV-05' ? 'fort' : 'camp');
      if (chk.pass && card === 'EV-08') ctx.emit({ type: 'today-flag', flag: 'scouts' });
      return done(ctx, card, chk.die, chk.pass ? 'takes effect' : 'no effect', chk.pass && card === 'EV-05');
    }
    case 'EV-09': {
      const target = byPriority([...british].filter((o) => o !== 'BC' && !isSecure(s, o, british)))[0];
      if (!target) return done(ctx, card, null, 'no target');
      const chk = mountedCheck(ctx, holdingAt(target));
      if (chk.pass) {
        ctx.emit({ type: 'ambush-marked', target, cause: 'EV-09 White Flag Ruse' });
        ctx.emit({ type: 'white-flag', target });
      }
      return done(ctx, card, chk.die, chk.pass ? `${target} will be ambushed (+2 counters)` : 'no effect');
    }
    case 'EV-10': {
      const target = byPriority(
        [...british].filter(
          (o) =>
            o !== 'BC' &&
            !isSecure(s, o, british) &&
            fightersAt(s, holdingAt(o)).length > 0 &&
            !s.today.ambush.includes(o),
        ),
      )[0];
      if (!target) return done(ctx, card, null, 'no target');
      const order = drawOrder(s.cup, s.drawQueue, ctx.rng, s.cup.length);
      const at = order.findIndex(isPatrolCounter);
      if (at < 0) return done(ctx, card, null, 'no patrol left in the laagers');
      const patrol = order[at]!;
      ctx.emit({ type: 'sniper-placed', target, patrol, returned: order.slice(0, at) });
      const chk = mountedCheck(ctx, holdingAt(target));
      if (chk.pass) ctx.emit({ type: 'ambush-marked', target, cause: 'EV-10 Snipers' });
      else ctx.emit({ type: 'sniper-returned', patrol });
      return done(ctx, card, chk.die, chk.pass ? `${target} will be ambushed by an isolated patrol` : 'no effect');
    }
    case 'EV-11': {
      const town = SIEGE_ORDER.find((t) => t !== CAPITAL && !s.towns.includes(t));
      if (!town) return done(ctx, card, null, 'no town');
      const die = ctx.die();
      const captured = die >= 5;
      ctx.emit({ type: 'duplicity-rolled', town, die, captured });
      if (captured) movePolitics(ctx, 1, `1.3 — ${TOWNS[town].name} tricked into surrender`);
      return done(ctx, card, die, captured ? `${TOWNS[town].name} captured` : 'the garrison is not fooled');
    }
    case 'EV-12':
    case 'EV-15':
    case 'EV-18':
      return applyCardChoice(ctx, card, defaultChoice(cardChoice(s, card)!));
    case 'EV-13':
      return generalFever(ctx, card, 'GEN-COLLEY');
    case 'EV-14':
      return generalFever(ctx, card, 'GEN-WOOD');
    case 'EV-16': {
      const box = weatherBoxAfter(s.weather.box, WEATHER_MARKER_STEP.rain);
      ctx.emit({ type: 'weather-changed', weather: 'rain', box, cause: 'EV-16 Thunderstorm' });
      return done(ctx, card, null, floodsDrifts(box) ? `${weatherBoxLabel(box)}: the drifts flood` : 'rain');
    }
    case 'EV-17':
      ctx.emit({ type: 'today-flag', flag: 'mist' });
      return done(ctx, card, null, 'mist for the rest of the day');
    case 'EV-19': {
      const t = byPriority(
        (Object.keys(OBJECTIVES) as ObjectiveId[]).filter(
          (o) => OBJECTIVES[o].type === 'outpost' && !british.has(o) && !s.sangers.includes(o),
        ),
      )[0];
      if (!t) return done(ctx, card, null, 'no outpost');
      ctx.emit({ type: 'sangers-placed', objective: t, cause: card });
      return done(ctx, card, null, `sangers on ${OBJECTIVES[t].name}`);
    }
    case 'EV-20':
      return done(ctx, card, null, 'held until the End Phase: flooded drifts do not stop columns', true);
    case 'EV-21':
      if (s.held.includes('EV-21')) return done(ctx, card, null, 'already held: no effect');
      return done(ctx, card, null, 'held until the next British Camp Supply Segment', true);
    case 'EV-22': {
      const laager = (['joubert', 'smit', 'coldstream'] as const).find((l) => s.laagers[l] === 'destroyed');
      if (laager) {
        ctx.emit({ type: 'laager-reformed', laager });
        done(ctx, card, null, `the ${laager} laager reforms`);
        return cascade(ctx);
      }
      ctx.emit({ type: 'today-flag', flag: 'reinforceBonus' });
      return done(ctx, card, null, 'ambush commandos +1 today');
    }
    case 'EV-23': {
      const held = mountedTroopsAt(s, 'camp') > 0;
      return done(
        ctx,
        card,
        null,
        held
          ? 'held until the End Phase (+1 on one formation or dispersal roll)'
          : 'no mounted troop in the camp: no effect',
        held,
      );
    }
  }
}
