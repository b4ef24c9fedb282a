// /commander add|remove user:<user> — the seated player of a solitaire game (Hill of Doves: the British)
// shares the command: in Discord the option is a USER (a member picked from the list), in the console
// a user name.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { addCommander, removeCommander } from '../../../app/commanders.ts';
import { UserError } from '../../../app/user-error.ts';

export const commander: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('commander')
    .setDescription('Hill of Doves: share the British command')
    .addSubcommand((s) =>
      s
        .setName('add')
        .setDescription('Add a British co-commander (the seated British player only)')
        .addUserOption((o) => o.setName('user').setDescription('The user to add').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription('Remove a British co-commander (the seated British player only)')
        .addUserOption((o) => o.setName('user').setDescription('The co-commander to remove').setRequired(true)),
    ),
  run: ({ app, caller }, input) => {
    const user = str(input, 'user') ?? '';
    if (input.subcommand === 'add') return addCommander(app, caller, user, input.bots, input.userNames);
    if (input.subcommand === 'remove') return removeCommander(app, caller, user);
    throw new UserError('Co-command: /commander add user:<user>, /commander remove user:<user>.');
  },
};
