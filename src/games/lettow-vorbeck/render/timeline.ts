// The game's timeline as pictures: any step's map, and an animated GIF of every step, from one
// viewer's views. Pure: it takes the views (the app folds the log and calls module.view), so a
// timeline can never show more than the viewer may see.
import type { LvView } from '../view.ts';
import { GifBuilder, type GifOptions, type TimelineGif } from '../../../render/gif.ts';
import { CAPTION_BAND, CaptionRoll, INSERT_DELAY, insertFrame, withCaption } from '../../../render/caption.ts';
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
  const roll = new CaptionRoll(opts.captions);
  const inserts = [...(opts.inserts ?? [])];
  const width = Math.round(WIDTH * scale);
  const height = Math.round(HEIGHT * scale);
  const builder = new GifBuilder(width, roll.on ? height + CAPTION_BAND : height, GIF_KEY_COLOURS);
  let last = '';
  let shown: LvView | null = null;
  let done = 0;
  const frame = (view: LvView): void => {
    const map = drawMap(view, scale).canvas;
    builder.add(roll.on ? withCaption(map, roll.take(done)) : map, delay);
  };
  for (const view of views) {
    done++;
    roll.pass(done);
    const key = JSON.stringify(view);
    if (key !== last) frame(view);
    last = key;
    shown = view;
    // A battle's sheet after the step that ended it, shown longer than a step (the map before it carries the step's lines).
    while (roll.on && inserts[0] && inserts[0].step <= done) {
      if (roll.waiting) frame(view);
      const ins = inserts.shift()!;
      builder.add(await insertFrame(ins.png, width, height, ins.caption), INSERT_DELAY);
    }
    opts.progress?.(done, total);
    if (done % 10 === 0) await new Promise<void>((r) => setImmediate(r));
  }
  if (shown && roll.waiting) frame(shown); // the last steps' lines, on the final position
  builder.hold(opts.hold ?? 3000);
  return { gif: builder.finish(), steps: done, frames: builder.frames };
}
