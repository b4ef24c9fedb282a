// /stacks — your side's stacks, in full, for you alone: a picture of your view and a text list (10.0),
// sent by DM. The Discord adapter answers the command with "Sent to your DMs." (or, when Discord refuses
// the DM, with the same picture and list privately plus how to open DMs); the console prints [dm user].
// The game's presentation writes the list and draws the picture (src/engine/presentation.ts stacks and
// sidePicture); it may show another viewer than the caller's own (a solitaire game: its player's side,
// even in a sandbox or a finished game). Once the game is over, step:<n> shows the stacks after step n
// of the log and viewer:<side>|all any side's or the full view (src/app/viewer-choice.ts).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { dmOut } from '../src/app/outputs.ts';
import { altTextOf } from '../src/app/recap.ts';
import { presentationOf } from '../src/app/registry.ts';
import { paletteFor } from '../src/app/settings.ts';
import { UserError } from '../src/app/user-error.ts';
import { str } from '../src/app/command.ts';
import { lastStep, viewAtStep } from '../src/app/timeline.ts';
import { isOpen, viewerFor } from '../src/app/viewer-choice.ts';

export const stacks: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('stacks')
    .setDescription('Your side’s stacks, sent to you by DM (picture and list)')
    .addIntegerOption((o) =>
      o.setName('step').setDescription('Once the game is over: the stacks after step n of the log').setMinValue(1),
    )
    .addStringOption((o) =>
      o.setName('viewer').setDescription('Whose stacks: your side; once the game is over any side, or all'),
    ),
  slow: true,
  worksIn: (p) => p.stacks !== undefined && p.sidePicture !== undefined,
  async run({ app, caller }, input) {
    const g = await app.currentOrLastGame(caller.channel);
    const viewer = viewerFor(g, caller.user, str(input, 'viewer'));
    const step = input.options['step'] === undefined ? undefined : Number(input.options['step']);
    if (step !== undefined && !isOpen(g))
      throw new UserError(
        `step:${step} — game #${g.row.id} is still running: /stacks shows past steps once it has ended; now it shows your stacks as they are.`,
      );
    if (viewer.kind === 'public')
      throw new UserError(`You are not seated in game #${g.row.id}: your view is the public one (/map).`);
    const p = presentationOf(g.module.id);
    if (!p?.stacks || !p.sidePicture)
      throw new UserError(
        `${g.module.title} has no /stacks: it lists no stacks here. /game status describes game #${g.row.id}.`,
      );
    const shown = p.stacks.viewer?.(viewer) ?? viewer;
    const v = step === undefined ? g.module.view(g.folded.game, shown) : await viewAtStep(app, g, step, shown);
    const who = shown.kind === 'side' ? shown.side : 'Referee';
    return [
      dmOut(
        caller.user,
        `Game #${g.row.id}${step === undefined ? '' : `, step ${step} of ${lastStep(g)}`} — ${p.stacks.text(v, who)}`,
        {
          files: [
            {
              name: `stacks-${g.row.id}${step === undefined ? '' : `-step-${step}`}-${who.toLowerCase()}.png`,
              data: await p.sidePicture(v, { palette: await paletteFor(app.store, [caller.user]) }),
              description: altTextOf(g.module.id, v),
            },
          ],
        },
      ),
    ];
  },
};
