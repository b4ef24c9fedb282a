// /air-support space:… — the Allies try Air Support before a battle they attack (24.4, R19), then fight it.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';

export const airSupport: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('air-support')
    .setDescription('Try Allied Air Support (24.4), then fight the battle in that space')
    .addStringOption((o) => o.setName('space').setDescription('Space id').setRequired(true).setAutocomplete(true)),
  run: async ({ app, caller }, input) =>
    withPendingButtons(app, caller, await app.act(caller, { type: 'air-support', space: str(input, 'space') ?? '' })),
  autocomplete: (ctx, input, focused) => choicesFrom(ctx, 'air-support', input, focused),
};
