// /hint: what Heliograph's level 3 would do now for the caller's side, and why, in one
// line, privately; only in a game whose creator enabled hints (opponent:bot hints:true). It asks the
// game's own bot (src/engine/presentation.ts opponent), which reads the caller's side's view only.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { botSeat } from '../src/app/opponent.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import { presentationOf } from '../src/app/registry.ts';
import { UserError } from '../src/app/user-error.ts';

const data = new SlashCommandBuilder()
  .setName('hint')
  .setDescription('What Heliograph (level 3) would do now for your side, and why (if the game allows hints)');

export const hint: CommandSpec = {
  data,
  slow: true, // a level-3 search: up to 2 s
  async run({ app, caller }) {
    const g = await app.activeGame(caller.channel);
    const bot = botSeat(g);
    const opponent = presentationOf(g.module.id)?.opponent;
    if (!bot || !bot.hints || !opponent)
      throw new UserError(
        'Hints are off in this game: they are allowed only where its creator enabled them (/game new … opponent:bot hints:true).',
      );
    const seat = g.seats.find((s) => s.user_id === caller.user);
    if (!seat) throw new UserError('Only the seated player gets hints; you are not seated in this game.');
    if (!g.module.expected(g.folded.game).sides.includes(seat.side))
      return [
        ephemeralOut(
          caller.user,
          `Hint: nothing to do for the ${seat.side} side now; the game waits for ${BOT(bot.side)}.`,
        ),
      ];
    const choice = opponent.choose(g.folded.game, seat.side, 3, `${g.row.seed_hash}:hint:${g.folded.seq}`);
    return [ephemeralOut(caller.user, choice ? `Hint (level 3): ${choice.why}` : 'Hint: you have no action now.')];
  },
};

const BOT = (side: string): string => `Heliograph (${side})`;
