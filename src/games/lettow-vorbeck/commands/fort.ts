// /fort build | remove — fort markers in your Recruiting Phase (advanced rules 22.0, R30, 30.3).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { UserError } from '../../../app/user-error.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';

export const fort: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('fort')
    .setDescription('Fort markers (advanced rules 22.0)')
    .addSubcommand((s) =>
      s
        .setName('build')
        .setDescription('Build your fort in a supplied space (22.1)')
        .addStringOption((o) => o.setName('at').setDescription('Space id').setRequired(true).setAutocomplete(true))
        .addStringOption((o) =>
          o
            .setName('unit')
            .setDescription('The building unit (it may not move this turn)')
            .setRequired(true)
            .setAutocomplete(true),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription('Remove your fort (22.3.B)')
        .addStringOption((o) => o.setName('at').setDescription('Space id').setRequired(true).setAutocomplete(true)),
    ),
  async run({ app, caller }, input) {
    switch (input.subcommand) {
      case 'build':
        return await app.act(caller, {
          type: 'fort-build',
          at: str(input, 'at') ?? '',
          unit: str(input, 'unit') ?? '',
        });
      case 'remove':
        return await app.act(caller, { type: 'fort-remove', at: str(input, 'at') ?? '' });
      default:
        throw new UserError('Fort commands: build, remove.');
    }
  },
  autocomplete: (ctx, input, focused) =>
    choicesFrom(ctx, input.subcommand === 'remove' ? 'fort-remove' : 'fort-build', input, focused),
};
