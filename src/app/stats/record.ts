// Statistics as a projection of the event logs: a finished game's rows (one per seated player: its
// side, result, how it ended, dice luck) are read from its log alone, and a server's ratings of a
// game kind from those rows alone (ratings.ts). recordFinishedGame keeps the tables live when a game
// ends; rebuildStats (npm run rebuild-stats) makes them again from nothing, to the same rows.
import { fold, resultOf } from '../../engine/kernel.ts';
import type { AnyGameModule, GameEvent } from '../../engine/types.ts';
import type { GameRow, Store, StatsSeatRow } from '../../store/store.ts';
import { isBotUser } from '../opponent.ts';
import { gameModule, presentationOf } from '../registry.ts';
import { moduleAt } from '../revisions.ts';
import { luckOf } from './luck.ts';
import { statsOptedOutUsers } from './opt-out.ts';
import { ratingsOf } from './ratings.ts';

/** Options that say how a game is played rather than which set-up it is: left out of `setup`. */
const NOT_SETUP = new Set([
  'opponent',
  'side',
  'level',
  'hints',
  'sandbox',
  'orders',
  'confirm',
  'clock',
  'clockSleep',
]);

/** A game's set-up as /stats game: groups it: its set-up options, "name:value" in name order; "standard" for none. */
export function setupOf(options: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(options);
  } catch {
    return 'standard'; // not JSON: written by no release; grouped with the plain set-up
  }
  if (raw === null || typeof raw !== 'object') return 'standard';
  const parts = Object.entries(raw as Record<string, unknown>)
    .filter(([k, v]) => !NOT_SETUP.has(k) && v !== false && v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => (v === true ? k : `${k}:${String(v)}`));
  return parts.length ? parts.join(' ') : 'standard';
}

/** How a game ended: by a rule of the game ('condition'), 'resignation', 'time', or 'other'. */
function endingOf(module: AnyGameModule, folded: ReturnType<typeof fold>, label: string): string {
  if (folded.resigned !== null) return 'resignation';
  if (module.result(folded.game) !== null) return 'condition';
  // A result the kernel gives that is neither (the clock's "on time", or one added later).
  return /\bon time\b/i.test(label) ? 'time' : 'other';
}

/** The statistics rows of a finished game; none for a sandbox game, a game without result or one this version cannot fold. */
export async function statsRowsOf(store: Store, row: GameRow): Promise<StatsSeatRow[]> {
  if (row.sandbox || row.status !== 'finished') return [];
  const module = moduleAt(row.kind, row.revision);
  if (typeof module === 'string') return [];
  const rows = await store.eventsBetween(row.id, 0);
  const events = rows.map((r) => JSON.parse(r.data) as GameEvent);
  const folded = fold(module, events);
  const result = resultOf(module, folded);
  if (!result) return [];
  const ending = endingOf(module, folded, result.label);
  const model = presentationOf(row.kind)?.draws;
  const luck = model
    ? luckOf(
        module,
        model,
        row.seed,
        rows.map((r, i) => ({ seq: r.seq, actor: r.actor, time: r.time, event: events[i]! })),
      )
    : null;
  const seats = (await store.seats(row.id)).filter((s) => s.role === 'player');
  const setup = setupOf(row.options);
  const solitaire = module.seats.length === 1;
  return seats.map((s) => {
    const other = seats.find((o) => o.side !== s.side);
    const opponent = solitaire
      ? `setup:${setup}`
      : !other
        ? 'none'
        : isBotUser(other.user_id)
          ? `bot:${/:l(\d)/.exec(other.user_id)?.[1] ?? '?'}`
          : `user:${other.user_id}`;
    const l = luck?.get(s.user_id);
    return {
      game_id: row.id,
      guild: row.guild ?? '',
      kind: row.kind,
      setup,
      ended: row.ended ?? row.created,
      side: s.side,
      user_id: s.user_id,
      user_name: s.user_name,
      opponent,
      outcome: result.winner === null ? 0.5 : result.winner === s.side ? 1 : 0,
      ending,
      luck: l?.percentile ?? null,
      dice: l?.dice ?? 0,
    };
  });
}

/** The users among `rows` who opted out of statistics (opt-out.ts). */
export async function optedOut(store: Store, rows: readonly StatsSeatRow[]): Promise<Set<string>> {
  const named = rows.flatMap((r) => [r.user_id, ...(r.opponent.startsWith('user:') ? [r.opponent.slice(5)] : [])]);
  if (named.length === 0) return new Set();
  const all = await statsOptedOutUsers(store); // one read, however many players
  return new Set(named.filter((u) => !isBotUser(u) && all.has(u)));
}

/** Computes a server's ratings of one game kind again from its rows (after a game, a rebuild or an opt-out). */
export async function restateRatings(store: Store, guild: string, kind: string): Promise<void> {
  const rows = await store.statsSeats(guild, { kind });
  const sides = moduleSides(kind);
  const other = (side: string) => sides.find((s) => s !== side) ?? 'game';
  await store.putRatings(guild, kind, ratingsOf(guild, kind, rows, await optedOut(store, rows), other));
}

const moduleSides = (kind: string): readonly string[] => gameModule(kind)?.sides ?? [];

/** A user's stats setting changed: the ratings of the server it was changed in are computed again with it
 *  (those of other servers at their next finished game there, or by npm run rebuild-stats). */
export async function statsSettingChanged(store: Store, guild: string): Promise<void> {
  const kinds = new Set((await store.ratings(guild)).map((r) => r.kind));
  for (const r of await store.statsSeats(guild)) kinds.add(r.kind);
  for (const kind of kinds) await restateRatings(store, guild, kind);
}

/** Records a game that has just finished: its rows, then its server's ratings of its kind. */
export async function recordFinishedGame(store: Store, gameId: number): Promise<StatsSeatRow[]> {
  const row = await store.game(gameId);
  if (!row) return [];
  const rows = await statsRowsOf(store, row);
  if (rows.length === 0) return [];
  await store.putStatsSeats(row.id, rows);
  await restateRatings(store, row.guild ?? '', row.kind);
  return rows;
}

/** Makes every statistics table again from nothing: each finished game's rows, then every ratings table. */
export async function rebuildStats(store: Store, page = 200): Promise<{ games: number }> {
  await store.clearStats();
  const tables = new Map<string, [string, string]>();
  let games = 0;
  for (let after = 0; ;) {
    const list = await store.finishedGames(after, page);
    if (list.length === 0) break;
    for (const row of list) {
      const rows = await statsRowsOf(store, row);
      if (rows.length > 0) {
        await store.putStatsSeats(row.id, rows);
        tables.set(`${row.guild ?? ''}\u0000${row.kind}`, [row.guild ?? '', row.kind]);
        games++;
      }
      after = row.id;
    }
  }
  for (const [guild, kind] of tables.values()) await restateRatings(store, guild, kind);
  return { games };
}
