// The last move a viewer saw, for /map's picture (src/engine/presentation.ts PictureOptions.lastMove): the
// latest move fact of that viewer's own recap (src/app/recap.ts, every fact read through the game's
// per-viewer gates) that places it on the map. A move the viewer could not follow has no places in their
// recap (10.0), so it is never marked; nor does an older move stand in for it.
import type { RecapFact, RecapModel } from '../engine/recap.ts';
import type { Viewer } from '../engine/types.ts';
import { recapModel } from './recap.ts';
import type { GameService, LoadedGame } from './service.ts';

/** How far back /map looks for the last move (events): a few turns of either game. */
export const LAST_MOVE_WINDOW = 200;

/** The viewer's last move in a recap model: null when its latest move is one they could not follow. */
export function lastMoveOf(model: Pick<RecapModel, 'facts'>): RecapFact | null {
  const last = model.facts.findLast((f) => f.kind === 'move');
  return last && (last.at?.length ?? 0) > 1 ? last : null;
}

/** The last move `viewer` saw in game `g`, within the last LAST_MOVE_WINDOW events. */
export async function lastMoveSeen(app: GameService, g: LoadedGame, viewer: Viewer): Promise<RecapFact | null> {
  const model = await recapModel(app, g, viewer, Math.max(0, g.folded.seq - LAST_MOVE_WINDOW));
  return lastMoveOf(model);
}
