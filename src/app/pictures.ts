// Pictures that go with what just happened (a battle sheet), posted with the public output: each game's
// presentation draws its own (src/engine/presentation.ts picturesAfter), in the render pool, off the
// thread that answers Discord. A game without the hook has none.
import type { GameEvent } from '../engine/types.ts';
import type { OutputFile } from './outputs.ts';
import { presentationOf } from './registry.ts';

/**
 * The files to attach to the public output of a command that appended `fresh`; `log` reads the whole
 * log after the append, only when one of them ends something the game pictures.
 */
export async function picturesAfter(
  gameKind: string,
  fresh: readonly GameEvent[],
  log: () => Promise<readonly GameEvent[]>,
): Promise<OutputFile[]> {
  const pictures = presentationOf(gameKind)?.picturesAfter;
  if (!pictures || !fresh.some((e) => pictures.after.includes(e.type))) return [];
  return pictures.draw(await log(), fresh.length);
}
