// startAssault / startAmbush / decideCombat: validate, then run every automatic step up to the next
// British decision or the end of the card (the engine's one sequence idiom, src/engine/sequence.ts).
import { RuleError } from '../../../engine/rule-error.ts';
import type { Rng } from '../../../engine/rng.ts';
import { runSequence, Sequence } from '../../../engine/sequence.ts';
import { ASSAULT_CARD_RULES } from '../data/assault.ts';
import { MAJUBA_ALLOWED, OBJECTIVES } from '../data/tactical-map.ts';
import type { AmbushInput, AssaultInput, CombatAction, CombatOrders } from './contract.ts';
import type { CombatEvent } from './events.ts';
import { evolveCombat } from './evolve.ts';
import { chargers, commandingGeneral } from './flow.ts';
import { combatActions } from './legal.ts';
import { buildOutcome } from './outcome.ts';
import { britishMovementPriority, columnCommander, sortByBoerBattlePriority } from './priority.ts';
import type { CombatState, Segment } from './state.ts';
import { attemptEvent, bombardEvent, chargeEvent, manEvent, nextEvent } from './steps.ts';
import { sectionType, unitKind } from './units.ts';

type CardSequence = Sequence<CombatState | null, CombatEvent>;

/** A card's events as the engine's Sequence: each is folded by evolveCombat as it is emitted. */
const cardSequence = (s: CombatState | null, rng: Rng): CardSequence => new Sequence(s, evolveCombat, rng);

/**
 * Run the card's automatic steps (the point is the cursor's segment, §5.3-5.4) until a British
 * decision is pending or the card has ended; returns every event emitted on `seq`.
 */
function run(seq: CardSequence, orders: CombatOrders): CombatEvent[] {
  const step = (q: CardSequence): Segment | null => {
    const s = q.state;
    if (s === null) return null;
    const e: CombatEvent | null =
      s.step.seg === 'end' ? { type: 'combat.ended', outcome: buildOutcome(s) } : nextEvent(s, q.rng, orders);
    if (e === null) return null;
    q.emit(e);
    return q.state?.step.seg ?? null;
  };
  runSequence(seq, seq.state?.step.seg ?? 'end', step);
  return seq.events;
}

/** Emit `first` on a card standing at `s` (null before combat.started), then run on. */
function from(s: CombatState | null, first: CombatEvent, rng: Rng, orders: CombatOrders): CombatEvent[] {
  const seq = cardSequence(s, rng);
  seq.emit(first);
  return run(seq, orders);
}

function validateAssault(input: AssaultInput): void {
  if (input.assaults.length === 0) throw new RuleError('3.4', 'an Assault Card needs at least one assault');
  if (input.night && input.assaults.length !== ASSAULT_CARD_RULES.nightAssaultsPerCard)
    throw new RuleError('2.3', 'a night assault is a single tactical column');
  for (const a of input.assaults) {
    const obj = OBJECTIVES[a.objective];
    if (input.night && obj.assault === 'dayOnly')
      throw new RuleError('2.3', `night assaults are not permitted against ${obj.name}`);
    if (a.objective === 'MM' && a.formation !== 'extended')
      throw new RuleError('3.1', 'all assaults on Majuba Mountain are carried out in extended formation');
    if (input.night && a.objective !== 'MM' && a.formation !== 'mass')
      throw new RuleError('3.1', 'a night assault is carried out in mass formation');
    if (!input.night && a.arrivalBox === null) throw new RuleError('4.14', 'a day assault needs its hour of arrival');
    if (a.objective === 'MM') {
      if (input.boerControlled.includes(MAJUBA_ALLOWED.requiresBritishControlOf)) {
        throw new RuleError('4.13', 'Majuba Mountain may be assaulted only if Majuba Slopes is British controlled');
      }
      for (const u of a.units) {
        const k = unitKind(u.id);
        const st = sectionType(u.id);
        const ok =
          (MAJUBA_ALLOWED.counterKinds as readonly string[]).includes(k) ||
          (st !== null && (MAJUBA_ALLOWED.sectionTypes as readonly string[]).includes(st));
        if (!ok)
          throw new RuleError(
            '4.13',
            `${u.id} may not assault Majuba Mountain: only generals, regimental HQs, companies, naval brigades, mountain gun and rocket sections`,
          );
      }
    }
    if (!input.boerControlled.includes(a.objective)) throw new RuleError('3.1', `${obj.name} is not Boer controlled`);
    for (const u of a.units) {
      if (u.side === 'dead') throw new RuleError('4.10', `${u.id} is dead and may not take part in a battle (R57)`);
      if (unitKind(u.id) === 'convoy')
        throw new RuleError('4.16', 'the ox wagon convoy never joins a tactical column (R32)');
    }
  }
}

/** AsC-1 order: by arrival box, ties by the commander's British movement priority (4.3). */
function assaultOrder(input: AssaultInput): number[] {
  const prio = (i: number): number => {
    const c = columnCommander(input.assaults[i]!.units);
    return c ? (britishMovementPriority(c) ?? 7) : 7;
  };
  return input.assaults
    .map((_, i) => i)
    .sort(
      (x, y) =>
        (input.assaults[x]!.arrivalBox ?? 0) - (input.assaults[y]!.arrivalBox ?? 0) || prio(x) - prio(y) || x - y,
    );
}

