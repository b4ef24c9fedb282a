// /stats me | player:@x | game:<kind> | top — records and ratings of this server, a projection of
// the event logs (src/app/stats/, docs/stats.md). Private answers; each fits one Discord message.
import { SlashCommandBuilder } from 'discord.js';
import { str, type CommandSpec } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import { GAME_IDS } from '../src/app/registry.ts';
import { gameAnswer, playerAnswer, topAnswer } from '../src/app/stats/answers.ts';
import { UserError } from '../src/app/user-error.ts';

const kindOption = (o: import('discord.js').SlashCommandStringOption, required: boolean) =>
  o
    .setName('game')
    .setDescription('The game')
    .setRequired(required)
    .addChoices(...GAME_IDS.map((id) => ({ name: id, value: id })));

export const stats: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('stats')
    .setDescription("Records and ratings on this server, from the games' logs")
    .addSubcommand((s) => s.setName('me').setDescription('Your games, results, ratings and dice luck'))
    .addSubcommand((s) =>
      s
        .setName('player')
        .setDescription("A player's games, results and ratings")
        .addUserOption((o) => o.setName('player').setDescription('The player').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('game')
        .setDescription("Each side's win rate per set-up, with its 95 % interval")
        .addStringOption((o) => kindOption(o, true)),
    )
    .addSubcommand((s) =>
      s
        .setName('top')
        .setDescription('The best ratings, per game and side')
        .addStringOption((o) => kindOption(o, false)),
    ),
  async run({ app, caller }, input) {
    const guild = caller.guild ?? '';
    const kind = str(input, 'game');
    if (kind !== undefined && !GAME_IDS.includes(kind))
      throw new UserError(`There is no game "${kind}"; games: ${GAME_IDS.join(', ')}.`);
    switch (input.subcommand) {
      case 'player': {
        const user = str(input, 'player');
        if (user === undefined) throw new UserError('Name a player: /stats player player:@someone.');
        const name = input.userNames?.find((u) => u.id === user)?.name ?? user;
        return [ephemeralOut(caller.user, await playerAnswer(app.store, guild, user, name))];
      }
      case 'game':
        return [ephemeralOut(caller.user, await gameAnswer(app.store, guild, kind!))];
      case 'top':
        return [ephemeralOut(caller.user, await topAnswer(app.store, guild, kind))];
      default:
        return [ephemeralOut(caller.user, await playerAnswer(app.store, guild, caller.user, caller.name))];
    }
  },
};
