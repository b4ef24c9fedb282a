// The hand-over to the combat engine (combat/contract.ts): building the Assault Card and Ambush Card
// inputs from the campaign state (3.4, 2.9), routing its events, actions and log lines, and applying
// the CombatOutcome carried by "combat.ended" to the campaign state.
import type { Rng } from '../../engine/rng.ts';
import type { GameAction } from '../../engine/types.ts';
import {
  COMBAT_ACTION_TYPES,
  evolveCombat,
  isCombatEvent,
  startAmbush,
  startAssault,
  decideCombat,
  combatActions,
  combatPending,
  describeCombat,
  type AmbushOrder,
  type AssaultOrder,
  type CardCommon,
  type CombatAction,
  type CombatEvent,
  type CombatOrders,
  type CombatOutcome,
  type CombatState,
  type EngagedUnit,
  type UnitPlace,
} from './combat/contract.ts';
import { OBJECTIVE_IDS, OBJECTIVES } from './data/tactical-map.ts';
import type { AssaultableObjectiveId, BritishUnitId, LaagerId, SectionId, SupplyAmounts } from './data/types.ts';
import { OPERATIONAL_ROAD } from './data/operational-map.ts';
import type { HodEvent } from './events.ts';
import { britishObjectives, isSecure } from './control.ts';
import { blocking, hasSupplyPath } from './map/paths.ts';
import type { HodState, Loc } from './state.ts';
import { columnPriority, isFighting, kind, membersAt } from './units.ts';
import { isHospitalized } from './hits.ts';
import {
  holdingAt,
  isOpColumnLoc,
  isTacticalLoc,
  objectiveLoc,
  objectiveOf,
  opColumnLoc,
  tacticalLoc,
  type AmbushTarget,
} from './loc.ts';
import { clampPolitics } from './tracks.ts';
import { effectiveCombatOrders } from './orders/battle-orders.ts';

export type { CombatState };
export const isCombatAction = (a: GameAction): a is CombatAction =>
  (COMBAT_ACTION_TYPES as readonly string[]).includes(a.type);
export const combatState = (s: HodState): CombatState | null => s.combat;

export function combatOrders(s: HodState): CombatOrders {
  const o = s.orders;
  // Campaigns with halts: an order never asked about in the campaign stops the battle once (orders/battle-orders.ts).
  return effectiveCombatOrders(s, {
    bombard: o.battleBombard,
    reserves: o.reserves,
    charge: o.charge,
    artillery: o.artillery,
  });
}

const engaged = (s: HodState, ids: readonly string[]): EngagedUnit[] =>
  ids.map((id) => ({ id: id as BritishUnitId, side: s.units[id]!.side, from: s.units[id]!.from }));

/** No British Assault at Laing's Nek (r. 1.4): the assault marker is neither in the time marker's box nor the one to its left. */
export const noBritishAssault = (s: HodState) => s.assaultMarker < s.week - 1;

function common(s: HodState): CardCommon {
  const british = britishObjectives(s);
  const blk = blocking(s, british);
  const artillery: CardCommon['artillery'] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (kind(id) !== 'section') continue;
    const o = objectiveOf(u.loc);
    if (!o || !british.has(o)) continue;
    artillery.push({ section: id as SectionId, side: u.side, objective: o, supplyPath: hasSupplyPath(s, o, blk) });
  }
  return {
    ...(s.components === 'v1' ? {} : { components: s.components }),
    weather: s.weather.shows,
    boerControlled: OBJECTIVE_IDS.filter((o) => !british.has(o)),
    sangers: [...s.sangers],
    destroyedLaagers: (Object.keys(s.laagers) as LaagerId[]).filter((l) => s.laagers[l] === 'destroyed'),
    artillery,
    supplies: {
      cartridges: s.supply.cartridges,
      shells: s.supply.shells,
      caseShot: s.supply.caseShot,
      rockets: s.supply.rockets,
    },
    cup: [...s.cup],
    queuedDraws: [...s.drawQueue],
    smit: s.smit.alive ? 'laager' : 'dead',
    crackInColdstream: true,
  };
}