export function startAssault(input: AssaultInput, rng: Rng, orders: CombatOrders = {}): CombatEvent[] {
  validateAssault(input);
  const started: CombatEvent = {
    type: 'combat.started',
    kind: 'assault',
    input: structuredClone(input),
    order: assaultOrder(input),
  };
  return from(null, started, rng, orders);
}

export function startAmbush(input: AmbushInput, rng: Rng, orders: CombatOrders = {}): CombatEvent[] {
  if (input.ambushes.length === 0) throw new RuleError('2.9', 'an Ambush Card needs at least one ambush');
  for (const a of input.ambushes) {
    for (const u of a.units)
      if (u.side === 'dead') throw new RuleError('4.10', `${u.id} is dead and may not take part in a battle (R57)`);
  }
  // AmC-1: Boer Battle Priority order (4.2).
  const order = sortByBoerBattlePriority(
    input.ambushes.map((_, i) => i),
    (i) => {
      const t = input.ambushes[i]!.target;
      return t.kind === 'objective'
        ? { kind: 'objective', objective: t.objective }
        : { kind: 'column', priority: t.priority };
    },
  );
  const started: CombatEvent = { type: 'combat.started', kind: 'ambush', input: structuredClone(input), order };
  return from(null, started, rng, orders);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function decideCombat(
  combat: CombatState,
  action: CombatAction,
  rng: Rng,
  orders: CombatOrders = {},
): CombatEvent[] {
  const legal = combatActions(combat);
  const b = combat.battles[combat.step.battle]!;
  const allowed = legal.map((l) => l.label);
  if (legal.length === 0) throw new RuleError('4.0', 'no British decision is pending in this battle');
  let e: CombatEvent;
  switch (action.type) {
    case 'combat.bombard': {
      if (!legal.some((l) => same(l.action, action))) {
        throw new RuleError(
          '4.1',
          `${action.section} may not bombard ${action.target} now: one marker per objective, one objective per hour, at most three per card, within two intervening hexes, not its own objective, with ammunition`,
          allowed,
        );
      }
      const target = combat.battles.find(
        (x) => x.objective === action.target && x.arrivalBox === combat.hours[combat.step.hour],
      )!;
      e = bombardEvent(combat, action.section, target, rng);
      break;
    }
    case 'combat.attemptBombardment':
      if (!legal.some((l) => same(l.action, action))) {
        throw new RuleError(
          '4.1',
          `${action.section} may not try to bombard ambush ${action.ambush}: one attempt per section per commando within range, from an objective not being ambushed`,
          allowed,
        );
      }
      e = attemptEvent(combat, action.section, combat.battles[action.ambush]!, rng);
      break;
    case 'combat.endBombardment':
      if (combat.step.seg !== 'bombard') throw new RuleError('4.1', 'it is not the Bombardment Segment', allowed);
      e = {
        type: 'combat.bombardmentEnded',
        hour: combat.kind === 'assault' ? (combat.hours[combat.step.hour] ?? null) : null,
      };
      break;
    case 'combat.commitReserve':
      if (!legal.some((l) => same(l.action, action))) {
        throw new RuleError(
          '4.16',
          `${action.reserve} may not be committed: only uncommitted reserves of the column, never a rocket section`,
          allowed,
        );
      }
      e = { type: 'combat.reserveCommitted', battle: b.index, reserve: action.reserve };
      break;
    case 'combat.endReserves':
      if (combat.step.seg !== 'reserves') throw new RuleError('4.16', 'it is not the Reserves Segment', allowed);
      e = nextEvent(combat, rng, { reserves: 'commit-none' })!;
      break;
    case 'combat.charge': {
      if (combat.step.seg !== 'charge')
        throw new RuleError('4.4', 'a charge may only follow a British Retreat in an assault', allowed);
      const ok = chargers(b).map((u) => u.id);
      const bad = action.units.filter((u) => !ok.includes(u));
      if (action.units.length === 0 || bad.length > 0) {
        throw new RuleError(
          '4.4',
          `only full-strength companies, full-strength naval brigades and mounted troops may charge (no troops against farms, 4.8)${bad.length ? `: not ${bad.join(', ')}` : ''}`,
          ok,
        );
      }
      if (new Set(action.units).size !== action.units.length) throw new RuleError('4.4', 'each counter charges once');
      if (action.generalLeads && commandingGeneral(b) === null)
        throw new RuleError('4.4', 'only a general commanding the column may lead the charge');
      e = chargeEvent(b, action.units, action.generalLeads, rng);
      break;
    }
    case 'combat.noCharge':
      if (combat.step.seg !== 'charge') throw new RuleError('4.4', 'there is no charge to decline', allowed);
      e = { type: 'combat.chargeDeclined', battle: b.index };
      break;
    case 'combat.manArtillery':
      if (!legal.some((l) => same(l.action, action))) {
        throw new RuleError(
          '4.1',
          `${action.by} may not man ${action.section}: only a company or naval brigade still in the battle hex, for a section this battle sent to hospital`,
          allowed,
        );
      }
      e = manEvent(b, action.section, action.by);
      break;
    case 'combat.leaveArtillery':
      if (!legal.some((l) => same(l.action, action)))
        throw new RuleError('4.1', `${action.section} is not waiting to be manned`, allowed);
      e = { type: 'combat.artilleryLeft', battle: b.index, section: action.section };
      break;
    default:
      throw new RuleError('4.0', `unknown combat action`);
  }
  return from(combat, e, rng, orders);
}
