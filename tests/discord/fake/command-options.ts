/** Turns a test's `{ name: value }` options into INTERACTION_CREATE `data.options` (+ `resolved`),
 *  checked against the registered schema when the bot registered the command. */
import {
  ApplicationCommandOptionType as OptionType,
  type APIApplicationCommand,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
} from 'discord.js';
import { optionsFor } from './command-registry.ts';
import type { FakeState } from './state.ts';
import type { FakeChannel, FakeUser, OptionValue } from './types.ts';

export interface OptionsRequest {
  name: string;
  subcommandGroup?: string | undefined;
  subcommand?: string | undefined;
  options: Readonly<Record<string, OptionValue>>;
  /** Autocomplete: the option being typed (skips the required check, marks `focused`). */
  focused?: string | undefined;
  /** null for DM interactions. */
  guildId: string | null;
}

export interface BuiltCommandData {
  commandId: string;
  commandGuildId: string | undefined;
  options: APIApplicationCommandInteractionDataOption[];
  resolved: APIInteractionDataResolved | undefined;
}

const label = (req: OptionsRequest): string =>
  `/${[req.name, req.subcommandGroup, req.subcommand].filter(Boolean).join(' ')}`;

/** Throws a descriptive Error when the test asks for something Discord's client would not send. */
export function buildCommandData(state: FakeState, req: OptionsRequest): BuiltCommandData {
  const command = state.commands.find(req.name, req.guildId);
  if (!command && req.guildId === null && state.commands.find(req.name, state.guild.id)) {
    throw new Error(`fake-discord: ${label(req)} cannot be used in DMs (it is a guild command)`);
  }
  if (!command && !state.commands.isEmpty) {
    const known = [...state.commands.list('global'), ...(req.guildId ? state.commands.list(req.guildId) : [])];
    throw new Error(
      `fake-discord: ${label(req)} is not registered (registered: ${known.map((c) => c.name).join(', ') || 'none'})`,
    );
  }
  if (command) checkContext(command, req);
  const schema = command ? leafSchema(command, req) : undefined;
  const resolved: APIInteractionDataResolved = {};
  const leaf: APIApplicationCommandInteractionDataBasicOption[] = [];
  const values: Record<string, OptionValue> = { ...req.options };
  if (req.focused !== undefined && !(req.focused in values)) values[req.focused] = '';
  for (const [name, value] of Object.entries(values)) {
    const decl = schema?.find((o) => o.name === name);
    if (schema && !decl) {
      throw new Error(
        `fake-discord: ${label(req)} has no option "${name}" (has: ${schema.map((o) => o.name).join(', ') || 'none'})`,
      );
    }
    leaf.push(toOption(state, req, name, value, decl, resolved));
  }
  if (schema && req.focused === undefined) {
    const missing = schema.filter((o) => o.required === true && !(o.name in values)).map((o) => o.name);
    if (missing.length > 0)
      throw new Error(`fake-discord: ${label(req)} is missing required option(s): ${missing.join(', ')}`);
  }
  return {
    commandId: command?.id ?? state.commands.syntheticId(req.name),
    commandGuildId: command?.guild_id,
    options: wrap(req, leaf),
    resolved: Object.keys(resolved).length > 0 ? resolved : undefined,
  };
}

function checkContext(command: APIApplicationCommand, req: OptionsRequest): void {
  if (req.guildId !== null) return;
  if (
    command.guild_id !== undefined ||
    command.dm_permission === false ||
    (command.contexts && !command.contexts.includes(1))
  ) {
    throw new Error(
      `fake-discord: ${label(req)} cannot be used in DMs (guild command, dm_permission false or contexts without 1)`,
    );
  }
}

function leafSchema(command: APIApplicationCommand, req: OptionsRequest): readonly APIApplicationCommandBasicOption[] {
  const options = optionsFor(command, req.subcommandGroup, req.subcommand);
  if (options === undefined) throw new Error(`fake-discord: ${label(req)}: no such subcommand (group)`);
  const nested = options.find((o) => o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup);
  if (nested)
    throw new Error(`fake-discord: ${label(req)} needs a subcommand${req.subcommand ? '' : ' (pass `subcommand`)'}`);
  return options.filter(isBasic);
}

function isBasic(o: APIApplicationCommandOption): o is APIApplicationCommandBasicOption {
  return o.type !== OptionType.Subcommand && o.type !== OptionType.SubcommandGroup;
}

function wrap(
  req: OptionsRequest,
  leaf: APIApplicationCommandInteractionDataBasicOption[],
): APIApplicationCommandInteractionDataOption[] {
  if (req.subcommand === undefined) return leaf;
  const sub: APIApplicationCommandInteractionDataOption = {
    name: req.subcommand,
    type: OptionType.Subcommand,
    options: leaf,
  };
  if (req.subcommandGroup === undefined) return [sub];
  return [{ name: req.subcommandGroup, type: OptionType.SubcommandGroup, options: [sub] }];
}

