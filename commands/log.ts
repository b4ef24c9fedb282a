// /log [last:N] [viewer:<side>|all] — the game's log lines as you may see them (10.0: hidden moves stay
// hidden); once the game is over, every line (the full view) or any side's.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { log } from '../src/app/log.ts';

export const logCommand: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('log')
    .setDescription('The game log, as you may see it')
    .addIntegerOption((o) =>
      o.setName('last').setDescription('How many lines (default 20)').setMinValue(1).setMaxValue(500),
    )
    .addStringOption((o) =>
      o.setName('viewer').setDescription('Whose lines: your side; once the game is over any side, or all'),
    ),
  run: ({ app, caller }, input) => {
    const last = input.options.last;
    return log(app, caller, last === undefined ? undefined : Number(last), str(input, 'viewer'));
  },
};
