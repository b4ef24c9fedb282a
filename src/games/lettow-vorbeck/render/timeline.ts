// The game's timeline as pictures: any step's map, and an animated GIF of every step, from one
// viewer's views. Pure: it takes the views (the app folds the log and calls module.view), so a
// timeline can never show more than the viewer may see.
import type { LvView } from '../view.ts';
import { GifBuilder, type GifOptions, type TimelineGif } from '../../../render/gif.ts';
import { HEIGHT, WIDTH } from './layout.ts';
import { drawMap } from './lv-map.ts';
import { GIF_KEY_COLOURS } from './palette.ts';

export type { GifOptions, Progress, TimelineGif } from '../../../render/gif.ts';

/**
 * Builds the GIF of a sequence of views (one per step of the log). Steps whose view equals the
 * previous one are skipped before drawing; frames whose pixels equal the previous one are merged.
 * Yields to the event loop between frames so a bot stays responsive during a long export.
 */
export async function timelineGif(views: Iterable<LvView>, total: number, opts: GifOptions = {}): Promise<TimelineGif> {
  const scale = opts.scale ?? 0.5;
  const delay = opts.delay ?? 450;
  const builder = new GifBuilder(Math.round(WIDTH * scale), Math.round(HEIGHT * scale), GIF_KEY_COLOURS);
  let last = '';
  let done = 0;
  for (const view of views) {
    const key = JSON.stringify(view);
    if (key !== last) builder.add(drawMap(view, scale).canvas, delay);
    last = key;
    done++;
    opts.progress?.(done, total);
    if (done % 10 === 0) await new Promise<void>((r) => setImmediate(r));
  }
  builder.hold(opts.hold ?? 3000);
  return { gif: builder.finish(), steps: done, frames: builder.frames };
}
