// AsC-3j / AmC-3g aftermath for the campaign: the CombatOutcome carried by "combat.ended".
import { AMBUSH_CARD_RULES, ASSAULT_CARD_RULES } from '../data/assault.ts';
import { OBJECTIVE_BY_HEX } from '../data/tactical-map.ts';
import type { CupCounterId, ObjectiveId, TacticalHexId } from '../data/types.ts';
import type { BattleOutcome, CombatOutcome, UnitFate, UnitPlace } from './contract.ts';
import { occupants } from './flow.ts';
import type { Battle, CombatState, CombatUnit } from './state.ts';
import { isTroops } from './units.ts';

function place(b: Battle, u: CombatUnit): UnitPlace {
  if (u.role === 'bystander') {
    if (u.status === 'hospitalized') return { kind: 'hospital', place: u.from };
    if (u.status === 'destroyed') return { kind: 'setAside', why: 'destroyed' };
    const obj = OBJECTIVE_BY_HEX[b.hex as TacticalHexId];
    return obj ? { kind: 'objective', objective: obj } : { kind: 'holdingBox', place: u.from };
  }
  if (u.status === 'hospitalized') return { kind: 'hospital', place: u.from }; // 4.12
  if (u.status === 'captured') return { kind: 'setAside', why: 'captured' }; // 4.1
  if (u.status === 'destroyed')
    return u.kind === 'convoy' ? { kind: 'convoyDestroyed' } : { kind: 'setAside', why: 'destroyed' };
  if (u.status === 'dead') return { kind: 'holdingBox', place: u.from }; // R25: returns, dead, to where he departed from
  const held = occupants(b).length > 0;
  if (b.kind === 'assault') {
    // AsC-3j: the survivors occupy a captured objective, else go back to the camp (4.10, 4.15, R12).
    if (b.captured && b.objective) return { kind: 'objective', objective: b.objective };
    return { kind: 'holdingBox', place: u.from };
  }
  // AmC-3g: overrun, everyone leaves; otherwise survivors stay, a lone general or HQ goes back.
  if (b.result === 'overrun' || (!held && !isTroops(u.kind))) return { kind: 'holdingBox', place: u.from };
  return b.objective ? { kind: 'objective', objective: b.objective } : { kind: 'column' };
}

export function buildOutcome(s: CombatState): CombatOutcome {
  const units: UnitFate[] = [];
  const battles: BattleOutcome[] = [];
  let campFell = false;
  for (const b of s.battles) {
    battles.push({
      battle: b.index,
      kind: b.kind,
      target: b.target,
      column: b.column,
      result: b.result ?? 'noBattle',
      quotient: b.quotient,
      british: b.british,
      boer: b.boer,
      commando: [...b.commando],
    });
    if (b.kind === 'ambush' && b.objective === 'BC' && b.lost) campFell = true;
    for (const u of b.units) {
      if (u.role === 'bystander' && u.hits === 0) continue;
      units.push({
        id: u.id,
        battle: b.index,
        before: u.before,
        after: u.status === 'dead' ? 'dead' : u.kind === 'convoy' && u.status === 'destroyed' ? 'undamaged' : u.side,
        hits: u.hits,
        place: place(b, u),
        ...(u.convoyDamaged && u.status === 'active' ? { convoyDamaged: true } : {}),
      });
    }
  }
  const objectivesCaptured = s.battles.filter((b) => b.captured && b.objective).map((b) => b.objective as ObjectiveId);
  const objectivesLost = s.battles.filter((b) => b.lost && b.objective).map((b) => b.objective as ObjectiveId);
  const returned: CupCounterId[] = s.battles.flatMap((b) => b.drawn);
  return {
    kind: s.kind,
    night: s.night,
    battles,
    units,
    generalsKilled: [...s.generalsKilled],
    smitKilled: s.smitKilled,
    ammunitionSpent: { ...s.spent },
    supplies: { ...s.supplies },
    politicsDelta: s.politicsDelta,
    boerVictoriesDelta: s.boerVictoriesDelta,
    objectivesCaptured,
    objectivesLost,
    sangersPlaced: s.sangersPlaced.filter((o) => s.sangers.includes(o)),
    sangersRemoved: [...s.sangersRemoved],
    returnedToCup: returned,
    cup: [...s.cup],
    britishCampFell: campFell,
    // AsC-4, AmC-4 (R3): where play resumes after the card.
    next:
      s.kind === 'ambush'
        ? AMBUSH_CARD_RULES.next
        : s.night
          ? ASSAULT_CARD_RULES.nextAfterNight
          : ASSAULT_CARD_RULES.nextAfterDay,
  };
}
