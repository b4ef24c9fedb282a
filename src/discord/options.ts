// Interaction → what the application understands: the Caller (who, in which channel or thread) and
// the CommandInput (command, subcommand, option values), exactly as the console produces them.
import {
  ApplicationCommandOptionType,
  type AutocompleteInteraction,
  type BaseInteraction,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
} from 'discord.js';
import type { CommandInput, OptionValue } from '../app/command.ts';
import type { Caller } from '../app/outputs.ts';

/** The game lives in the channel (or thread) the interaction came from. */
export function callerOf(i: BaseInteraction, channel: string = i.channelId ?? `dm-${i.user.id}`): Caller {
  const member = i.member;
  const display = member && 'displayName' in member ? member.displayName : (member?.nick ?? null);
  return { channel, user: i.user.id, name: display ?? i.user.globalName ?? i.user.username, guild: i.guildId };
}

export function inputOf(i: ChatInputCommandInteraction | AutocompleteInteraction): CommandInput {
  let subcommand: string | null = null;
  let opts: readonly CommandInteractionOption[] = i.options.data;
  const first = opts[0];
  if (first?.type === ApplicationCommandOptionType.SubcommandGroup) {
    const sub = first.options?.[0];
    subcommand = sub ? `${first.name} ${sub.name}` : first.name;
    opts = sub?.options ?? [];
  } else if (first?.type === ApplicationCommandOptionType.Subcommand) {
    subcommand = first.name;
    opts = first.options ?? [];
  }
  const options: Record<string, OptionValue> = {};
  const bots: string[] = [];
  const userNames: { id: string; name: string }[] = [];
  for (const o of opts) {
    const v = o.value;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') options[o.name] = v;
    if (o.type === ApplicationCommandOptionType.User && o.user?.bot) bots.push(o.user.id);
    if (o.type === ApplicationCommandOptionType.User && o.user) {
      const member = o.member && 'displayName' in o.member ? o.member.displayName : (o.member?.nick ?? null);
      userNames.push({ id: o.user.id, name: member ?? o.user.globalName ?? o.user.username });
    }
  }
  return {
    name: i.commandName,
    subcommand,
    options,
    ...(bots.length ? { bots } : {}),
    ...(userNames.length ? { userNames } : {}),
  };
}

export function focusedOf(i: AutocompleteInteraction): { name: string; value: string } {
  const f = i.options.getFocused(true);
  return { name: f.name, value: String(f.value) };
}
