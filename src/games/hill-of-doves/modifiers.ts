// A roll table's modifiers as the rules add them up: each modifier whose printed condition holds adds
// its value (spec Table 0.1: not capped). The caller says how to read each condition it can meet; a
// condition it has no reading for is a bug in the rules code, not a player's error.
import type { Condition, Modifier } from './data/types.ts';

export function modifierTotal(
  table: string,
  mods: readonly Modifier[],
  read: (c: Condition) => boolean | undefined,
): number {
  const holds = (c: Condition | null): boolean => {
    if (c === null) return true;
    if (c.kind === 'all') return c.of.every(holds);
    const v = read(c);
    if (v === undefined) throw new Error(`${table}: no reading for the condition ${c.kind}`);
    return v;
  };
  let total = 0;
  for (const m of mods) {
    if (m.per !== undefined || m.maxTotal !== undefined)
      throw new Error(`${table}: counted modifiers ("${m.text}") are not read here`);
    if (holds(m.when)) total += m.value;
  }
  return total;
}
