// /loss unit:… — the targeted player chooses the unit that takes an elimination or panic (13.3, R20),
// or the unit removed after losing a Major Battle (20.C).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';

export const loss: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('loss')
    .setDescription('Choose the unit that takes a battle result (13.3) or a Major Battle loss (20.C)')
    .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true).setAutocomplete(true)),
  run: async ({ app, caller }, input) =>
    withPendingButtons(app, caller, await app.act(caller, { type: 'take-loss', unit: str(input, 'unit') ?? '' })),
  autocomplete: (ctx, input, focused) => choicesFrom(ctx, 'take-loss', input, focused),
};
