// /map — the public picture of this channel's game, posted in the channel, as its presentation draws
// it (src/engine/presentation.ts map): the board as the public sees it (stacks face down, cups and
// decks as counts).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { clockPanelLine } from '../src/app/clock-lines.ts';
import { publicOut } from '../src/app/outputs.ts';
import { presentationOf } from '../src/app/registry.ts';
import { UserError } from '../src/app/user-error.ts';

export const map: CommandSpec = {
  data: new SlashCommandBuilder().setName('map').setDescription('Post the public map of this channel’s game'),
  slow: true,
  worksIn: (p) => p.map !== undefined,
  async run({ app, caller }) {
    const g = await app.currentOrLastGame(caller.channel);
    const draw = presentationOf(g.module.id)?.map;
    if (!draw)
      throw new UserError(
        `${g.module.title} has no /map: it has no picture of the board here. /game status describes game #${g.row.id}.`,
      );
    const view = g.module.view(g.folded.game, { kind: 'public' });
    const clock = clockPanelLine(g.folded, app.now()) ?? undefined;
    return [
      publicOut(`Game #${g.row.id} — ${draw.caption(view)}`, {
        files: [{ name: `map-${g.row.id}-${g.folded.seq}.png`, data: await draw.png(view, clock) }],
      }),
    ];
  },
};
