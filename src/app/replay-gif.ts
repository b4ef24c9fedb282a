// /replay gif: every step's view for one viewer, with each step's caption (where the game stands and
// the viewer's own log lines, described for that viewer as /log does: nothing they may not see) and the
// public sheets of the battles fought, shown after the step that ended each one.
import { evolveFolded, initialFolded } from '../engine/kernel.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import type { TimelineGifOptions, TimelineGifResult } from '../engine/presentation.ts';
import type { GameEvent, Viewer } from '../engine/types.ts';
import { voidedSeqs } from '../engine/undo.ts';
import { presentationOf } from './registry.ts';
import type { LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';

type Caption = NonNullable<TimelineGifOptions['captions']>[number];
/** What the GIF needs of a game: its rules and, for a refusal, its id (the bench passes a game of its own). */
type GifGame = Pick<LoadedGame, 'module'> & { row: Pick<LoadedGame['row'], 'id'> };
type Insert = NonNullable<TimelineGifOptions['inserts']>[number];

/** Each step's view and caption for `viewer`; `notes` adds lines of its own at steps (players' notes). */
export function captionedSteps(
  g: Pick<LoadedGame, 'module'>,
  events: readonly GameEvent[],
  viewer: Viewer,
  notes: ReadonlyMap<number, readonly string[]> = new Map(),
): { views: unknown[]; captions: Caption[] } {
  const replay = presentationOf(g.module.id)?.replay;
  const heading = (view: unknown): string => (replay ? (replay.frameHeading ?? replay.caption)(view) : '');
  const voided = voidedSeqs(events.map((event, i) => ({ seq: i + 1, actor: null, time: '', event })));
  const views: unknown[] = [];
  const captions: Caption[] = [];
  let f = initialFolded(g.module);
  for (const e of events) {
    const seq = f.seq + 1;
    const line = e.type.startsWith('kernel.') ? kernelLine(e) : g.module.describe(e, viewer, f.game);
    f = evolveFolded(g.module, f, e);
    const view = g.module.view(f.game, viewer);
    const lines = line ? [`${voided.has(seq) ? '[taken back] ' : ''}${line}`] : [];
    views.push(view);
    captions.push({ heading: `Step ${seq}: ${heading(view)}`, lines: [...lines, ...(notes.get(seq) ?? [])] });
  }
  return { views, captions };
}

/** The public pictures of the battles fought (the game's picturesAfter), each after the step that ended it. */
export async function battleInserts(
  g: Pick<LoadedGame, 'module'>,
  events: readonly GameEvent[],
  captions: readonly Caption[],
): Promise<Insert[]> {
  const pictures = presentationOf(g.module.id)?.picturesAfter;
  if (!pictures) return [];
  const out: Insert[] = [];
  for (let i = 0; i < events.length; i++) {
    if (!pictures.after.includes(events[i]!.type)) continue;
    const files = await pictures.draw(events.slice(0, i + 1), 1);
    const at = captions[i];
    for (const file of files)
      out.push({
        step: i + 1,
        png: file.data,
        caption: { heading: `Battle — ${at?.heading ?? `step ${i + 1}`}`, lines: at?.lines ?? [] },
      });
  }
  return out;
}

/**
 * Discord's upload limit for a bot's attachment on a server without boosts (10 MiB), less a margin for
 * the rest of the message. A whole fuzzed two-player game of 459 steps (docs/measurements.md) made 5.0 MB.
 */
export const UPLOAD_MAX = 10 * 1024 * 1024 - 64 * 1024;
/** The frame scale of a GIF too big at the usual half scale: 0.35 (595 px wide for both games' sheets). */
export const SMALL_SCALE = 0.35;

/**
 * The captioned GIF of a game for `viewer`, with its battle sheets; drawn again smaller if it is over
 * `limit` bytes, and refused (saying so) if it still is.
 */
export async function captionedGif(
  g: GifGame,
  events: readonly GameEvent[],
  viewer: Viewer,
  progress?: (done: number, total: number) => void,
  notes?: ReadonlyMap<number, readonly string[]>,
  limit = UPLOAD_MAX,
): Promise<TimelineGifResult> {
  const replay = presentationOf(g.module.id)?.replay;
  if (!replay) throw new UserError(`/replay: no pictures for game #${g.row.id} (${g.module.title}).`);
  const { views, captions } = captionedSteps(g, events, viewer, notes);
  const inserts = await battleInserts(g, events, captions);
  const opts = { captions, inserts, ...(progress ? { progress } : {}) };
  const out = await replay.gif(views, events.length, viewer, opts);
  if (out.gif.length <= limit) return out;
  const small = await replay.gif(views, events.length, viewer, { ...opts, scale: SMALL_SCALE });
  if (small.gif.length <= limit) return small;
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  throw new UserError(
    `/replay gif: the GIF of game #${g.row.id} is ${mb(small.gif.length)} MB even at a smaller size, over Discord's ${mb(limit)} MB upload limit; /replay step n:… shows any step.`,
  );
}
