// /breakoff unit:… to:… — instead of firing, withdraw a qualified unit from the battle (18.0, R26, R45).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';

export const breakoff: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('breakoff')
    .setDescription('Break a unit off from the battle instead of firing (18.0)')
    .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('to').setDescription('Space id').setRequired(true).setAutocomplete(true)),
  run: async ({ app, caller }, input) =>
    withPendingButtons(
      app,
      caller,
      await app.act(caller, { type: 'breakoff', unit: str(input, 'unit') ?? '', to: str(input, 'to') ?? '' }),
    ),
  autocomplete: (ctx, input, focused) => choicesFrom(ctx, 'breakoff', input, focused),
};
