// Co-command of a solitaire game: the seated player — the first to take the game's one
// seat, not merely the game's creator — adds and removes co-commanders, who may then act for that side.
// A co-commander is a user: in Discord a USER option (the id), in the console a user name; a role, a
// channel, @everyone or free text is refused. Seats live in the store's seat table (SeatRow).
import { BOT_NAME } from './bot-name.ts';
import { publicOut, type Caller, type Output } from './outputs.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';

/** A Discord user mention or id, or a console user name. */
const MENTION = /^<@!?(\d+)>$/;
const NAME = /^[A-Za-z0-9_.-]{1,32}$/;

/** The user a `user` option names, or a UserError saying what a user is. */
export function userOf(raw: string): string {
  const s = raw.trim();
  const m = MENTION.exec(s);
  if (m) return m[1]!;
  if (s.startsWith('@') || s.startsWith('<') || !NAME.test(s))
    throw new UserError(
      `"${raw}" is not a user. Name one user: in Discord pick a member in the user option; in the console give a user name such as bob (not a role, a channel or @everyone).`,
    );
  return s;
}

/** The side co-commanders share (the game's only seat) and who holds it first, or a UserError. */
function command(g: LoadedGame, caller: Caller, verb: string): { side: string; seated: string } {
  if (g.module.seats.length !== 1)
    throw new UserError(`Co-commanders are for solitaire games only; ${g.module.title} seats one player per side.`);
  const side = g.module.seats[0]!;
  const first = g.seats.find((s) => s.side === side && s.role === 'player') ?? g.seats.find((s) => s.side === side);
  if (!first) throw new UserError(`Nobody holds the ${side} seat yet: take it with /game join side:${side}.`);
  if (first.user_id !== caller.user)
    throw new UserError(`Only ${first.user_name}, who holds the ${side} seat, may ${verb} co-commanders.`);
  return { side, seated: first.user_id };
}

/**
 * Adds a co-commander. `bots`: the users the transport knows to be bot accounts (Discord's USER option
 * says so; Heliograph itself is one): a bot cannot command, so it is refused, as is Heliograph's name
 * in the console.
 */
export async function addCommander(
  app: GameService,
  caller: Caller,
  user: string,
  bots: readonly string[] = [],
  userNames: readonly { id: string; name: string }[] = [],
): Promise<Output[]> {
  const g = await app.activeGame(caller.channel);
  const { side } = command(g, caller, 'add');
  const who = userOf(user);
  const shown = MENTION.test(user.trim()) || /^\d+$/.test(who) ? `<@${who}>` : who;
  // The seat keeps the user's name for listings (/game status, refusals); the announcement pings them.
  const name = userNames.find((u) => u.id === who)?.name ?? (shown === who ? who : `user ${who}`);
  if (bots.includes(who) || who.toLowerCase() === BOT_NAME.toLowerCase())
    throw new UserError(
      `${shown} is a bot account: co-commanders are people who share the ${side} command, and no bot can (${BOT_NAME} included). Name a member who is not a bot; nothing was recorded.`,
    );
  if (g.seats.some((s) => s.side === side && s.user_id === who))
    throw new UserError(`${shown} already commands the ${side}.`);
  // Any number of co-commanders (migrations/0003_integrity.sql).
  await app.store.addSeat(g.row.id, side, who, name, 'co');
  return [publicOut(`${shown} joins the ${side} command (co-commander, added by ${caller.name}).`)];
}

export async function removeCommander(app: GameService, caller: Caller, user: string): Promise<Output[]> {
  const g = await app.activeGame(caller.channel);
  const { side, seated } = command(g, caller, 'remove');
  const who = userOf(user);
  if (who === seated)
    throw new UserError(`You hold the ${side} seat yourself; to leave the game, resign it with /game resign.`);
  const seat = g.seats.find((s) => s.side === side && s.user_id === who);
  if (!seat) {
    const co = g.seats.filter((s) => s.side === side && s.user_id !== seated).map((s) => s.user_name);
    throw new UserError(`${user} is not a co-commander. Co-commanders: ${co.join(', ') || 'none'}.`);
  }
  await app.store.removeSeat(g.row.id, side, who);
  const shownOut = MENTION.test(user.trim()) || /^\d+$/.test(who) ? `<@${who}>` : seat.user_name;
  return [publicOut(`${shownOut} leaves the ${side} command (removed by ${caller.name}).`)];
}
