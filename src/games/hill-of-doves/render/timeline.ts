// The GIF of a Hill of Doves timeline. One frame per segment of play, not per event: a campaign logs
// thousands of events (every die, every hit) but a player follows it segment by segment, and a frame
// of every changed view took minutes for a whole war. Each frame is the board as its segment ends
// (the last view before the date or the step changes), so every result still shows; the final view
// is always drawn. The static layers are cached once per process (sheet.ts: hodBackground).
import type { HodView } from '../view.ts';
import { GifBuilder, type GifOptions, type TimelineGif } from '../../../render/gif.ts';
import { CAPTION_BAND, CaptionRoll, INSERT_DELAY, insertFrame, withCaption } from '../../../render/caption.ts';
import { SHEET } from './layout.ts';
import { drawHodSheet } from './sheet.ts';

/**
 * The colours the GIF's palette keeps even if the first frame lacks them: the swatch this GIF has
 * always been quantized with (it was shared with Lettow-Vorbeck's counters), kept so its bytes do not change.
 */
const GIF_KEY_COLOURS: readonly string[] = [
  '#a9b59c',
  '#e2c37e',
  '#f1d54a',
  '#f4efe0',
  '#1e1e1e',
  '#b0302a',
  '#c8262c',
  '#1e6a34',
  '#4e5a48',
  '#8a3b2b',
  '#1e2620',
  '#3d140c',
  '#c81e1e',
  '#d4d0c8',
  '#d4252a',
  '#d9a514',
  '#ffffff',
  '#111111',
];

/** The segment a view belongs to: a frame is drawn when this changes. */
export const segmentOf = (v: HodView): string => `${v.date}|${v.step}`;

export async function hodTimelineGif(
  views: Iterable<HodView>,
  total: number,
  label: string,
  opts: GifOptions = {},
): Promise<TimelineGif> {
  const scale = opts.scale ?? 0.5;
  const delay = opts.delay ?? 450;
  const roll = new CaptionRoll(opts.captions);
  const inserts = [...(opts.inserts ?? [])];
  const width = Math.round(SHEET.w * scale);
  const height = Math.round(SHEET.h * scale);
  const builder = new GifBuilder(width, roll.on ? height + CAPTION_BAND : height, GIF_KEY_COLOURS);
  let pending: HodView | null = null;
  let drawn = '';
  let done = 0;
  // The step the pending view ends (its caption's heading and lines are that step's).
  let pendingStep = 0;
  const draw = (v: HodView, step: number): void => {
    const key = JSON.stringify(v);
    if (key !== drawn || roll.waiting) {
      const sheet = drawHodSheet(v, label, scale);
      builder.add(roll.on ? withCaption(sheet, roll.take(step)) : sheet, delay);
    }
    drawn = key;
  };
  for (const view of views) {
    if (pending && segmentOf(pending) !== segmentOf(view)) {
      draw(pending, pendingStep);
      await new Promise<void>((r) => setImmediate(r)); // a turn for the event loop per frame
    }
    pending = view;
    done++;
    pendingStep = done;
    roll.pass(done);
    // A battle's sheets after the step that ended it: the board as the battle ends first, with its lines.
    if (roll.on && inserts[0] && inserts[0].step <= done) {
      draw(view, done);
      while (inserts[0] && inserts[0].step <= done) {
        const ins = inserts.shift()!;
        builder.add(await insertFrame(ins.png, width, height, ins.caption), INSERT_DELAY);
      }
    }
    opts.progress?.(done, total);
  }
  if (pending) draw(pending, pendingStep);
  builder.hold(opts.hold ?? 3000);
  return { gif: builder.finish(), steps: done, frames: builder.frames };
}
