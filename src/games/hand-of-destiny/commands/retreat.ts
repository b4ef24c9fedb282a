// /retreat to:… — where the beaten side's panicked units retreat together (13.5, R24).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';

export const retreat: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('retreat')
    .setDescription('Retreat your beaten units to an adjacent space (13.5)')
    .addStringOption((o) => o.setName('to').setDescription('Space id').setRequired(true).setAutocomplete(true)),
  run: async ({ app, caller }, input) =>
    withPendingButtons(app, caller, await app.act(caller, { type: 'retreat', to: str(input, 'to') ?? '' })),
  autocomplete: (ctx, input, focused) => choicesFrom(ctx, 'retreat', input, focused),
};
