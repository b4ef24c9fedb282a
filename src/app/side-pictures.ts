// The picture of one side's own view, attached to the private (DM) outputs that tell a player what
// changed in their stacks. Only games whose presentation draws one (sidePicture, src/engine/presentation.ts)
// get one. The picture is always drawn from the module's view for that side (10.0), never from the
// state itself: the view (plain JSON) is what goes to the render pool (src/render/pool.ts).
import type { PaletteName } from '../engine/presentation.ts';
import type { AnyGameModule, Viewer } from '../engine/types.ts';
import { renderWaitMs, warmRenderPool } from '../render/pool.ts';
import type { OutputFile } from './outputs.ts';
import { altTextOf } from './recap.ts';
import { presentationOf } from './registry.ts';

/** The most pictures one move draws: a battle sheet and a map per side (both games have two sides). */
export const PICTURES_PER_MOVE = 3;
/**
 * What a move already answering directly is counted for while it may still add pictures to the queue:
 * one. Most moves draw none (or one: the mover's own map), and one that has asked for its pictures
 * is in the queue already; counting each at its most (3) deferred nearly every move of a few games
 * played at once, for pictures that never came (see docs/measurements.md, "Why the pool once played slower").
 */
export const PICTURES_PER_CLAIMED_MOVE = 1;
/**
 * How long a move answered directly may wait, by the estimate, for its pictures and those queued
 * before it. With at most the router's DM_PICTURE_DEFER_AFTER_MS (1 s) already waited, that leaves
 * a second of Discord's 3 s for the estimate falling short (moves drawing more than counted).
 */
export const DIRECT_PICTURES_BUDGET_MS = 1000;

/**
 * Whether a move's pictures could keep its answer past DIRECT_PICTURES_BUDGET_MS: its own pictures at
 * most (PICTURES_PER_MOVE), behind the pictures queued or being drawn and those the `claimed` moves
 * already answering directly may still ask for (src/render/pool.ts renderWaitMs: from how long the
 * threads took for the last pictures, so it grows with the machine's load). Never in the main thread
 * (there every picture blocks everything alike). A deferral is not free: it adds an edit of the
 * deferred reply, and discord.js counts those against its 50 requests a second for the whole bot.
 */
export const sidePicturesBusy = (claimed: number): boolean =>
  renderWaitMs(PICTURES_PER_MOVE + claimed * PICTURES_PER_CLAIMED_MOVE) > DIRECT_PICTURES_BUDGET_MS;

/** Whether DMs of this game kind can carry a picture of the side's view. */
export const hasSidePicture = (gameKind: string): boolean => presentationOf(gameKind)?.sidePicture !== undefined;

/**
 * Whether `side`'s view of `state` shows anything the public's does not (its own stacks, 10.0): the two
 * views differ beyond naming their viewer. A solitaire game hiding nothing from its player (whose
 * picture would be the post's again) sends no private picture.
 */
export function sideSeesMore(module: AnyGameModule, state: unknown, side: string): boolean {
  const shown = (viewer: Viewer): string =>
    JSON.stringify(module.view(state, viewer), (key, value: unknown) => (key === 'viewer' ? undefined : value));
  return shown({ kind: 'side', side }) !== shown({ kind: 'public' });
}

/**
 * The picture of `side`'s view of `state`, or null when the game has no renderer (or drawing failed).
 * `label` goes into the file name (e.g. the game id and the log position).
 */
export async function sidePicture(
  module: AnyGameModule,
  state: unknown,
  side: string,
  label: string,
  palette: PaletteName = 'standard',
): Promise<OutputFile | null> {
  const p = presentationOf(module.id);
  if (!p?.sidePicture) return null;
  const viewer: Viewer = { kind: 'side', side };
  try {
    const view = module.view(state, viewer);
    const name = `stacks-${label}-${side.toLowerCase()}.png`;
    return { name, data: await p.sidePicture(view, { palette }), description: altTextOf(module.id, view) };
  } catch (e) {
    // The events are already recorded: a picture that cannot be drawn must not turn the move into an
    // error. The DM goes out with its text alone; the operator sees why.
    console.error('[heliograph] drawing a DM picture failed:', e);
    return null;
  }
}

/** Starts the render threads and draws the static layers in each, so the first DM picture is as quick as the rest (bot start-up). */
export const warmSidePictures = (): Promise<void> => warmRenderPool();
