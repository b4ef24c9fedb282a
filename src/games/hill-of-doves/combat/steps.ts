// The automatic steps of the cards: each returns the next event, or null where the card waits for a
// British decision. Also the event builders for the British decisions (used by decide.ts).
import { COLD_STEEL, GENERAL_ROLL, OUTPOST_CONSOLIDATION, rollRow } from '../data/tables.ts';
import { tablesFor } from '../data/revisions.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { BritishUnitId, Condition, GeneralId, ReserveId, SectionId } from '../data/types.ts';
import type { Rng } from '../../../engine/rng.ts';
import { modifierTotal } from '../modifiers.ts';
import { ambushBombardOptions, assaultBombardOptions, bombardOf, lineOfSightRoll, rocketsRoll } from './bombard.ts';
import { commandoStrength, countedCounters, drawCommando } from './commando.ts';
import type { CombatOrders } from './contract.ts';
import type { CombatEvent, HitLine, Roll } from './events.ts';
import {
  ambushBoerTotal,
  ambushHeights,
  ambushResult,
  assaultBoerTotal,
  assaultResult,
  fireGroup,
  fortDivisor,
} from './firepower.ts';
import { chargers, commandingGeneral, consolidationSide, generalSubjects, manCandidates, occupants } from './flow.ts';
import type { Battle, CombatState, CombatUnit } from './state.ts';
import { hitOnce, isReserve, isTroops, sectionType } from './units.ts';

function roll(rng: Rng, modifier: number): Roll {
  const die = rng.die();
  return { die, modifier, total: die + modifier };
}

/** AsC-3c: reserves of the column that may still be committed (rockets may not, R31). */
export function committable(b: Battle): CombatUnit[] {
  return b.units.filter(
    (u) =>
      u.role === 'column' &&
      u.status === 'active' &&
      isReserve(u.kind) &&
      u.kind !== 'convoy' &&
      !u.committed &&
      sectionType(u.id) !== 'rocket',
  );
}

// ----- decision events --------------------------------------------------------------------------

export function bombardEvent(s: CombatState, section: SectionId, battle: Battle, rng: Rng): CombatEvent {
  const bo = bombardOf(section)!;
  const r = bo.rocket ? rocketsRoll(s, rng) : null;
  return {
    type: 'combat.bombarded',
    battle: battle.index,
    hour: s.hours[s.step.hour]!,
    section,
    paid: bo.ammo,
    rockets: r ? r.roll : null,
    value: r && !r.hit ? 0 : bo.value,
  };
}

export function attemptEvent(s: CombatState, section: SectionId, battle: Battle, rng: Rng): CombatEvent {
  const post = s.artillery.find((p) => p.section === section)!;
  const bo = bombardOf(section)!;
  const sight = lineOfSightRoll(s, post.objective, rng);
  if (!sight.spotted) {
    return {
      type: 'combat.bombardmentAttempted',
      battle: battle.index,
      section,
      sight: sight.roll,
      spotted: false,
      paid: null,
      rockets: null,
      value: 0,
    };
  }
  const r = bo.rocket ? rocketsRoll(s, rng) : null;
  return {
    type: 'combat.bombardmentAttempted',
    battle: battle.index,
    section,
    sight: sight.roll,
    spotted: true,
    paid: bo.ammo,
    rockets: r ? r.roll : null,
    value: r && !r.hit ? 0 : bo.value,
  };
}

/** §5.8: the Cold Steel Roll's modifiers, read off the table (formation, a general leading, troops, heights). */
export function coldSteelModifier(b: Battle, charging: readonly CombatUnit[], generalLeads: boolean): number {
  return modifierTotal('§5.8 Cold Steel Roll', COLD_STEEL.modifiers, (c: Condition) => {
    switch (c.kind) {
      case 'formationIs':
        return b.formation === c.formation;
      case 'generalLeadsCharge':
        return generalLeads;
      case 'mountedTroopCharges':
        return charging.some((u) => u.kind === 'troop'); // only mounted troops may charge (r. 4.4)
      case 'targetOnHeights':
        return b.objective !== null && OBJECTIVES[b.objective].heights;
      default:
        return undefined;
    }
  });
}

/** AsC-3f: the Cold Steel Roll (§5.8). */
export function chargeEvent(b: Battle, units: BritishUnitId[], generalLeads: boolean, rng: Rng): CombatEvent {
  const charging = b.units.filter((u) => units.includes(u.id));
  const r = roll(rng, coldSteelModifier(b, charging, generalLeads));
  return {
    type: 'combat.charged',
    battle: b.index,
    units,
    generalLeads,
    roll: r,
    success: rollRow(COLD_STEEL, r.total) === 'succeeds',
  };
}

