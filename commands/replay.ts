// /replay step:<n> | gif — the game's timeline as pictures, from your point of view: your side's while
// the game runs (or the public one with view:public), the full view once it has ended or in a sandbox,
// when viewer:<side>|all picks any side's view or the full one (src/app/viewer-choice.ts).
// Side views go to you alone; public and ended-game pictures are posted in the channel.
// Each game kind draws with its own renderer, from its presentation (src/engine/presentation.ts).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { ephemeralOut, publicOut, type Output, type OutputFile } from '../src/app/outputs.ts';
import type { LoadedGame } from '../src/app/service.ts';
import { lastStep, timelineViewer, viewAtStep, type TimelineAs } from '../src/app/timeline.ts';
import { captionedGif } from '../src/app/replay-gif.ts';
import { replayNotes } from '../src/app/notes.ts';
import { UserError } from '../src/app/user-error.ts';
import type { GamePresentation } from '../src/engine/presentation.ts';
import type { Viewer } from '../src/engine/types.ts';
import { presentationOf } from '../src/app/registry.ts';
import { altTextOf, clip } from '../src/app/recap.ts';
import { ALT_TEXT_MAX } from '../src/engine/presentation.ts';

const viewOption = (o: import('discord.js').SlashCommandStringOption) =>
  o
    .setName('view')
    .setDescription('mine (default) or public')
    .addChoices({ name: 'mine', value: 'mine' }, { name: 'public', value: 'public' });

const viewerOption = (o: import('discord.js').SlashCommandStringOption) =>
  o.setName('viewer').setDescription('Whose view: your side; once the game is over any side, or all');

const label = (v: Viewer): string =>
  v.kind === 'side' ? `${v.side} view` : v.kind === 'referee' ? 'full view' : 'public view';

function picturesOf(g: LoadedGame): GamePresentation['replay'] {
  const p = presentationOf(g.module.id);
  if (!p) throw new UserError(`/replay: no pictures for game #${g.row.id} (${g.module.title}).`);
  return p.replay;
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
        .addStringOption(viewOption)
        .addStringOption(viewerOption),
    )
    .addSubcommand((s) =>
      s
        .setName('gif')
        .setDescription('An animated GIF of the whole game')
        .addStringOption(viewOption)
        .addStringOption(viewerOption),
    ),
  slow: true,
  navigates: true,
  async run({ app, caller, progress }, input) {
    const g = await app.currentOrLastGame(caller.channel);
    const pictures = picturesOf(g);
    const as = (str(input, 'view') ?? 'mine') as TimelineAs;
    const viewer = timelineViewer(g, caller.user, as === 'public' ? 'public' : 'mine', str(input, 'viewer'));
    if (input.subcommand === 'step') {
      const n = Number(input.options['n']);
      const view = await viewAtStep(app, g, n, viewer);
      const text = `Game #${g.row.id}, step ${n} of ${lastStep(g)} — ${pictures.caption(view)}, ${label(viewer)}.`;
      return [
        deliver(g, caller.user, viewer, text, {
          name: `replay-${g.row.id}-step-${n}.png`,
          data: await pictures.png(view, viewer),
          description: altTextOf(g.module.id, view),
        }),
      ];
    }
    if (input.subcommand === 'gif') {
      const t0 = Date.now();
      const notes = await replayNotes(app, g, caller.user, viewer);
      const out = await captionedGif(g, await app.events(g.row.id), viewer, progress, notes);
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      const text = `Game #${g.row.id}, ${out.steps} steps in ${out.frames} frames (${label(viewer)}), built in ${secs} s.`;
      const description = clip(
        `An animation of game #${g.row.id} (${g.module.title}), ${label(viewer)}, one frame per change over ${out.steps} steps; /replay step n:… shows one step with its description.`,
        ALT_TEXT_MAX,
      );
      return [deliver(g, caller.user, viewer, text, { name: `replay-${g.row.id}.gif`, data: out.gif, description })];
    }
    throw new UserError('Replay commands: /replay step n:<number>, /replay gif.');
  },
};
