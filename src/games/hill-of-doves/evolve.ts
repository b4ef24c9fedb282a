// evolve: the next state from one event. Pure; never mutates its input. An event that cannot be true
// in the state (a column that is not there moving, a move from elsewhere) is refused (ImpossibleEvent).
import { mustHold } from '../../engine/impossible-event.ts';
import { SUPPLY_TYPES } from './data/tracks.ts';
import type { HodEvent } from './events.ts';
import { evolveBattle } from './battle-bridge.ts';
import type { HodState } from './state.ts';
import { emptyToday } from './state.ts';
import { sandboxSet } from './sandbox.ts';
import { clampPolitics } from './tracks.ts';
import { holdingAt, opColumnLoc, tacticalLoc } from './loc.ts';

export function evolve(s: HodState, e: HodEvent): HodState {
  if (e.type.startsWith('combat.')) return evolveBattle(s, e);
  switch (e.type) {
    case 'game-set-up':
      return {
        ...s,
        started: true,
        sandbox: e.sandbox,
        // No field = v1 (tablesFor): a v1 game's state keeps the shape of the logs made before v2, so
        // their stored snapshots still compare equal (npm run check-games).
        ...(e.components ? { components: e.components } : {}),
        ...(e.halts ? { halts: true as const, asked: [] } : {}),
        units: e.units,
        cup: e.cup,
        deck: e.deck,
        supply: e.supply,
        convoyLoad: e.convoyLoad,
        weather: e.weather,
      };
    case 'step-entered':
      return enteredStep(s, e);
    case 'orders-applied':
      return s;
    case 'orders-set':
      return { ...s, orders: e.orders };
    case 'week-advanced':
      return { ...s, week: e.week, day: 0 };
    case 'day-started':
      return { ...s, week: e.week, day: e.day, today: emptyToday() };
    case 'strategic-column-relocated':
      return { ...s, strategic: { ...s.strategic, [e.column]: { status: 'map', index: 0 } } };
    case 'strategic-column-moved':
      return { ...s, strategic: { ...s.strategic, [e.column]: { status: 'map', index: e.to } } };
    case 'strategic-column-arrived': {
      const units = { ...s.units };
      for (const u of e.units) units[u] = { ...units[u]!, loc: 'fort', from: 'fort' };
      return { ...s, units, strategic: { ...s.strategic, [e.column]: { status: 'arrived', index: 6 } } };
    }
    case 'diplomacy-rolled':
      return s;
    case 'politics-moved':
      return { ...s, politics: clampPolitics(e.to) };
    case 'boer-victory':
      return { ...s, boerVictories: e.to };
    case 'siege-rolled':
    case 'duplicity-rolled':
      return e.captured ? { ...s, towns: [...s.towns, e.town] } : s;
    case 'weather-rolled':
    case 'weather-changed':
      return { ...s, weather: { box: e.box, shows: e.weather } };
    case 'units-moved': {
      const units = { ...s.units };
      for (const u of e.units) units[u] = { ...units[u]!, loc: e.to, from: e.from ?? units[u]!.from };
      return { ...s, units };
    }
    case 'unit-changed':
      return { ...s, units: { ...s.units, [e.unit]: { ...s.units[e.unit]!, side: e.side, loc: e.loc } } };
    case 'column-formed': {
      const units = { ...s.units };
      for (const u of e.units) units[u] = { ...units[u]!, loc: opColumnLoc(e.column.id), from: e.column.origin };
      return {
        ...s,
        units,
        columns: [...s.columns, e.column],
        nextColumn: s.nextColumn + 1,
        today: { ...s.today, columnsFormed: [...s.today.columnsFormed, e.column.origin] },
      };
    }
    case 'column-moved': {
      // 2.7, 2.10: a column on the road moves from where it stands.
      const c = s.columns.find((x) => x.id === e.column);
      mustHold(c !== undefined, '2.7', () => `column ${e.column} moves, but there is no such column on the road`);
      mustHold(
        e.from === undefined || e.from === c.road,
        '2.7',
        () => `column ${e.column} moves from road hex ${e.from}, but stands at ${c.road}`,
      );
      return {
        ...s,
        columns: s.columns.map((x) => (x.id === e.column ? { ...x, road: e.to } : x)),
      };
    }
    case 'column-arrived': {
      const units = { ...s.units };
      for (const u of e.units) units[u] = { ...units[u]!, loc: e.at, from: e.at };
      return { ...s, units, columns: s.columns.filter((c) => c.id !== e.column) };
    }
    case 'convoy-unloaded': {
      const supply = { ...s.supply };
      for (const t of SUPPLY_TYPES) supply[t] += e.added[t];
      return { ...s, supply, convoyLoad: null };
    }
    case 'convoy-load-changed':
      return { ...s, convoyLoad: e.load };
    case 'supply-changed': {
      const supply = { ...s.supply };
      for (const t of SUPPLY_TYPES) supply[t] = Math.max(0, supply[t] + (e.changes[t] ?? 0));
      return { ...s, supply };
    }
    case 'event-rolled':
      return s;
    case 'deck-reshuffled':
      return { ...s, deck: e.deck, discard: [] };
    case 'card-drawn':
      return { ...s, deck: s.deck.slice(1), discard: [...s.discard, e.copy] };
    case 'card-resolved': {
      const s2 = s.pendingCard?.card === e.card ? { ...s, pendingCard: null } : s;
      return e.held && !s2.held.includes(e.card) ? { ...s2, held: [...s2.held, e.card] } : s2;
    }
    case 'card-choice-offered':
      return { ...s, pendingCard: e.pending };
    case 'card-released':
      return { ...s, held: s.held.filter((c) => c !== e.card) };
    case 'today-flag':
      return { ...s, today: { ...s.today, [e.flag]: true } };
    case 'ambush-rolled':
      return e.ambush ? { ...s, today: { ...s.today, ambush: [...s.today.ambush, e.target] } } : s;
    case 'ambush-marked':
      return s.today.ambush.includes(e.target)
        ? s
        : { ...s, today: { ...s.today, ambush: [...s.today.ambush, e.target] } };
    case 'sniper-placed':
      return {
        ...s,
        cup: s.cup.filter((c) => c !== e.patrol),
        drawQueue: s.drawQueue.slice(Math.min(s.drawQueue.length, e.returned.length + 1)),
        today: { ...s.today, sniper: { target: e.target, patrol: e.patrol } },
      };
    case 'sniper-returned':
      return { ...s, cup: [...s.cup, e.patrol], today: { ...s.today, sniper: null } };
    case 'white-flag':
      return { ...s, today: { ...s.today, whiteFlag: e.target } };
    case 'marker-flipped': {
      const captured =
        e.to === 'british' && !s.today.captured.includes(e.objective)
          ? [...s.today.captured, e.objective]
          : s.today.captured;
      return { ...s, markers: { ...s.markers, [e.objective]: e.to }, today: { ...s.today, captured } };
    }
    case 'sangers-placed':
      return s.sangers.includes(e.objective) ? s : { ...s, sangers: [...s.sangers, e.objective] };
    case 'sangers-removed':
      return { ...s, sangers: s.sangers.filter((o) => o !== e.objective) };
    case 'laager-destroyed':
      return { ...s, laagers: { ...s.laagers, [e.laager]: 'destroyed' } };
    case 'laager-reformed':
      return { ...s, laagers: { ...s.laagers, [e.laager]: 'intact' } };
    case 'joubert-rolled':
      return e.killed ? { ...s, joubertAlive: false } : s;
    case 'general-rolled':
      return e.killed ? { ...s, units: { ...s.units, [e.general]: { ...s.units[e.general]!, side: 'dead' } } } : s;
    case 'night-assault-declared':
    case 'assault-declared': {
      const units = { ...s.units };
      for (const u of e.units) units[u] = { ...units[u]!, loc: tacticalLoc(e.column.id), from: 'camp' };
      const night = e.type === 'night-assault-declared';
      return {
        ...s,
        units,
        nextColumn: s.nextColumn + 1,
        tactical: night ? [e.column] : [...s.tactical, e.column],
        nightAssaults: night ? s.nightAssaults - 1 : s.nightAssaults,
        today: night ? { ...s.today, nightUsed: true } : { ...s.today, declared: [...s.today.declared, e.column] },
      };
    }
    case 'assault-withdrawn': {
      const units = { ...s.units };
      for (const u of e.units) units[u] = { ...units[u]!, loc: 'camp' };
      return {
        ...s,
        units,
        tactical: s.tactical.filter((c) => c.id !== e.column),
        today: { ...s.today, declared: s.today.declared.filter((c) => c.id !== e.column) },
      };
    }
    case 'formation-rolled':
      return {
        ...s,
        tactical: s.tactical.map((c) => (c.id === e.column ? { ...c, formation: e.formation } : c)),
        held: e.recon ? s.held.filter((c) => c !== 'EV-23') : s.held,
      };
    case 'dispersal-rolled':
      return { ...s, held: e.recon ? s.held.filter((c) => c !== 'EV-23') : s.held };
    case 'departures-awaited':
      return { ...s, tactical: s.tactical.map((c) => (e.columns.includes(c.id) ? { ...c, depart: null } : c)) };
    case 'tactical-hour':
      return { ...s, today: { ...s.today, hour: e.hour } };
    case 'column-departed':
      return { ...s, tactical: s.tactical.map((c) => (c.id === e.column ? { ...c, depart: e.hour } : c)) };
    case 'tactical-moved':
      // 3.3: only a tactical column on the map moves.
      mustHold(
        s.tactical.some((c) => c.id === e.column),
        '3.3',
        () => `tactical column ${e.column} moves, but it is not on the map`,
      );
      return {
        ...s,
        tactical: s.tactical.map((c) =>
          c.id === e.column
            ? { ...c, at: (e.path[e.path.length - 1] ?? c.at) as typeof c.at, arrived: e.arrived ? e.hour : null }
            : c,
        ),
      };
    case 'tactical-dispersed': {
      const units = { ...s.units };
      for (const u of e.units) if (units[u]!.loc === tacticalLoc(e.column)) units[u] = { ...units[u]!, loc: 'camp' };
      const today = e.attempted ? { ...s.today, assaulted: true } : s.today; // 2.6, R13 (v2)
      return { ...s, units, today, tactical: s.tactical.filter((c) => c.id !== e.column) };
    }
    case 'tactical-cleared':
      return { ...s, tactical: [], today: { ...s.today, declared: [], hour: 0 } };
    case 'assault-recorded':
      return { ...s, assaultMarker: e.week };
    case 'transfer-opened':
      return { ...s, today: { ...s.today, transferBritish: e.british, transferred: [] } };
    case 'transfer-made': {
      const units = { ...s.units };
      for (const u of e.units) units[u] = { ...units[u]!, loc: holdingAt(e.to), from: 'camp' };
      return { ...s, units, today: { ...s.today, transferred: [...s.today.transferred, ...e.units] } };
    }
    case 'rations-used':
      return { ...s, supply: { ...s.supply, rations: Math.max(0, s.supply.rations - e.used) } };
    case 'hunger-rolled':
      return s;
    case 'recovery-made':
      return { ...s, units: { ...s.units, [e.unit]: { ...s.units[e.unit]!, side: e.side, loc: e.loc } } };
    case 'fort-supply-failed':
      return s;
    case 'convoy-loaded':
      return { ...s, convoyLoad: e.load };
    case 'game-ended':
      return { ...s, result: e.result, step: 'over' };
    case 'sandbox-draws-queued':
      return { ...s, drawQueue: [...s.drawQueue, ...e.counters] };
    case 'sandbox-unit-placed':
      return { ...s, units: { ...s.units, [e.unit]: { ...s.units[e.unit]!, loc: e.loc, side: e.side } } };
    case 'sandbox-set':
      return sandboxSet(s, e.key, e.value);
    case 'sandbox-marker-set':
      return { ...s, markers: { ...s.markers, [e.objective]: e.to } };
    case 'sandbox-card-stacked':
      return {
        ...s,
        deck: [e.copy, ...s.deck.filter((c) => c !== e.copy)],
        discard: s.discard.filter((c) => c !== e.copy),
      };
    default:
      return s;
  }
}

/** A stop: the step, and in campaigns with halts (orders/halts.ts) what the player has now been asked. */
function enteredStep(s: HodState, e: Extract<HodEvent, { type: 'step-entered' }>): HodState {
  if (!s.halts) return { ...s, step: e.step };
  const asked = [...new Set([...(s.asked ?? []), e.step, ...(e.told ?? [])])];
  const { resume: _resume, ...rest } = s;
  return { ...rest, step: e.step, asked, ...(e.resume ? { resume: e.resume } : {}) };
}
