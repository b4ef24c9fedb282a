/** Application commands the bot registered (bulk overwrite / create), with Discord-like validation. */
import type { APIApplicationCommand, APIApplicationCommandOption } from 'discord.js';
import { snowflake } from './ids.ts';
import { asArray, isRecord, optNumber, optString, type JsonRecord } from './json.ts';
import type { FieldError } from './message-validation.ts';

/** `global` or a guild id. */
export type CommandScope = 'global' | string;

export interface Registration {
  readonly scope: CommandScope;
  readonly method: 'PUT' | 'POST';
  readonly commands: readonly APIApplicationCommand[];
  readonly at: number;
}

export type RegisterResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export interface RegisteredCommands {
  readonly global: readonly APIApplicationCommand[];
  readonly guilds: Readonly<Record<string, readonly APIApplicationCommand[]>>;
}

const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;
const CHAT_INPUT = 1;
const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;

export class CommandRegistry {
  readonly registrations: Registration[] = [];
  private readonly byScope = new Map<CommandScope, APIApplicationCommand[]>();
  private readonly synthetic = new Map<string, string>();

  list(scope: CommandScope): APIApplicationCommand[] {
    return this.byScope.get(scope) ?? [];
  }

  get snapshot(): RegisteredCommands {
    const guilds: Record<string, readonly APIApplicationCommand[]> = {};
    for (const [scope, commands] of this.byScope) if (scope !== 'global') guilds[scope] = commands;
    return { global: this.list('global'), guilds };
  }

  get isEmpty(): boolean {
    return [...this.byScope.values()].every((list) => list.length === 0);
  }

  /** A stable id for a command the bot never registered (used only while nothing is registered). */
  syntheticId(name: string): string {
    const id = this.synthetic.get(name) ?? snowflake();
    this.synthetic.set(name, id);
    return id;
  }

  /** Guild command first (it shadows a global one of the same name), then global. */
  find(name: string, guildId: string | null): APIApplicationCommand | undefined {
    const inGuild = guildId === null ? undefined : this.list(guildId).find((c) => c.name === name);
    return inGuild ?? this.list('global').find((c) => c.name === name);
  }

  /** PUT: replace all commands of the scope. Returns field errors instead when the body is invalid. */
  overwrite(scope: CommandScope, applicationId: string, body: unknown): RegisterResult<APIApplicationCommand[]> {
    if (!Array.isArray(body))
      return { ok: false, errors: [{ field: '', code: 'BASE_TYPE_ARRAY', message: 'Must be an array.' }] };
    const errors = body.flatMap((c, i) => validateCommand(c, `${i}`));
    const names = body.map((c) => (isRecord(c) ? `${optNumber(c, 'type') ?? CHAT_INPUT}:${String(c['name'])}` : ''));
    if (new Set(names).size !== names.length) {
      errors.push({
        field: '',
        code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
        message: 'Application command names must be unique',
      });
    }
    if (errors.length > 0) return { ok: false, errors };
    const previous = this.list(scope);
    const commands = body.filter(isRecord).map((c) => this.toStored(c, scope, applicationId, previous));
    this.byScope.set(scope, commands);
    this.registrations.push({ scope, method: 'PUT', commands, at: Date.now() });
    return { ok: true, value: commands };
  }

  /** POST: create or replace one command by name. */
  upsert(scope: CommandScope, applicationId: string, body: unknown): RegisterResult<APIApplicationCommand> {
    const errors = validateCommand(body, '');
    if (errors.length > 0 || !isRecord(body)) return { ok: false, errors };
    const previous = this.list(scope);
    const command = this.toStored(body, scope, applicationId, previous);
    this.byScope.set(scope, [...previous.filter((c) => c.name !== command.name), command]);
    this.registrations.push({ scope, method: 'POST', commands: [command], at: Date.now() });
    return { ok: true, value: command };
  }

  private toStored(
    rec: JsonRecord,
    scope: CommandScope,
    applicationId: string,
    previous: readonly APIApplicationCommand[],
  ): APIApplicationCommand {
    const name = optString(rec, 'name') ?? '';
    const type = optNumber(rec, 'type') ?? CHAT_INPUT;
    const id = previous.find((c) => c.name === name && c.type === type)?.id ?? snowflake();
    const stored = {
      description: '',
      default_member_permissions: null,
      ...rec,
      id,
      type,
      application_id: applicationId,
      version: snowflake(),
      ...(scope === 'global' ? {} : { guild_id: scope }),
    };
    return stored as APIApplicationCommand;
  }
}

function validateCommand(value: unknown, path: string): FieldError[] {
  if (!isRecord(value))
    return [{ field: path, code: 'MODEL_TYPE_CONVERT', message: 'Only dictionaries may be used in a ModelType' }];
  const type = optNumber(value, 'type') ?? CHAT_INPUT;
  const errors = validateNamed(value, path, type === CHAT_INPUT);
  if (type === CHAT_INPUT) errors.push(...validateOptions(value['options'], `${path}.options`));
  return errors;
}

function validateNamed(rec: JsonRecord, path: string, chatInput: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const name = optString(rec, 'name') ?? '';
  if (chatInput ? !NAME.test(name) || name !== name.toLowerCase() : name.length < 1 || name.length > 32) {
    errors.push({
      field: `${path}.name`,
      code: 'APPLICATION_COMMAND_INVALID_NAME',
      message: `Command name is invalid: ${JSON.stringify(name)}`,
    });
  }
  const description = optString(rec, 'description') ?? '';
  if (chatInput && (description.length < 1 || description.length > 100)) {
    errors.push({
      field: `${path}.description`,
      code: 'BASE_TYPE_BAD_LENGTH',
      message: 'Must be between 1 and 100 in length.',
    });
  }
  return errors;
}

function validateOptions(value: unknown, path: string): FieldError[] {
  const options = asArray(value);
  const errors: FieldError[] = [];
  if (options.length > 25)
    errors.push({ field: path, code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  let sawOptional = false;
  options.forEach((opt, i) => {
    const at = `${path}.${i}`;
    if (!isRecord(opt)) return;
    errors.push(...validateNamed(opt, at, true));
    const type = optNumber(opt, 'type');
    if (type === SUBCOMMAND || type === SUBCOMMAND_GROUP) {
      errors.push(...validateOptions(opt['options'], `${at}.options`));
      return;
    }
    if (opt['required'] === true && sawOptional) {
      errors.push({
        field: at,
        code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        message: 'Required options must be placed before non-required options',
      });
    }
    if (opt['required'] !== true) sawOptional = true;
    if (asArray(opt['choices']).length > 25) {
      errors.push({ field: `${at}.choices`, code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
    }
  });
  return errors;
}

/** The option list that applies to the given subcommand path (undefined when the path doesn't exist). */
export function optionsFor(
  command: APIApplicationCommand,
  group: string | undefined,
  subcommand: string | undefined,
): readonly APIApplicationCommandOption[] | undefined {
  let options: readonly APIApplicationCommandOption[] = command.options ?? [];
  for (const [name, type] of [
    [group, SUBCOMMAND_GROUP],
    [subcommand, SUBCOMMAND],
  ] as const) {
    if (name === undefined) continue;
    const next = options.find((o) => o.name === name && o.type === type);
    if (!next || !('options' in next)) return next ? [] : undefined;
    options = next.options ?? [];
  }
  return options;
}