/** 3.4: go to the Assault Card with every tactical column that arrived (or the night column). */
export function assaultCard(s: HodState, rng: Rng, night: boolean): HodEvent[] {
  const assaults: AssaultOrder[] = s.tactical
    .filter((c) => night || c.arrived !== null)
    .map((c) => {
      const hexObj = Object.entries(s.units)
        .filter(([, u]) => u.loc === objectiveAtHex(c.hex))
        .map(([id]) => id);
      const order: AssaultOrder = {
        column: c.id,
        objective: c.objective as AssaultableObjectiveId,
        hex: c.hex,
        arrivalBox: night ? null : c.arrived,
        formation: c.formation,
        units: engaged(s, membersAt(s, tacticalLoc(c.id))),
      };
      if (hexObj.length > 0) order.bystanders = engaged(s, hexObj.filter(isFighting));
      return order;
    });
  return startAssault({ ...common(s), night, assaults }, rng, combatOrders(s)) as HodEvent[];
}

/** The objective hex at a tactical hex (a rifle fire hex is never one: null). */
function objectiveAtHex(hex: string): Loc | null {
  const o = OBJECTIVE_IDS.find((x) => OBJECTIVES[x].hex === hex);
  return o ? objectiveLoc(o) : null;
}

/** 2.9: go to the Ambush Card with every ambush marker of the day, in Boer Battle Priority order. */
export function ambushCard(s: HodState, rng: Rng, targets: readonly AmbushTarget[]): HodEvent[] {
  const british = britishObjectives(s);
  const blk = blocking(s, british);
  const ambushes: AmbushOrder[] = [];
  for (const t of targets) {
    if (isOpColumnLoc(t)) {
      const col = s.columns.find((c) => opColumnLoc(c.id) === t);
      if (!col) continue;
      const members = membersAt(s, t);
      if (!members.some(isFighting)) continue;
      ambushes.push({
        target: {
          kind: 'column',
          column: col.id,
          hex: OPERATIONAL_ROAD[col.road]!.hex,
          origin: col.origin,
          priority: columnPriority(s, members),
        },
        units: engaged(
          s,
          members.filter((u) => !(kind(u) === 'general' && s.units[u]!.side === 'dead')),
        ),
      });
    } else {
      const o = t;
      const loc = holdingAt(o);
      const members = membersAt(s, loc).filter(
        (u) => !isHospitalized(s, u) && !(kind(u) === 'general' && s.units[u]!.side === 'dead'),
      );
      if (!members.some(isFighting)) continue;
      const order: AmbushOrder = {
        target: {
          kind: 'objective',
          objective: o,
          secure: isSecure(s, o, british),
          supplyPath: hasSupplyPath(s, o, blk),
        },
        units: engaged(s, members),
      };
      if (s.today.whiteFlag === o) order.whiteFlagRuse = true;
      if (s.today.sniper?.target === o) order.sniperPatrol = s.today.sniper.patrol;
      ambushes.push(order);
    }
  }
  if (ambushes.length === 0) return [];
  return startAmbush(
    {
      ...common(s),
      ambushes,
      noBritishAssault: noBritishAssault(s),
      boerScouts: s.today.scouts,
      boersReinforce: s.today.reinforceBonus,
      mist: s.today.mist,
    },
    rng,
    combatOrders(s),
  ) as HodEvent[];
}

export function decideBattle(s: HodState, action: CombatAction, rng: Rng): HodEvent[] {
  return decideCombat(s.combat!, action, rng, combatOrders(s)) as HodEvent[];
}
export const battleActions = (s: HodState) => (s.combat ? combatActions(s.combat) : []);
export const battlePending = (s: HodState) => (s.combat ? combatPending(s.combat) : null);
/** A battle event's log line; the end of each hour's Bombardment Segment says nothing new and is not logged. */
export const describeBattle = (e: HodEvent): string | null =>
  e.type === 'combat.bombardmentEnded' ? null : describeCombat(e as CombatEvent);
export const isBattleEvent = (e: HodEvent) => isCombatEvent(e as CombatEvent);

