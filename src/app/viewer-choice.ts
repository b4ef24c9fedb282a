// Whose view a command shows (/replay, /log, /stacks viewer:…): one of the game's sides, or `all`, the
// full view (the engine's referee viewer: everything). The one gate for the post-game room
// (docs/decisions/hidden-information-one-gate.md): while a game runs a player may name only their own
// side, and nobody gets the full view; once the game is over (or in a sandbox, whose point is the
// referee's view) every side's view and the full view are open to everyone, seated or not.
import type { Viewer } from '../engine/types.ts';
import type { LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';

/** The `viewer:` value of the full view. */
export const FULL_VIEW = 'all';

/** Whether everything hidden is visible to everyone: the game is over, or it is a sandbox. */
export const isOpen = (g: LoadedGame): boolean => g.row.status === 'finished' || g.module.isSandbox(g.folded.game);

/** The full view: everything, and only once the game is over (or in a sandbox). */
export function fullViewer(g: LoadedGame): Viewer {
  if (!isOpen(g))
    throw new UserError(
      `Game #${g.row.id} is still running: the full view (viewer:${FULL_VIEW}) opens to everyone when it ends.`,
    );
  return { kind: 'referee' };
}

/** The viewer a caller gets by default: the full view once open, else their side's, else the public's. */
export function defaultViewer(g: LoadedGame, user: string): Viewer {
  if (isOpen(g)) return fullViewer(g);
  const seat = g.seats.find((s) => s.user_id === user);
  return seat ? { kind: 'side', side: seat.side } : { kind: 'public' };
}

/** The `viewer:` values open to `user` now. */
export function viewerChoices(g: LoadedGame, user: string): string[] {
  if (isOpen(g)) return [...g.module.sides, FULL_VIEW];
  return [...new Set(g.seats.filter((s) => s.user_id === user).map((s) => s.side))];
}

/** The viewer `viewer:<asked>` names, if `user` may have it now; a refusal naming what is allowed otherwise. */
export function chosenViewer(g: LoadedGame, user: string, asked: string): Viewer {
  const wanted = asked.trim().toLowerCase();
  const allowed = viewerChoices(g, user);
  const known = [...g.module.sides, FULL_VIEW].find((v) => v.toLowerCase() === wanted);
  const open = known !== undefined ? allowed.find((v) => v === known) : undefined;
  if (open === FULL_VIEW) return fullViewer(g);
  if (open !== undefined) return { kind: 'side', side: open };
  const now = allowed.length
    ? `viewer:${allowed.join('|')}`
    : 'no viewer: (you are not seated; the public view is yours)';
  if (known === undefined)
    throw new UserError(
      `viewer:${asked} is not a viewer of game #${g.row.id}: its viewers are ${[...g.module.sides, FULL_VIEW].join(', ')}. Open to you now: ${now}.`,
    );
  throw new UserError(
    `viewer:${asked} — game #${g.row.id} is still running: the other side's view and the full view open to everyone when it ends. Open to you now: ${now}.`,
  );
}

/** `viewer:<asked>` when given, else the default viewer. */
export const viewerFor = (g: LoadedGame, user: string, asked: string | undefined): Viewer =>
  asked === undefined || asked.trim() === '' ? defaultViewer(g, user) : chosenViewer(g, user, asked);
