/** INTERACTION_CREATE payloads (typed with discord-api-types, so required fields such as
 *  `entitlements` / `authorizing_integration_owners` / `channel` cannot be forgotten). */
import {
  ApplicationCommandType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  Locale,
  type APIApplicationCommandAutocompleteInteraction,
  type APIAutocompleteApplicationCommandInteractionData,
  type APIChatInputApplicationCommandInteraction,
  type APIChatInputApplicationCommandInteractionData,
  type APIMessageComponentInteraction,
  type APIMessageInteractionMetadata,
} from 'discord.js';
import type { BuiltCommandData } from './command-options.ts';
import type { FakeMessage } from './fake-message.ts';
import type { FakeState } from './state.ts';
import type { FakeChannel, FakeUser } from './types.ts';

export interface EnvelopeContext {
  state: FakeState;
  user: FakeUser;
  channel: FakeChannel;
  id: string;
  token: string;
}

const APP_PERMISSIONS = 2248473465835073n;

/** Fields shared by every interaction kind; guild vs DM differ in member/user, channel and context. */
function envelope(ctx: EnvelopeContext) {
  const { state, user, channel } = ctx;
  const common = {
    id: ctx.id,
    token: ctx.token,
    application_id: state.applicationId,
    version: 1 as const,
    channel_id: channel.id,
    app_permissions: String(APP_PERMISSIONS & ~(state.botDenied.get(channel.id) ?? 0n)),
    locale: Locale.EnglishUS,
    entitlements: [],
    attachment_size_limit: 10 * 1024 * 1024,
  };
  if (channel.kind === 'dm') {
    return {
      ...common,
      channel: { id: channel.id, type: 1 as const },
      user: state.userJson(user),
      context: InteractionContextType.BotDM,
      authorizing_integration_owners: { '0': '0' },
    };
  }
  return {
    ...common,
    channel:
      channel.kind === 'guild-thread'
        ? {
            id: channel.id,
            type: 11 as const,
            guild_id: state.guild.id,
            name: channel.name,
            ...(channel.parentId ? { parent_id: channel.parentId } : {}),
          }
        : { id: channel.id, type: 0 as const, guild_id: state.guild.id, name: channel.name },
    guild_id: state.guild.id,
    guild: { id: state.guild.id, locale: Locale.EnglishUS, features: [] },
    guild_locale: Locale.EnglishUS,
    member: state.memberJson(user),
    context: InteractionContextType.Guild,
    authorizing_integration_owners: { '0': state.guild.id },
  };
}

export function chatInputPayload(
  ctx: EnvelopeContext,
  name: string,
  built: BuiltCommandData,
): APIChatInputApplicationCommandInteraction {
  const data: APIChatInputApplicationCommandInteractionData = {
    id: built.commandId,
    name,
    type: ApplicationCommandType.ChatInput,
    options: built.options as APIChatInputApplicationCommandInteractionData['options'],
    ...(built.resolved ? { resolved: built.resolved } : {}),
    ...(built.commandGuildId ? { guild_id: built.commandGuildId } : {}),
  };
  return { ...envelope(ctx), type: InteractionType.ApplicationCommand, data };
}

export function autocompletePayload(
  ctx: EnvelopeContext,
  name: string,
  built: BuiltCommandData,
): APIApplicationCommandAutocompleteInteraction {
  const options = built.options as NonNullable<APIAutocompleteApplicationCommandInteractionData['options']>;
  const data = {
    id: built.commandId,
    name,
    type: ApplicationCommandType.ChatInput as const,
    options,
    ...(built.commandGuildId ? { guild_id: built.commandGuildId } : {}),
  };
  return { ...envelope(ctx), type: InteractionType.ApplicationCommandAutocomplete, data };
}

export type ComponentData =
  | { componentType: 'button'; customId: string }
  | { componentType: 'string-select'; customId: string; values: string[] };

export function componentPayload(
  ctx: EnvelopeContext,
  message: FakeMessage,
  component: ComponentData,
): APIMessageComponentInteraction {
  const data =
    component.componentType === 'button'
      ? { custom_id: component.customId, component_type: ComponentType.Button as const }
      : {
          custom_id: component.customId,
          component_type: ComponentType.StringSelect as const,
          values: component.values,
        };
  return { ...envelope(ctx), type: InteractionType.MessageComponent, data, message: message.api };
}

/** `interaction_metadata` of a message created in response to an interaction (discord.js needs `user`). */
export function interactionMetadata(
  state: FakeState,
  kind: 'command' | 'component',
  id: string,
  user: FakeUser,
  guildId: string | null,
  interactedMessageId?: string,
): APIMessageInteractionMetadata {
  const owners = guildId === null ? { '0': '0' } : { '0': guildId };
  if (kind === 'component') {
    return {
      id,
      type: InteractionType.MessageComponent,
      user: state.userJson(user),
      authorizing_integration_owners: owners,
      interacted_message_id: interactedMessageId ?? '0',
    };
  }
  return {
    id,
    type: InteractionType.ApplicationCommand,
    user: state.userJson(user),
    authorizing_integration_owners: owners,
  };
}
