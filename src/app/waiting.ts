// Who has had the move for how long, and every game waiting for a user (/games mine, the daily digest,
// the line in /game status). Read from the store: the seats, the folded game's expected sides, and the
// times of the log's events. A game's clock (when games have one) comes in through `ClockLine`.
import type { GameRow } from '../store/store.ts';
import type { LoadedGame, GameService } from './service.ts';
import { formatDuration } from './waking.ts';
import { readSettings } from './settings.ts';
import { UserError } from './user-error.ts';

/** What a game's clock says of a side now, its times in the reader's `zone` (IANA; UTC when absent),
 *  or null when the game has none: the seam where game clocks plug in (game-clock.ts's GAME_CLOCK). */
export type ClockLine = (g: LoadedGame, side: string, now: number, zone?: string) => string | null;
export const NO_CLOCK: ClockLine = () => null;

/** How far back the log is read to find the hand-off. */
const LOOK_BACK = 300;

/** The sides a game waits for now and the users seated for them. */
export function waitingFor(g: LoadedGame): { sides: string[]; users: string[] } {
  const asked = g.folded.undoRequest?.side;
  const sides = asked ? g.module.seats.filter((s) => s !== asked) : g.module.expected(g.folded.game).sides;
  return { sides, users: [...new Set(g.seats.filter((s) => sides.includes(s.side)).map((s) => s.user_id))] };
}

/**
 * When the move passed to `users`: the time of the last event someone else appended (the hand-off),
 * else of the last event (a solitaire game: since its player's last command). Null for an empty log.
 */
export async function handedOffAt(app: GameService, g: LoadedGame, users: readonly string[]): Promise<number | null> {
  const events = await app.store.eventsBetween(g.row.id, Math.max(0, g.folded.seq - LOOK_BACK), g.folded.seq);
  const mine = new Set(users);
  const handOff = events.findLast((e) => e.actor !== null && !mine.has(e.actor)) ?? events.at(-1);
  return handOff ? Date.parse(handOff.time) : null;
}

/** "Waiting for <side> (<players>) for 2 days 3 hours." — the line /game status adds for a running game. */
export async function waitingLine(
  app: GameService,
  g: LoadedGame,
  now: number,
  clock: ClockLine = NO_CLOCK,
): Promise<string | null> {
  if (g.row.status !== 'active') return null;
  const { sides, users } = waitingFor(g);
  if (sides.length === 0 || users.length === 0) return null;
  const since = await handedOffAt(app, g, users);
  if (since === null) return null;
  const who = sides
    .map((side) => {
      const names = g.seats.filter((s) => s.side === side).map((s) => s.user_name);
      const left = clock(g, side, now);
      return `${side}${names.length ? ` (${names.join(', ')})` : ''}${left ? `, clock: ${left}` : ''}`;
    })
    .join(' and ');
  return `Waiting for ${who} for ${formatDuration(now - since)}.`;
}

export interface WaitingGame {
  row: GameRow;
  title: string;
  /** The caller's sides the game waits for. */
  sides: string[];
  /** What is expected, in the game's words. */
  expected: string;
  /** When the move passed to the caller. */
  since: number | null;
  clock: string | null;
}

/** The running games, in every server and DM, where `user` must act now; oldest hand-off first. Clock
 *  times read in the user's time zone (/settings). */
export async function gamesWaitingFor(
  app: GameService,
  user: string,
  now: number,
  clock: ClockLine = NO_CLOCK,
): Promise<WaitingGame[]> {
  const out: WaitingGame[] = [];
  const zone = (await readSettings(app.store, user)).timeZone ?? undefined;
  for (const row of await app.store.activeGamesOf(user)) {
    let g: LoadedGame;
    try {
      g = await app.load(row);
    } catch (e) {
      if (e instanceof UserError) continue; // a game this version cannot serve (npm run check-games) hides no other
      throw e;
    }
    const { sides } = waitingFor(g);
    const mine = sides.filter((side) => g.seats.some((s) => s.side === side && s.user_id === user));
    if (mine.length === 0) continue;
    const clocks = mine.map((side) => clock(g, side, now, zone)).filter((c): c is string => c !== null);
    out.push({
      row,
      title: g.module.title.split(':')[0]!.trim(),
      sides: mine,
      expected: g.module.expected(g.folded.game).text,
      since: await handedOffAt(app, g, [user]),
      clock: clocks.length ? clocks.join('; ') : null,
    });
  }
  return out.sort((a, b) => (a.since ?? now) - (b.since ?? now));
}

/** Where a game is played, as a link in Discord (any server, or a DM) and its channel name in the console. */
export function whereIs(row: GameRow, discord: boolean): string {
  return discord ? `https://discord.com/channels/${row.guild ?? '@me'}/${row.channel}` : row.channel;
}

/** The list as /games mine and the digest show it. */
export function waitingList(list: readonly WaitingGame[], now: number, discord: boolean): string {
  if (list.length === 0) return 'No game is waiting for you.';
  const lines = list.map((w) => {
    const since = w.since === null ? '' : `, yours for ${formatDuration(now - w.since)}`;
    const clock = w.clock ? `, clock: ${w.clock}` : '';
    const first = w.expected.split('\n')[0]!.replace(/:$/, '');
    const what = first.length > 140 ? `${first.slice(0, 139)}…` : first;
    return `• #${w.row.id} ${w.title}${w.row.sandbox ? ' [sandbox]' : ''} — your move (${w.sides.join(' and ')})${since}${clock}: ${what} — ${whereIs(w.row, discord)}`;
  });
  return [`${list.length === 1 ? 'One game is' : `${list.length} games are`} waiting for you:`, ...lines].join('\n');
}