export function manEvent(b: Battle, section: SectionId, by: BritishUnitId): CombatEvent {
  const u = b.units.find((x) => x.id === by)!;
  const h = hitOnce(u, 1); // r. 4.1: the volunteer suffers the hit as a separate batch
  return {
    type: 'combat.artilleryManned',
    battle: b.index,
    section,
    by: { id: by, hits: 1, side: h.side, status: h.status },
  };
}

// ----- automatic steps --------------------------------------------------------------------------

function commandoStep(s: CombatState, b: Battle, rng: Rng): CombatEvent {
  if (b.sniperPatrol) {
    // AmC-1 / EV-10: the isolated patrol already placed is the commando; nothing is drawn.
    return {
      type: 'combat.commandoDrawn',
      battle: b.index,
      strength: 1,
      breakdown: ['Snipers: the isolated patrol already placed'],
      draws: [],
      commando: [b.sniperPatrol],
      drawsUsed: s.drawsUsed,
    };
  }
  const { strength, breakdown } = commandoStrength(s, b);
  const d = drawCommando(s, b.index, strength, rng);
  return {
    type: 'combat.commandoDrawn',
    battle: b.index,
    strength,
    breakdown,
    draws: d.draws,
    commando: d.commando,
    drawsUsed: d.drawsUsed,
  };
}

function bombardStep(s: CombatState, rng: Rng, orders: CombatOrders): CombatEvent | null {
  const mode = orders.bombard ?? 'ask';
  if (s.kind === 'assault') {
    const opts = assaultBombardOptions(s);
    if (opts.length === 0 || mode === 'none')
      return { type: 'combat.bombardmentEnded', hour: s.hours[s.step.hour] ?? null };
    if (mode === 'ask') return null;
    const o = opts[0]!;
    return bombardEvent(
      s,
      o.section,
      s.battles.find((b) => b.objective === o.target && b.arrivalBox === s.hours[s.step.hour])!,
      rng,
    );
  }
  const opts = ambushBombardOptions(s);
  if (opts.length === 0 || mode === 'none') return { type: 'combat.bombardmentEnded', hour: null };
  if (mode === 'ask') return null;
  const o = opts[0]!;
  return attemptEvent(s, o.section, s.battles[o.ambush]!, rng);
}

function boerFireStep(s: CombatState, b: Battle): CombatEvent {
  // R60: a commando of no counters at all means no battle.
  if (countedCounters(b.commando).length === 0) return { type: 'combat.noBattle', battle: b.index };
  const t = b.kind === 'assault' ? assaultBoerTotal(b) : ambushBoerTotal(b, s.sangers);
  return { type: 'combat.boerFirepower', battle: b.index, ...t };
}

function britishFireStep(s: CombatState, b: Battle, rng: Rng): CombatEvent {
  if (b.kind === 'assault') {
    // AsC-3b: every company in the column fires (r. 2.15); R17: the supply path exists.
    const coys = b.units.filter((u) => u.role === 'column' && u.kind === 'company' && u.status === 'active');
    const f = fireGroup(coys, 'camp', s.supplies, rng);
    return { type: 'combat.britishFired', battle: b.index, segment: 'companies', fire: f.fire, total: f.total };
  }
  // AmC-3b: every company and reserve in the hex fires (r. 4.16).
  const all = b.units.filter((u) => u.role === 'column' && isTroops(u.kind) && u.status === 'active');
  const f = fireGroup(all, b.ammo, s.supplies, rng);
  return { type: 'combat.britishFired', battle: b.index, segment: 'all', fire: f.fire, total: f.total };
}

function projected(s: CombatState, b: Battle, raw: number): number {
  const div = fortDivisor(b.objective, s.sangers, 'assault');
  const british = raw - (div ? Math.floor(raw / div) : 0);
  return Math.floor(british / Math.max(1, b.boer ?? 1));
}

function reservesStep(s: CombatState, b: Battle, rng: Rng, orders: CombatOrders): CombatEvent | null {
  const open = committable(b);
  const mode = orders.reserves ?? 'ask';
  const fire = (): CombatEvent => {
    const committed = b.units.filter((u) => u.role === 'column' && u.committed && u.status === 'active');
    const f = fireGroup(committed, 'camp', s.supplies, rng);
    return { type: 'combat.britishFired', battle: b.index, segment: 'reserves', fire: f.fire, total: f.total };
  };
  if (open.length === 0 || mode === 'commit-none') return fire();
  if (mode === 'commit-all')
    return { type: 'combat.reserveCommitted', battle: b.index, reserve: open[0]!.id as ReserveId };
  if (mode === 'commit-if-retreat') {
    const anyCommitted = b.units.some((u) => u.committed);
    const fallsBack = assaultResult(b.formation!, projected(s, b, b.british ?? 0)).result === 'boersFallBack';
    if (anyCommitted || !fallsBack)
      return { type: 'combat.reserveCommitted', battle: b.index, reserve: open[0]!.id as ReserveId };
    return fire();
  }
  return null;
}

