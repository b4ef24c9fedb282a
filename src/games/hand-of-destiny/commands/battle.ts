// /battle fight | fire | recruit — the Battle Phase (13.0): choose the next battle (13.1.A), choose
// which unit fires (13.1.2, R37), pick the Major Battle recruit (20.B).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { UserError } from '../../../app/user-error.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';

export const battle: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('battle')
    .setDescription('The Battle Phase (13.0)')
    .addSubcommand((s) =>
      s
        .setName('fight')
        .setDescription('Fight the battle in a space next (13.1.A)')
        .addStringOption((o) => o.setName('space').setDescription('Space id').setRequired(true).setAutocomplete(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('fire')
        .setDescription('Choose the unit that fires now (13.1.2)')
        .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true).setAutocomplete(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('recruit')
        .setDescription('Major Battle won: the unit from your pool placed in the battle space (20.B)')
        .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true).setAutocomplete(true)),
    ),
  async run({ app, caller }, input) {
    switch (input.subcommand) {
      case 'fight':
        return withPendingButtons(
          app,
          caller,
          await app.act(caller, { type: 'fight', space: str(input, 'space') ?? '' }),
        );
      case 'fire':
        return withPendingButtons(app, caller, await app.act(caller, { type: 'fire', unit: str(input, 'unit') ?? '' }));
      case 'recruit':
        return withPendingButtons(
          app,
          caller,
          await app.act(caller, { type: 'major-recruit', unit: str(input, 'unit') ?? '' }),
        );
      default:
        throw new UserError('Battle commands: fight, fire, recruit.');
    }
  },
  autocomplete: (ctx, input, focused) =>
    choicesFrom(
      ctx,
      input.subcommand === 'fight' ? 'fight' : input.subcommand === 'fire' ? 'fire' : 'major-recruit',
      input,
      focused,
    ),
};
