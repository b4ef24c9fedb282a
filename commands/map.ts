// /map — the public picture of this channel's game (10.0: stacks face down), posted in the channel.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { publicOut } from '../src/app/outputs.ts';
import { UserError } from '../src/app/user-error.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { renderMapPng } from '../src/render/lv-map.ts';

export const map: CommandSpec = {
  data: new SlashCommandBuilder().setName('map').setDescription('Post the public map of this channel’s game'),
  slow: true,
  run({ app, caller }) {
    const g = app.currentOrLastGame(caller.channel);
    if (g.module.id !== 'lettow-vorbeck') throw new UserError(`/map draws Lettow-Vorbeck games; game #${g.row.id} is ${g.module.title}.`);
    const view = g.module.view(g.folded.game, { kind: 'public' }) as LvView;
    const png = renderMapPng(view);
    return [publicOut(`Game #${g.row.id} — ${view.turn.label}, public map (stacks face down).`, { files: [{ name: `map-${g.row.id}-${g.folded.seq}.png`, data: png }] })];
  },
};
