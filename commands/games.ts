// /games mine — every running game, in every server and DM, where the caller must act now: its link,
// whose move, how long it has been theirs (and the clock, in games that have one, in the caller's
// time zone). Private.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import { GAME_CLOCK } from '../src/app/game-clock.ts';
import { gamesWaitingFor, waitingList } from '../src/app/waiting.ts';

export const games: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('games')
    .setDescription('Your games in every server and DM')
    .addSubcommand((s) => s.setName('mine').setDescription('Every game waiting for your move, everywhere (private)')),
  async run({ app, caller }) {
    const now = app.now();
    const list = await gamesWaitingFor(app, caller.user, now, GAME_CLOCK);
    return [ephemeralOut(caller.user, waitingList(list, now, caller.guild !== undefined))];
  },
};
