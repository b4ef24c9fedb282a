// Pictures that go with what just happened (a battle sheet), posted with the public output: each game's
// presentation draws its own (src/engine/presentation.ts picturesAfter), in the render pool, off the
// thread that answers Discord. A game without the hook has none.
import type { GameEvent } from '../engine/types.ts';
import type { OutputFile } from './outputs.ts';
import { presentationOf } from './registry.ts';

/**
 * `log` is the whole log after the append; the new events are its last `fresh` entries.
 * Returns the files to attach to the public output.
 */
export async function picturesAfter(gameKind: string, log: readonly GameEvent[], fresh: number): Promise<OutputFile[]> {
  return (await presentationOf(gameKind)?.picturesAfter?.(log, fresh)) ?? [];
}
