// /map — the public picture of this channel's game, posted in the channel, as its presentation draws
// it (src/engine/presentation.ts map): the board as the public sees it (stacks face down, cups and
// decks as counts). Its alt text describes it from the same view; text:true posts that whole description
// instead of the picture (src/engine/presentation.ts pictureText), for those who cannot see the picture.
// The last move the public saw is marked on it, as the recap picture marks its last move.
import { SlashCommandBuilder } from 'discord.js';
import { bool, type CommandSpec } from '../src/app/command.ts';
import { clockPanelLine } from '../src/app/clock-lines.ts';
import { lastMoveSeen } from '../src/app/last-move.ts';
import { publicOut } from '../src/app/outputs.ts';
import { altTextOf } from '../src/app/recap.ts';
import { presentationOf } from '../src/app/registry.ts';
import { paletteFor } from '../src/app/settings.ts';
import { UserError } from '../src/app/user-error.ts';

export const map: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('map')
    .setDescription('Post the public map of this channel’s game')
    .addBooleanOption((o) => o.setName('text').setDescription('The map described in words instead of the picture')),
  slow: true,
  worksIn: (p) => p.map !== undefined,
  async run({ app, caller }, input) {
    const g = await app.currentOrLastGame(caller.channel);
    const draw = presentationOf(g.module.id)?.map;
    if (!draw)
      throw new UserError(
        `${g.module.title} has no /map: it has no picture of the board here. /game status describes game #${g.row.id}.`,
      );
    const viewer = { kind: 'public' } as const;
    const view = g.module.view(g.folded.game, viewer);
    const head = `Game #${g.row.id} — ${draw.caption(view)}`;
    // Longer than one message, it is sent in pieces of at most 2,000 characters (src/discord/send.ts).
    if (bool(input, 'text')) return [publicOut(`${head}\n${presentationOf(g.module.id)!.pictureText(view)}`)];
    // The table's picture: in the colour-blind palette when a seated player chose it (docs/rendering.md).
    const palette = await paletteFor(
      app.store,
      g.seats.map((s) => s.user_id),
    );
    const file = {
      name: `map-${g.row.id}-${g.folded.seq}.png`,
      // The last move the public saw is marked, as on the recap picture (src/app/last-move.ts).
      data: await draw.png(view, {
        palette,
        clock: clockPanelLine(g.folded, app.now()) ?? undefined,
        lastMove: (await lastMoveSeen(app, g, viewer)) ?? undefined,
      }),
      description: altTextOf(g.module.id, view),
    };
    return [publicOut(head, { files: [file] })];
  },
};
