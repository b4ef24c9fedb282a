// Command lines: `<user>: /<command> [subcommand] name:value name:"value with spaces"`, as the console
// reads them and as buttons carry them (src/discord/router.ts), so it lives here, below both transports.
// Checked against the same slash-command definitions Discord uses, so the console refuses exactly
// what Discord would: unknown command, subcommand or option, a missing required option, a wrong type.
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { CommandInput, OptionValue } from './command.ts';

export class ParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParseError';
  }
}

export interface ParsedLine {
  user: string | null; // null when the line has no "user:" prefix
  input: CommandInput;
}

/** Splits on white space, keeping "quoted text" (with \" escapes) together; name:"a b" is one token. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let cur = '';
  let inQuote = false;
  let has = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuote) {
      if (c === '\\' && i + 1 < text.length) cur += text[++i];
      else if (c === '"') inQuote = false;
      else cur += c;
    } else if (c === '"') {
      inQuote = true;
      has = true;
    } else if (/\s/.test(c)) {
      if (has) tokens.push(cur);
      cur = '';
      has = false;
    } else {
      cur += c;
      has = true;
    }
  }
  if (inQuote) throw new ParseError('A quote is not closed: put the closing " after the value.');
  if (has) tokens.push(cur);
  return tokens;
}

const SUBCOMMAND = 1;
const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const NUMBER = 10;

type Definitions = ReadonlyMap<string, RESTPostAPIChatInputApplicationCommandsJSONBody>;

export function parseLine(line: string, defs: Definitions): ParsedLine {
  const m = /^\s*([^\s:/][^\s:]*)\s*:\s*(\/.*)$/.exec(line);
  const user = m ? m[1]! : null;
  const rest = (m ? m[2]! : line).trim();
  if (!rest.startsWith('/')) throw new ParseError('A command starts with "/", e.g. alice: /game status');
  const tokens = tokenize(rest.slice(1));
  const name = (tokens.shift() ?? '').toLowerCase();
  const def = defs.get(name);
  if (!def)
    throw new ParseError(`Unknown command /${name}. Commands: ${[...defs.keys()].map((c) => `/${c}`).join(', ')}.`);
  let options: readonly APIApplicationCommandOption[] = def.options ?? [];
  let subcommand: string | null = null;
  const subs = options.filter((o) => o.type === SUBCOMMAND);
  if (subs.length > 0) {
    const word = tokens[0] && !tokens[0].includes(':') ? tokens.shift()!.toLowerCase() : undefined;
    const sub = subs.find((s) => s.name === word);
    if (!sub) {
      const what = word ? `Unknown subcommand "${word}" of /${name}` : `/${name} needs a subcommand`;
      throw new ParseError(`${what}. Subcommands: ${subs.map((s) => s.name).join(', ')}.`);
    }
    subcommand = sub.name;
    options = 'options' in sub ? (sub.options ?? []) : [];
  }
  const where = `/${name}${subcommand ? ` ${subcommand}` : ''}`;
  const values: Record<string, OptionValue> = {};
  for (const tok of tokens) {
    const i = tok.indexOf(':');
    if (i <= 0)
      throw new ParseError(`"${tok}" is not an option: write name:value. Options of ${where}: ${optionList(options)}.`);
    const key = tok.slice(0, i).toLowerCase();
    const raw = tok.slice(i + 1);
    const opt = options.find((o) => o.name === key);
    if (!opt) throw new ParseError(`Unknown option "${key}" for ${where}. Options: ${optionList(options)}.`);
    values[key] = convert(where, opt, raw);
  }
  for (const o of options) {
    if ('required' in o && o.required && !(o.name in values)) {
      throw new ParseError(`${where} needs ${o.name}:… (${o.description}).`);
    }
  }
  return { user, input: { name, subcommand, options: values } };
}

function convert(where: string, opt: APIApplicationCommandOption, raw: string): OptionValue {
  const choices = 'choices' in opt && opt.choices ? opt.choices.map((c) => String(c.value)) : null;
  if (choices && !choices.includes(raw)) {
    throw new ParseError(`${opt.name}:${raw} is not allowed for ${where}. Allowed: ${choices.join(', ')}.`);
  }
  switch (opt.type) {
    case STRING:
      return raw;
    case INTEGER:
    case NUMBER: {
      const n = Number(raw);
      if (raw === '' || !Number.isFinite(n) || (opt.type === INTEGER && !Number.isInteger(n))) {
        throw new ParseError(`${opt.name}:${raw} must be a ${opt.type === INTEGER ? 'whole number' : 'number'}.`);
      }
      return n;
    }
    case BOOLEAN:
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw new ParseError(`${opt.name}:${raw} must be true or false.`);
    default:
      return raw;
  }
}

const optionList = (options: readonly APIApplicationCommandOption[]): string =>
  options.length ? options.map((o) => `${o.name}${'required' in o && o.required ? '' : '?'}`).join(', ') : 'none';
