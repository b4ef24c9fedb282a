// What a viewer may see (docs/decisions/hidden-information-one-gate.md): the British and the public see the
// whole board but only the COUNT of the laagers cup and of the Event Card Deck; the referee (sandbox games,
// finished games) sees everything, the cup, the deck order and the combat sub-state included.
import type { Viewer } from '../../engine/types.ts';
import { battlePending, combatState, type CombatState } from './battle-bridge.ts';
import { britishObjectives, isSecure } from './control.ts';
import { tablesFor, type ComponentRevision } from './data/revisions.ts';
import { OBJECTIVE_IDS } from './data/tactical-map.ts';
import { GAME_DAYS } from './data/calendar.ts';
import { TACTICAL_TIME_TRACK } from './data/tracks.ts';
import type { StrategicColumnId } from './data/types.ts';
import type { HodState } from './state.ts';
import { describeOrders } from './orders/orders.ts';
import { ambushModifier, ambushTargets } from './operational/ambush.ts';
import { operationalMove } from './operational/movement.ts';
import { driftsFlooded } from './operational/weather.ts';

/** Who a view is for: the public, a side (British is the only seat; a Boer viewer sees what the public sees), or the referee. */
export type HodViewer = 'public' | 'referee' | 'British' | 'Boer';

export interface HodView {
  /** Who the view is for (the title says "British view · sandbox"). */
  viewer: HodViewer;
  /** A sandbox game (positions built with /sandbox; its player may ask for the referee view). */
  sandbox: boolean;
  /** The game's component revision (recorded at creation; v1 for games made before v2): the tables it plays with. */
  components: ComponentRevision;
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
  /** Smit is with a commando on a battle card (away from his laager box), r. 4.10. */
  smitInBattle: boolean;
  /** The crack veldkornetskap is with a commando on a battle card (away from the Coldstream Laager Box), r. 4.5. */
  crackInBattle: boolean;
  /** The strategic columns (r. 1.1, 1.2): waiting on the Strategic Time Track, on the route (index 0 Durban … 6 Newcastle), or arrived. */
  strategic: Record<StrategicColumnId, { status: 'waiting' | 'map' | 'arrived'; index: number }>;
  units: Record<string, { loc: string; side: string }>;
  columns: { id: string; origin: string; road: number }[];
  tactical: {
    id: string;
    objective: string;
    hex: string;
    formation: string;
    at: string;
    arrived: number | null;
    depart: number | null;
  }[];
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
  /**
   * 3.3, Table 4.5: the tactical time marker while a Tactical Phase is on (the 3.3 movement, or the
   * day Assault Card, whose hour is the arrival box being fought), else null.
   */
  tacticalTime: { box: number; label: string } | null;
  result: { winner: string | null; label: string; reason: string } | null;
  /**
   * The modifiers that apply now, from the board alone (for /rules table:3.5 and 3.6): each Ambush
   * Roll target of this position with its total modifier (§3.6), each operational column's move (§3.5).
   */
  now: { ambush: { target: string; modifier: number }[]; moves: { column: string; hexes: number }[] };
  /** Referee only. */
  secret?: { cup: string[]; deck: string[]; drawQueue: string[]; combat: CombatState | null };
}

export function dateOf(s: HodState): string {
  if (s.week === 0 || s.day === 0)
    return s.week === 0 ? 'Start (before Mon 24 Jan 1881)' : `Strategic Phase, week ${s.week}`;
  const d = GAME_DAYS.find((g) => g.week === s.week && g.day === s.day);
  return d ? `${d.weekday} ${d.date.iso}` : `week ${s.week} day ${s.day}`;
}

export function viewerOf(viewer: Viewer): HodViewer {
  if (viewer.kind !== 'side') return viewer.kind;
  return viewer.side === 'Boer' ? 'Boer' : 'British';
}

/** Where Smit and the crack veldkornetskap stand on the battle card in play (drawn, so seen: r. 4.5). */
function inBattle(s: HodState): { smit: boolean; crack: boolean } {
  const c = combatState(s);
  return {
    smit: s.smit.inBattle || (c !== null && typeof c.smit === 'number'),
    crack: s.crackInBattle || (c !== null && typeof c.crack === 'number' && c.crack >= 0),
  };
}

