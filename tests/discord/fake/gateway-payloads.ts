/** READY / GUILD_CREATE / GUILD_MEMBERS_CHUNK payloads built from the fake's world. */
import type { GatewayWorld } from './gateway.ts';
import { shardOf } from './gateway.ts';
import type { FakeState } from './state.ts';

const JOINED_AT = '2026-01-01T00:00:00.000Z';

export function gatewayWorld(state: FakeState): GatewayWorld {
  const onShard = (shard: [number, number]): boolean => shardOf(state.guild.id, shard[1]) === shard[0];
  return {
    token: state.token,
    readyData: (shard) => ({
      v: 10,
      user: state.userJson(state.bot),
      // Every guild listed here needs a GUILD_CREATE, or discord.js waits waitGuildTimeout (15 s) for ready.
      guilds: onShard(shard) ? [{ id: state.guild.id, unavailable: true }] : [],
      application: { id: state.applicationId, flags: 0 },
    }),
    guildCreates: (shard) => (onShard(shard) ? [guildCreate(state)] : []),
    membersChunk: (guildId, nonce) => ({
      guild_id: guildId,
      members: guildId === state.guild.id ? members(state) : [],
      chunk_index: 0,
      chunk_count: 1,
      not_found: [],
      ...(nonce !== undefined ? { nonce } : {}),
    }),
  };
}

function members(state: FakeState) {
  return [state.bot, ...state.users].map((u) => {
    const { permissions: _perms, ...member } = state.memberJson(u);
    return member;
  });
}

/** Realistic minimum per the PoC ablation: id, name, unavailable:false, channels, roles, members. */
function guildCreate(state: FakeState) {
  const { guild } = state;
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    owner_id: guild.ownerId,
    unavailable: false,
    member_count: state.users.length + 1,
    large: false,
    joined_at: JOINED_AT,
    features: [],
    emojis: [],
    stickers: [],
    voice_states: [],
    presences: [],
    threads: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
    preferred_locale: 'en-US',
    roles: [
      {
        id: guild.id,
        name: '@everyone',
        permissions: '2248473465835073',
        position: 0,
        color: 0,
        hoist: false,
        managed: false,
        mentionable: false,
        flags: 0,
      },
    ],
    channels: state.guildChannels.map((c) => state.channelJson(c)),
    members: members(state),
  };
}
