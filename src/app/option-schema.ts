// The one option schema of both transports: command text (the console, button commands) and typed
// option values (Discord interactions) are checked against the same slash-command definitions, so the
// console refuses exactly what Discord's client would not send: an unknown command, subcommand or
// option, a missing required option, a value of the wrong type (integers are plain decimal integers,
// as Discord's integer option takes them), out of min/max value or length, or not one of the choices.
// A refusal quotes at most QUOTE_MAX characters of what was typed.
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { CommandInput, OptionValue } from './command.ts';

export class OptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OptionError';
  }
}

export type Definitions = ReadonlyMap<string, RESTPostAPIChatInputApplicationCommandsJSONBody>;

/** How much of a player's text a refusal repeats. */
export const QUOTE_MAX = 100;
/** Discord's longest string option value when a definition sets no max_length. */
export const STRING_MAX = 6000;
/** Discord's integer and number options: -2^53 .. 2^53. */
const NUMBER_LIMIT = 2 ** 53;

/** The text, cut to `max` characters with "…" when longer. */
export function quote(text: string, max = QUOTE_MAX): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
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
  if (inQuote) throw new OptionError('A quote is not closed: put the closing " after the value.');
  if (has) tokens.push(cur);
  return tokens;
}

const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;
const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const NUMBER = 10;

interface Leaf {
  name: string;
  subcommand: string | null;
  where: string; // "/game new", for messages
  options: readonly APIApplicationCommandOption[];
}

function command(defs: Definitions, name: string): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const def = defs.get(name);
  if (!def)
    throw new OptionError(
      `Unknown command /${quote(name)}. Commands: ${[...defs.keys()].map((c) => `/${c}`).join(', ')}.`,
    );
  return def;
}

function leaf(defs: Definitions, name: string, subcommand: string | null | undefined): Leaf {
  const def = command(defs, name);
  const all = def.options ?? [];
  const subs = all.filter((o) => o.type === SUBCOMMAND || o.type === SUBCOMMAND_GROUP);
  if (subs.length === 0) {
    if (subcommand) throw new OptionError(`/${name} has no subcommands; "${quote(subcommand)}" is not one.`);
    return { name, subcommand: null, where: `/${name}`, options: all };
  }
  const sub = subs.find((s) => s.name === subcommand);
  if (!sub) {
    const what = subcommand ? `Unknown subcommand "${quote(subcommand)}" of /${name}` : `/${name} needs a subcommand`;
    throw new OptionError(`${what}. Subcommands: ${subs.map((s) => s.name).join(', ')}.`);
  }
  const options = 'options' in sub ? ((sub.options ?? []) as readonly APIApplicationCommandOption[]) : [];
  return { name, subcommand: sub.name, where: `/${name} ${sub.name}`, options };
}

/** `/command [subcommand] name:value ...` (no "user:" prefix) → the command input, values typed. */
export function parseCommandText(text: string, defs: Definitions): CommandInput {
  const rest = text.trim();
  if (!rest.startsWith('/')) throw new OptionError('A command starts with "/", e.g. alice: /game status');
  const tokens = tokenize(rest.slice(1));
  const name = (tokens.shift() ?? '').toLowerCase();
  const def = command(defs, name);
  const hasSubs = (def.options ?? []).some((o) => o.type === SUBCOMMAND || o.type === SUBCOMMAND_GROUP);
  const word = hasSubs && tokens[0] && !tokens[0].includes(':') ? tokens.shift()!.toLowerCase() : null;
  const l = leaf(defs, name, word);
  const options: Record<string, OptionValue> = {};
  for (const tok of tokens) {
    const i = tok.indexOf(':');
    if (i <= 0)
      throw new OptionError(
        `"${quote(tok)}" is not an option: write name:value. Options of ${l.where}: ${optionList(l.options)}.`,
      );
    const key = tok.slice(0, i).toLowerCase();
    const opt = optionOf(l, key);
    if (Object.hasOwn(options, key)) throw new OptionError(`${key}: is given twice; give each option once.`);
    options[key] = fromText(l, opt, tok.slice(i + 1));
  }
  return checked(l, options);
}

