// /commander add user:<name-or-id> — the game's creator adds a British co-commander (Hill of Doves).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { addCommander } from '../src/app/commanders.ts';

export const commander: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('commander')
    .setDescription('Hill of Doves: share the British command')
    .addSubcommand((s) =>
      s
        .setName('add')
        .setDescription('Add a British co-commander')
        .addStringOption((o) =>
          // A Discord mention or id, or a console name: never longer than this.
          o.setName('user').setDescription('User name or id').setRequired(true).setMaxLength(100),
        ),
    ),
  run: ({ app, caller }, input) => addCommander(app, caller, str(input, 'user') ?? ''),
};
