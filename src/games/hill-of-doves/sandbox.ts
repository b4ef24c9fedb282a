// Sandbox actions (only in sandbox games; the kernel refuses them elsewhere): queue laager draws,
// place counters, and set tracks and markers to build a position for a rule test.
//   /sandbox draw counters:VK-16,PAT-2          the next cup draws, in order
//   /sandbox place unit:COY-58-A at:obj:ON       a British counter to a place (camp, fort, obj:<id>, campHospital …)
//   /sandbox place unit:COY-58-A at:reduced      … or to a side
//   /sandbox place unit:politics at:9            tracks: week, day, politics, victories, weather (box:fine|rain), assault, night
//   /sandbox place unit:marker:NK at:british     objective markers; laager:<smit|joubert|coldstream> at:destroyed; sangers:<obj> at:on|off
//   /sandbox place unit:supply:rations at:12     British Camp Supply Track
//   /sandbox card side:British card:EV-16/1      put an event card on top of the deck
import { RuleError } from '../../engine/rule-error.ts';
import { tablesFor } from './data/revisions.ts';
import { LAAGERS_CUP_START } from './data/counters.ts';
import { OBJECTIVE_IDS } from './data/tactical-map.ts';
import { SUPPLY_TYPES } from './data/tracks.ts';
import type {
  BritishUnitId,
  CupCounterId,
  EventCardCopyId,
  LaagerId,
  ObjectiveId,
  SupplyType,
  UnitSide,
  WeatherBox,
} from './data/types.ts';
import type { HodEvent } from './events.ts';
import { holdingAt, objectiveLoc } from './loc.ts';
import type { HodState, Loc } from './state.ts';
import { isKnownUnit } from './units.ts';

const SIDES: readonly UnitSide[] = [
  'fullStrength',
  'reduced',
  'mounted',
  'dismounted',
  'horseDrawn',
  'manhandled',
  'undamaged',
  'damaged',
  'alive',
  'dead',
  'singleSided',
];
const PLACES: readonly Loc[] = [
  'camp',
  'fort',
  'campHospital',
  'fortHospital',
  'destroyed',
  'captured',
  ...OBJECTIVE_IDS.filter((o) => o !== 'BC').map(objectiveLoc),
];
const isPlace = (x: string): x is Loc => (PLACES as readonly string[]).includes(x);
const KEYS = [
  'week',
  'day',
  'politics',
  'victories',
  'weather',
  'assault',
  'night',
  'marker:<obj>',
  'laager:<id>',
  'sangers:<obj>',
  'supply:<type>',
  'joubert',
  'smit',
];

export function decideSandboxDraw(s: HodState, counters: readonly string[]): HodEvent[] {
  const bad = counters.find((c) => !(LAAGERS_CUP_START as readonly string[]).includes(c));
  if (bad) throw new RuleError('sandbox', `"${bad}" is not a laagers cup counter`, LAAGERS_CUP_START);
  void s;
  return [{ type: 'sandbox-draws-queued', counters: counters as CupCounterId[] }];
}

export function decideSandboxPlace(s: HodState, unit: string, at: string): HodEvent[] {
  if (isKnownUnit(unit)) {
    const cur = s.units[unit];
    if (!cur) throw new RuleError('sandbox', `${unit} is not in play`);
    if ((SIDES as readonly string[]).includes(at))
      return [{ type: 'sandbox-unit-placed', unit: unit as BritishUnitId, loc: cur.loc, side: at as UnitSide }];
    const named = OBJECTIVE_IDS.find((o) => o === at || objectiveLoc(o) === at);
    const loc = named ? holdingAt(named) : at;
    if (!isPlace(loc)) throw new RuleError('sandbox', `"${at}" is not a place or side`, [...PLACES, ...SIDES]);
    return [{ type: 'sandbox-unit-placed', unit: unit as BritishUnitId, loc, side: cur.side }];
  }
  const [k, arg] = unit.split(':');
  const ok = (() => {
    switch (k) {
      case 'week':
      case 'day':
      case 'politics':
      case 'victories':
      case 'assault':
      case 'night':
        return /^\d+$/.test(at);
      case 'weather':
        return /^[1-5]:(fine|rain)$/.test(at);
      case 'marker':
        return (OBJECTIVE_IDS as readonly string[]).includes(arg ?? '') && ['british', 'boer'].includes(at);
      case 'laager':
        return ['smit', 'joubert', 'coldstream'].includes(arg ?? '') && ['intact', 'destroyed'].includes(at);
      case 'sangers':
        return (OBJECTIVE_IDS as readonly string[]).includes(arg ?? '') && ['on', 'off'].includes(at);
      case 'supply':
        return (SUPPLY_TYPES as readonly string[]).includes(arg ?? '') && /^\d+$/.test(at);
      case 'joubert':
      case 'smit':
        return ['alive', 'dead'].includes(at);
      default:
        return false;
    }
  })();
  if (!ok) throw new RuleError('sandbox', `cannot place "${unit}" at "${at}"`, [...KEYS, 'a British counter id']);
  return [{ type: 'sandbox-set', key: unit, value: at }];
}

export function decideSandboxCard(s: HodState, card: string): HodEvent[] {
  const copies = tablesFor(s).eventDeck.map((c) => c.copy as string);
  const copy = copies.includes(card)
    ? card
    : copies.find(
        (c) =>
          c.startsWith(`${card}/`) &&
          (s.deck.includes(c as EventCardCopyId) || s.discard.includes(c as EventCardCopyId)),
      );
  if (!copy) throw new RuleError('sandbox', `"${card}" is not an event card (e.g. EV-16 or EV-16/2)`, copies);
  return [{ type: 'sandbox-card-stacked', copy: copy as EventCardCopyId }];
}

export function sandboxSet(s: HodState, key: string, value: string): HodState {
  const [k, arg] = key.split(':');
  const n = Number(value);
  switch (k) {
    case 'week':
      return { ...s, week: n };
    case 'day':
      return { ...s, day: n };
    case 'politics':
      return { ...s, politics: n };
    case 'victories':
      return { ...s, boerVictories: n };
    case 'assault':
      return { ...s, assaultMarker: n };
    case 'night':
      return { ...s, nightAssaults: n };
    case 'weather': {
      const [box, shows] = value.split(':');
      return { ...s, weather: { box: Number(box) as WeatherBox, shows: shows as 'fine' | 'rain' } };
    }
    case 'marker':
      return { ...s, markers: { ...s.markers, [arg as ObjectiveId]: value as 'british' | 'boer' } };
    case 'laager':
      return { ...s, laagers: { ...s.laagers, [arg as LaagerId]: value as 'intact' | 'destroyed' } };
    case 'sangers':
      return {
        ...s,
        sangers:
          value === 'on'
            ? [...s.sangers.filter((x) => x !== arg), arg as ObjectiveId]
            : s.sangers.filter((x) => x !== arg),
      };
    case 'supply':
      return { ...s, supply: { ...s.supply, [arg as SupplyType]: n } };
    case 'joubert':
      return { ...s, joubertAlive: value === 'alive' };
    case 'smit':
      return { ...s, smit: { ...s.smit, alive: value === 'alive' } };
    default:
      return s;
  }
}
