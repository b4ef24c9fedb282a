// /stacks — your side's stacks, in full, for you alone: a picture of your view and a text list (10.0),
// sent by DM. The Discord adapter answers the command with "Sent to your DMs." (or, when Discord refuses
// the DM, with the same picture and list privately plus how to open DMs); the console prints [dm user].
// The game's presentation writes the list and draws the picture (src/engine/presentation.ts stacks and
// sidePicture); it may show another viewer than the caller's own (a solitaire game: its player's side,
// even in a sandbox or a finished game).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { dmOut } from '../src/app/outputs.ts';
import { altTextOf } from '../src/app/recap.ts';
import { presentationOf } from '../src/app/registry.ts';
import { paletteFor } from '../src/app/settings.ts';
import { UserError } from '../src/app/user-error.ts';

export const stacks: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('stacks')
    .setDescription('Your side’s stacks, sent to you by DM (picture and list)'),
  slow: true,
  worksIn: (p) => p.stacks !== undefined && p.sidePicture !== undefined,
  async run({ app, caller }) {
    const { game: g, viewer, view } = await app.viewFor(caller);
    if (viewer.kind === 'public')
      throw new UserError(`You are not seated in game #${g.row.id}: your view is the public one (/map).`);
    const p = presentationOf(g.module.id);
    if (!p?.stacks || !p.sidePicture)
      throw new UserError(
        `${g.module.title} has no /stacks: it lists no stacks here. /game status describes game #${g.row.id}.`,
      );
    const shown = p.stacks.viewer?.(viewer) ?? viewer;
    const v = shown === viewer ? view : g.module.view(g.folded.game, shown);
    const who = shown.kind === 'side' ? shown.side : 'Referee';
    return [
      dmOut(caller.user, `Game #${g.row.id} — ${p.stacks.text(v, who)}`, {
        files: [
          {
            name: `stacks-${g.row.id}-${who.toLowerCase()}.png`,
            data: await p.sidePicture(v, { palette: await paletteFor(app.store, [caller.user]) }),
            description: altTextOf(g.module.id, v),
          },
        ],
      }),
    ];
  },
};
