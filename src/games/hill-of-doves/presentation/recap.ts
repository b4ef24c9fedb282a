// Hill of Doves' recap (src/engine/recap.ts): what the Boers, the days and the standing orders did since
// the British player's last decision, in the player's own log lines (describe.ts; the laagers cup and
// the deck stay counts), sorted by kind, and the tallies the war is lost on (politics, Boer victories,
// the camp's supplies: r. 5). Steps passed by the standing orders are "decided for you". Its picture
// in words (alt text, /map text:true) is read off the view.
import type { RecapFact, RecapFactKind, RecapStep } from '../../../engine/recap.ts';
import { OBJECTIVE_IDS } from '../data/tactical-map.ts';
import type { HodEvent } from '../events.ts';
import type { HodState } from '../state.ts';
import type { HodView } from '../view.ts';

/** The kind of each event the recap lists; events absent here are not listed (they are in /log). */
const KIND: Partial<Record<HodEvent['type'], RecapFactKind>> = {
  'segments-passed': 'decided',
  'orders-set': 'event',
  'units-moved': 'move',
  'column-formed': 'move',
  'column-moved': 'move',
  'column-arrived': 'move',
  'transfer-made': 'move',
  'sangers-placed': 'event',
  'sangers-removed': 'event',
  'strategic-column-moved': 'move',
  'strategic-column-arrived': 'move',
  'tactical-moved': 'move',
  'card-drawn': 'card',
  'card-resolved': 'card',
  'unit-changed': 'loss',
  'laager-destroyed': 'battle',
  'assault-declared': 'battle',
  'night-assault-declared': 'battle',
  'marker-flipped': 'battle',
  'ambush-rolled': 'battle',
  'siege-rolled': 'battle',
  'boer-victory': 'battle',
  'politics-moved': 'event',
  'day-started': 'event',
  'week-advanced': 'event',
  'weather-rolled': 'event',
  'supply-changed': 'event',
  'convoy-unloaded': 'event',
  'game-ended': 'event',
};

/** The objectives an event happened at, on the Tactical Map (the picture marks them). */
function placesOf(e: HodEvent): string[] | null {
  switch (e.type) {
    case 'marker-flipped':
    case 'sangers-placed':
    case 'sangers-removed':
      return [e.objective];
    case 'transfer-made':
      return [e.from, e.to];
    case 'ambush-rolled':
      return isObjective(e.target) ? [e.target] : null;
    default:
      return null;
  }
}

const isObjective = (id: string): boolean => (OBJECTIVE_IDS as readonly string[]).includes(id);

/** The facts one event gives its viewer. */
export function hodRecapFacts(step: RecapStep<HodState>): RecapFact[] {
  const e = step.event as HodEvent;
  if (!step.line) return [];
  const kind: RecapFactKind | undefined = e.type.startsWith('combat.') ? 'battle' : KIND[e.type];
  if (!kind) return [];
  // A battle's blow by blow is on its picture and in /log: only how it began and ended.
  if (e.type.startsWith('combat.') && !/started|ended/.test(e.type)) return [];
  const at = placesOf(e);
  return [{ kind, seq: step.seq, text: step.line, side: 'British', ...(at ? { at } : {}) }];
}

/** What the war is lost or won on, as the view shows it now. */
export function hodTallies(v: HodView): string[] {
  const supply = Object.entries(v.supply)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [`Politics box ${v.politics}; Boer victories ${v.boerVictories}; camp supplies: ${supply}.`];
}

/** The sheet of a view in words: the alt text of its pictures (clipped) and /map text:true (whole). */
export function hodPictureText(v: HodView): string {
  const objectives = Object.entries(v.objectives)
    .map(([id, o]) => `${id} ${o.control}${o.secure ? ' (secure)' : ''}${o.sangers ? ', sangers' : ''}`)
    .join('; ');
  const units = new Map<string, string[]>();
  for (const [id, u] of Object.entries(v.units)) units.set(u.loc, [...(units.get(u.loc) ?? []), id]);
  return [
    `Hill of Doves sheet, ${v.date}, step ${v.step} (${v.viewer} view).`,
    ...(v.result ? [`${v.result.label}: ${v.result.reason}.`] : []),
    ...hodTallies(v),
    `Weather box ${v.weather.box} (${v.weather.shows}, drifts ${v.weather.drifts}); assault marker ${v.assaultMarker}; night assaults left ${v.nightAssaults}.`,
    `Objectives: ${objectives}.`,
    `Laagers: ${Object.entries(v.laagers)
      .map(([k, s]) => `${k} ${s}`)
      .join('; ')}; cup ${v.cupCount} counters, deck ${v.deckCount} cards.`,
    `British units: ${[...units].map(([loc, ids]) => `${loc}: ${ids.join(', ')}`).join('; ')}.`,
    ...(v.columns.length
      ? [`Operational columns: ${v.columns.map((c) => `${c.id} road hex ${c.road}`).join('; ')}.`]
      : []),
    `Standing orders: ${v.orders}`,
  ].join('\n');
}
