// A test harness over the real parts: a real SQLite store (a file, or :memory:), the real
// GameService, and command lines parsed exactly as the console parses them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute } from '../../src/app/execute.ts';
import type { Output } from '../../src/app/outputs.ts';
import { GameService, type ServiceOptions } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { audienceTag } from '../../src/console/format.ts';
import { parseLine } from '../../src/console/parse.ts';
import { Store } from '../../src/store/store.ts';

export interface Harness {
  app: GameService;
  store: Store;
  dbPath: string;
  /** Runs `user: /command ...` in the channel; returns the outputs. */
  run(line: string, channel?: string): Promise<Output[]>;
  /** Same, as the console would print it (audience tag + text), joined by newlines. */
  text(line: string, channel?: string): Promise<string>;
  /** The referee view of the channel's game (the /debug state JSON). */
  state<T = Record<string, unknown>>(channel?: string): T & { seq: number };
  close(): void;
}

export function tempDbPath(name = 'heliograph.db'): string {
  return join(mkdtempSync(join(tmpdir(), 'heliograph-')), name);
}

export function harness(opts: { db?: string; seed?: string; service?: ServiceOptions } = {}): Harness {
  const dbPath = opts.db ?? tempDbPath();
  const store = new Store(dbPath);
  const app = new GameService(store, { seed: opts.seed ?? 'test-seed', ...opts.service });
  const run = async (line: string, channel = 'test'): Promise<Output[]> => {
    const parsed = parseLine(line, DEFINITIONS);
    const user = parsed.user ?? 'tester';
    return execute(app, { channel, user, name: user }, parsed.input);
  };
  return {
    app,
    store,
    dbPath,
    run,
    async text(line, channel) {
      return (await run(line, channel)).map((o) => `${audienceTag(o)} ${o.text}`).join('\n');
    },
    state<T = Record<string, unknown>>(channel = 'test') {
      const out = app.debugState({ channel, user: 'referee', name: 'referee' });
      return JSON.parse(out[0]!.text) as T & { seq: number };
    },
    close() {
      store.close();
    },
  };
}
