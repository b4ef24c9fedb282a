// The console adapter, the embedded default: reads command lines from stdin (a prompt on a
// terminal, a transcript from a file or pipe) and prints every output with its audience.
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../app/execute.ts';
import { GAME_IDS, gameModule } from '../app/registry.ts';
import type { GameService } from '../app/service.ts';
import { dbTag, formatOutput } from './format.ts';
import { ParseError, parseLine } from './parse.ts';

export interface ConsoleOptions {
  app: GameService;
  dbPath: string;
  input: Readable;
  output: Writable;
  interactive: boolean;
}

export const DEFINITIONS = new Map([...COMMANDS.values()].map((c) => [c.data.name, c.data.toJSON()]));

export const HELP = [
  'Lines: <user>: /<command> [subcommand] name:value name:"value with spaces"',
  `  e.g.  alice: /game new game:${GAME_IDS[0]}`,
  `        alice: /game join side:${gameModule(GAME_IDS[0]!)?.seats[0]}`,
  'Directives: :channel <name> (switch channel, default "console"), :help, :quit',
  `Commands: ${[...COMMANDS.keys()].map((c) => `/${c}`).join(' ')}`,
].join('\n');

/** The channel's game (running, else the latest) and its event count, for the names of its pictures. */
async function gameAt(app: GameService, channel: string): Promise<{ id: number; seq: number } | null> {
  const row = (await app.store.activeGameIn(channel)) ?? (await app.store.latestGameIn(channel));
  return row ? { id: row.id, seq: await app.store.head(row.id) } : null;
}

export async function runConsole(o: ConsoleOptions): Promise<void> {
  const imageDir = o.dbPath === ':memory:' ? resolve('data', 'images') : join(dirname(resolve(o.dbPath)), 'images');
  const db = dbTag(o.dbPath);
  let channel = 'console';
  let lastUser = 'you';
  const print = (s: string) => o.output.write(`${s}\n`);
  const rl = createInterface({ input: o.input, terminal: false });
  const prompt = () => o.interactive && o.output.write(`${channel}> `);
  if (o.interactive) print(`Heliograph console. ${HELP}`);
  prompt();
  for await (const raw of rl) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      prompt();
      continue;
    }
    if (!o.interactive) print(`> ${line}`);
    if (line.startsWith(':')) {
      const [cmd, arg] = line.slice(1).split(/\s+/, 2);
      if (cmd === 'quit' || cmd === 'exit') break;
      if (cmd === 'channel' && arg) channel = arg;
      else print(HELP);
      prompt();
      continue;
    }
    try {
      const parsed = parseLine(line, DEFINITIONS);
      const user = parsed.user ?? lastUser;
      lastUser = user;
      const outputs = await execute(COMMANDS, o.app, { channel, user, name: user }, parsed.input);
      const target = { dir: imageDir, db, game: await gameAt(o.app, channel) };
      for (const out of outputs) print(formatOutput(out, target));
    } catch (e) {
      if (e instanceof ParseError) print(`[error] ${e.message}`);
      else throw e;
    }
    prompt();
  }
  rl.close();
}
