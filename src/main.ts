// Heliograph's entry point. With DISCORD_TOKEN set it runs the Discord bot; without it, the console.
//   npm start -- [--db <path>|:memory:] [--seed <s>] [--dm-pictures]
// The bot always attaches the side's map picture to the DMs of a side's private log lines;
// the console only with --dm-pictures (each picture takes a few hundred ms, so transcripts skip it).
import 'dotenv/config';
import { GameService } from './app/service.ts';
import { runConsole } from './console/console.ts';
import { checkRenderConfig } from './render/pool-config.ts';
import { busyBudgetFrom } from './store/busy.ts';
import { openStore } from './store/select.ts';

interface Flags {
  db: string;
  seed?: string;
  dmPictures: boolean;
}

const USAGE = [
  'Usage: npm start -- [--db <path>|:memory:] [--seed <seed>] [--dm-pictures]',
  '--seed: console only (refused in bot mode): every game created uses this seed.',
  'With DISCORD_TOKEN set (see .env.example) it runs the Discord bot, otherwise the console.',
  "--dm-pictures: in the console, attach the side's map picture to each [dm] line (the bot always does).",
].join('\n');

function parseFlags(argv: readonly string[]): Flags {
  const flags: Flags = { db: process.env.HELIOGRAPH_DB ?? './data/heliograph.db', dmPictures: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--db') flags.db = next();
    else if (a === '--seed') flags.seed = next();
    else if (a === '--dm-pictures') flags.dmPictures = true;
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown flag ${a}. Flags: --db <path>, --seed <seed>, --dm-pictures`);
  }
  return flags;
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const discord = Boolean(process.env.DISCORD_TOKEN);
  // One seed for every game would let the first game to end reveal the dice of all the others.
  if (discord && flags.seed !== undefined)
    throw new Error(
      '--seed is for the console and tests only: in bot mode (DISCORD_TOKEN set) every game gets its own random seed. Remove --seed, or unset DISCORD_TOKEN to use the console.',
    );
  checkRenderConfig(process.env); // RENDER_THREADS, RENDER_NICE
  // SHARDS / SHARD_IDS: this process only manages the shard processes (src/discord/shards.ts).
  const { shardPlanFrom } = await import('./discord/shards.ts');
  const plan = shardPlanFrom(process.env);
  if (plan) {
    const { runShards } = await import('./discord/bot.ts');
    await runShards(plan, process.env, process.argv[1]!, process.argv.slice(2));
    return;
  }
  // DATABASE_URL=postgres://… selects PostgreSQL (src/store/select.ts); else the SQLite file, refused
  // when empty, damaged or read-only, naming its path (src/store/open.ts).
  const busyMs = busyBudgetFrom(process.env);
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, sqlitePath: flags.db });
  const clockDayMs = clockDayFrom(process.env);
  const shiftMs = clockShiftFrom(process.env);
  const app = new GameService(store, {
    ...(busyMs === undefined ? {} : { busyMs }),
    ...(clockDayMs === undefined ? {} : { clockDayMs }),
    ...(shiftMs === undefined ? {} : { now: () => Date.now() + shiftMs }),
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    dmPictures: discord || flags.dmPictures,
  });
  await repairAtStart(app, process.env.DATABASE_URL ? store.location : flags.db);
  if (discord) {
    const { runBot } = await import('./discord/bot.ts');
    const { shiftedClock } = await import('./discord/clock.ts');
    await runBot(app, process.env, shiftMs === undefined ? {} : { clock: shiftedClock(shiftMs) });
    return;
  }
  await runConsole({
    app,
    dbPath: flags.db,
    input: process.stdin,
    output: process.stdout,
    interactive: process.stdin.isTTY === true,
  });
  await store.close();
}

/** CLOCK_DAY_MS (tests only): the length of a clock's day in new games, so that a test sees a time-out
 *  in seconds (docs/clocks.md). */
function clockDayFrom(env: NodeJS.ProcessEnv): number | undefined {
  const v = env.CLOCK_DAY_MS?.trim();
  if (!v) return undefined;
  const ms = Number(v);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(`CLOCK_DAY_MS=${v} must be a positive whole number of milliseconds.`);
  return ms;
}

/** CLOCK_SHIFT_MS (tests only): the program's clock reads this many milliseconds ahead of the system's,
 *  for the time stamped on commands, the time-outs and the reminders (not for Discord's own times). A
 *  test restarts the bot shifted past what was pending, and sees it fire without waiting for it. */
function clockShiftFrom(env: NodeJS.ProcessEnv): number | undefined {
  const v = env.CLOCK_SHIFT_MS?.trim();
  if (!v) return undefined;
  const ms = Number(v);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`CLOCK_SHIFT_MS=${v} must be a whole number of milliseconds, 0 or more.`);
  return ms;
}

/** Games left running with a result by an older release (killed between two writes) are finished now. */
async function repairAtStart(app: GameService, db: string): Promise<void> {
  const { repaired, failed } = await app.repairHalfFinished();
  if (repaired.length === 0 && failed.length === 0) return;
  const parts = [];
  if (repaired.length)
    parts.push(`marked ${repaired.length} game(s) finished whose log already had a result: #${repaired.join(', #')}`);
  if (failed.length) parts.push(`could not check ${failed.map((f) => `#${f.id} (${f.error})`).join(', ')}`);
  console.error(`[heliograph] start-up repair of ${db}: ${parts.join('; ')}.`);
}

main().catch((e: unknown) => {
  console.error(`heliograph: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
