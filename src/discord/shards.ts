// Sharding (docs/decisions/sharding.md) with discord.js's own ShardingManager: SHARDS=auto|N runs one bot
// process per shard (each a copy of this very entry point, dist/main.js or src/main.ts, with the same flags);
// SHARD_IDS (e.g. 0-3 or 0,2) and SHARD_COUNT run a range of the shards on this machine. Discord sends
// each server's events to one shard, (guild_id >> 22) % count, and DMs to shard 0: a game is served
// by the shard of its server. What only one process may do is given to one shard: reminders to the
// shard that owns the game's channel, daily backups to shard 0. Everything lives in the database, so
// a shard that restarts (the manager respawns it) loses nothing.
import { ShardClientUtil, ShardingManager, type Client } from 'discord.js';
import { ConfigError } from './config.ts';

export interface ShardPlan {
  /** Shards of the whole bot: a number, or 'auto' (Discord's recommendation, fetched at start). */
  totalShards: number | 'auto';
  /** The shards this machine runs ('auto': all of them). */
  shardList: number[] | 'auto';
}

/** Whether this process is a shard started by a ShardingManager (discord.js sets SHARDING_MANAGER). */
export const isShardProcess = (env: NodeJS.ProcessEnv): boolean => Boolean(env.SHARDING_MANAGER);

function whole(name: string, raw: string, min: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${name}=${raw} must be a whole number of at least ${min}.`);
  return n;
}

/** SHARD_IDS: "0-3", "4,5,6" or a mix ("0-1,4"). */
export function shardIdsFrom(raw: string): number[] {
  const ids = new Set<number>();
  for (const part of raw.split(',').map((p) => p.trim())) {
    const range = /^(\d+)-(\d+)$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (from > to) throw new ConfigError(`SHARD_IDS=${raw}: the range ${part} runs backwards.`);
      for (let i = from; i <= to; i++) ids.add(i);
    } else ids.add(whole('SHARD_IDS', part, 0));
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The sharding asked for by the environment, or null to run one unsharded bot (SHARDS unset, or
 * this process is itself a shard). SHARD_COUNT (the total over all machines) is needed with SHARD_IDS.
 */
export function shardPlanFrom(env: NodeJS.ProcessEnv): ShardPlan | null {
  if (isShardProcess(env)) return null;
  const shards = env.SHARDS?.trim();
  const ids = env.SHARD_IDS?.trim();
  const count = env.SHARD_COUNT?.trim();
  if (!shards && !ids) return null;
  let totalShards: number | 'auto' = 'auto';
  if (count) totalShards = whole('SHARD_COUNT', count, 1);
  else if (shards && shards !== 'auto') totalShards = whole('SHARDS', shards, 1);
  else if (ids) throw new ConfigError('SHARD_IDS needs SHARD_COUNT: the number of shards over all machines.');
  if (shards && shards !== 'auto' && count && Number(shards) !== totalShards)
    throw new ConfigError(`SHARDS=${shards} and SHARD_COUNT=${count} disagree; set one of them.`);
  const shardList = ids ? shardIdsFrom(ids) : 'auto';
  if (shardList !== 'auto' && typeof totalShards === 'number' && shardList.some((i) => i >= totalShards))
    throw new ConfigError(`SHARD_IDS=${ids} names a shard beyond SHARD_COUNT=${totalShards} (ids run from 0).`);
  if (totalShards === 'auto' && env.DISCORD_API_BASE?.trim())
    throw new ConfigError(
      'SHARDS=auto asks discord.com for the shard count; with DISCORD_API_BASE set, give SHARDS=N.',
    );
  return { totalShards, shardList };
}

/** The shard ids this client serves, and the total ([0] of 1 when not sharded). */
export function shardsOf(client: Client): { ids: number[]; count: number } {
  const ids = client.shard?.ids ?? (Array.isArray(client.options.shards) ? client.options.shards : [0]);
  return { ids, count: client.shard?.count ?? client.options.shardCount ?? 1 };
}

/** The shard of a server (a DM channel has none: shard 0). */
export function shardOfGuild(guildId: string | null, count: number): number {
  return guildId === null || count <= 1 ? 0 : ShardClientUtil.shardIdForGuildId(guildId, count);
}

/** Whether this client serves the channel's server (or, for a DM channel, is shard 0). */
export async function ownsChannel(client: Client, channelId: string): Promise<boolean> {
  const { ids, count } = shardsOf(client);
  if (count <= 1) return true;
  const channel = client.channels.cache.get(channelId) ?? (await client.channels.fetch(channelId));
  const guildId = channel && 'guildId' in channel ? channel.guildId : null;
  return ids.includes(shardOfGuild(guildId, count));
}

/** Whether this client runs the bot-wide chores (daily backups): shard 0, or an unsharded bot. */
export const runsChores = (client: Client): boolean => shardsOf(client).ids.includes(0);

/**
 * `npm start` with SHARDS or SHARD_IDS: spawns one process per shard of the plan running `script`
 * with the same flags and Node options (tsx's loader when run from the sources), and respawns any
 * that exits. Resolves once every shard is ready.
 */
export async function runShardManager(
  plan: ShardPlan,
  env: NodeJS.ProcessEnv,
  script: string,
  args: readonly string[],
  log: (line: string) => void = (l) => console.log(`[heliograph] ${l}`),
): Promise<ShardingManager> {
  const token = env.DISCORD_TOKEN?.trim();
  if (!token) throw new ConfigError('DISCORD_TOKEN is not set: sharding runs the Discord bot (see docs/operating.md).');
  const manager = new ShardingManager(script, {
    token,
    totalShards: plan.totalShards,
    shardList: plan.shardList,
    mode: 'process',
    respawn: true,
    shardArgs: [...args],
    execArgv: [...process.execArgv],
  });
  manager.on('shardCreate', (shard) => {
    log(`shard ${shard.id} of ${manager.totalShards} started`);
    shard.on('spawn', (child) => log(`shard ${shard.id} running as pid ${'pid' in child ? child.pid : '?'}`));
    shard.on('death', () => log(`shard ${shard.id} exited; respawning it`));
  });
  await manager.spawn({ timeout: 120_000 });
  const ids = manager.shardList === 'auto' ? [] : manager.shardList;
  log(`serving shards ${ids.join(', ')} of ${manager.totalShards}`);
  return manager;
}
