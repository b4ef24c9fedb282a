// Console lines that put one value in every string option of every command in turn (the other
// required options well-formed), for sweeps of hostile input (tests/spine/builtin-names.test.ts,
// option-schema.test.ts).
import type { APIApplicationCommandOption } from 'discord.js';
import { DEFINITIONS } from '../../src/console/console.ts';

const SUBCOMMAND = 1;
const STRING = 3;

/** Well-formed values for the options not under test, so the value under test is what gets checked. */
export const GOOD: Record<string, ReadonlyMap<string, string>> = {
  'lettow-vorbeck': new Map([
    ['unit', 'ger-1-fka'],
    ['units', 'ger-1-fka'],
    ['at', 'voi'],
    ['to', 'voi'],
    ['space', 'voi'],
    ['side', 'German'],
    ['card', 'ger-jassin'],
    ['values', '6'],
  ]),
  'hill-of-doves': new Map([
    ['unit', 'COY-58-A'],
    ['units', 'COY-58-A'],
    ['at', 'camp'],
    ['to', 'camp'],
    ['objective', 'ON'],
    ['side', 'British'],
    ['card', 'EV-16'],
    ['laager', 'smit'],
    ['values', '6'],
  ]),
};

/** Compound values some options take (Hill of Doves /sandbox place unit:marker:<objective> …). */
const PREFIXES = ['marker', 'laager', 'sangers', 'supply', 'obj', 'strat'];

interface Slot {
  command: string;
  sub: string | null;
  options: readonly APIApplicationCommandOption[];
}

function slots(): Slot[] {
  const out: Slot[] = [];
  for (const [name, def] of DEFINITIONS) {
    const opts = def.options ?? [];
    const subs = opts.filter((o) => o.type === SUBCOMMAND);
    if (subs.length === 0) out.push({ command: name, sub: null, options: opts });
    for (const s of subs) out.push({ command: name, sub: s.name, options: 'options' in s ? (s.options ?? []) : [] });
  }
  return out;
}

/** Console lines that put `name` in each string option in turn (others well-formed, then all at once);
 *  `listed` also puts it after a well-formed value in a comma list, and after a "key:" prefix. */
export function optionLines(game: string, name: string, listed = false): string[] {
  const good = GOOD[game]!;
  const result: string[] = [];
  for (const s of slots()) {
    if (s.command === 'game' && s.sub === 'new') continue; // it would start a game: tested on its own
    const strings = s.options.filter((o) => o.type === STRING);
    const head = `/${s.command}${s.sub ? ` ${s.sub}` : ''}`;
    const required = s.options.filter((o) => 'required' in o && o.required);
    for (const target of strings) {
      const parts = [`${target.name}:${name}`];
      for (const r of required) if (r !== target) parts.push(`${r.name}:${good.get(r.name) ?? name}`);
      result.push(`${head} ${parts.join(' ')}`);
      if (!listed) continue;
      const rest = parts.slice(1).join(' ');
      for (const v of [`${good.get(target.name) ?? 'x'},${name}`, ...PREFIXES.map((p) => `${p}:${name}`)])
        result.push(`${head} ${target.name}:${v} ${rest}`);
    }
    if (strings.length > 1) result.push(`${head} ${strings.map((o) => `${o.name}:${name}`).join(' ')}`);
  }
  return result;
}
