// /replay step:<n> | gif — the game's timeline as pictures, from your point of view: your side's while
// the game runs (or the public one with view:public), the referee's once it has ended or in a sandbox.
// Side views go to you alone; public and ended-game pictures are posted in the channel.
// Each game kind draws with its own renderer (PICTURES): Lettow-Vorbeck its map, Hill of Doves the
// sheet of src/render/hod/ from the British view (never the laagers cup or the deck: timeline.ts).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { ephemeralOut, publicOut, type Output, type OutputFile } from '../src/app/outputs.ts';
import type { LoadedGame } from '../src/app/service.ts';
import { lastStep, timelineViewer, viewAtStep, viewsOfGame, type TimelineAs } from '../src/app/timeline.ts';
import { UserError } from '../src/app/user-error.ts';
import type { Viewer } from '../src/engine/types.ts';
import type { HodView } from '../src/games/hill-of-doves/view.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { GifBuilder } from '../src/render/gif.ts';
import { SHEET } from '../src/render/hod/layout.ts';
import { drawHodSheet, renderHodMapPng } from '../src/render/hod/sheet.ts';
import { renderMapPng } from '../src/render/lv-map.ts';
import { timelineGif, type GifOptions, type TimelineGif } from '../src/render/timeline.ts';

const viewOption = (o: import('discord.js').SlashCommandStringOption) =>
  o
    .setName('view')
    .setDescription('mine (default) or public')
    .addChoices({ name: 'mine', value: 'mine' }, { name: 'public', value: 'public' });

const label = (v: Viewer): string =>
  v.kind === 'side' ? `${v.side} view` : v.kind === 'referee' ? 'referee view' : 'public view';

/** How a game kind's timeline is drawn: one step as a PNG, every step as a GIF, and a step's caption. */
interface TimelinePictures {
  png(view: unknown, viewer: Viewer): Buffer;
  gif(views: Iterable<unknown>, total: number, viewer: Viewer, opts: GifOptions): Promise<TimelineGif>;
  caption(view: unknown): string;
}

const hodLabel = (v: Viewer): string =>
  v.kind === 'public'
    ? 'Public view (laagers cup and deck as counts)'
    : 'British view (laagers cup and deck as counts)';

export const PICTURES: ReadonlyMap<string, TimelinePictures> = new Map<string, TimelinePictures>([
  [
    'lettow-vorbeck',
    {
      png: (view) => renderMapPng(view as LvView),
      gif: (views, total, _viewer, opts) => timelineGif(views as Iterable<LvView>, total, opts),
      caption: (view) => (view as LvView).turn.label,
    },
  ],
  [
    'hill-of-doves',
    {
      png: (view, viewer) => renderHodMapPng(view as HodView, hodLabel(viewer)),
      gif: (views, total, viewer, opts) => hodTimelineGif(views as Iterable<HodView>, total, hodLabel(viewer), opts),
      caption: (view) => `${(view as HodView).date} (${(view as HodView).step})`,
    },
  ],
]);

/**
 * The GIF of a Hill of Doves timeline, as src/render/timeline.ts builds Lettow-Vorbeck's: views equal to
 * the previous one are skipped before drawing, and the event loop gets a turn every ten steps.
 */
export async function hodTimelineGif(
  views: Iterable<HodView>,
  total: number,
  label: string,
  opts: GifOptions = {},
): Promise<TimelineGif> {
  const scale = opts.scale ?? 0.5;
  const delay = opts.delay ?? 450;
  const builder = new GifBuilder(Math.round(SHEET.w * scale), Math.round(SHEET.h * scale));
  let last = '';
  let done = 0;
  for (const view of views) {
    const key = JSON.stringify(view);
    if (key !== last) builder.add(drawHodSheet(view, label, scale), delay);
    last = key;
    done++;
    opts.progress?.(done, total);
    if (done % 10 === 0) await new Promise<void>((r) => setImmediate(r));
  }
  builder.hold(opts.hold ?? 3000);
  return { gif: builder.finish(), steps: done, frames: builder.frames };
}

function picturesOf(g: LoadedGame): TimelinePictures {
  const p = PICTURES.get(g.module.id);
  if (!p)
    throw new UserError(
      `/replay draws ${[...PICTURES.keys()].join(' and ')} games; game #${g.row.id} is ${g.module.title}.`,
    );
  return p;
}

/** A side's view of a running game goes to the caller alone; anything else (public, ended, sandbox) to the channel. */
function deliver(g: LoadedGame, user: string, viewer: Viewer, text: string, file: OutputFile): Output {
  const open = g.row.status === 'finished' || g.module.isSandbox(g.folded.game);
  return viewer.kind === 'side' && !open
    ? ephemeralOut(user, text, { files: [file] })
    : publicOut(text, { files: [file] });
}

export const replay: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('replay')
    .setDescription('The game’s timeline as pictures')
    .addSubcommand((s) =>
      s
        .setName('step')
        .setDescription('The map after step n of the log')
        .addIntegerOption((o) =>
          o.setName('n').setDescription('Step number (1 = set-up)').setRequired(true).setMinValue(1),
        )
        .addStringOption(viewOption),
    )
    .addSubcommand((s) =>
      s.setName('gif').setDescription('An animated GIF of the whole game').addStringOption(viewOption),
    ),
  slow: true,
  async run({ app, caller, progress }, input) {
    const g = await app.currentOrLastGame(caller.channel);
    const pictures = picturesOf(g);
    const as = (str(input, 'view') ?? 'mine') as TimelineAs;
    const viewer = timelineViewer(g, caller.user, as === 'public' ? 'public' : 'mine');
    if (input.subcommand === 'step') {
      const n = Number(input.options['n']);
      const view = await viewAtStep(app, g, n, viewer);
      const text = `Game #${g.row.id}, step ${n} of ${lastStep(g)} — ${pictures.caption(view)}, ${label(viewer)}.`;
      return [
        deliver(g, caller.user, viewer, text, {
          name: `replay-${g.row.id}-step-${n}.png`,
          data: pictures.png(view, viewer),
        }),
      ];
    }
    if (input.subcommand === 'gif') {
      const t0 = Date.now();
      const total = lastStep(g);
      const out = await pictures.gif(
        viewsOfGame(g, await app.events(g.row.id), viewer),
        total,
        viewer,
        progress ? { progress } : {},
      );
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      const text = `Game #${g.row.id}, ${out.steps} steps in ${out.frames} frames (${label(viewer)}), built in ${secs} s.`;
      return [deliver(g, caller.user, viewer, text, { name: `replay-${g.row.id}.gif`, data: out.gif })];
    }
    throw new UserError('Replay commands: /replay step n:<number>, /replay gif.');
  },
};
