// The recap a hand-off post opens with (src/app/handoff.ts): what happened since the recipient's last
// decision, as that viewer met it (src/app/recap.ts: built from the viewer's own view of each event),
// and its picture with alt text. Nothing here reads the state except through the recap's model (10.0).
import type { Viewer } from '../engine/types.ts';
import type { OutputFile } from './outputs.ts';
import { drawnRecap, recapModel, recapText } from './recap.ts';
import type { GameService, LoadedGame } from './service.ts';

export interface Recap {
  /** The recap's text (headings by kind, tallies, where the game stands). */
  text: string;
  /** What the viewer learnt, without the heading that names the viewer: two viewers' recaps say the
   *  same when their gists are equal (a side's DM is sent only when it says more than the post). */
  gist: string;
  /** The recap picture with alt text, when the game draws one and it was asked for. */
  picture: OutputFile | null;
}

/** The post stays one Discord message (2,000 characters) with its "Your move" line and pings. */
const MAX_CHARS = 1300;

export async function recapFor(
  app: GameService,
  game: LoadedGame,
  viewer: Viewer,
  sinceSeq: number,
  opts: { picture: boolean | ((recap: { text: string; gist: string }) => boolean) } = { picture: true },
): Promise<Recap> {
  const model = await recapModel(app, game, viewer, sinceSeq);
  const gist = [...model.facts.map((f) => f.text), ...model.tallies].join('\n');
  const text = recapText(model, MAX_CHARS);
  // A picture is drawn only when it will be sent (the caller may decide from the recap's text).
  const wanted = typeof opts.picture === 'function' ? opts.picture({ text, gist }) : opts.picture;
  if (!wanted) return { text, gist, picture: null };
  try {
    const r = await drawnRecap(app, game, model, { maxText: MAX_CHARS });
    return { text: r.text, gist, picture: r.file ?? null };
  } catch (e) {
    // The events are recorded: a picture that cannot be drawn leaves the post with its text alone.
    console.error('[heliograph] drawing a recap picture failed:', e);
    return { text, gist, picture: null };
  }
}