function resultStep(s: CombatState, b: Battle): CombatEvent {
  const raw = b.british ?? 0;
  const boer = Math.max(1, b.boer ?? 1); // R21
  if (b.kind === 'assault') {
    // AsC-3d (4.8): fortification reduces the attackers' total.
    const div = fortDivisor(b.objective, s.sangers, 'assault');
    const fortification = div ? Math.floor(raw / div) : 0;
    const british = raw - fortification;
    const quotient = Math.floor(british / boer); // 4.7
    const r = assaultResult(b.formation!, quotient);
    return {
      type: 'combat.resultFound',
      battle: b.index,
      raw,
      heights: 0,
      fortification,
      british,
      boer,
      quotient,
      result: r.result,
      hits: r.hits,
      reserveHits: r.hits,
    };
  }
  const heights = ambushHeights(b) ? Math.floor(raw / 3) : 0; // 4.11
  const british = raw + heights;
  const quotient = Math.floor(british / boer);
  const r = ambushResult(quotient, tablesFor(s).ambushResult);
  return {
    type: 'combat.resultFound',
    battle: b.index,
    raw,
    heights,
    fortification: 0,
    british,
    boer,
    quotient,
    result: r.result,
    hits: r.companyHits,
    reserveHits: r.reserveHits,
  };
}

function chargeStep(b: Battle, rng: Rng, orders: CombatOrders): CombatEvent | null {
  const mode = orders.charge ?? 'ask';
  const general = commandingGeneral(b);
  const all = chargers(b).map((u) => u.id);
  if (mode === 'never') return { type: 'combat.chargeDeclined', battle: b.index };
  if (mode === 'always') return chargeEvent(b, all, general !== null, rng);
  if (mode === 'when-general-present')
    return general ? chargeEvent(b, all, true, rng) : { type: 'combat.chargeDeclined', battle: b.index };
  return null;
}

function generalStep(b: Battle, rng: Rng): CombatEvent {
  const rolls = generalSubjects(b).map((who) => {
    // §5.9, read off the General Roll Table.
    const mod = modifierTotal('§5.9 General Roll', GENERAL_ROLL.modifiers, (c) => {
      switch (c.kind) {
        case 'rollFor':
          return c.subject === (who === 'SMIT' ? 'smit' : 'britishGeneral');
        case 'battleResultIn':
          return b.result !== null && (c.results as readonly string[]).includes(b.result);
        case 'generalLeadsCharge':
          return b.generalLed && commandingGeneral(b) === who;
        case 'rollIsForFever':
          return false;
        default:
          return undefined;
      }
    });
    const r = roll(rng, mod);
    return { who, roll: r, killed: rollRow(GENERAL_ROLL, r.total) === 'killed' };
  });
  return { type: 'combat.generalRolled', battle: b.index, rolls };
}

function casualtiesStep(b: Battle): CombatEvent {
  const lines: HitLine[] = [];
  const captured: SectionId[] = [];
  const extra: BritishUnitId[] = [];
  const fighting = b.units.filter((u) => u.role === 'column' && u.status === 'active' && isTroops(u.kind));
  for (const u of fighting) {
    let n: number;
    if (b.kind === 'assault') {
      if (u.kind !== 'company' && !u.committed) continue; // 4.16: uncommitted reserves take no hits
      if (b.result === 'britishRout' && u.kind === 'section') {
        captured.push(u.id as SectionId); // 4.1: committed artillery is captured in a rout
        continue;
      }
      n = b.hits;
    } else {
      if (b.result === 'overrun' && u.kind === 'section') {
        captured.push(u.id as SectionId); // 4.1: all artillery in the hex is captured when overrun
        continue;
      }
      n = u.kind === 'company' ? b.hits : b.reserveHits;
    }
    let st = { side: u.side, status: u.status, convoyDamaged: false };
    let hits = 0;
    if (n > 0) {
      st = hitOnce(u, n);
      hits += Math.min(n, 2);
    }
    // R11: a failed charge adds one hit to each charger as a separate batch.
    if (b.kind === 'assault' && u.charged && b.result === 'britishRetreat') {
      const st2 = hitOnce({ kind: u.kind, side: st.side, status: st.status }, 1);
      st = { ...st2, convoyDamaged: st.convoyDamaged || st2.convoyDamaged };
      hits += 1;
      extra.push(u.id);
    }
    if (hits > 0)
      lines.push({
        id: u.id,
        hits,
        side: st.side,
        status: st.status,
        ...(st.convoyDamaged ? { convoyDamaged: true } : {}),
      });
  }
  return { type: 'combat.casualties', battle: b.index, lines, captured, extra };
}