/** The tactical time marker (Table 4.5) during the 3.3 movement or the day Assault Card; null otherwise. */
export function tacticalTime(s: HodState): HodView['tacticalTime'] {
  const c = combatState(s);
  let box: number | null = null;
  if (c && c.kind === 'assault' && !c.night) {
    const arrivals = s.tactical.map((t) => t.arrived).filter((h): h is number => h !== null);
    box = c.hours[c.step.hour] ?? (arrivals.length ? Math.max(...arrivals) : s.today.hour || null);
  } else if (!c && (s.step === 'depart' || s.today.hour > 0)) box = s.today.hour;
  if (box === null) return null;
  return { box, label: TACTICAL_TIME_TRACK[box]?.label ?? `box ${box}` };
}

/** The ids only the referee's view holds (its `secret`): the counters in the cup, the ones queued to be drawn, the deck. */
export function secretIds(s: HodState): Set<string> {
  return new Set<string>([...s.cup, ...s.drawQueue, ...s.deck]);
}

/** Whether `text` names `id` as a whole word ("PAT-1" is not in "PAT-12"). */
function namesId(text: string, id: string): boolean {
  for (let at = text.indexOf(id); at >= 0; at = text.indexOf(id, at + 1))
    if (!/[\w/-]/.test(text[at + id.length] ?? '') && !/[\w-]/.test(text[at - 1] ?? '')) return true;
  return false;
}

/**
 * Whether a British choice may be shown in public (a button on the channel's message;
 * docs/decisions/hidden-information-one-gate.md): the British and the public see the same board, so it may
 * unless its action or its label names one of the referee's secrets (secretIds).
 */
export function choiceIsPublic(a: { action: unknown; label: string }, secret: ReadonlySet<string>): boolean {
  const text = `${JSON.stringify(a.action)} ${a.label}`;
  return ![...secret].some((id) => namesId(text, id));
}

export function view(s: HodState, viewer: Viewer): HodView {
  const british = britishObjectives(s);
  const objectives: HodView['objectives'] = {};
  for (const o of OBJECTIVE_IDS)
    objectives[o] = {
      control: british.has(o) ? 'british' : 'boer',
      marker: s.markers[o],
      secure: isSecure(s, o, british),
      sangers: s.sangers.includes(o),
    };
  const away = inBattle(s);
  const v: HodView = {
    viewer: viewerOf(viewer),
    sandbox: s.sandbox,
    components: tablesFor(s).revision,
    date: dateOf(s),
    week: s.week,
    day: s.day,
    step: s.step,
    politics: s.politics,
    boerVictories: s.boerVictories,
    townsCaptured: [...s.towns],
    weather: { box: s.weather.box, shows: s.weather.shows, drifts: driftsFlooded(s) ? 'flooded' : 'shallow' },
    assaultMarker: s.assaultMarker,
    nightAssaults: s.nightAssaults,
    objectives,
    laagers: { ...s.laagers },
    joubert: s.joubertAlive ? 'alive' : 'dead',
    smit: s.smit.alive ? 'alive' : 'dead',
    smitInBattle: away.smit,
    crackInBattle: away.crack,
    strategic: { 'STRAT-NAVAL': { ...s.strategic['STRAT-NAVAL'] }, 'STRAT-INDIAN': { ...s.strategic['STRAT-INDIAN'] } },
    units: Object.fromEntries(Object.entries(s.units).map(([id, u]) => [id, { loc: u.loc, side: u.side }])),
    columns: s.columns.map((c) => ({ ...c })),
    tactical: s.tactical.map((c) => ({
      id: c.id,
      objective: c.objective,
      hex: c.hex,
      formation: c.formation,
      at: c.at,
      arrived: c.arrived,
      depart: c.depart,
    })),
    supply: { ...s.supply },
    convoyLoad: s.convoyLoad ? { ...s.convoyLoad } : null,
    held: [...s.held],
    discard: [...s.discard],
    cupCount: s.cup.length,
    deckCount: s.deck.length,
    ambushMarkers: [...s.today.ambush],
    orders: describeOrders(s.orders),
    battle: battlePending(s),
    pendingCard: s.pendingCard
      ? { card: s.pendingCard.card, count: s.pendingCard.count, options: [...s.pendingCard.options] }
      : null,
    tacticalHour: s.today.hour,
    tacticalTime: tacticalTime(s),
    result: s.result,
    now: {
      ambush: ambushTargets(s).map((target) => ({ target, modifier: ambushModifier(s, target) })),
      moves: s.columns.map((c) => ({ column: c.id, hexes: operationalMove(s, c) })),
    },
  };
  // The referee's secrets: secretIds names the same counters and cards.
  if (viewer.kind === 'referee')
    v.secret = { cup: [...s.cup], deck: [...s.deck], drawQueue: [...s.drawQueue], combat: s.combat };
  return v;
}
