// The picture of one side's own view, attached to the private (DM) outputs that tell a player what
// changed in their stacks. Only games whose presentation draws one (sidePicture, src/engine/presentation.ts)
// get one. The picture is always drawn from the module's view for that side (10.0), never from the
// state itself: the view (plain JSON) is what goes to the render pool (src/render/pool.ts).
import type { AnyGameModule, Viewer } from '../engine/types.ts';
import { renderPoolBusy, warmRenderPool } from '../render/pool.ts';
import type { OutputFile } from './outputs.ts';
import { presentationOf } from './registry.ts';

/**
 * Whether a move's DM pictures would wait for a render thread, counting `claimed` moves already
 * promised one (never in the main thread: there the renders block everything alike).
 */
export const sidePicturesBusy = (claimed: number): boolean => renderPoolBusy(claimed);

/** Whether DMs of this game kind can carry a picture of the side's view. */
export const hasSidePicture = (gameKind: string): boolean => presentationOf(gameKind)?.sidePicture !== undefined;

/**
 * The picture of `side`'s view of `state`, or null when the game has no renderer (or drawing failed).
 * `label` goes into the file name (e.g. the game id and the log position).
 */
export async function sidePicture(
  module: AnyGameModule,
  state: unknown,
  side: string,
  label: string,
): Promise<OutputFile | null> {
  const p = presentationOf(module.id);
  if (!p?.sidePicture) return null;
  const viewer: Viewer = { kind: 'side', side };
  try {
    return { name: `stacks-${label}-${side.toLowerCase()}.png`, data: await p.sidePicture(module.view(state, viewer)) };
  } catch (e) {
    // The events are already recorded: a picture that cannot be drawn must not turn the move into an
    // error. The DM goes out with its text alone; the operator sees why.
    console.error('[heliograph] drawing a DM picture failed:', e);
    return null;
  }
}

/** Starts the render threads and draws the static layers in each, so the first DM picture is as quick as the rest (bot start-up). */
export const warmSidePictures = (): Promise<void> => warmRenderPool();
