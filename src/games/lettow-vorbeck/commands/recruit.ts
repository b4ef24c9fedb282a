// /recruit place | choose | draw — the Recruiting Phase (27.0, R15, R47).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { UserError } from '../../../app/user-error.ts';
import { choicesFrom } from '../../../app/autocomplete.ts';

export const recruit: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('recruit')
    .setDescription('Recruiting Phase: place and choose reinforcements')
    .addSubcommand((s) =>
      s
        .setName('place')
        .setDescription('Place a drawn recruit (27.2.B, 27.3.B-D)')
        .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true).setAutocomplete(true))
        .addStringOption((o) =>
          o.setName('at').setDescription('Space or box id').setRequired(true).setAutocomplete(true),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('choose')
        .setDescription('Choose a recruit where the card lets you (IEF, KAR)')
        .addStringOption((o) =>
          o.setName('unit').setDescription('Unit id from your pool').setRequired(true).setAutocomplete(true),
        ),
    )
    .addSubcommand((s) => s.setName('draw').setDescription('Draw the rest of your recruits at random (27.1.C)')),
  async run({ app, caller }, input) {
    switch (input.subcommand) {
      case 'place':
        return await app.act(caller, {
          type: 'recruit-place',
          unit: str(input, 'unit') ?? '',
          at: str(input, 'at') ?? '',
        });
      case 'choose':
        return await app.act(caller, { type: 'recruit-choose', unit: str(input, 'unit') ?? '' });
      case 'draw':
        return await app.act(caller, { type: 'recruit-draw' });
      default:
        throw new UserError('Recruit commands: place, choose, draw.');
    }
  },
  autocomplete: (ctx, input, focused) =>
    choicesFrom(ctx, input.subcommand === 'choose' ? 'recruit-choose' : 'recruit-place', input, focused),
};
