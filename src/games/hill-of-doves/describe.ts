// One log line per event and viewer. Never names an undrawn cup counter or an unseen event card:
// the set-up and reshuffle lines give counts only.
import type { Viewer } from '../../engine/types.ts';
import { describeBattle, isBattleEvent } from './battle-bridge.ts';
import { EVENT_CARD_BY_ID } from './data/events.ts';
import { OBJECTIVES } from './data/tactical-map.ts';
import { TOWNS } from './data/strategic-map.ts';
import type { HodEvent } from './events.ts';
import type { HodState } from './state.ts';
import { GAME_DAYS } from './data/calendar.ts';
import { describeOrders } from './orders/orders.ts';
import { OPERATIONAL_MOVEMENT } from './data/tables.ts';
import { floodsDrifts, TACTICAL_HOUR_LABEL, weatherBoxLabel } from './tracks.ts';
import { isHospital, isOpColumnLoc, opColumnId, type AmbushTarget } from './loc.ts';
import { laagerShots } from './operational/bombard.ts';
import { dueNow } from './tactical/movement.ts';
import { campRecoveries } from './supply/sunday.ts';
import { battleOf, expenseLine, SUPPLY_WORD } from './supply/costs.ts';
import { OPERATIONAL_ROAD } from './data/operational-map.ts';
import type { SupplyType } from './data/types.ts';
import { firstColumnPrompt, shuttleNote, stockWarnings } from './prompts.ts';
import type { CombatOutcome } from './combat/contract.ts';
import { turnedTo } from './unit-label.ts';

const OPERATIONAL_BASIC = OPERATIONAL_MOVEMENT.base;

/** An ambush target or objective by name (r. 2.9). */
const obj = (t: AmbushTarget): string =>
  isOpColumnLoc(t) ? `operational column ${opColumnId(t)}` : (OBJECTIVES[t]?.name ?? t);
const sgn = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
/** A road hex as the Operational Map names it (Table 2.3.2): "O0306 Schuinshoogte". */
export const roadHex = (i: number): string => {
  const h = OPERATIONAL_ROAD[i];
  return h ? `${h.hex} ${h.name}` : `road hex ${i}`;
};
/** Each supply a change moved, from its stock before: "cartridges 12 → 9". */
function changed(before: HodState, changes: Partial<Record<SupplyType, number>>): string {
  return Object.entries(changes)
    .map(([k, v]) => {
      const t = k as SupplyType;
      return `${SUPPLY_WORD[t]} ${before.supply[t]} → ${Math.max(0, before.supply[t] + (v ?? 0))}`;
    })
    .join(', ');
}
/** A warning when the camp has no cartridges left: companies and troops would fire 0 (r. 2.15). */
export function cartridgeWarning(s: HodState): string {
  return s.supply.cartridges > 0
    ? ''
    : ' Warning: the British Camp has no cartridges left, so companies, naval brigades and troops fire 0 (r. 2.15) and still take hits.';
}

/**
 * The prompt of each British decision, saying what /hod continue does there: continue always takes
 * the passive choice (do nothing more in this segment), except where the rules force a choice (an
 * event card's victims: the default one).
 */
