// The picture of one side's own view, attached to the private (DM) outputs that tell a player what
// changed in their stacks. Only games with a renderer in RENDERERS get one: Lettow-Vorbeck (its map)
// and Hill of Doves (the sheet of src/render/hill-of-doves/, British view: the cup and the deck as counts). The
// picture is always drawn from the module's view for that side (10.0), never from the state itself:
// the view (plain JSON) is what goes to the render pool (src/render/pool.ts).
import type { AnyGameModule, Viewer } from '../engine/types.ts';
import type { HodView } from '../games/hill-of-doves/view.ts';
import type { LvView } from '../games/lettow-vorbeck/view.ts';
import { drawHodMap } from '../render/hill-of-doves/in-pool.ts';
import { drawLvMap } from '../render/lettow-vorbeck/in-pool.ts';
import { renderPoolBusy, warmRenderPool } from '../render/pool.ts';
import type { OutputFile } from './outputs.ts';

/** Draws a view of a game (the view `module.view` gave) as a PNG. */
type ViewRenderer = (view: unknown) => Promise<Buffer>;

const RENDERERS: ReadonlyMap<string, ViewRenderer> = new Map<string, ViewRenderer>([
  ['lettow-vorbeck', (view) => drawLvMap(view as LvView)],
  ['hill-of-doves', (view) => drawHodMap(view as HodView, 'British view (laagers cup and deck as counts)')],
]);

/**
 * Whether a move's DM pictures would wait for a render thread, counting `claimed` moves already
 * promised one (never in the main thread: there the renders block everything alike).
 */
export const sidePicturesBusy = (claimed: number): boolean => renderPoolBusy(claimed);

/** Whether DMs of this game kind can carry a picture of the side's view. */
export const hasSidePicture = (gameKind: string): boolean => RENDERERS.has(gameKind);

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
  const render = RENDERERS.get(module.id);
  if (!render) return null;
  const viewer: Viewer = { kind: 'side', side };
  try {
    return { name: `stacks-${label}-${side.toLowerCase()}.png`, data: await render(module.view(state, viewer)) };
  } catch (e) {
    // The events are already recorded: a picture that cannot be drawn must not turn the move into an
    // error. The DM goes out with its text alone; the operator sees why.
    console.error('[heliograph] drawing a DM picture failed:', e);
    return null;
  }
}

/** Starts the render threads and draws the static layers in each, so the first DM picture is as quick as the rest (bot start-up). */
export const warmSidePictures = (): Promise<void> => warmRenderPool();
