// /replay step:<n> | gif — the game's timeline as pictures, from your point of view: your side's while
// the game runs (or the public one with view:public), the referee's once it has ended or in a sandbox.
// Side views go to you alone; public and ended-game pictures are posted in the channel.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { ephemeralOut, publicOut, type Output, type OutputFile } from '../src/app/outputs.ts';
import { lastStep, timelineViewer, viewAtStep, viewsOfGame, type TimelineAs } from '../src/app/timeline.ts';
import { UserError } from '../src/app/user-error.ts';
import type { Viewer } from '../src/engine/types.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { renderMapPng } from '../src/render/lv-map.ts';
import { timelineGif } from '../src/render/timeline.ts';

const viewOption = (o: import('discord.js').SlashCommandStringOption) =>
  o.setName('view').setDescription('mine (default) or public').addChoices({ name: 'mine', value: 'mine' }, { name: 'public', value: 'public' });

const label = (v: Viewer): string => (v.kind === 'side' ? `${v.side} view` : v.kind === 'referee' ? 'referee view' : 'public view');

function deliver(user: string, viewer: Viewer, text: string, file: OutputFile): Output {
  return viewer.kind === 'side' ? ephemeralOut(user, text, { files: [file] }) : publicOut(text, { files: [file] });
}

export const replay: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('replay')
    .setDescription('The game’s timeline as pictures')
    .addSubcommand((s) =>
      s
        .setName('step')
        .setDescription('The map after step n of the log')
        .addIntegerOption((o) => o.setName('n').setDescription('Step number (1 = set-up)').setRequired(true).setMinValue(1))
        .addStringOption(viewOption),
    )
    .addSubcommand((s) => s.setName('gif').setDescription('An animated GIF of the whole game').addStringOption(viewOption)),
  slow: true,
  async run({ app, caller, progress }, input) {
    const g = app.currentOrLastGame(caller.channel);
    if (g.module.id !== 'lettow-vorbeck') throw new UserError(`/replay draws Lettow-Vorbeck games; game #${g.row.id} is ${g.module.title}.`);
    const as = (str(input, 'view') ?? 'mine') as TimelineAs;
    const viewer = timelineViewer(g, caller.user, as === 'public' ? 'public' : 'mine');
    if (input.subcommand === 'step') {
      const n = Number(input.options['n']);
      const view = viewAtStep(app, g, n, viewer) as LvView;
      const text = `Game #${g.row.id}, step ${n} of ${lastStep(g)} — ${view.turn.label}, ${label(viewer)}.`;
      return [deliver(caller.user, viewer, text, { name: `replay-${g.row.id}-step-${n}.png`, data: renderMapPng(view) })];
    }
    if (input.subcommand === 'gif') {
      const t0 = Date.now();
      const total = lastStep(g);
      const out = await timelineGif(viewsOfGame(app, g, viewer) as Iterable<LvView>, total, progress ? { progress } : {});
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      const text = `Game #${g.row.id}, ${out.steps} steps in ${out.frames} frames (${label(viewer)}), built in ${secs} s.`;
      return [deliver(caller.user, viewer, text, { name: `replay-${g.row.id}.gif`, data: out.gif })];
    }
    throw new UserError('Replay commands: /replay step n:<number>, /replay gif.');
  },
};
