// Rematch: the game-over message of a game between people carries a button (/game rematch); once every
// seated player has pressed it, the same game starts in the channel with the same options and the
// sides swapped (each player takes the next seat, in the game's seat order) — a new game row with its
// own seed and seed commitment, created through /game new's path. Acceptances are kept in the store
// (migrations/0013_rematch.sql), not in any log: one pressed before a restart still counts after it.
import type { RawOptions } from '../engine/types.ts';
import type { NewSeat } from '../store/store.ts';
import { isBotUser } from './opponent.ts';
import { publicOut, type Caller, type Output } from './outputs.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';

export const REMATCH_COMMAND = '/game rematch';

/** Whether a game offers a rematch: every seat of a game of two seats or more held by a different person. */
export function offersRematch(g: Pick<LoadedGame, 'module' | 'seats'>): boolean {
  const users = new Set(g.seats.map((s) => s.user_id));
  return (
    g.module.seats.length >= 2 &&
    g.module.seats.every((side) => g.seats.some((s) => s.side === side)) &&
    users.size === g.seats.length &&
    ![...users].some(isBotUser)
  );
}

/** The game-over message's button, for a game that offers a rematch: any of its players may press it. */
export const rematchOffer = (g: Pick<LoadedGame, 'module' | 'seats'>): Pick<Output, 'buttons' | 'addressedTo'> =>
  offersRematch(g)
    ? {
        buttons: [{ label: 'Rematch (sides swapped)', command: REMATCH_COMMAND }],
        // In the game's seat order: seats that joined in the same instant come back from the store in either order.
        addressedTo: [...g.seats]
          .sort((a, b) => g.module.seats.indexOf(a.side) - g.module.seats.indexOf(b.side))
          .map((s) => s.user_id),
      }
    : {};

/** Each seat of the rematch: every player takes the seat after theirs, in the game's seat order. */
export function swappedSeats(g: Pick<LoadedGame, 'module' | 'seats'>): NewSeat[] {
  const order = g.module.seats;
  return g.seats.map((s) => ({
    side: order[(order.indexOf(s.side) + 1) % order.length]!,
    userId: s.user_id,
    userName: s.user_name,
  }));
}

/** `/game rematch`: the caller accepts a rematch of the channel's finished game; the last to accept starts it. */
export async function rematch(app: GameService, caller: Caller): Promise<Output[]> {
  const g = await app.currentOrLastGame(caller.channel);
  if (g.row.status !== 'finished')
    throw new UserError(
      `Game #${g.row.id} is still running: a rematch is offered when it ends (finish it, or /game resign).`,
    );
  if (!offersRematch(g))
    throw new UserError(
      `Game #${g.row.id} has no rematch: it is offered for games between people, each seat held by a different player. Start another with /game new.`,
    );
  if (!g.seats.some((s) => s.user_id === caller.user))
    throw new UserError(
      `Only the players of game #${g.row.id} (${g.seats.map((s) => s.user_name).join(', ')}) can ask for its rematch.`,
    );
  const yes = new Set(await app.store.addRematchRequest(g.row.id, caller.user));
  const waiting = g.seats.filter((s) => !yes.has(s.user_id));
  if (waiting.length > 0)
    return [
      publicOut(
        `${caller.name} asks for a rematch of game #${g.row.id}, sides swapped. Waiting for ${waiting.map((s) => s.user_name).join(', ')}: press Rematch or type ${REMATCH_COMMAND}.`,
        { ...rematchOffer(g), mentions: waiting.map((s) => s.user_id) },
      ),
    ];
  const options = JSON.parse(g.row.options) as RawOptions;
  const seated = swappedSeats(g).map((seat) => ({
    seat,
    line: `${seat.userName} takes the ${seat.side} side (rematch of game #${g.row.id}).`,
  }));
  const out = await app.newGame(caller, g.module.id, options, seated);
  await app.store.clearRematchRequests(g.row.id);
  return out;
}
