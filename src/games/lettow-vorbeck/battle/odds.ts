// The odds Lettow-Vorbeck shows where a battle's choice is made: before a fire (13.1.2) the chances of the
// firing unit's dice on the Battle Results Table (13.2, data/tables.ts through the scenario's brt), and
// before a battle is chosen (13.1.A) or Air Support tried (24.4) the first round's Tactical Superiority
// (13.1.1). Computed by the system's odds (hand-of-destiny/battle/odds.ts) on the position; the units
// of a battle space are revealed to both players (R36), so the figures reveal nothing hidden.
import { chance, percent, ROUNDING, type Chance } from '../../../engine/chance.ts';
import { pendingActions } from '../../hand-of-destiny/battle/legal.ts';
import { currentBattle } from '../../hand-of-destiny/battle/phase.ts';
import { fightOdds, fireOdds, type FireOdds } from '../../hand-of-destiny/battle/odds.ts';
import { AIR_SUPPORT } from '../data/tables.ts';
import { unitLabel } from '../data/unit-label.ts';
import { LV_BOARD } from '../scenario.ts';
import type { LvState } from '../state.ts';

/** The odds of each unit the pending fire decision offers (13.1.2), or none. */
export function pendingFireOdds(s: LvState): FireOdds[] {
  const f = currentBattle(LV_BOARD, s).fight;
  if (!s.pending || s.pending.kind !== 'fire' || !f) return [];
  const units = new Set<string>();
  for (const o of pendingActions(LV_BOARD, s, s.pending.side)) if (o.action.type === 'fire') units.add(o.action.unit);
  return [...units].map((u) => fireOdds(LV_BOARD, s, f, u));
}

const faces = (n: number): string => `${n} face${n === 1 ? '' : 's'}`;

/** One prompt line: the unit with its type and strength (24.1, as wherever it is listed), its dice, each die's results, and the chances over all its dice. */
function fireOddsLine(o: FireOdds): string {
  const head = `${unitLabel(o.unit)}: ${o.dice} ${o.dice === 1 ? 'die' : 'dice'}, each E on ${faces(o.faces.E)}, P on ${faces(o.faces.P)} of 6 (13.2)`;
  if (o.effective.n === 0)
    return `${head} — HOPELESS: ${o.faces.E === 0 ? 'it scores no E, and ' : ''}the enemy ignores panics here (13.3.2, 14.A, 16.B), so no result can take effect.`;
  const ignored = o.panicsIgnored ? '; the enemy ignores panics here (13.3.2, 14.A, 16.B)' : '';
  return `${head}: at least one E ${percent(o.anyE)}, at least one E or P ${percent(o.anyResult)}${ignored}.`;
}

/** The short form for a button: " · E 42% · E/P 70%", or " · hopeless". */
export function fireOddsLabel(o: FireOdds): string {
  if (o.effective.n === 0) return ' · hopeless';
  return o.panicsIgnored
    ? ` · E ${percent(o.anyE)} (panics ignored)`
    : ` · E ${percent(o.anyE)} · E/P ${percent(o.anyResult)}`;
}

/** The lines a fire prompt adds, or none. */
export function fireOddsLines(s: LvState): string[] {
  const odds = pendingFireOdds(s);
  if (odds.length === 0) return [];
  return [`Odds of each fire (${ROUNDING}):`, ...odds.map((o) => `- ${fireOddsLine(o)}`)];
}

/** 24.4: the Air Support roll gives +1 on these faces. */
const AIR_BONUS_FACES = AIR_SUPPORT.filter((r) => r.result === 'Bonus').reduce((n, r) => n + r.rolls.length, 0);

/** The attacker's chance of round 1's Tactical Superiority after trying Air Support first (24.4): over 6 × 36. */
function superiorityAfterAirSupport(s: LvState, space: string): Chance {
  const withBonus = fightOdds(LV_BOARD, s, space, true).attackerSuperior;
  const without = fightOdds(LV_BOARD, s, space, false).attackerSuperior;
  return chance(AIR_BONUS_FACES * withBonus.n + (6 - AIR_BONUS_FACES) * without.n, 6 * 36);
}

/** The lines the choice of a battle adds (13.1.A): each battle's round-1 Tactical Superiority, for the attacker. */
export function fightOddsLines(s: LvState, spaces: readonly string[], air: boolean): string[] {
  if (spaces.length === 0) return [];
  const lines = spaces.map((space) => {
    const o = fightOdds(LV_BOARD, s, space);
    const tried = air
      ? `; after /air-support first (+1 on ${AIR_BONUS_FACES} faces of 6, 24.4): ${percent(superiorityAfterAirSupport(s, space))}`
      : '';
    return `- ${space}: modifiers ${o.attackerModifiers} against ${o.defenderModifiers}, you fire first in round 1 with ${percent(o.attackerSuperior)}${tried}.`;
  });
  return [`Tactical Superiority odds (13.1.1; ties to the defender; ${ROUNDING}):`, ...lines];
}
