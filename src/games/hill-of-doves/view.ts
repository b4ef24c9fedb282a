// What a viewer may see (DESIGN "Hidden information"): the British and the public see the whole
// board but only the COUNT of the laagers cup and of the Event Card Deck; the referee (sandbox games,
// finished games) sees everything, the cup, the deck order and the combat sub-state included.
import type { Viewer } from '../../engine/types.ts';
import { battlePending } from './battle-bridge.ts';
import { britishObjectives, isSecure } from './control.ts';
import { OBJECTIVE_IDS } from './data/tactical-map.ts';
import { GAME_DAYS } from './data/calendar.ts';
import type { HodState } from './state.ts';
import { describeOrders } from './orders/orders.ts';

export interface HodView {
  date: string;
  week: number;
  day: number;
  step: string;
  politics: number;
  boerVictories: number;
  townsCaptured: string[];
  weather: { box: number; shows: string; drifts: 'shallow' | 'flooded' };
  assaultMarker: number;
  nightAssaults: number;
  objectives: Record<string, { control: 'british' | 'boer'; marker: string; secure: boolean; sangers: boolean }>;
  laagers: Record<string, string>;
  joubert: 'alive' | 'dead';
  smit: 'alive' | 'dead';
  units: Record<string, { loc: string; side: string }>;
  columns: { id: string; origin: string; road: number }[];
  tactical: { id: string; objective: string; hex: string; formation: string; at: string; arrived: number | null; depart: number | null }[];
  supply: Record<string, number>;
  convoyLoad: Record<string, number> | null;
  held: string[];
  discard: string[];
  cupCount: number;
  deckCount: number;
  ambushMarkers: string[];
  orders: string;
  battle: { prompt: string; rule: string } | null;
  /** 2.8: an event card waiting for the player's choice. */
  pendingCard: { card: string; count: number; options: string[] } | null;
  /** 3.3: the tactical time marker (0 = Start, 1 = 5 am …). */
  tacticalHour: number;
  result: { winner: string | null; label: string; reason: string } | null;
  /** Referee only. */
  secret?: { cup: string[]; deck: string[]; drawQueue: string[]; combat: unknown };
}

export function dateOf(s: HodState): string {
  if (s.week === 0 || s.day === 0) return s.week === 0 ? 'Start (before Mon 24 Jan 1881)' : `Strategic Phase, week ${s.week}`;
  const d = GAME_DAYS.find((g) => g.week === s.week && g.day === s.day);
  return d ? `${d.weekday} ${d.date.iso}` : `week ${s.week} day ${s.day}`;
}

export function view(s: HodState, viewer: Viewer): HodView {
  const british = britishObjectives(s);
  const objectives: HodView['objectives'] = {};
  for (const o of OBJECTIVE_IDS) objectives[o] = { control: british.has(o) ? 'british' : 'boer', marker: s.markers[o], secure: isSecure(s, o, british), sangers: s.sangers.includes(o) };
  const v: HodView = {
    date: dateOf(s),
    week: s.week,
    day: s.day,
    step: s.step,
    politics: s.politics,
    boerVictories: s.boerVictories,
    townsCaptured: [...s.towns],
    weather: { box: s.weather.box, shows: s.weather.shows, drifts: s.weather.box === 5 ? 'flooded' : 'shallow' },
    assaultMarker: s.assaultMarker,
    nightAssaults: s.nightAssaults,
    objectives,
    laagers: { ...s.laagers },
    joubert: s.joubertAlive ? 'alive' : 'dead',
    smit: s.smit.alive ? 'alive' : 'dead',
    units: Object.fromEntries(Object.entries(s.units).map(([id, u]) => [id, { loc: u.loc, side: u.side }])),
    columns: s.columns.map((c) => ({ ...c })),
    tactical: s.tactical.map((c) => ({ id: c.id, objective: c.objective, hex: c.hex, formation: c.formation, at: c.at, arrived: c.arrived, depart: c.depart })),
    supply: { ...s.supply },
    convoyLoad: s.convoyLoad ? { ...s.convoyLoad } : null,
    held: [...s.held],
    discard: [...s.discard],
    cupCount: s.cup.length,
    deckCount: s.deck.length,
    ambushMarkers: [...s.today.ambush],
    orders: describeOrders(s.orders),
    battle: battlePending(s),
    pendingCard: s.pendingCard ? { card: s.pendingCard.card, count: s.pendingCard.count, options: [...s.pendingCard.options] } : null,
    tacticalHour: s.today.hour,
    result: s.result,
  };
  if (viewer.kind === 'referee') v.secret = { cup: [...s.cup], deck: [...s.deck], drawQueue: [...s.drawQueue], combat: s.combat };
  return v;
}