function inferType(value: OptionValue): OptionType {
  if (typeof value === 'string') return OptionType.String;
  if (typeof value === 'boolean') return OptionType.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? OptionType.Integer : OptionType.Number;
  return 'username' in value ? OptionType.User : OptionType.Channel;
}

function toOption(
  state: FakeState,
  req: OptionsRequest,
  name: string,
  value: OptionValue,
  decl: APIApplicationCommandBasicOption | undefined,
  resolved: APIInteractionDataResolved,
): APIApplicationCommandInteractionDataBasicOption {
  const type = decl?.type ?? inferType(value);
  const focused = req.focused === name;
  if (focused && decl && !('autocomplete' in decl && decl.autocomplete === true)) {
    throw new Error(`fake-discord: ${label(req)} option "${name}" does not have autocomplete enabled`);
  }
  const bad = (want: string): Error =>
    new Error(`fake-discord: ${label(req)} option "${name}" expects ${want}, got ${JSON.stringify(value)}`);
  const extra = focused ? { focused: true } : {};
  switch (type) {
    case OptionType.String: {
      if (typeof value !== 'string') throw bad('a string');
      if (!focused) checkChoiceAndRange(req, name, value, decl);
      return { name, type, value, ...extra };
    }
    case OptionType.Integer:
    case OptionType.Number: {
      if (focused && typeof value === 'string') return { name, type, value, focused: true };
      if (typeof value !== 'number' || (type === OptionType.Integer && !Number.isInteger(value))) {
        throw bad(type === OptionType.Integer ? 'an integer' : 'a number');
      }
      if (!focused) checkChoiceAndRange(req, name, value, decl);
      return { name, type, value, ...extra };
    }
    case OptionType.Boolean: {
      if (typeof value !== 'boolean') throw bad('a boolean');
      return { name, type, value };
    }
    case OptionType.User: {
      const user = typeof value === 'boolean' || typeof value === 'number' ? undefined : state.findUser(refOf(value));
      if (!user) throw bad('a known user (object, id or username)');
      addResolvedUser(state, req, user, resolved);
      return { name, type, value: user.id };
    }
    case OptionType.Channel: {
      const channel =
        typeof value === 'boolean' || typeof value === 'number' ? undefined : state.findChannel(refOf(value));
      if (!channel) throw bad('a known channel (object, id or name)');
      addResolvedChannel(state, channel, resolved);
      return { name, type, value: channel.id };
    }
    default:
      throw new Error(`fake-discord: option type ${type} ("${name}") is not supported by the fake yet`);
  }
}

function refOf(value: string | FakeUser | FakeChannel): string {
  return typeof value === 'string' ? value : value.id;
}

function checkChoiceAndRange(
  req: OptionsRequest,
  name: string,
  value: string | number,
  decl: APIApplicationCommandBasicOption | undefined,
): void {
  if (!decl) return;
  const fail = (why: string): never => {
    throw new Error(`fake-discord: ${label(req)} option "${name}" = ${JSON.stringify(value)}: ${why}`);
  };
  if ('choices' in decl && decl.choices && decl.choices.length > 0 && !decl.choices.some((c) => c.value === value)) {
    fail(`not one of the choices ${decl.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
  }
  if (typeof value === 'string' && 'min_length' in decl) {
    if (decl.min_length !== undefined && value.length < decl.min_length)
      fail(`shorter than min_length ${decl.min_length}`);
    if (decl.max_length !== undefined && value.length > decl.max_length)
      fail(`longer than max_length ${decl.max_length}`);
  }
  if (typeof value === 'number' && 'min_value' in decl) {
    if (decl.min_value !== undefined && value < decl.min_value) fail(`below min_value ${decl.min_value}`);
    if (decl.max_value !== undefined && value > decl.max_value) fail(`above max_value ${decl.max_value}`);
  }
}

function addResolvedUser(
  state: FakeState,
  req: OptionsRequest,
  user: FakeUser,
  resolved: APIInteractionDataResolved,
): void {
  resolved.users = { ...resolved.users, [user.id]: state.userJson(user) };
  if (req.guildId === null) return;
  const { user: _omitUser, ...member } = state.memberJson(user);
  resolved.members = { ...resolved.members, [user.id]: member };
}

function addResolvedChannel(state: FakeState, channel: FakeChannel, resolved: APIInteractionDataResolved): void {
  const entry =
    channel.kind === 'dm'
      ? { id: channel.id, name: channel.name, type: 1 as const, permissions: '0' }
      : { id: channel.id, name: channel.name, type: 0 as const, permissions: '2248473465835073' };
  resolved.channels = { ...resolved.channels, [channel.id]: entry };
}
