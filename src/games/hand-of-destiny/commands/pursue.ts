// /pursue move units:… to:… | /pursue none — pursuit after a won battle (19.0, R25, R44).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { UserError } from '../../../app/user-error.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';

export const pursue: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('pursue')
    .setDescription('Pursue after winning a battle (19.0)')
    .addSubcommand((s) =>
      s
        .setName('move')
        .setDescription('Pursue with some or all mounted units along one land or rail route (19.2)')
        .addStringOption((o) =>
          o.setName('units').setDescription('Unit ids, comma-separated').setRequired(true).setAutocomplete(true),
        )
        .addStringOption((o) => o.setName('to').setDescription('Space id').setRequired(true).setAutocomplete(true)),
    )
    .addSubcommand((s) => s.setName('none').setDescription('Do not pursue')),
  async run({ app, caller }, input) {
    switch (input.subcommand) {
      case 'move': {
        const units = (str(input, 'units') ?? '')
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean);
        return withPendingButtons(
          app,
          caller,
          await app.act(caller, { type: 'pursue', units, to: str(input, 'to') ?? '' }),
        );
      }
      case 'none':
        return withPendingButtons(app, caller, await app.act(caller, { type: 'pursue-none' }));
      default:
        throw new UserError('Pursuit commands: move, none.');
    }
  },
  autocomplete: (ctx, input, focused) => choicesFrom(ctx, 'pursue', input, focused),
};
