// /phase end — finish the current phase of your player-turn (6.2).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';

export const phase: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('phase')
    .setDescription('The sequence of play')
    .addSubcommand((s) => s.setName('end').setDescription('End the current phase (6.2)')),
  run: async ({ app, caller }) => await app.act(caller, { type: 'end-phase' }),
};
