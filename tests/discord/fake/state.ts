/** The fake's world: users, guild, channels, stored messages, DM switches, and their API JSON forms. */
import { EventEmitter } from 'node:events';
import type { APIChannel, APIInteractionGuildMember, APIUser, GuildMemberFlags } from 'discord.js';
import { CommandRegistry } from './command-registry.ts';
import { FakeMessage, type MessageInit } from './fake-message.ts';
import { snowflake } from './ids.ts';
import type { InteractionRecord } from './interaction-record.ts';
import type { ChannelRef, FakeChannel, FakeGuild, FakeUser, RefusedDm, UserRef } from './types.ts';

export interface Timeouts {
  /** Initial response deadline (Discord: 3 s). */
  readonly ackMs: number;
  /** After deferReply (callback type 5): deadline for the first edit/follow-up. */
  readonly deferredMs: number;
  /** Quiet period after the last response before `sendCommand` resolves. */
  readonly settleMs: number;
  /** `sendCommand` resolves when the bot says it has handled the interaction instead (FakeDiscordOptions). */
  readonly settleOnHandled: boolean;
}

export interface WorldInit {
  token: string;
  bot: FakeUser;
  users: FakeUser[];
  guild: FakeGuild;
  channels: FakeChannel[];
  topics: ReadonlyMap<string, string>;
  timeouts: Timeouts;
}

export interface StateEvents {
  message: [FakeMessage];
  change: [];
}

export class FakeState {
  readonly events = new EventEmitter<StateEvents>();
  readonly token: string;
  readonly bot: FakeUser;
  readonly users: readonly FakeUser[];
  readonly guild: FakeGuild;
  readonly guildChannels: readonly FakeChannel[];
  readonly topics: ReadonlyMap<string, string>;
  readonly timeouts: Timeouts;
  readonly commands = new CommandRegistry();
  readonly dmChannels = new Map<string, FakeChannel>();
  /** Threads made by the bot (POST /channels/:id/threads), by id; a rename replaces the entry. */
  readonly threads = new Map<string, FakeChannel>();
  /** Threads deleted (DELETE /channels/:id), in order. */
  readonly deletedThreads: FakeChannel[] = [];
  /** Threads Discord archived (idle for their auto-archive duration: FakeDiscord.archiveThread); a post
   *  there is refused with 50083 until a PATCH archived:false reopens it. */
  readonly archivedThreads = new Set<string>();
  /** Threads reopened by PATCH archived:false, in order. */
  readonly reopenedThreads: string[] = [];
  readonly refusingDms = new Set<string>();
  readonly refusedDms: RefusedDm[] = [];
  /** Permission bits the bot lacks in a guild channel (withholdBotPermissions): channel id → bits. */
  readonly botDenied = new Map<string, bigint>();
  readonly messagesById = new Map<string, FakeMessage>();
  readonly interactionsById = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  private readonly messagesByChannel = new Map<string, FakeMessage[]>();
  baseUrl = '';

  constructor(init: WorldInit) {
    this.token = init.token;
    this.bot = init.bot;
    this.users = init.users;
    this.guild = init.guild;
    this.guildChannels = init.channels;
    this.topics = init.topics;
    this.timeouts = init.timeouts;
  }

  get applicationId(): string {
    return this.bot.id;
  }

  findUser(ref: UserRef): FakeUser | undefined {
    if (typeof ref !== 'string') return this.findUser(ref.id);
    const all = [this.bot, ...this.users];
    return all.find((u) => u.id === ref) ?? all.find((u) => u.username === ref);
  }

  user(ref: UserRef): FakeUser {
    const found = this.findUser(ref);
    if (!found) throw new Error(`fake-discord: unknown user ${typeof ref === 'string' ? ref : ref.id}`);
    return found;
  }

  findChannel(ref: ChannelRef): FakeChannel | undefined {
    if (typeof ref !== 'string') return this.findChannel(ref.id);
    const all = [...this.guildChannels, ...this.dmChannels.values(), ...this.threads.values()];
    return all.find((c) => c.id === ref) ?? this.guildChannels.find((c) => c.name === ref);
  }

  channel(ref: ChannelRef): FakeChannel {
    const found = this.findChannel(ref);
    if (!found) throw new Error(`fake-discord: unknown channel ${typeof ref === 'string' ? ref : ref.id}`);
    return found;
  }

  /** The DM channel between the bot and `user` (created on first use, like POST /users/@me/channels). */
  dmChannelFor(user: FakeUser): FakeChannel {
    let channel = this.dmChannels.get(user.id);
    if (!channel) {
      channel = { id: snowflake(), name: `dm-${user.username}`, kind: 'dm', guildId: null, recipientId: user.id };
      this.dmChannels.set(user.id, channel);
    }
    return channel;
  }

  addMessage(init: Omit<MessageInit, 'attachmentUrl' | 'author'>): FakeMessage {
    const message = new FakeMessage({
      ...init,
      author: this.userJson(this.bot),
      attachmentUrl: (id, name) => `${this.baseUrl}/attachments/${init.channelId}/${id}/${encodeURIComponent(name)}`,
    });
    this.messagesById.set(message.id, message);
    const list = this.messagesByChannel.get(message.channelId) ?? [];
    list.push(message);
    this.messagesByChannel.set(message.channelId, list);
    this.messageChanged(message);
    return message;
  }

  messageChanged(message: FakeMessage): void {
    this.events.emit('message', message);
    this.events.emit('change');
  }

  messagesIn(channelId: string): FakeMessage[] {
    return (this.messagesByChannel.get(channelId) ?? []).filter((m) => !m.deleted);
  }

  userJson(user: FakeUser): APIUser {
    return {
      id: user.id,
      username: user.username,
      discriminator: '0',
      global_name: user.globalName,
      avatar: null,
      ...(user.bot ? { bot: true } : {}),
    };
  }

  memberJson(user: FakeUser): APIInteractionGuildMember {
    return {
      user: this.userJson(user),
      roles: [],
      joined_at: '2026-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
      permissions: user.permissions,
    };
  }

  channelJson(channel: FakeChannel): APIChannel {
    if (channel.kind === 'dm') {
      const recipient = this.findUser(channel.recipientId ?? '');
      return {
        id: channel.id,
        type: 1,
        name: null,
        last_message_id: null,
        recipients: recipient ? [this.userJson(recipient)] : [],
      };
    }
    if (channel.kind === 'guild-thread') {
      return {
        id: channel.id,
        type: 11,
        guild_id: this.guild.id,
        name: channel.name,
        parent_id: channel.parentId ?? '',
        owner_id: this.bot.id,
        last_message_id: null,
        rate_limit_per_user: 0,
        message_count: 0,
        member_count: 1,
        thread_metadata: {
          archived: this.archivedThreads.has(channel.id),
          auto_archive_duration: 10080,
          archive_timestamp: '2026-01-01T00:00:00.000Z',
          locked: false,
        },
      };
    }
    return {
      id: channel.id,
      type: 0,
      guild_id: this.guild.id,
      name: channel.name,
      position: this.guildChannels.indexOf(channel),
      permission_overwrites: [],
      nsfw: false,
      parent_id: null,
      topic: this.topics.get(channel.id) ?? null,
      last_message_id: null,
      rate_limit_per_user: 0,
    };
  }
}
