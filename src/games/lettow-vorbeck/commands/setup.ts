// /setup place — with setup:choose, place a unit whose set-up location is the player's choice (25.1, 25.2).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';

export const setup: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('setup')
    .setDescription('Set up your units (setup:choose)')
    .addSubcommand((s) =>
      s
        .setName('place')
        .setDescription('Place a unit on one of its legal set-up spaces (25.1, 25.2)')
        .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true).setAutocomplete(true))
        .addStringOption((o) => o.setName('at').setDescription('Space id').setRequired(true).setAutocomplete(true)),
    ),
  run: async ({ app, caller }, input) =>
    await app.act(caller, { type: 'setup-place', unit: str(input, 'unit') ?? '', at: str(input, 'at') ?? '' }),
  autocomplete: (ctx, input, focused) => choicesFrom(ctx, 'setup-place', input, focused),
};
