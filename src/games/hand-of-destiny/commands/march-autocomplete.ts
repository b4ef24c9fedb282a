// Autocomplete for /move and /amphibious: a stack is offered as its comma-joined unit list, and
// destinations are filtered by the stack already typed. Built from actions() only.
import type { Choice, CommandContext, CommandInput } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { nameKey } from '../../../app/names.ts';
import { choiceNames } from '../../../app/autocomplete.ts';

const splitList = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

export const unitList = (input: CommandInput, name: string): string[] => splitList(str(input, name));

export async function stackChoices(
  ctx: CommandContext,
  actionType: string,
  input: CommandInput,
  focused: { name: string; value: string },
): Promise<Choice[]> {
  const typed = nameKey(focused.value); // as typed: "dar es" finds dar-es-salaam
  const units = unitList(input, 'units').sort().join(',');
  const to = str(input, 'to');
  const seen = new Set<string>();
  const out: Choice[] = [];
  const legal = await ctx.app.legalActions(ctx.caller);
  if (legal.length === 0) return out;
  const nameOf = await choiceNames(ctx); // a stack's units with their strengths, as the game names them
  for (const { action } of legal) {
    if (action.type !== actionType) continue;
    const a = action as unknown as { units: string[]; to: string; via?: string[] };
    const key = a.units.join(',');
    let value: string;
    if (focused.name === 'units') {
      if (to && a.to !== to) continue;
      value = key;
    } else if (focused.name === 'to') {
      if (units && key !== units) continue;
      value = a.to;
    } else if (focused.name === 'via') {
      if ((units && key !== units) || (to && a.to !== to)) continue;
      value = (a.via ?? []).join(',');
    } else continue;
    if (!value || seen.has(value) || !nameKey(value).includes(typed)) continue;
    seen.add(value);
    out.push({ name: nameOf(value.split(',').join(', ')), value });
    if (out.length === 25) break;
  }
  return out;
}
