// /recap [at:n] [list:true] — what happened while you were away, again, for you alone: the recap of your
// side's latest hand-off (since your last decision), or of any earlier one (at:n; list:true lists them),
// in words and, where the game draws one, as a picture with alt text. A spectator's (/game watch): the
// public recap since their last /recap (src/app/watchers.ts). Built from your own view of each
// event (src/app/recap.ts): nothing your side could not see.
import { SlashCommandBuilder } from 'discord.js';
import { bool, type CommandSpec } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import { drawnRecap, handoffsOf, recapModel } from '../src/app/recap.ts';
import { UserError } from '../src/app/user-error.ts';
import { watcherIn, watcherRecap } from '../src/app/watchers.ts';
import type { Viewer } from '../src/engine/types.ts';

/** How many hand-offs list:true names (the latest). */
const LISTED = 25;

export const recap: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('recap')
    .setDescription('What happened since your last decision, again (privately)')
    .addIntegerOption((o) =>
      o.setName('at').setDescription('Which of your hand-offs (1 = the first; list:true lists them)').setMinValue(1),
    )
    .addBooleanOption((o) => o.setName('list').setDescription('List your hand-offs')),
  slow: true,
  async run({ app, caller }, input) {
    const g = await app.currentOrLastGame(caller.channel);
    const seat = g.seats.find((s) => s.user_id === caller.user);
    if (!seat) {
      const watcher = await watcherIn(app, g, caller.user);
      if (!watcher)
        throw new UserError(
          `You are not seated in game #${g.row.id}: /recap shows a player's own hand-offs, or a spectator's (/game watch) public recap since their last look. /log shows what the public saw.`,
        );
      if (input.options.at !== undefined || bool(input, 'list'))
        throw new UserError(
          `at: and list: name a player's own hand-offs; as a spectator of game #${g.row.id}, /recap shows what happened since your last /recap, and /log every public line.`,
        );
      return await watcherRecap(app, g, watcher);
    }
    const handoffs = await handoffsOf(app, g, seat.side);
    if (!handoffs.length)
      throw new UserError(
        `Game #${g.row.id} has no hand-off to ${seat.side} yet: nobody else has played since your last decision.`,
      );
    const range = (h: { from: number; to: number }): string => `events #${h.from + 1}–#${h.to}`;
    if (bool(input, 'list')) {
      const shown = handoffs.slice(-LISTED);
      const lines = shown.map((h) => `at:${h.n} — ${range(h)}`);
      const more = handoffs.length > shown.length ? ` (the last ${shown.length} of ${handoffs.length})` : '';
      return [
        ephemeralOut(
          caller.user,
          `Game #${g.row.id}: your hand-offs as ${seat.side}${more}, each the events between two of your decisions:\n${lines.join('\n')}\n/recap at:n shows one.`,
        ),
      ];
    }
    const at = input.options.at;
    const n = at === undefined ? handoffs.length : Number(at);
    const h = handoffs.find((x) => x.n === n);
    if (!h)
      throw new UserError(
        `at:${String(at)} — you have hand-offs 1 to ${handoffs.length} in game #${g.row.id} (/recap list:true lists them).`,
      );
    // Once the game is over (or in a sandbox) the recap is the referee's, as /log is.
    const viewer: Viewer =
      g.row.status === 'finished' || g.module.isSandbox(g.folded.game)
        ? { kind: 'referee' }
        : { kind: 'side', side: seat.side };
    const r = await drawnRecap(app, g, await recapModel(app, g, viewer, h.from, h.to));
    const head = `Game #${g.row.id} — recap ${h.n} of ${handoffs.length} (${range(h)}):`;
    return [ephemeralOut(caller.user, `${head}\n${r.text}`, r.file ? { files: [r.file] } : {})];
  },
};
