// Buttons for a Hill of Doves decision, built from actions(state, 'British'): each legal choice as the
// command line that makes it, run as the presser (the game stops at each British decision with a
// prompt that lists the legal choices: docs/decisions/hod-no-silent-give-ups.md). The Discord adapter shows up
// to 25 as buttons and more as select menus, addressed to the players the game waits for
// (commands/hod-buttons.ts of this folder attaches them). Choices with a /hod subcommand of their own use it (a stale press is
// then judged by the rules). Only the battle's choices have none: they go by number, `/hod choose n:<i> at:<log
// position>`, and `at` gets a press refused once the game has moved on, so an old button can never take another
// choice than its label says. `/hod continue at:<log position>` likewise: a second press (or bob's,
// at the same moment as alice's) must not pass the next decision too.
// Choices are never cut off: a list longer than one message is paged (hodPages). Page 1 keeps
// "continue" and spreads over the kinds of choice; the later pages hold the rest in order, each with
// continue again, and every page ends with "◀ page" / "page ▶" entries running /hod options page:N.
// Whether a choice may go on the channel's message is said here too (choiceIsPublic, view.ts: nothing
// of the cup or the deck named: docs/decisions/hidden-information-one-gate.md).
import type { DecisionButton, PendingDecision } from '../../engine/buttons.ts';
import type { LegalAction } from '../../engine/types.ts';
import type { HodAction } from './actions.ts';
import { OBJECTIVES } from './data/tactical-map.ts';
import type { ObjectiveId } from './data/types.ts';
import { legalActions } from './legal.ts';
import type { HodState } from './state.ts';
import { expected } from './summary.ts';
import { isCommander, isCompany } from './units.ts';
import { choiceIsPublic, secretIds } from './view.ts';
import { withFire } from './unit-label.ts';

/** At most this many buttons per message (two select menus of 25), page entries included. */
export const HOD_BUTTONS_MAX = 50;
export const CONTINUE_LABEL = 'Continue (standing orders)';

/** A value for a command line: quoted when it holds white space or quotes (see src/console/parse.ts). */
const v = (s: string): string => (/[\s"]/.test(s) ? `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : s);
const ids = (xs: readonly string[]): string => v(xs.join(','));

/**
 * The command line of a British action, or null when none expresses it exactly. `n` is the action's
 * number in the list of legal actions (1-based, as /hod options shows it), `at` the log position.
 */
export function hodCommandFor(a: HodAction, n: number, at: number): string | null {
  switch (a.type) {
    case 'continue':
      return `/hod continue at:${at}`;
    case 'night-assault':
      return `/hod night objective:${v(a.objective)} units:${ids(a.units)}${a.hex ? ` hex:${v(a.hex)}` : ''}${a.recon ? ' recon:true' : ''}`;
    case 'form-column':
      return `/hod column at:${a.at} units:${ids(a.units)}`;
    case 'declare-assault':
      return `/hod assault objective:${v(a.objective)} units:${ids(a.units)}${a.hex ? ` hex:${v(a.hex)}` : ''}${a.depart !== undefined ? ` depart:${a.depart}` : ''}${a.recon ? ' recon:true' : ''}`;
    case 'withdraw-assault':
      return `/hod withdraw column:${v(a.column)}`;
    case 'depart':
      return a.columns.length ? `/hod depart columns:${ids(a.columns)}` : null;
    case 'card-choice':
      return a.choice.length ? `/hod card choice:${ids(a.choice)}` : null;
    case 'bombard-laager':
      return `/hod bombard laager:${v(a.laager)} section:${v(a.section)}`;
    case 'transfer':
      return a.units.length ? `/hod transfer units:${ids(a.units)} to:${v(a.to)}` : null;
    case 'use-supplies':
      return `/hod supplies${a.medical.length ? ` medical:${ids(a.medical)}` : ''}${a.herds.length ? ` herds:${ids(a.herds)}` : ''}`;
    case 'load-convoy':
      return '/hod load';
    case 'set-orders':
    case 'sandbox-draw':
    case 'sandbox-place':
    case 'sandbox-remove':
    case 'sandbox-card':
      return null; // never offered as a decision
    default:
      // The battle's choices (combat.…): no subcommand of their own.
      return `/hod choose n:${n} at:${at}`;
  }
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "GEN-COLLEY, 10 coys, 3 reserves": a column's commander and what he leads. */
function composition(units: readonly string[]): string {
  const cmd = units.filter(isCommander);
  const coys = units.filter(isCompany).length;
  const rest = units.length - cmd.length - coys;
  return [...cmd, plural(coys, 'coy', 'coys'), ...(rest > 0 ? [plural(rest, 'reserve', 'reserves')] : [])].join(', ');
}

const objective = (id: string): string => OBJECTIVES[id as ObjectiveId]?.name ?? id;

/** legal.ts warns on an assault's label when the camp has no cartridges: the button says so too. */
const dry = (a: LegalAction<HodAction>): string =>
  a.label.includes('WARNING: no cartridges') ? ' ⚠ no cartridges' : '';

/** legal.ts gives a night column's odds of getting in position (§3.15): the button keeps them, shortened. */
const inPosition = (a: LegalAction<HodAction>): string => {
  const m = / — (hopeless): no D6 gets in position| — gets in position \d in 6, (\S+)/.exec(a.label);
  return m ? ` · ${m[1] ?? `in position ${m[2]}`}` : '';
};

/** legal.ts gives a day column's Assault Formation Roll odds (§3.14): "M/L/E 17/50/33% · " (Mass, Line, Extended). */
const formationShort = (a: LegalAction<HodAction>): string => {
  if (/ — formation Extended \(no roll, r\. 3\.1\)/.test(a.label)) return 'Extended, no roll · ';
  const m = / — formation Mass \d in 6, (\S+); Line \d in 6, (\S+); Extended \d in 6, (\S+?%)/.exec(a.label);
  return m ? `M/L/E ${m[1]!.replace('%', '')}/${m[2]!.replace('%', '')}/${m[3]} · ` : '';
};

/** A label that fits a button (80 characters): the column proposals name their units by count. */
export function hodButtonLabel(a: LegalAction<HodAction>): string {
  const x = a.action;
  const recon = 'recon' in x && x.recon ? ' (Reconnaissance +1)' : '';
  switch (x.type) {
    case 'continue':
      // A card's default names its victims with side and fire: too long for a button (the prompt has it).
      return /^EV-\d+: the default choice/.test(a.label)
        ? `${CONTINUE_LABEL}: ${a.label.slice(0, a.label.indexOf(':'))}, the default choice`
        : `${CONTINUE_LABEL}: ${a.label}`;
    case 'card-choice':
      // "Fever: COY-3-60-B (full strength, fire 6), …" fits 80 characters with two counters named.
      return /Fever strikes /.test(a.label) ? `Fever: ${x.choice.join(', ')}` : a.label;
    case 'night-assault':
      return `Night assault on ${objective(x.objective)}: ${composition(x.units)}${recon}${inPosition(a)}${dry(a)}`;
    case 'declare-assault':
      // §3.14 odds (Reconnaissance's +1 counted) first, as a charge's: Discord cuts a label at 80 characters from its end.
      return `${recon ? 'Recon+1 ' : ''}${formationShort(a)}Assault ${objective(x.objective)}: ${composition(x.units)}${dry(a)}`;
    case 'combat.charge': {
      // §5.8 odds first: a long list of chargers must not push them past the button's 80 characters.
      const m = / — (hopeless): no D6 succeeds$| — succeeds (\d in 6, \S+)$/.exec(a.label);
      return m ? `${m[1] ?? m[2]} · ${a.label.slice(0, m.index)}` : a.label;
    }
    case 'form-column':
      return `Column from ${x.at === 'fort' ? 'Fort Amiel' : 'the Camp'}: ${composition(x.units)}`;
    default:
      return a.label;
  }
}

/**
 * Keeps at most `max` choices, in their order: "continue" always, then the others spread over the
 * kinds of action (round robin), so a long list of assault compositions cannot crowd out, say, the
 * withdrawals listed after it.
 */
function capped<T extends { kind: string; keep: boolean }>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const chosen = new Set<T>(items.filter((x) => x.keep).slice(0, max));
  const byKind = new Map<string, T[]>();
  for (const x of items) if (!chosen.has(x)) byKind.set(x.kind, [...(byKind.get(x.kind) ?? []), x]);
  const queues = [...byKind.values()];
  while (chosen.size < max && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next && chosen.size < max) chosen.add(next);
    }
  }
  return items.filter((x) => chosen.has(x));
}

