// 13.1.1 Tactical Superiority: one die per side plus the modifiers of spec section 6 (R22: only
// unpanicked units present at the roll count; each modifier once per side; ties to the defender).
import type { Rng } from '../../../engine/rng.ts';
import { spaceById } from '../data/map.ts';
import { TACTICAL_MODIFIERS, TERRAIN_EFFECTS, type ModifierId } from '../data/tables.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { otherSide } from '../state.ts';
import { countsAsArtillery, rollTactical } from '../../hand-of-destiny/battle/superiority.ts';
import { LV_BOARD } from '../scenario.ts';
import { battleBonusApplies } from '../cards-events/battle.ts';
import type { SuperiorityRoll } from './events.ts';
import { unpanickedIn } from './forces.ts';
import type { Fight } from './state.ts';

const ruleOf = (id: ModifierId): string => TACTICAL_MODIFIERS.find((m) => m.id === id)!.rule;

export function modifiersFor(state: LvState, f: Fight, side: Side): ModifierId[] {
  const own = unpanickedIn(state, f, side);
  const enemy = unpanickedIn(state, f, otherSide(side));
  const out: ModifierId[] = [];
  if (own.some((u) => unitById(u).elite)) out.push('elite'); // 13.1.1.B
  if (side === f.attacker && side === state.activeSide && battleBonusApplies(state, f.space)) out.push('battle-bonus'); // 13.1.1.C, 8.2, R23
  if (state.options.advanced) {
    const arty = (us: string[]) => us.filter((u) => countsAsArtillery(LV_BOARD, u)).length; // 17.A-B (system), R28
    if (arty(own) > arty(enemy)) out.push('artillery');
  }
  if (side === 'Allied' && side === f.attacker && f.airSupport) out.push('air-support'); // 24.4, R19
  const terrain = TERRAIN_EFFECTS[spaceById(f.space).terrain].modifier; // TEC
  if (terrain === 'clear-mounted' && own.some((u) => ['Cavalry/Mounted infantry', 'Armored car'].includes(unitById(u).type))) out.push(terrain);
  if (terrain === 'bush-light' && own.some((u) => unitById(u).type === 'Light infantry')) out.push(terrain);
  if (terrain === 'mountain-defender' && side === f.defender) out.push(terrain);
  return out;
}

/** Both rolls (attacker's die first) and the winner; ties go to the defender (13.1.1.D). */
export function rollSuperiority(state: LvState, f: Fight, rng: Rng): { attacker: SuperiorityRoll; defender: SuperiorityRoll; winner: Side } {
  // 13.1.1.A, D (system): attacker's die first, ties to the defender.
  const r = rollTactical(rng, f.attacker, f.defender, (side) => modifiersFor(state, f, side).map((id) => ({ id, rule: ruleOf(id), value: 1 })));
  const attacker: SuperiorityRoll = r.attacker;
  const defender: SuperiorityRoll = r.defender;
  return { attacker, defender, winner: r.winner };
}
