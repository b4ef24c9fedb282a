// /stacks — your side's stacks, in full, for you alone: a picture of your view and a text list (10.0),
// sent by DM. The Discord adapter answers the command with "Sent to your DMs." (or, when Discord refuses
// the DM, with the same picture and list privately plus how to open DMs); the console prints [dm user].
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { dmOut } from '../src/app/outputs.ts';
import { UserError } from '../src/app/user-error.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { renderMapPng } from '../src/render/lv-map.ts';
import { stackList } from '../src/render/stack-list.ts';

export const stacks: CommandSpec = {
  data: new SlashCommandBuilder().setName('stacks').setDescription('Your side’s stacks, sent to you by DM (picture and list)'),
  slow: true,
  run({ app, caller }) {
    const { game: g, viewer, view } = app.viewFor(caller);
    if (g.module.id !== 'lettow-vorbeck') throw new UserError(`/stacks draws Lettow-Vorbeck games; game #${g.row.id} is ${g.module.title}.`);
    if (viewer.kind === 'public') throw new UserError(`You are not seated in game #${g.row.id}: your view is the public one (/map).`);
    const v = view as LvView;
    const who = viewer.kind === 'side' ? viewer.side : 'Referee';
    return [
      dmOut(caller.user, `Game #${g.row.id} — ${v.turn.label}, ${who} view:\n${stackList(v)}`, {
        files: [{ name: `stacks-${g.row.id}-${who.toLowerCase()}.png`, data: renderMapPng(v) }],
      }),
    ];
  },
};
