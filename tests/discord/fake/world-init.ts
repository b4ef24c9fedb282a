/** Turns `startFakeDiscord` options into the fake's users, guild and channels (ids filled in). */
import { snowflake } from './ids.ts';
import type { Timeouts, WorldInit } from './state.ts';
import type { FakeChannel, FakeChannelInit, FakeGuildInit, FakeUser, FakeUserInit } from './types.ts';

export interface FakeDiscordOptions {
  /** Bot token the client must log in with (default `fake-token`). */
  token?: string;
  /** The bot user; its id is also the application id. */
  bot?: { id?: string; username?: string };
  /** Human users (default: one user `alice`). */
  users?: readonly FakeUserInit[];
  guild?: FakeGuildInit;
  /** Text channels of the guild (default: one channel `general`). */
  channels?: readonly FakeChannelInit[];
  /** Initial-response deadline, like Discord's 3 s (default 3000). */
  ackTimeoutMs?: number;
  /** After deferReply: deadline for the first editReply/followUp (default 10000). */
  deferredTimeoutMs?: number;
  /** Quiet period after the last response before sendCommand & co. resolve (default 50). */
  settleMs?: number;
  /** Resolve sendCommand & co. when the bot says it has finished with the interaction
   *  (FakeDiscord.interactionHandled) instead of after a quiet period, which a loaded machine can
   *  outlast between two answers of one command. Default false. */
  settleOnHandled?: boolean;
  /** HELLO heartbeat interval (default 41250 like Discord; lower it to exercise heartbeats). */
  heartbeatIntervalMs?: number;
}

const DEFAULT_PERMISSIONS = '2248473465835073';

export function createWorld(options: FakeDiscordOptions): WorldInit & { heartbeatIntervalMs: number } {
  const bot: FakeUser = {
    id: options.bot?.id ?? snowflake(),
    username: options.bot?.username ?? 'Heliograph',
    globalName: null,
    bot: true,
    permissions: DEFAULT_PERMISSIONS,
  };
  const userInits = options.users ?? [{ username: 'alice', globalName: 'Alice' }];
  const users: FakeUser[] = userInits.map((u) => ({
    id: u.id ?? snowflake(),
    username: u.username,
    globalName: u.globalName ?? null,
    bot: u.bot ?? false,
    permissions: String(u.permissions ?? DEFAULT_PERMISSIONS),
  }));
  assertUnique(
    'user',
    [bot, ...users].map((u) => u.id),
  );
  assertUnique(
    'username',
    users.map((u) => u.username),
  );
  const guildId = options.guild?.id ?? snowflake();
  const owner =
    users.find((u) => u.username === options.guild?.owner || u.id === options.guild?.owner) ?? users[0] ?? bot;
  const channelInits = options.channels ?? [{ name: 'general' }];
  const channels: FakeChannel[] = channelInits.map((c) => ({
    id: c.id ?? snowflake(),
    name: c.name,
    kind: 'guild-text',
    guildId,
    recipientId: null,
  }));
  assertUnique(
    'channel name',
    channels.map((c) => c.name),
  );
  const topics = new Map(
    channelInits.flatMap((c, i) => (c.topic !== undefined ? [[channels[i]?.id ?? '', c.topic] as const] : [])),
  );
  const timeouts: Timeouts = {
    ackMs: options.ackTimeoutMs ?? 3000,
    deferredMs: options.deferredTimeoutMs ?? 10_000,
    settleMs: options.settleMs ?? 50,
    settleOnHandled: options.settleOnHandled ?? false,
  };
  return {
    token: options.token ?? 'fake-token',
    bot,
    users,
    guild: { id: guildId, name: options.guild?.name ?? 'Heliograph Test Guild', ownerId: owner.id },
    channels,
    topics,
    timeouts,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
  };
}

function assertUnique(what: string, values: readonly string[]): void {
  const dup = values.find((v, i) => values.indexOf(v) !== i);
  if (dup !== undefined) throw new Error(`fake-discord: duplicate ${what} ${dup}`);
}
