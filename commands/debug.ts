// /debug state — console only: the referee view of the channel's game as one line of JSON.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';

export const debug: CommandSpec = {
  consoleOnly: true,
  data: new SlashCommandBuilder()
    .setName('debug')
    .setDescription('Console only: inspect the game')
    .addSubcommand((s) => s.setName('state').setDescription('The referee view as one line of JSON')),
  run: async ({ app, caller }) => await app.debugState(caller),
};
