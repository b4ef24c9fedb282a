// Log lines of the Battle Phase, per viewer. Units in a battle space are revealed to both (R36).
import type { Viewer } from '../../../engine/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { canSee } from '../view.ts';
import type { BattleEvent, ChosenBy, SuperiorityRoll } from './events.ts';

const how = (c: ChosenBy): string => (c === 'orders' ? ' (standing orders)' : c === 'forced' ? ' (only choice)' : '');

const roll = (r: SuperiorityRoll): string =>
  `${r.side} ${r.die}${r.modifiers.map((m) => ` +${m.value} ${m.id} (${m.rule})`).join('')} = ${r.total}`;

export function describeBattle(e: BattleEvent, viewer: Viewer, _before: LvState): string | null {
  switch (e.type) {
    case 'battle.orders-set':
      if (viewer.kind === 'public' || (viewer.kind === 'side' && viewer.side !== e.side)) return null; // orders are private
      return `${e.side} standing orders: losses ${e.orders.losses}, retreat ${e.orders.retreat}, fire ${e.orders.fire}, pursuit ${e.orders.pursuit}, recruit ${e.orders.recruit}.`;
    case 'battle.air-support-rolled':
      return `Allied Air Support for the battle at ${e.space} (24.4): rolled ${e.die} — ${e.result === 'Bonus' ? '+1 to the Allied Tactical Superiority roll in every round' : e.result === 'Eliminated' ? 'air support is eliminated (R19)' : 'no effect'}.`;
    case 'battle.started': {
      const list = (side: 'German' | 'Allied') =>
        e.forces[side]
          .map((u) => {
            const printed = unitById(u.unit).strength; // 21.4.B: out of supply, printed strength −1
            const oos = u.strength < printed ? `, out of supply: ${printed}−1 (21.4.B)` : '';
            return `${u.unit} (${u.type} ${u.strength}${u.elite ? ' E' : ''}${oos})`;
          })
          .join(', ');
      const fort = e.fortification ? `; ${e.fortification.kind} usable by ${e.fortification.usableBy}` : '';
      return `Battle at ${e.space} (${e.terrain}${fort})${e.pursuit ? ' after a pursuit (19.2.B)' : ''}${e.major ? ', a Major Battle (20.A)' : ''}: ${e.attacker} attacks (13.B) with ${list(e.attacker)}; ${e.defender} defends with ${list(e.defender)} (all revealed, R36).`;
    }
    case 'battle.superiority-rolled':
      return `Round ${e.round}, Tactical Superiority (13.1.1): ${roll(e.attacker)}; ${roll(e.defender)} — ${e.winner} fires first${e.attacker.total === e.defender.total ? ' (tie to the defender)' : ''}.`;
    case 'battle.awaiting':
      return `Waiting for ${e.pending.side}: ${e.pending.prompt}`;
    case 'battle.unit-fired':
      return `${e.side} ${e.unit} fires${how(e.chosenBy)}: ${e.dice.join(', ') || 'no dice'} → ${e.results.join(' ') || '—'} (BRT ${e.unitType}).`;
    case 'battle.loss-taken':
      return `${e.side} ${e.unit} is ${e.effect}${e.effect === 'eliminated' && e.result === 'P' ? ' (second panic, 13.3.2)' : ''} by ${e.by}${how(e.chosenBy)}${e.to ? ` → ${e.to} (R13)` : ''}.`;
    case 'battle.result-ignored':
      return `${e.side}: a ${e.result} result of ${e.by} has no effect (${e.rule}).`;
    case 'battle.unit-broke-off':
      return `${e.side} ${e.unit} breaks off to ${e.to} instead of firing (18.0, R45)${how(e.chosenBy)}.`;
    case 'battle.round-ended':
      return `Round ${e.round} at ${e.space} ends; another round (13.1.3).`;
    case 'battle.won':
      if (!e.winner) return `The battle at ${e.space} ends with no winner: every unit of one side broke off (R45).`;
      return `${e.winner} wins the battle at ${e.space} (${e.rule}).`;
    case 'battle.retreated':
      return `${e.side} ${e.units.join(', ')} retreat${e.units.length === 1 ? 's' : ''} from ${e.space} to ${e.to} (13.5)${how(e.chosenBy)}.`;
    case 'battle.retreat-eliminated':
      return `${e.side} ${e.units.join(', ')} cannot retreat from ${e.space} and ${e.units.length === 1 ? 'is' : 'are'} eliminated (13.5.C) → ${e.to}.`;
    // 10.0, R36: the unit chosen for 20.B joins a stack after the battle, and the unit removed by 20.C
    // may come from any stack on the map: only their owner learns which unit it is (the view's canSee;
    // the battle sheet, sheet.ts, names them by the same rule).
    case 'battle.major-recruit':
      if (!e.unit) return `Major Battle won, but ${e.side} has no unit to recruit (20.D).`;
      return canSee(viewer, e.side)
        ? `Major Battle won (20.B): ${e.side} places ${e.unit} at ${e.space}${how(e.chosenBy)}.`
        : `Major Battle won (20.B): ${e.side} places a unit from its recruit pool at ${e.space}.`;
    case 'battle.major-loss':
      if (!e.unit) return `Major Battle lost, but ${e.side} has no unit on the map to remove (20.D).`;
      return canSee(viewer, e.side)
        ? `Major Battle lost (20.C): ${e.side} puts ${e.unit} (from ${e.from}) in the recruit pool${how(e.chosenBy)}.`
        : `Major Battle lost (20.C): ${e.side} puts a unit from ${e.from} in the recruit pool.`;
    case 'battle.fort-removed':
      return `The fort at ${e.space} is removed (${e.rule}).`;
    case 'battle.rallied':
      return `${e.units.join(', ')} rall${e.units.length === 1 ? 'ies' : 'y'} (13.6).`;
    case 'battle.pursued':
      return `${e.side} ${e.units.join(', ')} pursue${e.units.length === 1 ? 's' : ''} from ${e.space} to ${e.to} (19.2)${how(e.chosenBy)}.`;
    case 'battle.pursuit-declined':
      return `${e.side} does not pursue from ${e.space}${how(e.chosenBy)}.`;
    case 'battle.finished':
      return `Battle at ${e.space} over after ${e.rounds} round${e.rounds === 1 ? '' : 's'}: ${e.winner ? `${e.winner} won` : 'no winner'}; eliminated ${e.eliminated.join(', ') || 'none'}.`;
  }
}