/** Typed option values (from a Discord interaction) checked against the same schema. */
export function checkInput(input: CommandInput, defs: Definitions): CommandInput {
  const l = leaf(defs, input.name, input.subcommand);
  const options: Record<string, OptionValue> = {};
  for (const [key, value] of Object.entries(input.options)) {
    const opt = optionOf(l, key);
    checkValue(l, opt, value, typeof value === 'string' ? value : String(value));
    options[key] = value;
  }
  return checked(l, options);
}

function optionOf(l: Leaf, key: string): APIApplicationCommandOption {
  const opt = l.options.find((o) => o.name === key);
  if (!opt) throw new OptionError(`Unknown option "${quote(key)}" for ${l.where}. Options: ${optionList(l.options)}.`);
  return opt;
}

function checked(l: Leaf, options: Record<string, OptionValue>): CommandInput {
  for (const o of l.options) {
    if ('required' in o && o.required && !Object.hasOwn(options, o.name))
      throw new OptionError(`${l.where} needs ${o.name}:… (${o.description}).`);
  }
  return { name: l.name, subcommand: l.subcommand, options };
}

/** Text as Discord's client would take it for that option type: strictly, or refused. */
function fromText(l: Leaf, opt: APIApplicationCommandOption, raw: string): OptionValue {
  const shown = `${opt.name}:${quote(raw)}`;
  if (raw.trim() === '')
    throw new OptionError(`${opt.name}: needs a value (${opt.description}); Discord sends no empty option.`);
  let value: OptionValue;
  switch (opt.type) {
    case INTEGER:
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)))
        throw new OptionError(`${shown} must be a whole number written in digits, e.g. ${opt.name}:3.`);
      value = Number(raw);
      break;
    case NUMBER:
      if (!/^-?\d+(\.\d+)?$/.test(raw))
        throw new OptionError(`${shown} must be a number written in digits, e.g. ${opt.name}:2.5.`);
      value = Number(raw);
      break;
    case BOOLEAN:
      if (raw !== 'true' && raw !== 'false') throw new OptionError(`${shown} must be true or false.`);
      value = raw === 'true';
      break;
    default:
      value = raw;
  }
  checkValue(l, opt, value, raw);
  return value;
}

/** The checks Discord makes of a typed value: type, choices, min/max value, min/max length. */
function checkValue(l: Leaf, opt: APIApplicationCommandOption, value: OptionValue, raw: string): void {
  const shown = `${opt.name}:${quote(raw)}`;
  const type =
    opt.type === STRING
      ? 'string'
      : opt.type === BOOLEAN
        ? 'boolean'
        : opt.type === INTEGER || opt.type === NUMBER
          ? 'number'
          : null;
  if (type && typeof value !== type) throw new OptionError(`${shown} is not a ${type} value.`);
  if (opt.type === INTEGER && !Number.isInteger(value)) throw new OptionError(`${shown} must be a whole number.`);
  const choices = 'choices' in opt && opt.choices ? opt.choices.map((c) => c.value) : null;
  if (choices && choices.length > 0 && !(choices as OptionValue[]).includes(value))
    throw new OptionError(`${shown} is not allowed for ${l.where}. Allowed: ${choices.join(', ')}.`);
  if (typeof value === 'number') {
    const min = 'min_value' in opt && opt.min_value !== undefined ? opt.min_value : -NUMBER_LIMIT;
    const max = 'max_value' in opt && opt.max_value !== undefined ? opt.max_value : NUMBER_LIMIT;
    if (value < min || value > max)
      throw new OptionError(`${shown} is out of range for ${l.where}: give ${rangeText(min, max)}.`);
  }
  if (typeof value === 'string') {
    const min = 'min_length' in opt && opt.min_length !== undefined ? opt.min_length : 1;
    const max = 'max_length' in opt && opt.max_length !== undefined ? opt.max_length : STRING_MAX;
    if (value.length < min || value.length > max)
      throw new OptionError(
        `${opt.name}: is ${value.length} characters long ("${quote(value)}"); ${l.where} takes ${min} to ${max}.`,
      );
  }
}

function rangeText(min: number, max: number): string {
  if (max >= NUMBER_LIMIT) return `${min} or more`;
  if (min <= -NUMBER_LIMIT) return `${max} or less`;
  return `${min} to ${max}`;
}

const optionList = (options: readonly APIApplicationCommandOption[]): string =>
  options.length ? options.map((o) => `${o.name}${'required' in o && o.required ? '' : '?'}`).join(', ') : 'none';
