// Heliograph as a player (docs/decisions/bot-opponent.md): `/game new … opponent:bot side:<side> level:<1-3>`
// seats the caller on their side and the bot on the other. After every append the service calls
// `opponentMoves`, and while the game waits for a side the bot holds (its turns, and its pending
// decisions: losses, retreats, pursuit, recruits), the bot decides from that side's view (the game's
// presentation brings its bot: src/engine/presentation.ts opponent) and acts through the same `act` as
// a person. Its public lines are a person's; its DMs go nowhere. Its seat's user id carries its level
// and the creator's hints switch. A game without a bot refuses opponent:bot.
import type { BotLevel, GameOpponent } from '../engine/presentation.ts';
import type { GameAction, RawOptions } from '../engine/types.ts';
import { StoreBusy } from '../store/busy.ts';
import { BOT_NAME } from './bot-name.ts';
import type { Caller, Output } from './outputs.ts';
import { GAME_IDS, gameModule, presentationOf } from './registry.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';

const PREFIX = 'heliograph-bot:';
export { BOT_NAME };
/** Bot actions in a row before it stops to let a person look (a whole player-turn is far fewer). */
const MAX_IN_A_ROW = 400;

export interface BotSeat {
  side: string;
  level: BotLevel;
  hints: boolean;
}

export const isBotUser = (user: string): boolean => user.startsWith(PREFIX);

export const botUserId = (level: BotLevel, hints: boolean): string => `${PREFIX}l${level}${hints ? ':hints' : ''}`;

/** The bot seated in a game, if any. */
export function botSeat(g: LoadedGame): BotSeat | null {
  const seat = g.seats.find((s) => s.user_id.startsWith(PREFIX));
  if (!seat) return null;
  const m = /^heliograph-bot:l([123])(:hints)?$/.exec(seat.user_id);
  if (!m) return null;
  return { side: seat.side, level: Number(m[1]) as BotLevel, hints: m[2] !== undefined };
}

export interface OpponentRequest {
  side: string;
  level: BotLevel;
  hints: boolean;
}

/** The games that bring a bot, by id, with it. */
const withBot = (): [string, GameOpponent][] =>
  GAME_IDS.flatMap((id) => {
    const o = presentationOf(id)?.opponent;
    return o ? [[id, o] as [string, GameOpponent]] : [];
  });

/** A game's short name as players say it: its title up to the colon. */
const shortTitle = (id: string): string => (gameModule(id)?.title ?? id).split(':')[0]!;

/** Read opponent/side/level/hints from /game new's options for a game of `kind`; the rest are the game's own. */
export function opponentOptions(raw: RawOptions, kind: string): { game: RawOptions; opponent: OpponentRequest | null } {
  const { opponent, side, level, hints, ...game } = raw;
  if (opponent === undefined) {
    if (side !== undefined || level !== undefined || hints !== undefined) {
      const [id, bot] = withBot()[0] ?? ['<game>', { sides: ['<side>'] }];
      throw new UserError(
        `side:, level: and hints: go with opponent:bot, e.g. /game new game:${id} opponent:bot side:${bot.sides[0]} level:2`,
      );
    }
    return { game, opponent: null };
  }
  if (opponent !== 'bot')
    throw new UserError(`opponent:${String(opponent)} is not an opponent; the one there is: opponent:bot`);
  const bot = presentationOf(kind)?.opponent;
  if (!bot)
    throw new UserError(
      `opponent:bot plays ${withBot()
        .map(([id]) => shortTitle(id))
        .join(', ')} only (not ${kind})`,
    );
  if (typeof side !== 'string' || !bot.sides.includes(side))
    throw new UserError(
      `opponent:bot needs your side: ${bot.sides.map((s) => `side:${s}`).join(' or ')} (Heliograph takes the other)`,
    );
  const lv = level === undefined ? 2 : Number(level);
  if (lv !== 1 && lv !== 2 && lv !== 3)
    throw new UserError(`level:${String(level)} is not a level; levels: 1 (random), 2 (greedy), 3 (search)`);
  return { game, opponent: { side, level: lv, hints: hints === true || hints === 'true' } };
}

