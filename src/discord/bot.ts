// The Discord adapter: logs in with discord.js 14, routes every interaction (src/discord/router.ts),
// delivers outputs (send.ts), reminds idle players (reminders.ts). `npm start` with DISCORD_TOKEN set.
import { Events, type Client, type ClientOptions } from 'discord.js';
import { remainingOf } from '../app/game-clock.ts';
import type { GameService } from '../app/service.ts';
import { backupConfigFrom, startDailyBackups } from '../store/backups.ts';
import { warmSidePictures } from '../app/side-pictures.ts';
import { takeRenderStats } from '../render/pool-stats.ts';
import { installAckTrace, traceAck } from './ack-trace.ts';
import { createClient } from './client.ts';
import { SYSTEM_CLOCK } from './clock.ts';
import { botConfigFrom } from './config.ts';
import { ClockTimers } from './clock-timers.ts';
import { Digests } from './digest.ts';
import { Reminders } from './reminders.ts';
import { Router, type BotHooks } from './router.ts';
import { runShardManager, runsChores, shardsOf, type ShardPlan } from './shards.ts';

export interface BotHandle {
  client: Client;
  reminders: Reminders;
  clocks: ClockTimers;
  /** The daily digests (null in a shard other than the first). */
  digests: Digests | null;
  /** Stops reminders and disconnects from Discord (the store stays open: its owner closes it). */
  stop(): Promise<void>;
}

const LOGIN_TIMEOUT_MS = 60_000;

/** Logs in and resolves once the client is ready and serving interactions. */
export async function startBot(
  app: GameService,
  env: NodeJS.ProcessEnv,
  hooks: BotHooks = {},
  clientOptions: Partial<ClientOptions> = {},
): Promise<BotHandle> {
  const config = botConfigFrom(env);
  const log = hooks.log ?? ((m: string, e?: unknown) => console.error(`[heliograph] ${m}`, e ?? ''));
  // Start the render threads and draw the map's static layers now, not inside the first move's 3-second window.
  if (app.dmPictures) await warmSidePictures();
  const client = createClient(config.apiBase, clientOptions);
  const buttons = app.store;
  const clock = hooks.clock;
  const reminders = new Reminders(client, app, {
    intervalMs: config.reminderMs,
    max: config.maxReminders,
    log,
    ...(clock ? { clock } : {}),
    // Reminders come sooner as the waiting side's clock runs down (reminder-delay.ts).
    remainingMs: (row) => remainingOf(app, row, (clock ?? SYSTEM_CLOCK).now()),
  });
  const digests = new Digests(client, app, { log, ...(clock ? { clock } : {}) });
  const clocks = new ClockTimers(client, app, log);
  const router = new Router({ client, app, buttons, reminders, digests, clocks, hooks: { ...hooks, log } });
  installAckTrace(client, env);
  client.on(Events.InteractionCreate, (i) => {
    traceAck('created', i.id);
    void router.handle(i);
  });
  client.on(Events.Error, (e) => log('discord.js client error', e));
  client.on(Events.Warn, (m) => log(`discord.js warning: ${m}`));
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    client.once(Events.ClientReady, () => resolve());
    timer = setTimeout(() => reject(new Error(`not ready within ${LOGIN_TIMEOUT_MS / 1000} s`)), LOGIN_TIMEOUT_MS);
  });
  try {
    await client.login(config.token);
    await ready;
  } catch (e) {
    await client.destroy();
    throw e;
  } finally {
    clearTimeout(timer);
  }
  await reminders.start();
  await clocks.start();
  // One process sends the digests (the DMs of every server's games): shard 0 when sharded.
  const digesting = runsChores(client);
  if (digesting) await digests.refresh();
  let stopped = false;
  return {
    client,
    reminders,
    clocks,
    digests: digesting ? digests : null,
    async stop() {
      if (stopped) return;
      stopped = true;
      reminders.stop();
      clocks.stop();
      digests.stop();
      await client.destroy();
    },
  };
}

/** `npm start` with DISCORD_TOKEN: run until SIGINT/SIGTERM, then shut down cleanly. `hooks`: the
 *  shifted clock of CLOCK_SHIFT_MS (tests only), else none. */
export async function runBot(app: GameService, env: NodeJS.ProcessEnv, hooks: BotHooks = {}): Promise<void> {
  process.on('unhandledRejection', (reason) => console.error('[heliograph] unhandled promise rejection:', reason));
  // Rolling daily backups of the SQLite file (BACKUP_KEEP days in BACKUP_DIR; src/store/backups.ts):
  // the settings are read before logging in, so that a bad BACKUP_KEEP stops the start; the backups
  // run in one process only (shard 0 when sharded, src/discord/shards.ts).
  backupConfigFrom(env);
  const bot = await startBot(app, env, hooks);
  const backups = runsChores(bot.client)
    ? startDailyBackups(app.store, env, (m) => console.log(`[heliograph] ${m}`))
    : null;
  const { ids, count } = shardsOf(bot.client);
  console.log(
    `[heliograph] logged in as ${bot.client.user?.tag ?? '?'}; serving ${bot.client.guilds.cache.size} server(s)` +
      (count > 1 ? ` as shard ${ids.join(', ')} of ${count}.` : '.'),
  );
  const shutdown = (signal: string): void => {
    console.log(`[heliograph] ${signal}: shutting down`);
    backups?.stop();
    bot
      .stop()
      .catch((e: unknown) => console.error('[heliograph] error while stopping:', e))
      .then(() => app.store.close())
      .catch((e: unknown) => console.error('[heliograph] error while closing the store:', e))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  answerRenderStats();
}

/** The message the load test (bench/load.ts, the bot's parent) sends to ask for the render counters. */
export const RENDER_STATS_REQUEST = 'heliograph:render-stats';

/** Started with an IPC channel (the load test): answer its asks for the pictures drawn (pool-stats.ts). */
function answerRenderStats(): void {
  const send = process.send?.bind(process);
  if (!send) return;
  process.on('message', (m: unknown) => {
    if (m === RENDER_STATS_REQUEST) send({ renderStats: takeRenderStats() });
  });
}

/** `npm start` with SHARDS or SHARD_IDS: the shard processes, stopped together on SIGINT/SIGTERM. */
export async function runShards(
  plan: ShardPlan,
  env: NodeJS.ProcessEnv,
  script: string,
  args: readonly string[],
): Promise<void> {
  const manager = await runShardManager(plan, env, script, args);
  const shutdown = (signal: string): void => {
    console.log(`[heliograph] ${signal}: stopping the shards`);
    for (const shard of manager.shards.values()) shard.kill();
    process.exit(0);
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
