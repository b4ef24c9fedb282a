/** Starts the real Heliograph bot (src/discord/bot.ts, real GameService on a SQLite temp file)
 *  against a fresh fake Discord, commands registered through `npm run register`'s function. */
import { GameService, type ServiceOptions } from '../../../src/app/service.ts';
import type { CommandInput } from '../../../src/app/command.ts';
import { startBot, type BotHandle } from '../../../src/discord/bot.ts';
import { registerCommands } from '../../../src/discord/register.ts';
import type { BotHooks } from '../../../src/discord/router.ts';
import { SqliteStore } from '../../../src/store/sqlite-store.ts';
import { tempDbPath } from '../../helpers/harness.ts';
import { fakeEnv } from './client-options.ts';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.ts';
import type { ErrorGuard } from './guards.ts';
import type { FakeDiscordOptions } from './world-init.ts';

export interface HeliographUnderTest {
  fake: FakeDiscord;
  bot: BotHandle;
  app: GameService;
  store: SqliteStore;
  dbPath: string;
  env: NodeJS.ProcessEnv;
  /** Every command run, with the time its handler started (to check deferral before slow work). */
  runs: { input: CommandInput; at: number }[];
  /** Operator logs (the bot's console.error), kept quiet and checkable. */
  logs: string[];
  /** Restart the bot on the same database (reminders must survive). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How the router acknowledges must not depend on how loaded the machine is: by default no interaction
 * counts as late, the render pool's estimate never calls for a deferral, and deferred work waits for
 * the others' acknowledgements however long they take. A test of those paths sets the hook it needs
 * (dmPictureDeferAfterMs: 0, picturesBusy: () => true).
 */
export const LOAD_FREE_HOOKS: Omit<BotHooks, 'beforeRun' | 'log' | 'handled'> = {
  dmPictureDeferAfterMs: Number.POSITIVE_INFINITY,
  picturesBusy: () => false,
  ackWaitMaxMs: 60_000,
};

export async function startHeliograph(
  guard: ErrorGuard,
  opts: {
    fake?: FakeDiscordOptions;
    env?: NodeJS.ProcessEnv;
    seed?: string;
    dbPath?: string;
    /** As src/main.ts gives the bot: DMs carry the side's picture (default true). */
    dmPictures?: boolean;
    /** Bot hooks over the load-free defaults (LOAD_FREE_HOOKS), e.g. dmPictureDeferAfterMs: 0. */
    hooks?: Omit<BotHooks, 'beforeRun' | 'log' | 'handled'>;
    /** The service's busy budget (DB_BUSY_MS; src/store/busy.ts). */
    busyMs?: number;
    /** The time the store stamps events with and the service shows elapsed times by (default the
     *  system's); give the bot the same clock in hooks.clock (tests/helpers/fake-clock.ts). */
    now?: () => number;
  } = {},
): Promise<HeliographUnderTest> {
  // The fake's deadlines (3 s to acknowledge, as Discord's; 10 s to answer a deferral) are wide here, so
  // that a loaded machine does not fail the bot's tests (how fast it answers: npm run bench).
  // A command's record is complete when the router says it has handled it (settleOnHandled).
  const fake = await startFakeDiscord({
    ackTimeoutMs: 15_000,
    deferredTimeoutMs: 60_000,
    settleOnHandled: true,
    ...opts.fake,
  });
  const env: NodeJS.ProcessEnv = { ...fakeEnv(fake), DISCORD_CLIENT_ID: fake.applicationId, ...opts.env };
  await registerCommands(env);
  const dbPath = opts.dbPath ?? tempDbPath();
  const now = opts.now;
  const openStore = () =>
    now ? new SqliteStore(dbPath, () => new Date(now()).toISOString()) : new SqliteStore(dbPath);
  let store = openStore();
  const runs: { input: CommandInput; at: number }[] = [];
  const logs: string[] = [];
  const serviceOptions = (): ServiceOptions => ({
    seed: opts.seed ?? 'discord-test-seed',
    dmPictures: opts.dmPictures ?? true,
    // The operator's lines from the service (a busy database, a game that no longer folds) join the bot's.
    warn: (m: string) => void logs.push(m),
    ...(opts.busyMs === undefined ? {} : { busyMs: opts.busyMs }),
    ...(opts.now ? { now: opts.now } : {}),
  });
  let app = new GameService(store, serviceOptions());
  const hooks: BotHooks = {
    ...LOAD_FREE_HOOKS,
    ...opts.hooks,
    beforeRun: (input: CommandInput) => void runs.push({ input, at: Date.now() }),
    handled: (id: string) => fake.interactionHandled(id),
    log: (m: string, e?: unknown) =>
      void logs.push(`${m}${e ? `: ${e instanceof Error ? e.message : String(e)}` : ''}`),
  };
  const launch = async (): Promise<BotHandle> => {
    const bot = await startBot(app, env, hooks, { waitGuildTimeout: 1000 });
    guard.watch(bot.client, 'heliograph client');
    return bot;
  };
  const h: HeliographUnderTest = {
    fake,
    bot: await launch(),
    app,
    store,
    dbPath,
    env,
    runs,
    logs,
    async restart() {
      await h.bot.stop();
      await store.close();
      store = openStore();
      app = new GameService(store, serviceOptions());
      h.store = store;
      h.app = app;
      h.bot = await launch();
    },
    async close() {
      await h.bot.stop();
      await fake.close();
      await store.close();
    },
  };
  return h;
}
