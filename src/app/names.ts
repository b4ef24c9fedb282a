// Ids and names as players type them (docs/decisions/bad-input-is-refused.md): `Dodoma`, `dar es salaam` and
// `Dar es Salaam` all find `dar-es-salaam`, `5 FKA` finds `ger-5-fka`. One pass over a command's options before
// its handler runs (execute.ts), from the game's GameNames (its presentation), so every command that
// takes an id reads names alike. An unknown name is refused with the closest few ("did you mean").
import type { GameNames, NameEntry } from '../engine/presentation.ts';
import type { CommandInput, OptionValue } from './command.ts';
import { UserError } from './user-error.ts';

/** nameKey's answers: every refused name compares the typed text with each name the game knows. Bounded. */
const KEYS = new Map<string, string>();

/** A name's comparable form: no accents, lower case, every run of other characters one hyphen. */
export function nameKey(text: string): string {
  let key = KEYS.get(text);
  if (key === undefined) {
    key = text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (KEYS.size >= 10_000) KEYS.clear();
    KEYS.set(text, key);
  }
  return key;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(up + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

const label = (e: NameEntry): string => (nameKey(e.name) === e.id ? e.id : `${e.id} (${e.name})`);

/** The closest few entries to a typed text: a key that contains it or is contained first, then by edit distance. */
export function closest(text: string, entries: readonly NameEntry[], n = 3): NameEntry[] {
  const k = nameKey(text);
  const score = (e: NameEntry): number => {
    const keys = [e.id, nameKey(e.name)];
    const best = Math.min(...keys.map((x) => distance(k, x)));
    return keys.some((x) => k.length > 1 && (x.includes(k) || k.includes(x))) ? best - 100 : best;
  };
  return [...entries]
    .map((e) => ({ e, s: score(e) }))
    .sort((a, b) => a.s - b.s || a.e.id.localeCompare(b.e.id))
    .slice(0, n)
    .map((x) => x.e);
}

/** The id a typed text names, or a UserError naming what was typed and the closest ids. */
export function resolveName(text: string, kind: string, entries: readonly NameEntry[]): string {
  const exact = entries.find((e) => e.id === text);
  if (exact) return exact.id;
  const k = nameKey(text);
  const byId = entries.find((e) => e.id === k);
  if (byId) return byId.id;
  const byName = entries.filter((e) => nameKey(e.name) === k || e.id.endsWith(`-${k}`));
  if (byName.length === 1) return byName[0]!.id;
  if (byName.length > 1)
    throw new UserError(`"${text}" names more than one ${kind}: ${byName.map(label).join(', ')}. Use its id.`);
  const near = closest(text, entries).map(label);
  throw new UserError(`There is no ${kind} "${text}". Did you mean ${near.join(', or ')}?`);
}

/** The command's options with every name the game knows replaced by its id. */
export function resolveOptions(names: GameNames, input: CommandInput): CommandInput {
  const options: Record<string, OptionValue> = {};
  for (const [option, value] of Object.entries(input.options)) {
    const kind = names.options.get(option);
    if (kind === undefined || typeof value !== 'string' || value.trim() === '') {
      options[option] = value;
      continue;
    }
    const entries = names.entries(kind);
    const parts = names.lists.has(option) ? value.split(',') : [value];
    options[option] = parts
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => resolveName(p, kind, entries))
      .join(',');
  }
  return { ...input, options };
}
