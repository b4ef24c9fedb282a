// A store of finished fuzzed games for the statistics tests and bench: complete random games of both
// games played on the rules alone (the games' workload players, as the fuzzers play them), then
// written to the store command by command — each command one append, by the user of the side that
// made it, at its own second — the last with `finish`, as the service writes them. The dice verify
// from the seed (the fuzzers decide with rngFor(seed, n) like the service).
import { createHash } from 'node:crypto';
import { setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { randomPlayer } from '../../src/games/hill-of-doves/workloads/players.ts';
import { OPTION_SETS } from '../../src/games/lettow-vorbeck/workloads/index.ts';
import { gameModule } from '../../src/app/registry.ts';
import type { Store } from '../../src/store/store.ts';
import { playCampaign } from '../hill-of-doves/campaigns.ts';
import { playGame } from '../lettow-vorbeck/fuzz.ts';

/** A clock for SqliteStore that moves one second a call: every append has its own time. */
export function steppingClock(start = Date.UTC(2026, 0, 1)): () => string {
  let k = 0;
  return () => new Date(start + 1000 * k++).toISOString();
}

export const PLAYERS = ['alice', 'bob', 'carol', 'dave'] as const;
export const BOT = 'heliograph-bot:l2';

interface Command {
  side: string | null;
  events: GameEvent[];
}

/** Game i of a series: Lettow-Vorbeck between two people, against the bot, or Hill of Doves solitaire. */
function planOf(i: number): { kind: string; seats: [string, string][] } {
  const a = PLAYERS[i % 4]!;
  const b = PLAYERS[(i + 1 + (i % 3)) % 4]!;
  const other = a === b ? PLAYERS[(i + 2) % 4]! : b;
  switch (i % 3) {
    case 0:
      return {
        kind: 'lettow-vorbeck',
        seats:
          i % 2
            ? [
                ['German', a],
                ['Allied', other],
              ]
            : [
                ['German', other],
                ['Allied', a],
              ],
      };
    case 1:
      return {
        kind: 'lettow-vorbeck',
        seats: [
          ['German', a],
          ['Allied', BOT],
        ],
      };
    default:
      return { kind: 'hill-of-doves', seats: [['British', a]] };
  }
}

/** Plays game i on the rules alone: its setup events and its commands, each with the side that made it. */
function play(
  kind: string,
  seed: string,
  i: number,
): { options: Record<string, unknown>; setup: GameEvent[]; commands: Command[] } {
  const module = gameModule(kind)!;
  const commands: Command[] = [];
  let setupCount = 0;
  let side: string | null = null;
  const onFolded = (before: Folded, e: GameEvent): void => {
    if (side !== null) return;
    side =
      e.type === 'kernel.undone'
        ? (e as GameEvent & { side: string }).side
        : (module.expected(before.game).sides[0] ?? null);
  };
  const onCommand = (_f: Folded, log: readonly GameEvent[], fresh: number): void => {
    if (setupCount === 0) setupCount = log.length;
    else commands.push({ side, events: log.slice(log.length - fresh) as GameEvent[] });
    side = null;
  };
  if (kind === 'hill-of-doves') {
    const options = {};
    playCampaign(seed, randomPlayer, { check: false, onFolded, onCommand });
    return { options, setup: setupEvents(module, seed, options), commands };
  }
  const options = { ...OPTION_SETS[i % OPTION_SETS.length]! };
  playGame(seed, options, { replayChecks: 0, invariants: false, lazy: true, onFolded, onCommand });
  return { options, setup: setupEvents(module, seed, options), commands };
}

/** Writes `n` finished games (ids returned) to `store`, in server `guild`; `after(id)` runs once each has ended. */
export async function storeFinishedGames(
  store: Store,
  n: number,
  opts: { guild?: string; prefix?: string; after?: (id: number) => Promise<unknown> } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { kind, seats } = planOf(i);
    const seed = `${opts.prefix ?? 'stats'}-${i}`;
    const module = gameModule(kind)!;
    const game = play(kind, seed, i);
    const userOf = (side: string | null) => seats.find(([s]) => s === side)?.[1] ?? seats[0]![1];
    const id = await store.createGame(
      {
        kind,
        channel: `stats-${seed}`,
        options: JSON.stringify(game.options),
        sandbox: false,
        seed,
        seedHash: createHash('sha256').update(seed).digest('hex'),
        creator: seats[0]![1],
        revision: module.revision,
        guild: opts.guild ?? 'g1',
      },
      game.setup.map((e) => ({ type: e.type, data: JSON.stringify(e) })),
      seats.map(([side, userId]) => ({ side, userId, userName: userId })),
    );
    let head = game.setup.length;
    for (const [k, c] of game.commands.entries()) {
      const written = c.events.map((e) => ({ type: e.type, data: JSON.stringify(e) }));
      head = await store.append(id, head, written, userOf(c.side), { finish: k === game.commands.length - 1 });
    }
    ids.push(id);
    await opts.after?.(id);
  }
  return ids;
}