function manStep(b: Battle, orders: CombatOrders): CombatEvent | null {
  const mode = orders.artillery ?? 'ask';
  const section = b.pendingMan[0]!;
  if (mode === 'never') return { type: 'combat.artilleryLeft', battle: b.index, section };
  if (mode === 'strongest') {
    // Orders: only a full-strength company or naval brigade volunteers (it is reduced, not hospitalized).
    const by = manCandidates(b).find((u) => u.side === 'fullStrength');
    return by ? manEvent(b, section, by.id) : { type: 'combat.artilleryLeft', battle: b.index, section };
  }
  return null;
}

function consolidateStep(s: CombatState, b: Battle, rng: Rng): CombatEvent {
  const side = consolidationSide(s, b)!;
  if (side === 'british') {
    // R24 / V10: any Boer sangers marker goes first; then the British roll (§5.13).
    // RULING (ours): the British always roll; the roll costs nothing, so it is not offered as a choice.
    const removedSangers = s.sangers.includes(b.objective!);
    const ids = b.units.filter((u) => u.role === 'column').map((u) => u.id);
    // §5.13, read off the table: Colley commands the column when in it (priority 1), else Wood.
    const general = ids.includes('GEN-COLLEY') ? 'GEN-COLLEY' : ids.includes('GEN-WOOD') ? 'GEN-WOOD' : null;
    const mod = modifierTotal('§5.13 Outpost Consolidation Roll', OUTPOST_CONSOLIDATION.british.modifiers, (c) =>
      c.kind === 'columnCommandedBy' ? general !== null && c.commanders.includes(general) : undefined,
    );
    const r = roll(rng, mod);
    return {
      type: 'combat.consolidated',
      battle: b.index,
      side,
      removedSangers,
      roll: r,
      success: rollRow(OUTPOST_CONSOLIDATION.british, r.total) === 'succeeds',
    };
  }
  const r = roll(rng, 0);
  return {
    type: 'combat.consolidated',
    battle: b.index,
    side,
    removedSangers: false,
    roll: r,
    success: rollRow(OUTPOST_CONSOLIDATION.boers, r.total) === 'succeeds',
  };
}

function aftermathStep(b: Battle): CombatEvent {
  const result = b.result ?? 'noBattle';
  const held = occupants(b).length > 0;
  let captured = false;
  let lost = false;
  let defeat = false;
  if (b.kind === 'assault') {
    captured = (result === 'boersFallBack' || result === 'noBattle') && held; // AsC-3j
    defeat = result === 'britishRout'; // 1.3
  } else if (result !== 'noBattle') {
    defeat = result === 'overrun';
    // AmC-3g: an insecure objective overrun, or left with no company or reserve, becomes Boer-controlled.
    lost = b.objective !== null && !b.secure && (defeat || !held);
  }
  return {
    type: 'combat.battleEnded',
    battle: b.index,
    result,
    captured,
    lost,
    politics: defeat ? 2 : 0,
    boerVictories: defeat ? 1 : 0,
  };
}

/** The next automatic event, or null if the card waits for the British player. */
export function nextEvent(s: CombatState, rng: Rng, orders: CombatOrders): CombatEvent | null {
  const b = s.battles[s.step.battle];
  switch (s.step.seg) {
    case 'commando':
      return commandoStep(s, b!, rng);
    case 'bombard':
      return bombardStep(s, rng, orders);
    case 'boerFire':
      return boerFireStep(s, b!);
    case 'britishFire':
      return britishFireStep(s, b!, rng);
    case 'reserves':
      return reservesStep(s, b!, rng, orders);
    case 'result':
      return resultStep(s, b!);
    case 'charge':
      return chargeStep(b!, rng, orders);
    case 'general':
      return generalStep(b!, rng);
    case 'casualties':
      return casualtiesStep(b!);
    case 'man':
      return manStep(b!, orders);
    case 'consolidate':
      return consolidateStep(s, b!, rng);
    case 'aftermath':
      return aftermathStep(b!);
    case 'end':
      return null;
  }
}

export type { GeneralId };
