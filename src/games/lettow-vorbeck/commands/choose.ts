// /choose unit:<id> — answer a card that names you to choose (Fever and Tsetse: the Allied player
// picks the unit that goes to the recruit pool; 8.1, R42).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';

export const choose: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('choose')
    .setDescription('Answer a card event that asks you to choose a unit')
    .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true).setAutocomplete(true)),
  run: async ({ app, caller }, input) => await app.act(caller, { type: 'card-choose', unit: str(input, 'unit') ?? '' }),
  autocomplete: (ctx, input, focused) => choicesFrom(ctx, 'card-choose', input, focused),
};
