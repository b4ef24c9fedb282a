// Heliograph's entry point. With DISCORD_TOKEN set it runs the Discord bot; without it, the console.
//   npm start -- [--db <path>|:memory:] [--seed <s>]
import 'dotenv/config';
import { GameService } from './app/service.ts';
import { runConsole } from './console/console.ts';
import { Store } from './store/store.ts';

interface Flags {
  db: string;
  seed?: string;
}

function parseFlags(argv: readonly string[]): Flags {
  const flags: Flags = { db: process.env.HELIOGRAPH_DB ?? './data/heliograph.db' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--db') flags.db = next();
    else if (a === '--seed') flags.seed = next();
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm start -- [--db <path>|:memory:] [--seed <seed>]\nWith DISCORD_TOKEN set (see .env.example) it runs the Discord bot, otherwise the console.');
      process.exit(0);
    } else throw new Error(`Unknown flag ${a}. Flags: --db <path>, --seed <seed>`);
  }
  return flags;
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const store = new Store(flags.db);
  const app = new GameService(store, flags.seed === undefined ? {} : { seed: flags.seed });
  if (process.env.DISCORD_TOKEN) {
    const { runBot } = await import('./discord/bot.ts');
    await runBot(app, process.env);
    return;
  }
  await runConsole({ app, dbPath: flags.db, input: process.stdin, output: process.stdout, interactive: process.stdin.isTTY === true });
  store.close();
}

main().catch((e: unknown) => {
  console.error(`heliograph: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
