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

/** Answers kept per service, by game, head of its log and viewer: a log only grows, so an answer for a
 *  head stays true, and /map asked again before the next move folds nothing. A few hundred at most. */
const seen = new WeakMap<GameService, Map<string, RecapFact | null>>();
const KEPT = 256;

const viewerKey = (v: Viewer): string => (v.kind === 'side' ? `side:${v.side}` : v.kind);

/** The last move `viewer` saw in game `g`, within the last LAST_MOVE_WINDOW events. */
export async function lastMoveSeen(app: GameService, g: LoadedGame, viewer: Viewer): Promise<RecapFact | null> {
  let kept = seen.get(app);
  if (!kept) seen.set(app, (kept = new Map()));
  const key = `${g.row.id}:${g.folded.seq}:${viewerKey(viewer)}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const model = await recapModel(app, g, viewer, Math.max(0, g.folded.seq - LAST_MOVE_WINDOW));
  const last = lastMoveOf(model);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, last);
  return last;
}