function placeLoc(s: HodState, id: string, p: UnitPlace): Loc {
  switch (p.kind) {
    case 'objective':
      return holdingAt(p.objective);
    case 'column':
      return s.units[id]!.loc;
    case 'holdingBox':
      return p.place;
    case 'hospital':
      return p.place === 'fort' ? 'fortHospital' : 'campHospital';
    case 'setAside':
      return p.why;
    case 'convoyDestroyed':
      return 'fort';
  }
}

const halve = (l: SupplyAmounts): SupplyAmounts => {
  const out = { ...l };
  for (const k of Object.keys(out) as (keyof SupplyAmounts)[]) out[k] = l[k] - Math.floor(l[k] / 2);
  return out;
};

/** Apply a CombatOutcome (combat.ended) to the campaign state. Pure. */
export function applyOutcome(s: HodState, o: CombatOutcome, drawsUsed: number): HodState {
  const units = { ...s.units };
  let convoyLoad = s.convoyLoad;
  for (const f of o.units) {
    const loc = placeLoc(s, f.id, f.place);
    const from = f.place.kind === 'objective' ? 'camp' : units[f.id]!.from;
    units[f.id] = { ...units[f.id]!, side: f.place.kind === 'convoyDestroyed' ? 'undamaged' : f.after, loc, from };
    if (f.place.kind === 'convoyDestroyed') convoyLoad = null;
    else if (f.convoyDamaged && convoyLoad) convoyLoad = halve(convoyLoad);
  }
  for (const g of o.generalsKilled) units[g] = { ...units[g]!, side: 'dead' };
  // Anything still in a tactical column goes back to the camp (R12).
  for (const [id, u] of Object.entries(units)) if (isTacticalLoc(u.loc)) units[id] = { ...u, loc: 'camp' };
  const markers = { ...s.markers };
  const captured = [...s.today.captured];
  for (const c of o.objectivesCaptured) {
    markers[c] = 'british';
    if (!captured.includes(c)) captured.push(c);
  }
  for (const l of o.objectivesLost) markers[l] = 'boer';
  const sangers = [
    ...s.sangers.filter((x) => !o.sangersRemoved.includes(x)),
    ...o.sangersPlaced.filter((x) => !s.sangers.includes(x)),
  ];
  // Sandbox queue (r. 4.5): the card consumed the first `drawsUsed` queued draws, in order. Matching
  // by the commando's ids missed the patrol/smit and patrol/crack counters (recorded as SMIT and
  // CRACK-VK), which then stayed queued and were drawn again as Smit or the crack in the next card.
  const drawQueue = s.drawQueue.slice(Math.min(s.drawQueue.length, drawsUsed));
  return {
    ...s,
    units,
    convoyLoad,
    markers,
    sangers,
    cup: [...o.cup],
    drawQueue,
    supply: { ...s.supply, ...o.supplies },
    politics: clampPolitics(s.politics + o.politicsDelta),
    boerVictories: s.boerVictories + o.boerVictoriesDelta,
    smit: { alive: s.smit.alive && !o.smitKilled, inBattle: false },
    crackInBattle: false,
    tactical: o.kind === 'assault' ? [] : s.tactical,
    today: {
      ...s.today,
      captured,
      assaulted: s.today.assaulted || o.kind === 'assault',
      ambush: o.kind === 'ambush' ? [] : s.today.ambush,
      sniper: o.kind === 'ambush' ? null : s.today.sniper,
      declared: o.kind === 'assault' ? [] : s.today.declared,
    },
  };
}

export function evolveBattle(s: HodState, e: HodEvent): HodState {
  const before = s.combat;
  const next = evolveCombat(before, e as CombatEvent);
  const s2: HodState = { ...s, combat: next };
  if (e.type === 'combat.ended')
    return applyOutcome(s2, (e as unknown as { outcome: CombatOutcome }).outcome, before?.drawsUsed ?? 0);
  return s2;
}

export function lastOutcome(events: readonly HodEvent[]): CombatOutcome | null {
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i]!.type === 'combat.ended') return (events[i] as unknown as { outcome: CombatOutcome }).outcome;
  return null;
}
