// /map — the public picture of this channel's game, posted in the channel. Lettow-Vorbeck: the map
// with stacks face down (10.0). Hill of Doves: the sheet of the three maps and the tracks, with the
// laagers cup and the event deck as counts only.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { publicOut } from '../src/app/outputs.ts';
import { UserError } from '../src/app/user-error.ts';
import type { HodView } from '../src/games/hill-of-doves/view.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { drawHodMap } from '../src/render/hill-of-doves/in-pool.ts';
import { drawLvMap } from '../src/render/lettow-vorbeck/in-pool.ts';

export const map: CommandSpec = {
  data: new SlashCommandBuilder().setName('map').setDescription('Post the public map of this channel’s game'),
  slow: true,
  async run({ app, caller }) {
    const g = await app.currentOrLastGame(caller.channel);
    const file = `map-${g.row.id}-${g.folded.seq}.png`;
    if (g.module.id === 'hill-of-doves') {
      const view = g.module.view(g.folded.game, { kind: 'public' }) as HodView;
      return [
        publicOut(`Game #${g.row.id} — Hill of Doves, ${view.date}: public sheet (laagers cup and deck as counts).`, {
          files: [{ name: file, data: await drawHodMap(view, 'Public view (laagers cup and deck as counts)') }],
        }),
      ];
    }
    if (g.module.id !== 'lettow-vorbeck')
      throw new UserError(`/map draws Lettow-Vorbeck and Hill of Doves games; game #${g.row.id} is ${g.module.title}.`);
    const view = g.module.view(g.folded.game, { kind: 'public' }) as LvView;
    const png = await drawLvMap(view);
    return [
      publicOut(`Game #${g.row.id} — ${view.turn.label}, public map (stacks face down).`, {
        files: [{ name: file, data: png }],
      }),
    ];
  },
};
