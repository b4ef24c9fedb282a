// evolveCombat: the fold of combat events. Pure: an event that does not fit is ignored, except one
// that cannot be true (hits on a unit that is not in the battle: ImpossibleEvent).
import { mustHold } from '../../../engine/impossible-event.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { CupCounterId, GeneralId, SectionId } from '../data/types.ts';
import type { AmbushInput, AssaultInput, EngagedUnit } from './contract.ts';
import type { CombatEvent } from './events.ts';
import { cursorAfter, manCandidates } from './flow.ts';
import type { Battle, CombatState, CombatUnit } from './state.ts';
import { isReserve, unitKind } from './units.ts';

function unit(u: EngagedUnit, role: CombatUnit['role'], committedAll: boolean): CombatUnit {
  const kind = unitKind(u.id);
  return {
    id: u.id,
    kind,
    before: u.side,
    side: u.side,
    status: u.side === 'dead' ? 'dead' : 'active',
    from: u.from ?? 'camp',
    role,
    committed: role === 'column' && committedAll && isReserve(kind),
    charged: false,
    hits: 0,
    convoyDamaged: false,
  };
}

function blankBattle(index: number, kind: Battle['kind']): Battle {
  return {
    index,
    kind,
    target: '',
    objective: null,
    column: null,
    hex: '',
    formation: null,
    arrivalBox: null,
    secure: false,
    ammo: 'camp',
    origin: 'camp',
    whiteFlagRuse: false,
    sniperPatrol: null,
    units: [],
    commando: [],
    drawn: [],
    markers: [],
    boer: null,
    british: null,
    quotient: null,
    result: null,
    hits: 0,
    reserveHits: 0,
    generalLed: false,
    pendingMan: [],
    captured: false,
    lost: false,
    done: false,
  };
}

function initial(kind: 'assault' | 'ambush', input: AssaultInput | AmbushInput, order: number[]): CombatState {
  const amb = kind === 'ambush' ? (input as AmbushInput) : null;
  const asl = kind === 'assault' ? (input as AssaultInput) : null;
  const battles: Battle[] = order.map((src, index) => {
    const b = blankBattle(index, kind);
    if (asl) {
      const a = asl.assaults[src]!;
      b.target = a.objective;
      b.objective = a.objective;
      b.column = a.column;
      b.hex = a.hex;
      b.formation = a.formation;
      b.arrivalBox = asl.night ? null : a.arrivalBox;
      b.units = [
        ...a.units.map((u) => unit(u, 'column', false)),
        ...(a.bystanders ?? []).map((u) => unit(u, 'bystander', false)),
      ];
    } else if (amb) {
      const a = amb.ambushes[src]!;
      const t = a.target;
      b.units = a.units.map((u) => unit(u, 'column', true));
      b.whiteFlagRuse = a.whiteFlagRuse ?? false;
      b.sniperPatrol = a.sniperPatrol ?? null;
      if (t.kind === 'objective') {
        b.target = t.objective;
        b.objective = t.objective;
        b.hex = OBJECTIVES[t.objective].hex;
        b.secure = t.secure;
        b.ammo = t.objective === 'BC' || t.supplyPath ? 'camp' : 'none';
        b.origin = 'camp';
      } else {
        b.target = `col:${t.column}`;
        b.column = t.column;
        b.hex = t.hex;
        b.origin = t.origin;
        b.ammo = t.origin === 'camp' ? 'camp' : 'free';
      }
    }
    return b;
  });
  const hours =
    asl && !asl.night
      ? [...new Set(battles.map((b) => b.arrivalBox).filter((h): h is number => h !== null))].sort((x, y) => x - y)
      : [];
  return {
    kind,
    night: asl?.night ?? false,
    ...(input.components ? { components: input.components } : {}),
    weather: input.weather,
    mist: amb?.mist ?? false,
    noBritishAssault: amb?.noBritishAssault ?? false,
    boerScouts: amb?.boerScouts ?? false,
    boersReinforce: amb?.boersReinforce ?? false,
    boerControlled: [...input.boerControlled],
    destroyedLaagers: input.destroyedLaagers.length,
    sangers: [...input.sangers],
    sangersPlaced: [],
    sangersRemoved: [],
    artillery: input.artillery.map((a) => ({ ...a })),
    bombardments: [],
    attempts: [],
    hours,
    supplies: { ...input.supplies },
    spent: { cartridges: 0, shells: 0, caseShot: 0, rockets: 0 },
    cup: [...input.cup],
    queuedDraws: [...(input.queuedDraws ?? [])],
    drawsUsed: 0,
    smit: input.smit,
    smitKilled: false,
    crack: input.crackInColdstream === false ? -1 : 'coldstream',
    generalsKilled: [],
    politicsDelta: 0,
    boerVictoriesDelta: 0,
    battles,
    step: { seg: 'commando', battle: 0, hour: 0 },
  };
}

