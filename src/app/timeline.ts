// The timeline of a game for one viewer: the view at any step of the log, and every step's view in
// order (for the GIF). Functions over the GameService rather than methods on it: the service keeps to
// the command path. Who sees what (docs/decisions/hidden-information-one-gate.md): while a game runs, a seated player's timeline is their
// side's view and anyone else's is public; the full (referee) view only once the game has ended, or in
// a sandbox game, when any side's view may be asked too (viewer:, src/app/viewer-choice.ts). A seated
// player may ask for the public timeline (to post it in the channel).
// Some games never draw the referee's secrets at all (their presentation's replay.refereeDrawnAs): their
// pictures are drawn as one side sees the game.
import { evolveFolded, initialFolded } from '../engine/kernel.ts';
import type { GameEvent, Viewer } from '../engine/types.ts';
import { presentationOf } from './registry.ts';
import type { LoadedGame, GameService } from './service.ts';
import { UserError } from './user-error.ts';
import { chosenViewer, defaultViewer } from './viewer-choice.ts';

export type TimelineAs = 'mine' | 'public';

/** The viewer a user gets for a game's timeline. */
export function timelineViewer(g: LoadedGame, user: string, as: TimelineAs = 'mine', asked?: string): Viewer {
  if (asked !== undefined && asked.trim() !== '') return pictureViewer(g.module.id, chosenViewer(g, user, asked));
  if (as === 'public') return { kind: 'public' };
  return pictureViewer(g.module.id, defaultViewer(g, user));
}

/** `viewer`, or for a game whose pictures never show secrets the side drawn instead of the referee. */
export function pictureViewer(gameKind: string, viewer: Viewer): Viewer {
  const side = presentationOf(gameKind)?.replay.refereeDrawnAs;
  return viewer.kind === 'referee' && side ? { kind: 'side', side } : viewer;
}

/** The number of events in the log (the last step). */
export const lastStep = (g: LoadedGame): number => g.folded.seq;

/** The view after `step` events of the log (0 = before anything; the head = now). */
export async function viewAtStep(app: GameService, g: LoadedGame, step: number, viewer: Viewer): Promise<unknown> {
  const head = lastStep(g);
  if (!Number.isInteger(step) || step < 1 || step > head)
    throw new UserError(`step:${step} — this game's log has steps 1 to ${head}.`);
  const folded = await app.foldedAt(g.row.id, g.module, step);
  return g.module.view(folded.game, viewer);
}

/**
 * Every step's view, in order, folding `events` (the game's log) once. Steps before
 * the game is set up (no view possible yet) are skipped.
 */
export function* viewsOfGame(g: LoadedGame, events: readonly GameEvent[], viewer: Viewer): Generator<unknown> {
  let f = initialFolded(g.module);
  for (const e of events) {
    f = evolveFolded(g.module, f, e);
    yield g.module.view(f.game, viewer);
  }
}