/** Create the game, seat Heliograph and the caller and play the forced first steps, in one transaction;
 *  then let it move if it starts. */
export async function newGameAgainstBot(
  app: GameService,
  caller: Caller,
  kind: string,
  game: RawOptions,
  o: OpponentRequest,
): Promise<Output[]> {
  const module = gameModule(kind)!; // opponentOptions found its presentation
  const other = module.seats.find((s) => s !== o.side)!;
  const out = await app.newGame(caller, kind, game, [
    {
      seat: { side: other, userId: botUserId(o.level, o.hints), userName: BOT_NAME },
      line: `${BOT_NAME} (level ${o.level}) takes the ${other} side.${o.hints ? ' Hints are on: /hint.' : ''}`,
    },
    {
      seat: { side: o.side, userId: caller.user, userName: caller.name },
      line: `${caller.name} takes the ${o.side} side.`,
    },
  ]);
  return withOpponent(app, caller.channel, out);
}

/** What the bot's turns need of the service: the service's own acting layer calls them with itself. */
type Table = Pick<GameService, 'store' | 'load' | 'act' | 'warn'>;

const running = new WeakMap<Table, Set<string>>();

const toBot = (o: Output): boolean => o.audience.kind !== 'public' && o.audience.user.startsWith(PREFIX);

/** Nobody pings the bot: it is told by this hook, not by a mention. */
const unping = (o: Output): Output =>
  o.mentions?.some((m) => m.startsWith(PREFIX))
    ? { ...o, mentions: o.mentions.filter((m) => !m.startsWith(PREFIX)) }
    : o;

/** A command's outputs without those addressed to the bot (it has no DMs), then the bot's reply. */
export async function withOpponent(app: Table, channel: string, out: Output[]): Promise<Output[]> {
  return [...out.filter((o) => !toBot(o)).map(unping), ...(await opponentMoves(app, channel))];
}

/** The bot's moves while the game in `channel` waits for its side (called by the service after appends). */
export async function opponentMoves(app: Table, channel: string): Promise<Output[]> {
  const busy = running.get(app) ?? new Set<string>();
  running.set(app, busy);
  if (busy.has(channel)) return []; // the bot's own act: its loop below goes on
  busy.add(channel);
  const out: Output[] = [];
  try {
    for (let n = 0; n < MAX_IN_A_ROW; n++) {
      const row = await app.store.activeGameIn(channel);
      if (!row || !(await app.store.seats(row.id)).some((s) => isBotUser(s.user_id))) break; // most games: no bot
      const g = await app.load(row);
      const bot = botSeat(g);
      if (!bot || g.module.result(g.folded.game) !== null) break;
      if (!g.module.expected(g.folded.game).sides.includes(bot.side)) break;
      const choice = presentationOf(g.module.id)?.opponent?.choose(
        g.folded.game,
        bot.side,
        bot.level,
        `${row.seed_hash}:${g.folded.seq}`,
      );
      if (!choice) break;
      const me: Caller = { channel, user: botUserId(bot.level, bot.hints), name: BOT_NAME };
      let lines: Output[];
      try {
        lines = await app.act(me, choice.action as GameAction);
      } catch (e) {
        // Another process moved first (the service's "the game moved on"): that process answers.
        if (e instanceof UserError) break;
        // The database stayed busy: the person's command went through; Heliograph replies at the next
        // command in the channel (execute.ts catches up).
        if (e instanceof StoreBusy) {
          app.warn(`${e.message} — Heliograph's reply in ${channel} waits for the next command there`);
          break;
        }
        throw e;
      }
      out.push(...lines.filter((o) => !toBot(o)).map(unping)); // no DMs to the bot
    }
  } finally {
    busy.delete(channel);
  }
  return out;
}
