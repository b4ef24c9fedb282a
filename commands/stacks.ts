// /stacks — your side's stacks, in full, for you alone: a picture of your view and a text list (10.0),
// sent by DM. The Discord adapter answers the command with "Sent to your DMs." (or, when Discord refuses
// the DM, with the same picture and list privately plus how to open DMs); the console prints [dm user].
// Hill of Doves: the British counters by place and the sheet, from the British view (the laagers cup
// and the event deck as counts, even in a sandbox or a finished game).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { dmOut, type Output } from '../src/app/outputs.ts';
import type { LoadedGame } from '../src/app/service.ts';
import { UserError } from '../src/app/user-error.ts';
import { STRATEGIC_COLUMNS } from '../src/games/hill-of-doves/data/counters.ts';
import { OBJECTIVES } from '../src/games/hill-of-doves/data/tactical-map.ts';
import type { ObjectiveId } from '../src/games/hill-of-doves/data/types.ts';
import type { HodView } from '../src/games/hill-of-doves/view.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { drawHodMap } from '../src/render/hill-of-doves/in-pool.ts';
import { drawLvMap } from '../src/render/lettow-vorbeck/in-pool.ts';
import { unitsAt } from '../src/render/hill-of-doves/units.ts';
import { stackList } from '../src/render/lettow-vorbeck/stack-list.ts';

const HOD_PLACES: Readonly<Record<string, string>> = {
  camp: 'British Camp',
  fort: 'Fort Amiel',
  campHospital: 'British Camp hospital',
  fortHospital: 'Fort Amiel hospital',
  destroyed: 'Destroyed',
  captured: 'Captured',
};

function hodPlace(loc: string): string {
  const [kind = '', id = ''] = loc.split(':');
  if (kind === 'obj') return OBJECTIVES[id as ObjectiveId]?.name ?? id;
  if (kind === 'tc') return `Tactical column ${id}`;
  if (kind === 'col') return `Operational column ${id}`;
  if (kind === 'strat') return STRATEGIC_COLUMNS.find((c) => c.id === id)?.name ?? id;
  return HOD_PLACES[loc] ?? loc;
}

/** The British counters of a Hill of Doves view, place by place (counter-sheet order within a place). */
export function hodStackList(v: HodView): string {
  const lines: string[] = [];
  for (const loc of [...new Set(Object.values(v.units).map((u) => u.loc))].sort()) {
    lines.push(
      `${hodPlace(loc)}: ${unitsAt(v, loc)
        .map((u) => `${u.id} (${u.side})`)
        .join(', ')}`,
    );
  }
  lines.push(`Laagers cup: ${v.cupCount} counters; event deck: ${v.deckCount} cards.`);
  return lines.join('\n');
}

async function hodStacks(g: LoadedGame, user: string): Promise<Output[]> {
  const v = g.module.view(g.folded.game, { kind: 'side', side: 'British' }) as HodView;
  const text = `Game #${g.row.id} — Hill of Doves, ${v.date}, British view:\n${hodStackList(v)}`;
  return [
    dmOut(user, text, {
      files: [
        {
          name: `stacks-${g.row.id}-british.png`,
          data: await drawHodMap(v, 'British view (laagers cup and deck as counts)'),
        },
      ],
    }),
  ];
}

export const stacks: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('stacks')
    .setDescription('Your side’s stacks, sent to you by DM (picture and list)'),
  slow: true,
  async run({ app, caller }) {
    const { game: g, viewer, view } = await app.viewFor(caller);
    if (viewer.kind === 'public')
      throw new UserError(`You are not seated in game #${g.row.id}: your view is the public one (/map).`);
    if (g.module.id === 'hill-of-doves') return hodStacks(g, caller.user);
    if (g.module.id !== 'lettow-vorbeck')
      throw new UserError(
        `/stacks draws Lettow-Vorbeck and Hill of Doves games; game #${g.row.id} is ${g.module.title}.`,
      );
    const v = view as LvView;
    const who = viewer.kind === 'side' ? viewer.side : 'Referee';
    return [
      dmOut(caller.user, `Game #${g.row.id} — ${v.turn.label}, ${who} view:\n${stackList(v)}`, {
        files: [{ name: `stacks-${g.row.id}-${who.toLowerCase()}.png`, data: await drawLvMap(v) }],
      }),
    ];
  },
};