/**
 * The legal actions (by index) on each page of choices for messages of `max` entries: page 1 is the
 * capped list (continue kept, the kinds spread) with room for a "page ▶" entry, the later pages the
 * rest in their order, continue first on each, with room for "◀ page" and "page ▶".
 */
export function hodPages<A extends { action: { type: string } }>(acts: readonly A[], max: number): number[][] {
  const items = acts.map((a, i) => ({ i, kind: a.action.type, keep: a.action.type === 'continue' }));
  if (items.length <= max) return [items.map((x) => x.i)];
  const first = capped(items, Math.max(1, max - 1)).map((x) => x.i);
  const cont = items.filter((x) => x.keep).map((x) => x.i);
  const rest = items.filter((x) => !first.includes(x.i)).map((x) => x.i);
  const room = Math.max(1, max - 2 - cont.length);
  const pages = [first];
  for (let k = 0; k < rest.length; k += room) pages.push([...cont, ...rest.slice(k, k + room)]);
  return pages;
}

/** The buttons for page `page` of the British decision the game waits for now (none when it waits for nothing). */
export function hodButtons(state: HodState, at: number, max = HOD_BUTTONS_MAX, page = 1): DecisionButton[] {
  return hodButtonsOf(legalActions(state, 'British'), state, at, max, page);
}

/** The same, from the British legal actions already at hand (`acts`, as legalActions gives them). */
export function hodButtonsOf(
  acts: readonly LegalAction<HodAction>[],
  state: HodState,
  at: number,
  max = HOD_BUTTONS_MAX,
  page = 1,
): DecisionButton[] {
  const pages = hodPages(acts, max);
  const p = Math.min(Math.max(1, page), pages.length);
  const secret = secretIds(state);
  const out: DecisionButton[] = pages[p - 1]!.flatMap((i) => {
    const command = hodCommandFor(acts[i]!.action, i + 1, at);
    const label = withFire(hodButtonLabel(acts[i]!), state.units);
    return command ? [{ label, command, public: choiceIsPublic({ action: acts[i]!.action, label }, secret) }] : [];
  });
  const more = (n: number, label: string): DecisionButton => ({
    label,
    command: `/hod options page:${n}`,
    public: true,
    page: true,
  });
  if (p > 1) out.push(more(p - 1, `◀ Choices page ${p - 1} of ${pages.length}`));
  if (p < pages.length) out.push(more(p + 1, `More choices: page ${p + 1} of ${pages.length} ▶`));
  return out;
}

/** The British decision the game waits for now, as page `page` of its buttons; null when it waits for none. */
export function hodDecision(state: HodState, at: number, page = 1): PendingDecision | null {
  const buttons = hodButtons(state, at, HOD_BUTTONS_MAX, page);
  return buttons.length ? { sides: ['British'], prompt: withFire(expected(state).text, state.units), buttons } : null;
}
