// Who sits where: seat rows, the names on a side, the free sides.
import type { NewSeat, SeatRow } from '../../store/store.ts';
import type { LoadedGame } from './core.ts';

/** The row of a seat as the store returns it, for a seat written in the same transaction as events. */
export const seatRowOf = (gameId: number, s: NewSeat): SeatRow => ({
  game_id: gameId,
  side: s.side,
  user_id: s.userId,
  user_name: s.userName,
  role: s.role ?? 'player',
});

export const seatNames = (g: LoadedGame, side: string): string =>
  g.seats
    .filter((s) => s.side === side)
    .map((s) => s.user_name)
    .join(', ');

export const freeSides = (g: LoadedGame): string[] => g.module.seats.filter((s) => !g.seats.some((x) => x.side === s));