function stepPrompt(step: string, s: HodState): string | null {
  switch (step) {
    case 'night':
      return `2.3 Night Assault Segment: make a night assault (/hod night) — continue = no night assault tonight (${s.nightAssaults} left for the war).${cartridgeWarning(s)}${stockWarnings(s)}`;
    case 'columns':
      return `2.4 Assemble Operational Columns: form a column at Fort Amiel or the camp (/hod column) — continue = no (more) columns today.${firstColumnPrompt(s) ? ` ${shuttleNote(s)}` : ''}${stockWarnings(s)}`;
    case 'day':
      return `2.5 Day Assaults: declare assaults (/hod assault) — continue = ${s.tactical.length ? `launch the ${s.tactical.length} declared assault(s)` : 'no day assault today'}.${cartridgeWarning(s)}${stockWarnings(s)}`;
    case 'card':
      return '2.8 The event card leaves the choice to you: /hod card choice:… — continue = the default choice (the card must strike someone).';
    case 'depart': {
      // The stop before depart:as-declared (orders/halts.ts): continue starts the columns declared for this hour.
      const due = dueNow(s).map((c) => c.id);
      return `3.3 Tactical Movement: which columns start moving this hour? /hod depart columns:… — continue = ${due.length ? `${due.join(', ')} start as declared` : 'they wait this hour'}.`;
    }
    case 'combat':
      return 'A battle waits for your decision (/hod options).';
    case 'bombard': {
      const shots = laagerShots(s);
      const laagers = [...new Set(shots.map((x) => x.laager))];
      return `2.11 Bombard Laagers: ${shots.length} section(s) can reach the ${laagers.join(', ')} laager(s) (/hod bombard laager:… section:…) — continue = no bombardment today.`;
    }
    case 'transfer':
      return `2.13 Transfers: /hod transfer units:… to:… — continue = no (more) transfers today.${stockWarnings(s)}`;
    case 'supply': {
      const r = campRecoveries(s);
      return `2.15 Medical supplies and herds: ${r.medical.length} counter(s) may use medical supplies (${s.supply.medicalSupplies} in the camp), ${r.herds.length} herds (${s.supply.herds}) — /hod supplies medical:… herds:…; continue = none used this Sunday (standing order supplies:as-needed spends them for you).`;
    }
    case 'load':
      return '2.17 Load the ox wagon convoy: /hod load — continue = the convoy stays empty this week (standing order load:always loads it for you).';
    default:
      return null;
  }
}

export { TACTICAL_HOUR_LABEL } from './tracks.ts';

