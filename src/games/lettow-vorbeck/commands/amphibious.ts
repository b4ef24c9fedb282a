// /amphibious units:<ids> to:<port or box> — lake (28.2.1) or, for the Allies, ocean (28.2.2-28.2.3)
// movement, port to port; it uses the units' whole movement (28.2.A, R9).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { stackChoices, unitList } from '../../hand-of-destiny/commands/march-autocomplete.ts';

export const amphibious: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('amphibious')
    .setDescription('Move a stack by lake or sea, port to port (28.2)')
    .addStringOption((o) =>
      o
        .setName('units')
        .setDescription('Unit ids, comma-separated (one stack)')
        .setRequired(true)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o.setName('to').setDescription('Landing port or the Indian Ocean box').setRequired(true).setAutocomplete(true),
    ),
  run: async ({ app, caller }, input) =>
    await app.act(caller, { type: 'amphibious', units: unitList(input, 'units'), to: str(input, 'to') ?? '' }),
  autocomplete: (ctx, input, focused) => stackChoices(ctx, 'amphibious', input, focused),
};
