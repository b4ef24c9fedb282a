// A test harness over the real parts: a real SQLite store (a file, or :memory:), the real
// GameService, and command lines parsed exactly as the console parses them.
// `state()` and `read` fold the channel's game synchronously from the same SQLite file (the store's
// synchronous reads), so assertions stay one-liners while the service itself is asynchronous.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../../src/app/execute.ts';
import type { Caller, Output } from '../../src/app/outputs.ts';
import { gameModule } from '../../src/app/registry.ts';
import { GameService, type LoadedGame, type ServiceOptions } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { audienceTag } from '../../src/console/format.ts';
import { parseLine } from '../../src/console/parse.ts';
import { fold } from '../../src/engine/kernel.ts';
import type { GameEvent, LegalAction } from '../../src/engine/types.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';

/** Synchronous reads of a channel's game (the active one, else the latest). */
export interface HarnessReads {
  game(channel?: string): LoadedGame;
  events(channel?: string): GameEvent[];
  legalActions(caller: Caller): LegalAction[];
}

export interface Harness {
  app: GameService;
  store: SqliteStore;
  dbPath: string;
  read: HarnessReads;
  /** Runs `user: /command ...` in the channel (typed, unless `via` says a button was pressed); returns the outputs. */
  run(line: string, channel?: string, via?: Caller['via']): Promise<Output[]>;
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
  const store = new SqliteStore(dbPath);
  // No battle sheets unless asked (service: { picturesAfter: true }): no test through here looks at them
  // (tests/render and the bot's tests do), and each was drawn in a render thread.
  // Each command's lines as they come (ServiceOptions.handoff 'lines'): the rules' tests read what a
  // command did in its own outputs. The hand-off post (src/app/handoff.ts) is tested with 'post'.
  const app = new GameService(store, {
    seed: opts.seed ?? 'test-seed',
    picturesAfter: false,
    handoff: 'lines',
    ...opts.service,
  });
  const run = async (line: string, channel = 'test', via?: Caller['via']): Promise<Output[]> => {
    const parsed = parseLine(line, DEFINITIONS);
    const user = parsed.user ?? 'tester';
    return execute(COMMANDS, app, { channel, user, name: user, ...(via ? { via } : {}) }, parsed.input);
  };
  const read = readsOf(store);
  return {
    app,
    store,
    dbPath,
    read,
    run,
    async text(line, channel) {
      return (await run(line, channel)).map((o) => `${audienceTag(o)} ${o.text}`).join('\n');
    },
    state<T = Record<string, unknown>>(channel = 'test') {
      const g = read.game(channel);
      const view = g.module.view(g.folded.game, { kind: 'referee' }) as Record<string, unknown>;
      return { game: g.module.id, id: String(g.row.id), seq: g.folded.seq, ...view } as unknown as T & { seq: number };
    },
    close() {
      store.db.close(); // synchronous underneath: tests close in afterAll without awaiting
    },
  };
}

/** Synchronous reads of the games in a SQLite store, folded from the log (no cache, no snapshot). */
export function readsOf(store: SqliteStore): HarnessReads {
  const read: HarnessReads = {
    game(channel = 'test') {
      const row = store.sync.activeGameIn(channel) ?? store.sync.latestGameIn(channel);
      if (!row) throw new Error(`no game in channel ${channel}`);
      const module = gameModule(row.kind)!;
      const events = store.sync.eventsBetween(row.id, 0).map((r) => JSON.parse(r.data) as GameEvent);
      return { row, module, folded: fold(module, events), seats: store.sync.seats(row.id) };
    },
    events(channel = 'test') {
      const g = read.game(channel);
      return store.sync.eventsBetween(g.row.id, 0).map((r) => JSON.parse(r.data) as GameEvent);
    },
    legalActions(caller) {
      if (!store.sync.activeGameIn(caller.channel)) return [];
      const g = read.game(caller.channel);
      const sides = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
      return sides.flatMap((s) => g.module.actions(g.folded.game, s));
    },
  };
  return read;
}
