// /undo [request|accept|decline] — take-backs kept in the log (docs/decisions/undo-is-an-event.md).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';

export const undo: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('undo')
    .setDescription('Take back your last command (no die, draw or reveal since), or ask the opponent')
    .addSubcommand((s) => s.setName('last').setDescription('Take back your own last command within your turn'))
    .addSubcommand((s) =>
      s.setName('request').setDescription('Ask the opponent to take back more (a turn passed, dice rolled)'),
    )
    .addSubcommand((s) => s.setName('accept').setDescription('Accept the take-back the opponent asked for'))
    .addSubcommand((s) => s.setName('decline').setDescription('Decline the take-back the opponent asked for')),
  async run({ app, caller }, input) {
    switch (input.subcommand) {
      case 'request':
        return await app.undoRequest(caller);
      case 'accept':
        return await app.undoAnswer(caller, true);
      case 'decline':
        return await app.undoAnswer(caller, false);
      default:
        return await app.undo(caller);
    }
  },
};
