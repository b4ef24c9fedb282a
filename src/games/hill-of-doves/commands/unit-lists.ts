// Autocomplete of the unit lists of /hod (units:, medical:, herds:): building one's own column or
// stack, a counter at a time. The first choices are the suggested columns whole (the order of
// /hod options, best first); then the ids already typed with each counter that may join them, each
// with its side and fire (unit-label.ts) and the running total of the column's fire. Discord: at most
// 25 choices, a name and a value of at most 100 characters.
import type { Choice, CommandContext, CommandInput } from '../../../app/command.ts';
import { nameKey } from '../../../app/names.ts';
import { UserError } from '../../../app/user-error.ts';
import type { LegalAction } from '../../../engine/types.ts';
import { fireOf } from '../advisor/estimates.ts';
import { OBJECTIVE_IDS } from '../data/tactical-map.ts';
import type { ObjectiveId } from '../data/types.ts';
import { assemblable } from '../operational/assemble.ts';
import { transferable } from '../operational/transfer.ts';
import type { HodState, Origin } from '../state.ts';
import { campRecoveries } from '../supply/sunday.ts';
import { fireStrength } from '../unit-label.ts';
import { isCommander, isCompany, isKnownUnit, priorityOf } from '../units.ts';

const MAX = 25;
const cut = (s: string): string => (s.length > 100 ? `${s.slice(0, 99)}…` : s);

/** The action type each subcommand's unit list builds, for the suggested lists of the legal actions. */
const ACTION_OF: Readonly<Record<string, string>> = {
  night: 'night-assault',
  assault: 'declare-assault',
  column: 'form-column',
  transfer: 'transfer',
  charge: 'combat.charge',
};

const objectiveOf = (v: unknown): ObjectiveId | undefined =>
  (OBJECTIVE_IDS as readonly string[]).includes(String(v)) ? (String(v) as ObjectiveId) : undefined;

/** The counters that may go into this list now (the rules' own lists: r. 2.4, 2.13, 2.15). */
function candidates(s: HodState, input: CommandInput, field: string, legal: readonly LegalAction[]): string[] {
  const target = objectiveOf(input.options.objective);
  switch (input.subcommand) {
    case 'night':
    case 'assault':
      return assemblable(s, { at: 'camp', purpose: 'tactical', ...(target ? { target } : {}) });
    case 'column': {
      const chosen = input.options.at;
      const at: readonly Origin[] = chosen === 'fort' || chosen === 'camp' ? [chosen] : ['camp', 'fort'];
      return at.flatMap((x) => assemblable(s, { at: x, purpose: 'operational' }));
    }
    case 'transfer':
      return transferable(s);
    case 'supplies': {
      const r = campRecoveries(s);
      return field === 'herds' ? r.herds : r.medical;
    }
    default: {
      const type = ACTION_OF[input.subcommand ?? ''];
      const ids = legal.flatMap((a) =>
        a.action.type === type ? ((a.action as unknown as { units?: string[] }).units ?? []) : [],
      );
      return [...new Set(ids)];
    }
  }
}

/** Commanders first (by movement priority, r. 4.3), then companies, then reserves, the strongest first. */
function ranked(s: HodState, ids: readonly string[]): string[] {
  const group = (u: string) => (isCommander(u) ? 0 : isCompany(u) ? 1 : 2);
  return [...ids].sort(
    (a, b) =>
      group(a) - group(b) ||
      (isCommander(a) && isCommander(b) ? priorityOf(a) - priorityOf(b) : 0) ||
      fireOf(s, b) - fireOf(s, a) ||
      a.localeCompare(b),
  );
}

const label = (s: HodState, u: string): string => {
  const f = fireStrength(u, s.units[u]?.side);
  return f ? `${u} (${f})` : `${u} (${isCommander(u) ? 'commander' : (s.units[u]?.side ?? '?')})`;
};
const fireOfList = (s: HodState, ids: readonly string[]): number => ids.reduce((t, u) => t + fireOf(s, u), 0);

/** The choices for a focused unit list of /hod. */
export async function unitListChoices(
  ctx: CommandContext,
  input: CommandInput,
  focused: { name: string; value: string },
): Promise<Choice[]> {
  let s: HodState;
  let legal: LegalAction[];
  try {
    const g = await ctx.app.activeGame(ctx.caller.channel);
    if (g.module.id !== 'hill-of-doves') return [];
    s = g.folded.game as HodState;
    legal = await ctx.app.legalActions(ctx.caller);
  } catch (e) {
    // No game here, or the caller is not seated: nothing to complete.
    if (e instanceof UserError) return [];
    throw e;
  }
  const parts = focused.value.split(',').map((x) => x.trim());
  const typed = nameKey(parts.pop() ?? '');
  const chosen = parts.filter((u) => isKnownUnit(u.toUpperCase())).map((u) => u.toUpperCase());
  const out: Choice[] = [];
  const seen = new Set<string>();
  const push = (name: string, value: string): void => {
    if (value.length > 100 || seen.has(value) || out.length >= MAX) return;
    seen.add(value);
    out.push({ name: cut(name), value });
  };
  const pool = candidates(s, input, focused.name, legal);
  // The suggested lists whole, best first, while nothing is typed yet.
  if (chosen.length === 0 && typed === '') {
    const type = ACTION_OF[input.subcommand ?? ''];
    const target = input.options.objective;
    for (const a of legal) {
      const x = a.action as unknown as { type: string; units?: string[]; objective?: string; at?: string };
      if (x.type !== type || !x.units || x.units.length < 2) continue;
      if (target !== undefined && x.objective !== undefined && x.objective !== target) continue;
      if (input.options.at !== undefined && x.at !== undefined && x.at !== input.options.at) continue;
      const cmd = x.units.filter(isCommander).join('+');
      push(
        `Suggested: ${cmd} and ${x.units.length - (cmd ? cmd.split('+').length : 0)} counters, fire ${fireOfList(s, x.units)}: ${x.units.filter((u) => !isCommander(u)).join(',')}`,
        x.units.join(','),
      );
      if (out.length >= 5) break;
    }
  }
  const head = chosen.length ? `${chosen.length} chosen (fire ${fireOfList(s, chosen)}) + ` : '';
  for (const u of ranked(s, pool)) {
    if (chosen.includes(u) || !nameKey(u).includes(typed)) continue;
    push(`${head}${label(s, u)}`, [...chosen, u].join(','));
  }
  return out;
}
