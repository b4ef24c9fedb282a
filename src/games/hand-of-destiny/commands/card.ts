// /card draw — draw the top Campaign Card of your deck (6.2.1.1, 7.A).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';

export const card: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('card')
    .setDescription('Campaign Cards')
    .addSubcommand((s) => s.setName('draw').setDescription('Draw the top card of your deck (6.2.1.1)')),
  run: async ({ app, caller }) => await app.act(caller, { type: 'draw-card' }),
};
