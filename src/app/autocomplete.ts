// Autocomplete from actions(): the values of one field of the legal actions of one type, filtered
// by what the user has typed and by the other options already chosen. At most 25 (Discord's limit).
// Each is shown as the game names it (GamePresentation.choiceName: a unit with its strength).
import type { Choice, CommandContext, CommandInput } from './command.ts';
import { presentationOf } from './games.ts';
import { nameKey } from './names.ts';

/**
 * How the caller's game shows a choice's value (GamePresentation.choiceName), cut to Discord's 100
 * characters; the value as it is when the game has no such hook. Call it only while a game is active.
 */
export async function choiceNames(ctx: CommandContext): Promise<(value: string) => string> {
  const g = await ctx.app.activeGame(ctx.caller.channel);
  const shown = presentationOf(g.module.id)?.choiceName;
  const cut = (s: string): string => (s.length > 100 ? `${s.slice(0, 97)}...` : s);
  return (value) => cut(shown ? shown(value, g.folded.game) : value);
}

export async function choicesFrom(
  ctx: CommandContext,
  actionType: string,
  input: CommandInput,
  focused: { name: string; value: string },
): Promise<Choice[]> {
  const typed = nameKey(focused.value); // "dar es" finds dar-es-salaam, "5 fka" ger-5-fka
  const seen = new Set<string>();
  const out: Choice[] = [];
  const legal = await ctx.app.legalActions(ctx.caller);
  if (legal.length === 0) return out;
  const nameOf = await choiceNames(ctx);
  for (const { action } of legal) {
    if (action.type !== actionType) continue;
    const fields = action as unknown as Record<string, unknown>;
    // Keep only actions consistent with the other options the user has filled in.
    const consistent = Object.entries(input.options).every(
      ([k, v]) => k === focused.name || fields[k] === undefined || String(fields[k]) === String(v),
    );
    if (!consistent) continue;
    const raw = fields[focused.name];
    const values = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
    for (const v of values) {
      if (seen.has(v) || !nameKey(v).includes(typed)) continue;
      seen.add(v);
      out.push({ name: nameOf(v), value: v });
      if (out.length === 25) return out;
    }
  }
  return out;
}
