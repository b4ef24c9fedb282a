// One log line per combat event. Everything drawn is visible to the British player; a cup counter
// is named only once drawn (the cup list of "combat.started" is never printed).
import { BOER_COUNTER_BY_ID } from '../data/counters.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { CupCounterId, ObjectiveId } from '../data/types.ts';
import type { CombatEvent, Roll } from './events.ts';
import { unitName } from './units.ts';
import { turnedTo } from '../unit-label.ts';

/** The printed names of the battle results (§5.7 and the Assault Result Table); also read by booklet-tables.ts. */
export const RESULT: Readonly<Record<string, string>> = {
  britishRout: 'British Rout',
  britishRetreat: 'British Retreat',
  boersFallBack: 'Boers Fall Back',
  overrun: 'Overrun',
  britishHold: 'British Hold',
  boersBeatenOff: 'Boers Beaten Off',
  noBattle: 'no battle',
};

const rollText = (r: Roll): string =>
  r.modifier === 0 ? `D6 ${r.die}` : `D6 ${r.die} ${r.modifier > 0 ? '+' : '−'} ${Math.abs(r.modifier)} = ${r.total}`;
const boer = (id: string): string => {
  if (id === 'CRACK-VK') return 'the crack veldkornetskap (6)';
  if (id === 'SMIT') return 'Smit (+2)';
  const d = BOER_COUNTER_BY_ID.get(id as CupCounterId);
  if (!d) return id;
  return d.kind === 'veldkornetskap' ? `${d.id} ${d.name} (${d.firepower})` : `${d.id} patrol (1)`;
};
const obj = (o: string | null | undefined): string =>
  o && o in OBJECTIVES ? OBJECTIVES[o as ObjectiveId].name : (o ?? '?');

export function isCombatEvent(e: { type: string }): e is CombatEvent {
  return typeof e.type === 'string' && e.type.startsWith('combat.');
}

export function describeCombat(e: CombatEvent): string {
  switch (e.type) {
    case 'combat.started':
      return e.kind === 'assault'
        ? `${e.input.night ? 'Night' : 'Day'} Assault Card: ${e.order.map((i) => obj(e.input.assaults[i]!.objective)).join(', ')}`
        : `Ambush Card: ${e.order
            .map((i) => {
              const t = e.input.ambushes[i]!.target;
              return t.kind === 'objective' ? obj(t.objective) : `column ${t.column}`;
            })
            .join(', ')}`;
    case 'combat.commandoDrawn':
      return `Commando strength ${e.strength} (${e.breakdown.join('; ')}): ${e.commando.length ? e.commando.map(boer).join(', ') : 'the laagers are empty'}`;
    case 'combat.bombarded':
      return `${unitName(e.section)} bombards (1 ${e.paid})${e.rockets ? `, Rockets Roll ${rollText(e.rockets)}: ${e.value ? 'hit' : 'miss'}` : ''} → −${e.value} Boer firepower (4.1)`;
    case 'combat.bombardmentAttempted':
      return `${unitName(e.section)} Line of Sight ${rollText(e.sight)}: ${e.spotted ? `spotted, fires (1 ${e.paid})${e.rockets ? `, Rockets Roll ${rollText(e.rockets)}: ${e.value ? 'hit' : 'miss'}` : ''} → −${e.value}` : 'not spotted'}`;
    case 'combat.bombardmentEnded':
      return 'Bombardment Segment over';
    case 'combat.noBattle':
      return 'No Boer counter could be drawn: no battle (R60)';
    case 'combat.boerFirepower':
      return `Boer firepower: counters ${e.counters}${e.smit ? ` + Smit ${e.smit}` : ''}${e.heights ? ` + heights ${e.heights}` : ''}${e.fortification ? ` − fortification ${e.fortification}` : ''}${e.bombardment ? ` − bombardment ${e.bombardment}` : ''} → ${e.total}`;
    case 'combat.reserveCommitted':
      return `${unitName(e.reserve)} committed (4.16)`;
    case 'combat.britishFired':
      return `British ${e.segment === 'companies' ? 'companies' : e.segment === 'reserves' ? 'reserves' : 'companies and reserves'} fire: ${e.fire.map((f) => `${f.id} ${f.value}${f.gatling ? ` (Gatling D6 ${f.gatling.die}: ${f.gatling.outcome})` : ''}${f.noAmmunition ? ' (no ammunition)' : ''}`).join(', ') || 'none'} → ${e.total}`;
    case 'combat.resultFound':
      return `British ${e.raw}${e.fortification ? ` − fortification ${e.fortification}` : ''}${e.heights ? ` + heights ${e.heights}` : ''} = ${e.british} vs Boer ${e.boer}: Q ${e.quotient} → ${RESULT[e.result]}, ${e.hits === e.reserveHits ? e.hits : `${e.hits}/${e.reserveHits}`} hit(s) (4.7)`;
    case 'combat.charged':
      return `Cold steel! ${e.units.map(unitName).join(', ')}${e.generalLeads ? ', the general leading' : ''} charge: ${rollText(e.roll)} → ${e.success ? 'Boers Fall Back, 1 hit each' : 'the charge fails'} (4.4)`;
    case 'combat.chargeDeclined':
      return 'No charge: the British retreat';
    case 'combat.generalRolled':
      return (
        e.rolls
          .map(
            (r) =>
              `${r.who === 'SMIT' ? 'Smit' : unitName(r.who)} General Roll ${rollText(r.roll)}: ${r.killed ? 'killed' : 'unharmed'}`,
          )
          .join('; ') + ' (4.10)'
      );
    case 'combat.casualties':
      return `Casualties: ${[...e.lines.map((l) => `${l.id} → ${l.status === 'active' ? turnedTo(l.id, l.side) : l.status}`), ...e.captured.map((c) => `${c} captured`)].join(', ') || 'none'} (4.12)`;
    case 'combat.artilleryManned':
      return `${unitName(e.by.id)} mans ${unitName(e.section)}, which returns manhandled (4.1)`;
    case 'combat.artilleryLeft':
      return `${unitName(e.section)} stays in hospital`;
    case 'combat.consolidated':
      return `${e.removedSangers ? 'Boer sangers removed. ' : ''}${e.side === 'british' ? 'British' : 'Boer'} consolidation ${e.roll ? rollText(e.roll) : ''}: ${e.success ? 'sangers built' : 'no sangers'} (4.6)`;
    case 'combat.battleEnded':
      return `${RESULT[e.result]}${e.captured ? ': objective captured' : ''}${e.lost ? ': objective lost' : ''}${e.boerVictories ? ': Boer victory, politics +2' : ''}`;
    case 'combat.ended':
      return `Battle card over (${e.outcome.battles.map((b) => `${obj(b.target)}: ${RESULT[b.result]}`).join('; ')})`;
  }
}
