// /hint: what Heliograph's level 3 would do now for the caller's side, and why, in one
// line, privately; only in a game whose players agreed to hints at creation (hints:true, with or
// without opponent:bot). It asks the
// game's own bot (src/engine/presentation.ts opponent), which reads the caller's side's view only.
// A game with an advisor of its own (a solitaire game's careful player) gives its advice to its seated
// player at any time, with a button that takes it.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { botSeat } from '../src/app/opponent.ts';
import { ephemeralOut, type Output } from '../src/app/outputs.ts';
import { presentationOf } from '../src/app/registry.ts';
import type { LoadedGame } from '../src/app/service.ts';
import { UserError } from '../src/app/user-error.ts';
import type { GameAdvisor } from '../src/engine/presentation.ts';

const data = new SlashCommandBuilder()
  .setName('hint')
  .setDescription('What the game’s advisor or Heliograph (level 3) would do now for your side, and why');

export const hint: CommandSpec = {
  data,
  slow: true, // a level-3 search: up to 2 s
  // Hints come from a game's advisor (a solitaire game's careful player) or its bot: /help leaves /hint
  // out in a game with neither.
  worksIn: (p, g) => {
    if (p.advisor !== undefined) return true;
    if (p.opponent === undefined) return false;
    // In a game's channel: only where its players agreed to hints (a bot seat with hints, or hints:true).
    return g === undefined || botSeat(g)?.hints === true || p.hintsAgreed?.(g.folded.game) === true;
  },
  async run({ app, caller }) {
    const g = await app.activeGame(caller.channel);
    const p = presentationOf(g.module.id);
    if (p?.advisor) return advised(g, caller.user, p.advisor);
    const bot = botSeat(g);
    const opponent = p?.opponent;
    if (!opponent)
      throw new UserError(
        `${g.module.title} has no hints: it has no bot to ask. /help lists what you may do now; /rules has its rules and tables.`,
      );
    const agreed = p?.hintsAgreed?.(g.folded.game) === true;
    if (!agreed && (!bot || !bot.hints))
      throw new UserError(
        'Hints are off in this game: they are allowed only where the players agreed at creation (/game new … hints:true, or opponent:bot hints:true).',
      );
    const seat = g.seats.find((s) => s.user_id === caller.user);
    if (!seat) throw new UserError('Only the seated player gets hints; you are not seated in this game.');
    if (!g.module.expected(g.folded.game).sides.includes(seat.side))
      return [
        ephemeralOut(
          caller.user,
          `Hint: nothing to do for the ${seat.side} side now; the game waits for ${bot ? BOT(bot.side) : 'the other side'}.`,
        ),
      ];
    const choice = opponent.choose(g.folded.game, seat.side, 3, `${g.row.seed_hash}:hint:${g.folded.seq}`);
    return [ephemeralOut(caller.user, choice ? `Hint (level 3): ${choice.why}` : 'Hint: you have no action now.')];
  },
};

const BOT = (side: string): string => `Heliograph (${side})`;

/** The advice of a game's own advisor for the seated caller, with a button that takes it. */
function advised(g: LoadedGame, user: string, advisor: GameAdvisor): Output[] {
  const seat = g.seats.find((s) => s.user_id === user);
  if (!seat) throw new UserError('Only a seated player gets hints; you are not seated in this game.');
  if (!g.module.expected(g.folded.game).sides.includes(seat.side))
    return [ephemeralOut(user, `Hint: nothing to do for the ${seat.side} side now.`)];
  const advice = advisor.advise(g.folded.game, seat.side, g.folded.seq);
  if (!advice) return [ephemeralOut(user, 'Hint: you have no action now.')];
  return [
    ephemeralOut(
      user,
      `Hint (${advisor.name}): ${advice.why}.`,
      advice.command ? { buttons: [{ label: 'Take the hint', command: advice.command }] } : {},
    ),
  ];
}
