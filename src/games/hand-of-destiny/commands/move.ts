// /move units:<ids> to:<space> [via:<space,space>] — a stack moves together along a path in the
// March Phase (11.0, 12.1, 28.1, 28.3). Without via, the cheapest legal path is taken.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { stackChoices, unitList } from './march-autocomplete.ts';

export const move: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('move')
    .setDescription('Move a stack in the March Phase (11.0)')
    .addStringOption((o) =>
      o
        .setName('units')
        .setDescription('Unit ids, comma-separated (one stack)')
        .setRequired(true)
        .setAutocomplete(true),
    )
    .addStringOption((o) => o.setName('to').setDescription('Destination space').setRequired(true).setAutocomplete(true))
    .addStringOption((o) =>
      o.setName('via').setDescription('Spaces passed through, in order, comma-separated').setAutocomplete(true),
    ),
  run: async ({ app, caller }, input) => {
    const via = unitList(input, 'via');
    return await app.act(caller, {
      type: 'move',
      units: unitList(input, 'units'),
      to: str(input, 'to') ?? '',
      ...(via.length ? { via } : {}),
    });
  },
  autocomplete: (ctx, input, focused) => stackChoices(ctx, 'move', input, focused),
};
