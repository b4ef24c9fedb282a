// Buttons for a Hill of Doves decision (Output.buttons), built from actions(state, 'British'): each
// legal choice as the command line that makes it, run as the presser (issue #6: "the game stops at
// each British decision with a prompt that lists the legal choices"). The Discord adapter shows up to
// 25 as buttons and more as select menus, addressed to the players the game waits for.
// Choices with a /hod subcommand of their own use it (a stale press is then judged by the rules).
// Only the battle's choices have none: they go by number, `/hod choose n:<i> at:<log position>`, and
// `at` gets a press refused once the game has moved on, so an old button can never take another
// choice than its label says. `/hod continue at:<log position>` likewise: a second press (or bob's,
// at the same moment as alice's) must not pass the next decision too.
import type { Caller, Output, OutputButton } from '../src/app/outputs.ts';
import type { GameService, LoadedGame } from '../src/app/service.ts';
import { UserError } from '../src/app/user-error.ts';
import type { LegalAction } from '../src/engine/types.ts';
import type { HodAction } from '../src/games/hill-of-doves/actions.ts';
import { legalActions } from '../src/games/hill-of-doves/legal.ts';
import type { HodState } from '../src/games/hill-of-doves/state.ts';
import { OBJECTIVES } from '../src/games/hill-of-doves/data/tactical-map.ts';
import type { ObjectiveId } from '../src/games/hill-of-doves/data/types.ts';
import { isCommander, isCompany } from '../src/games/hill-of-doves/units.ts';

/** At most this many choices per message: two select menus of 25. The rest via /hod options. */
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

/** A label that fits a button (80 characters): the column proposals name their units by count. */
export function hodButtonLabel(a: LegalAction<HodAction>): string {
  const x = a.action;
  const recon = 'recon' in x && x.recon ? ' (Reconnaissance +1)' : '';
  switch (x.type) {
    case 'continue':
      return `${CONTINUE_LABEL}: ${a.label}`;
    case 'night-assault':
      return `Night assault on ${objective(x.objective)}: ${composition(x.units)}${recon}`;
    case 'declare-assault':
      return `Assault ${objective(x.objective)}: ${composition(x.units)}${recon}`;
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

/** The buttons for the British decision the game waits for now (none when it waits for nothing). */
export function hodButtons(state: HodState, at: number, max = HOD_BUTTONS_MAX): OutputButton[] {
  const acts: LegalAction<HodAction>[] = legalActions(state, 'British');
  const items = acts.flatMap((a, i) => {
    const command = hodCommandFor(a.action, i + 1, at);
    if (!command) return [];
    return [{ label: hodButtonLabel(a), command, kind: a.action.type, keep: a.action.type === 'continue' }];
  });
  return capped(items, max).map(({ label, command }) => ({ label, command }));
}

/** Attaches the buttons of the channel's Hill of Doves decision to the last public output ("Next: …"). */
export async function withHodButtons(app: GameService, caller: Caller, outputs: Output[]): Promise<Output[]> {
  const i = outputs.map((o) => o.audience.kind).lastIndexOf('public');
  if (i < 0) return outputs;
  return attach(app, caller, outputs, i, false);
}

/** Attaches them to the caller's own (ephemeral) answer, if the caller commands the British: /hod options. */
export async function withHodButtonsFor(app: GameService, caller: Caller, outputs: Output[]): Promise<Output[]> {
  const i = outputs.findIndex((o) => o.audience.kind === 'ephemeral' && o.audience.user === caller.user);
  if (i < 0) return outputs;
  return attach(app, caller, outputs, i, true);
}

async function attach(
  app: GameService,
  caller: Caller,
  outputs: Output[],
  i: number,
  seatedOnly: boolean,
): Promise<Output[]> {
  let g: LoadedGame;
  try {
    g = await app.activeGame(caller.channel);
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    return outputs; // "no game running": the command just ended the war, so there is nothing to press
  }
  if (g.module.id !== 'hill-of-doves') return outputs;
  if (seatedOnly && !g.seats.some((s) => s.side === 'British' && s.user_id === caller.user)) return outputs;
  const buttons: OutputButton[] = hodButtons(g.folded.game as HodState, g.folded.seq);
  if (buttons.length === 0) return outputs;
  return outputs.map((o, j) => (j === i ? { ...o, buttons: [...(o.buttons ?? []), ...buttons] } : o));
}
