// The recap a hand-off post opens with (src/app/handoff.ts): what happened since the recipient's last
// decision, as the viewer sees it, and its picture with alt text. This is the minimal one: the viewer's
// own log lines of the events after `sinceSeq` (the game's describe, as /log shows them) and the
// viewer's picture of the board now (the public map, or the side's own view). Nothing here reads the
// state except through view() and describe() for that viewer (10.0).
import { evolveFolded } from '../engine/kernel.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import { ALT_TEXT_MAX } from '../engine/presentation.ts';
import type { GameEvent, Viewer } from '../engine/types.ts';
import type { OutputFile } from './outputs.ts';
import { presentationOf } from './registry.ts';
import type { GameService, LoadedGame } from './service.ts';

export interface Recap {
  /** The lines since the viewer's last decision, under a heading; empty when nothing shows. */
  text: string;
  /** The viewer's picture of the board with alt text, when the game draws one and it was asked for. */
  picture: OutputFile | null;
}

/** At most this many lines in the post: the rest are in /log. */
const MAX_LINES = 25;
const MAX_CHARS = 1300;

export async function recapFor(
  app: GameService,
  game: LoadedGame,
  viewer: Viewer,
  sinceSeq: number,
  opts: { picture: boolean } = { picture: true },
): Promise<Recap> {
  const { module, row } = game;
  const rows = await app.store.eventsBetween(row.id, sinceSeq, game.folded.seq);
  let f = await app.foldedAt(row.id, module, sinceSeq);
  const lines: string[] = [];
  for (const r of rows) {
    const e = JSON.parse(r.data) as GameEvent;
    const line = module.describe(e, viewer, f.game) ?? kernelLine(e);
    if (line) lines.push(line);
    f = evolveFolded(module, f, e);
  }
  // The latest lines that fit: the post stays one Discord message (2,000 characters) with its last line.
  let shown = lines.slice(-MAX_LINES);
  while (shown.length > 1 && shown.join('\n').length > MAX_CHARS) shown = shown.slice(1);
  const cut = lines.length - shown.length;
  const range = rows.length ? ` (events #${rows[0]!.seq}–#${rows.at(-1)!.seq})` : '';
  const text = lines.length
    ? [`Since your last decision${range}:`, ...(cut ? [`… ${cut} earlier lines: /log`] : []), ...shown].join('\n')
    : '';
  const picture = opts.picture ? await pictureOf(game, viewer, shown) : null;
  return { text, picture };
}

/** The viewer's picture of the board now, its alt text the caption and the recap's lines. */
async function pictureOf(game: LoadedGame, viewer: Viewer, lines: readonly string[]): Promise<OutputFile | null> {
  const p = presentationOf(game.module.id);
  const view = game.module.view(game.folded.game, viewer);
  const label = `${game.row.id}-${game.folded.seq}`;
  try {
    if (viewer.kind === 'public' && p?.map) {
      const data = await p.map.png(view);
      return { name: `recap-${label}.png`, data, description: altText(`Map: ${p.map.caption(view)}`, lines) };
    }
    if (viewer.kind === 'side' && p?.sidePicture) {
      const data = await p.sidePicture(view);
      const name = `recap-${label}-${viewer.side.toLowerCase()}.png`;
      return { name, data, description: altText(`${viewer.side}'s own view of the board`, lines) };
    }
  } catch (e) {
    // The events are recorded: a picture that cannot be drawn leaves the post with its text alone.
    console.error('[heliograph] drawing a recap picture failed:', e);
  }
  return null;
}

/** Alt text within Discord's 1,024 characters: the caption, then as many of the lines as fit. */
export function altText(caption: string, lines: readonly string[]): string {
  let out = caption.length > ALT_TEXT_MAX ? `${caption.slice(0, ALT_TEXT_MAX - 1)}…` : caption;
  for (const l of lines) {
    const next = `${out}. ${l}`;
    if (next.length > ALT_TEXT_MAX) break;
    out = next;
  }
  return out;
}