export function describe(e: HodEvent, viewer: Viewer, before: HodState): string | null {
  if (isBattleEvent(e)) {
    const line = describeBattle(e);
    if (e.type !== 'combat.ended' || line === null) return line;
    // r. 2.15: what the card cost the camp, from the track before it to the track after it.
    const o = (e as unknown as { outcome: CombatOutcome }).outcome;
    const paid = expenseLine(before.supply, o.supplies, battleOf(o.battles.map((b) => b.target.replace(/^col:/, ''))));
    return paid ? `${line}. ${paid} (r. 2.15)` : line;
  }
  switch (e.type) {
    case 'game-set-up':
      return `Hill of Doves: the war of 1881 begins. The laagers hold ${e.cup.length} counters; the Event Card Deck (${e.deck.length} cards) is shuffled.`;
    case 'step-entered': {
      if (e.step === 'halt')
        return `${e.why ?? ''} /hod orders changes your standing orders (${describeOrders(before.orders)}) — continue = run on with them.`.trim();
      const prompt = stepPrompt(e.step, { ...before, step: e.step });
      // A stop whatever the standing orders (orders/halts.ts): its reason says what continue does.
      return e.why ? `${e.why} ${prompt?.replace(/( —|;) continue = .*$/, '.') ?? ''}`.trim() : prompt;
    }
    case 'orders-applied':
      return ordersApplied(e.applied);
    case 'orders-set':
      return `Standing orders: ${describeOrders(e.orders)}`;
    case 'week-advanced':
      return `1.6 The strategic time marker advances to box ${e.week}.`;
    case 'day-started': {
      const d = GAME_DAYS.find((g) => g.week === e.week && g.day === e.day);
      return `2.1 ${d ? `${d.weekday} ${d.date.day} ${['', 'Jan', 'Feb', 'Mar'][d.date.month]} 1881` : `day ${e.day}`}.`;
    }
    case 'strategic-column-relocated':
      return `1.2 The ${e.column === 'STRAT-NAVAL' ? 'Naval' : 'Indian'} Column is placed in Durban.`;
    case 'strategic-column-moved':
      return `1.1 ${e.column === 'STRAT-NAVAL' ? 'Naval' : 'Indian'} Column: D6 ${e.die}, route ${e.from} → ${e.to}.`;
    case 'strategic-column-arrived':
      return `1.1 The ${e.column === 'STRAT-NAVAL' ? 'Naval' : 'Indian'} Column reaches Newcastle: ${e.units.join(', ')} to Fort Amiel.`;
    case 'diplomacy-rolled':
      return `1.3 Diplomacy: D6 ${e.die} ${sgn(e.modifier)} = ${e.die + e.modifier}: ${e.success ? 'success' : 'no effect'}.`;
    case 'politics-moved':
      return `Politics marker ${sgn(e.by)} → box ${e.to} (${e.cause}).`;
    case 'boer-victory':
      return `Boer victories → ${e.to} (${e.cause}).`;
    case 'siege-rolled':
      return `1.4 Siege of ${TOWNS[e.town].name}: D6 ${e.die} ${sgn(e.modifier)} = ${e.die + e.modifier}: ${e.captured ? 'the garrison surrenders' : 'holds'}.`;
    case 'duplicity-rolled':
      return `Boer Duplicity at ${TOWNS[e.town].name}: D6 ${e.die}: ${e.captured ? 'captured' : 'not fooled'}.`;
    case 'weather-rolled':
      return `2.2 Weather: D6 ${e.die}, ${e.weather}; weather marker box ${e.box}${floodsDrifts(e.box) ? ` (${weatherBoxLabel(e.box)}: the drifts are flooded)` : ''}.`;
    case 'weather-changed':
      return `${e.cause}: rain, weather marker box ${e.box}.`;
    case 'units-moved':
      return `${e.units.join(', ')} → ${e.to} (${e.rule}).`;
    case 'unit-changed':
      return `${e.unit} → ${turnedTo(e.unit, e.side)}${e.loc === 'destroyed' ? ', destroyed' : isHospital(e.loc) ? ', hospitalized' : ''} (${e.cause}).`;
    case 'column-formed':
      return `2.4 Operational column ${e.column.id} formed at ${e.column.origin === 'fort' ? 'Fort Amiel' : 'Mount Prospect'}: ${e.units.join(', ')}.`;
    case 'column-moved': {
      const stop = e.stop ? ` (${e.stop})` : '';
      if (e.modifier === undefined || e.from === undefined)
        return `Column ${e.column} moves ${e.move} → ${roadHex(e.to)}${stop}.`; // older logs
      const allowance = `${OPERATIONAL_BASIC} ${sgn(e.modifier)} = ${e.move}${OPERATIONAL_BASIC + e.modifier < e.move ? ' (minimum)' : ''}`;
      const moved = Math.abs(e.to - e.from);
      return `${e.rule ?? ''} Column ${e.column}: ${allowance} hex(es); moves ${moved}, ${roadHex(e.from)} → ${roadHex(e.to)}${stop}.`.trim();
    }
    case 'column-arrived':
      return e.units.length
        ? `Column ${e.column} arrives: ${e.units.join(', ')} into ${e.at === 'camp' ? 'the British Camp' : 'Fort Amiel'}.`
        : `Column ${e.column} is disassembled.`;
    case 'convoy-unloaded':
      return `${e.rule ?? '2.7'} The convoy unloads: ${Object.entries(e.added)
        .map(([k, v]) => `${k} +${v}`)
        .join(', ')}. Camp: ${changed(before, e.added)}.`;
    case 'convoy-load-changed':
      return `Convoy load now ${
        e.load
          ? Object.entries(e.load)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')
          : 'nothing'
      } (${e.cause}).`;
    case 'supply-changed':
      return `Camp supplies: ${changed(before, e.changes)}: ${e.cause}.`;
    case 'event-rolled':
      return `2.8 Event Roll D6 ${e.die}: ${e.draw ? 'draw a card' : 'no event'}.`;
    case 'deck-reshuffled':
      return `The discard pile is shuffled into a new deck of ${e.deck.length} cards.`;
    case 'card-drawn':
      return `Event card: ${EVENT_CARD_BY_ID.get(e.card)?.title ?? e.card} (${e.card}).`;
    case 'card-resolved':
      return `${EVENT_CARD_BY_ID.get(e.card)?.title ?? e.card}${e.die !== null ? ` (D6 ${e.die})` : ''}: ${e.outcome}.`;
    case 'card-choice-offered':
      return `${EVENT_CARD_BY_ID.get(e.pending.card)?.title ?? e.pending.card}: choose ${e.pending.count} of ${e.pending.options.join(', ')}.`;
    case 'departures-awaited':
      return `3.3 ${e.columns.join(', ')} ${e.columns.length === 1 ? 'waits' : 'wait'} in the British Camp for the order to start.`;
    case 'tactical-hour':
      return `3.3 The tactical time marker advances to ${TACTICAL_HOUR_LABEL[e.hour] ?? `box ${e.hour}`}.`;
    case 'column-departed':
      return `3.3 ${e.column} starts moving at ${TACTICAL_HOUR_LABEL[e.hour] ?? `box ${e.hour}`}.`;
    case 'card-released':
      return `${EVENT_CARD_BY_ID.get(e.card)?.title ?? e.card} is discarded (${e.reason}).`;
    case 'today-flag':
      return null;
    case 'segments-passed':
      return `Nothing to decide at ${e.passed.map((x) => `${x.rule} (${x.reason})`).join(', ')}.`;
    case 'ambush-rolled':
      return `2.9 Ambush Roll, ${obj(e.target)}: D6 ${e.die} ${sgn(e.modifier)} = ${e.die + e.modifier}${e.ambush ? ': AMBUSH' : ''}.`;
    case 'ambush-marked':
      return `${obj(e.target)} is marked for ambush (${e.cause}).`;
    case 'sniper-placed':
      return `Snipers: an isolated patrol (${e.patrol}) creeps toward ${obj(e.target)}.`;
    case 'sniper-returned':
      return 'The isolated patrol goes back to the laagers.';
    case 'white-flag':
      return null;
    case 'marker-flipped':
      return `${obj(e.objective)} → ${e.to === 'british' ? 'British' : 'Boer'} control (${e.cause}).`;
    case 'sangers-placed':
      return `Sangers on ${obj(e.objective)} (${e.cause}).`;
    case 'sangers-removed':
      return `Sangers removed from ${obj(e.objective)} (${e.cause}).`;
    case 'laager-destroyed':
      return `2.11 ${e.section} destroys the ${e.laager} laager (1 ${e.ammunition}).`;
    case 'laager-reformed':
      return `The ${e.laager} laager reforms.`;
    case 'joubert-rolled':
      return `4.10 Joubert: D6 ${e.die}: ${e.killed ? 'killed' : 'survives'}.`;
    case 'general-rolled':
      return `4.10 ${e.general} (${e.cause}): D6 ${e.die}: ${e.killed ? 'killed' : 'unharmed'}.`;
    case 'night-assault-declared':
      return `2.3 Night assault on ${obj(e.column.objective)} from ${e.column.hex}: ${e.units.join(', ')} (${e.column.formation}).`;
    case 'assault-declared':
      return `2.5 Assault ${e.column.id} on ${obj(e.column.objective)}, orders marker ${e.column.hex}: ${e.units.join(', ')}.`;
    case 'assault-withdrawn':
      return `Assault ${e.column} withdrawn.`;
    case 'formation-rolled':
      return `3.1 ${e.column} formation: D6 ${e.die} ${sgn(e.modifier)} → ${e.formation}.`;
    case 'dispersal-rolled':
      return `3.2 Night dispersal: D6 ${e.die} ${sgn(e.modifier)} = ${e.die + e.modifier}: ${e.dispersed ? 'the column disperses' : 'in position'}.`;
    case 'tactical-moved': {
      if (e.hour === 0) return null;
      const at = TACTICAL_HOUR_LABEL[e.hour] ?? `box ${e.hour}`;
      const roll = e.modifier === undefined ? `D6 ${e.die}` : `D6 ${e.die} ${sgn(e.modifier)} = ${e.die + e.modifier}`;
      const moved = e.path.length
        ? `moves ${e.path.length}: ${e.path.join('–')}${e.arrived ? ', arrives' : ''}`
        : 'waits (no open route, R20)';
      return `3.3 ${e.column}, ${at}: ${roll} → ${e.hexes} hex(es) allowed; ${moved}.`;
    }
    case 'tactical-dispersed':
      return `${e.column} disperses (${e.rule}); its counters return to the camp.`;
    case 'tactical-cleared':
      return null;
    case 'assault-recorded':
      return `2.6 The British assault marker moves to box ${e.week}.`;
    case 'transfer-opened':
      return null;
    case 'transfer-made':
      return `2.13 ${e.units.join(', ')}: ${obj(e.from)} → ${obj(e.to)}.`;
    case 'rations-used':
      return `2.15 Rations used: ${e.used}${e.hungry.length ? `; unfed: ${e.hungry.join(', ')}` : ''}. rations ${before.supply.rations} → ${before.supply.rations - e.used}: Sunday (r. 2.15).`;
    case 'hunger-rolled':
      return `Hunger and thirst, ${e.unit}: D6 ${e.die}${e.hit ? ', a hit' : ''}.`;
    case 'recovery-made':
      return `${e.unit} uses ${e.using === 'herds' ? 'herds' : 'medical supplies'}${e.die !== null ? ` (D6 ${e.die})` : ''} → ${turnedTo(e.unit, e.side)}.`;
    case 'fort-supply-failed':
      return `2.16 ${e.unit}: Fort Amiel Supply Roll D6 ${e.die} fails.`;
    case 'convoy-loaded':
      return `2.17 Convoy loaded (dice ${e.dice.join(',')}${e.modifier ? `, ${sgn(e.modifier)}` : ''}): ${Object.entries(
        e.load,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}.`;
    case 'game-ended':
      return `The war is over: ${e.result.label}. ${e.result.reason}.`;
    case 'sandbox-draws-queued':
      return viewer.kind === 'public'
        ? `Sandbox: ${e.counters.length} laager draws queued.`
        : `Sandbox: next laager draws ${e.counters.join(', ')}.`;
    case 'sandbox-unit-placed':
      return `Sandbox: ${e.unit} → ${e.loc}, ${e.side}.`;
    case 'sandbox-set':
      return `Sandbox: ${e.key} = ${e.value}.`;
    case 'sandbox-marker-set':
      return `Sandbox: ${e.objective} marker ${e.to}.`;
    case 'sandbox-card-stacked':
      return viewer.kind === 'public' ? 'Sandbox: an event card is stacked.' : `Sandbox: ${e.copy} on top of the deck.`;
    default:
      return null;
  }
}

/** One line per standing order and day: "Standing order assault:none: no night assault (2.3), no day assault (2.5) on Tue 8 Feb." */
function ordersApplied(applied: readonly { order: string; rule: string; what: string; day: string }[]): string {
  const by = new Map<string, string[]>();
  for (const a of applied) {
    const key = `${a.order}\u0000${a.day}`;
    by.set(key, [...(by.get(key) ?? []), `${a.what} (${a.rule})`]);
  }
  return [...by]
    .map(([key, whats]) => {
      const [order, day] = key.split('\u0000');
      return `Standing order ${order}: ${whats.join(', ')} on ${day}.`;
    })
    .join(' ');
}