type Ammo = CombatState['supplies'];
function pay(s: CombatState, paid: Partial<Ammo>): void {
  for (const k of Object.keys(paid) as (keyof Ammo)[]) {
    const n = paid[k] ?? 0;
    s.supplies[k] -= n;
    s.spent[k] += n;
  }
}

function setUnit(
  b: Battle,
  line: { id: string; side: CombatUnit['side']; status: CombatUnit['status']; hits: number; convoyDamaged?: boolean },
): void {
  const u = b.units.find((x) => x.id === line.id);
  if (!u) return;
  u.side = line.side;
  u.status = line.status;
  u.hits += line.hits;
  if (line.convoyDamaged) u.convoyDamaged = true;
}

/** Apply one event; returns the next state (a copy), or null after "combat.ended". */
export function evolveCombat(combat: CombatState | null, e: CombatEvent): CombatState | null {
  if (e.type === 'combat.started') return cursorAfter(initial(e.kind, e.input, e.order), e);
  if (combat === null) return null;
  if (e.type === 'combat.ended') return null;
  const s: CombatState = structuredClone(combat);
  const b = 'battle' in e && typeof e.battle === 'number' ? s.battles[e.battle] : undefined;
  switch (e.type) {
    case 'combat.commandoDrawn': {
      if (!b) return combat;
      b.commando = [...e.commando];
      for (const d of e.draws) {
        if (d.as === 'crack') s.crack = b.index;
        else if (d.as === 'smit') s.smit = b.index;
        else {
          const i = s.cup.indexOf(d.counter);
          if (i >= 0) s.cup.splice(i, 1);
          b.drawn.push(d.counter);
        }
      }
      if (b.sniperPatrol) b.drawn.push(b.sniperPatrol);
      s.drawsUsed = e.drawsUsed;
      break;
    }
    case 'combat.bombarded': {
      if (!b || !b.objective) return combat;
      pay(s, { [e.paid]: 1 });
      s.bombardments.push({ section: e.section, target: b.objective, hour: e.hour });
      if (e.value > 0) b.markers.push({ section: e.section, value: e.value });
      break;
    }
    case 'combat.bombardmentAttempted': {
      if (!b) return combat;
      s.attempts.push({ section: e.section, ambush: e.battle });
      if (e.paid) pay(s, { [e.paid]: 1 });
      if (e.value > 0) b.markers.push({ section: e.section, value: e.value });
      break;
    }
    case 'combat.noBattle':
      if (!b) return combat;
      b.result = 'noBattle';
      b.hits = 0;
      break;
    case 'combat.boerFirepower':
      if (!b) return combat;
      b.boer = e.total;
      break;
    case 'combat.reserveCommitted': {
      const u = b?.units.find((x) => x.id === e.reserve);
      if (!u) return combat;
      u.committed = true;
      break;
    }
    case 'combat.britishFired':
      if (!b) return combat;
      for (const l of e.fire) pay(s, l.paid);
      b.british = (e.segment === 'reserves' ? (b.british ?? 0) : 0) + e.total;
      break;
    case 'combat.resultFound':
      if (!b) return combat;
      b.british = e.british;
      b.boer = e.boer;
      b.quotient = e.quotient;
      b.result = e.result;
      b.hits = e.hits;
      b.reserveHits = e.reserveHits;
      break;
    case 'combat.charged':
      if (!b) return combat;
      for (const id of e.units) {
        const u = b.units.find((x) => x.id === id);
        if (u) {
          u.charged = true;
          if (isReserve(u.kind)) u.committed = true;
        }
      }
      b.generalLed = e.generalLeads;
      if (e.success) {
        b.result = 'boersFallBack';
        b.hits = 1;
      }
      break;
    case 'combat.chargeDeclined':
      break;
    case 'combat.generalRolled':
      if (!b) return combat;
      for (const r of e.rolls) {
        if (!r.killed) continue;
        if (r.who === 'SMIT') {
          s.smitKilled = true;
          s.smit = 'dead';
        } else {
          s.generalsKilled.push(r.who as GeneralId);
          const u = b.units.find((x) => x.id === r.who);
          if (u) {
            u.side = 'dead';
            u.status = 'dead';
          }
        }
      }
      break;
    case 'combat.casualties':
      // 4.12: the hits fall on companies and reserves of the battle.
      mustHold(b !== undefined, '4.12', () => `casualties of battle ${e.battle}, which is not being fought`);
      for (const l of e.lines) {
        mustHold(
          b.units.some((u) => u.id === l.id && u.status === 'active'),
          '4.12',
          () => `${l.id} takes hits in battle ${e.battle}, but it is not fighting there`,
        );
        setUnit(b, l);
      }
      for (const id of e.captured) {
        const u = b.units.find((x) => x.id === id);
        if (u) u.status = 'captured';
      }
      b.pendingMan =
        manCandidates(b).length > 0
          ? b.units.filter((u) => u.kind === 'section' && u.status === 'hospitalized').map((u) => u.id as SectionId)
          : [];
      break;
    case 'combat.artilleryManned': {
      if (!b) return combat;
      const sec = b.units.find((x) => x.id === e.section);
      if (sec) {
        sec.status = 'active';
        sec.side = 'manhandled';
      }
      setUnit(b, e.by);
      b.pendingMan = manCandidates(b).length > 0 ? b.pendingMan.filter((x) => x !== e.section) : [];
      break;
    }
    case 'combat.artilleryLeft':
      if (!b) return combat;
      b.pendingMan = b.pendingMan.filter((x) => x !== e.section);
      break;
    case 'combat.consolidated':
      if (!b || !b.objective) return combat;
      if (e.removedSangers) {
        s.sangers = s.sangers.filter((o) => o !== b.objective);
        if (!s.sangersRemoved.includes(b.objective)) s.sangersRemoved.push(b.objective);
      }
      if (e.success && !s.sangers.includes(b.objective)) {
        s.sangers.push(b.objective);
        s.sangersPlaced.push(b.objective);
      }
      break;
    case 'combat.battleEnded':
      if (!b) return combat;
      b.done = true;
      b.captured = e.captured;
      b.lost = e.lost;
      s.politicsDelta += e.politics;
      s.boerVictoriesDelta += e.boerVictories;
      if (b.objective && e.captured) s.boerControlled = s.boerControlled.filter((o) => o !== b.objective);
      if (b.objective && e.lost) {
        if (!s.boerControlled.includes(b.objective)) s.boerControlled.push(b.objective);
        // R24: a sangers marker is removed whenever its outpost changes control.
        if (s.sangers.includes(b.objective)) {
          s.sangers = s.sangers.filter((o) => o !== b.objective);
          s.sangersRemoved.push(b.objective);
        }
      }
      // The commando goes back to the laagers (4.5, 4.10).
      s.cup.push(...(b.drawn as CupCounterId[]));
      if (s.crack === b.index) s.crack = 'coldstream';
      if (s.smit === b.index) s.smit = 'laager';
      break;
  }
  return cursorAfter(s, e);
}
