// /game status lines and expected(): who must act and the legal choices.
import type { Expectation } from '../../engine/types.ts';
import { ROUNDING } from '../../engine/chance.ts';
import { legalActions } from './legal.ts';
import { firstColumnPrompt, shuttleNote, supplyLines } from './prompts.ts';
import type { HodState } from './state.ts';
import { formationChances, formationText } from './odds.ts';
import { OBJECTIVES } from './data/tactical-map.ts';
import { membersAt } from './units.ts';
import { tacticalLoc } from './loc.ts';
import type { HodView } from './view.ts';

export function summary(v: HodView): string {
  const brit = Object.entries(v.objectives)
    .filter(([, o]) => o.control === 'british')
    .map(([id, o]) => `${id}${o.secure ? '*' : ''}`);
  const lines = [
    `Hill of Doves — ${v.date} (step ${v.step}). Politics ${v.politics}/11, Boer victories ${v.boerVictories}, towns lost ${v.townsCaptured.length}.`,
    `Components: reconstruction ${v.components} (recorded when the game was created; /rules table:<id> shows its numbers).`,
    `Weather box ${v.weather.box} (${v.weather.shows}), drifts ${v.weather.drifts}. Night assaults left ${v.nightAssaults}.`,
    `${brit.length ? `British objectives (* secure): ${brit.join(' ')}` : 'British objectives: none'}. Laagers: ${Object.entries(
      v.laagers,
    )
      .map(([k, s]) => `${k} ${s}`)
      .join(', ')}.`,
    `Camp supplies: ${Object.entries(v.supply)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}. Convoy: ${v.convoyLoad ? 'loaded' : 'empty'}. Laagers cup ${v.cupCount}, deck ${v.deckCount}.`,
  ];
  // What /hod continue will decide for the player (orders/halts.ts), always in sight.
  lines.push(`Standing orders: ${v.orders} (/hod orders changes them).`);
  if (v.battle) lines.push(`Battle: ${v.battle.prompt} (${v.battle.rule})`);
  if (v.result) lines.push(`${v.result.label}: ${v.result.reason}`);
  return lines.join('\n');
}

/** Said under the day assaults offered: the formation odds are exact, the assault's result is not shown. */
export const DAY_ODDS_NOTE = `Formation odds: the §3.14 Assault Formation Roll at launch, one D6 with its modifiers (${ROUNDING}). Not included: the assault's result (§5.6), which turns on the Assault Card and the Boer counters drawn for it, unseen until the assault.`;

/** §3.14: each declared column's formation odds, rolled when the assaults are launched (continue). */
function declaredFormations(s: HodState): string[] {
  return s.tactical.map(
    (c) =>
      `Declared column ${c.id} on ${OBJECTIVES[c.objective].name}: ${formationText(
        formationChances(s, membersAt(s, tacticalLoc(c.id)), c.objective, c.recon),
      )}`,
  );
}

/** expected() per position (states are never mutated): the service, the kernel's step key, the clock and
 *  the hand-off posts ask it again and again of the same position. */
const EXPECTED = new WeakMap<HodState, Expectation>();

export function expected(s: HodState): Expectation {
  let known = EXPECTED.get(s);
  if (!known) EXPECTED.set(s, (known = expectation(s)));
  return { sides: [...known.sides], text: known.text };
}

function expectation(s: HodState): Expectation {
  if (s.result) return { sides: [], text: `The war is over: ${s.result.label}.` };
  const acts = legalActions(s, 'British');
  if (acts.length === 0) return { sides: [], text: 'Nothing to do.' };
  const shown = acts.slice(0, 8).map((a) => `• ${a.label}`);
  const more =
    acts.length > 8
      ? [
          `… and ${acts.length - 8} more: /hod options lists them all, a page at a time (any legal column may also be named)`,
        ]
      : [];
  const head =
    s.step === 'combat'
      ? 'The battle waits for the British'
      : `British decision at ${({ setup: 'set-up', night: '2.3', columns: '2.4', day: '2.5', card: '2.8', depart: '3.3', bombard: '2.11', transfer: '2.13', supply: '2.15', load: '2.17', halt: 'a halt', combat: 'battle', over: '-' } as const)[s.step]}`;
  // What the camp's supplies will pay (r. 2.15) and, at the first column prompt, the convoy shuttle.
  const notes = s.step === 'setup' ? [] : [...supplyLines(s), ...(firstColumnPrompt(s) ? [shuttleNote(s)] : [])];
  // §3.14: what the day assault odds count, and what they cannot (the Boers are drawn unseen at the assault).
  if (s.step === 'day' && (s.tactical.length > 0 || acts.some((a) => a.action.type === 'declare-assault')))
    notes.unshift(...declaredFormations(s), DAY_ODDS_NOTE);
  return { sides: ['British'], text: [`${head}:`, ...shown, ...more, ...notes].join('\n') };
}
