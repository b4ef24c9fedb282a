// /game new | join | status | resign | list | verify | export — the lifecycle of a game in a channel;
// /game watch | unwatch — its spectators (src/app/watchers.ts);
// /game vacation | pause | resume | timeout — its clock (src/app/clock.ts, docs/clocks.md).
import { SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandInput, CommandSpec } from '../src/app/command.ts';
import { bool, str } from '../src/app/command.ts';
import { GAME_IDS, GAMES, PRESENTATIONS, gameModule } from '../src/app/registry.ts';
import { UserError } from '../src/app/user-error.ts';
import { exportGame, verifyGame } from '../src/app/verify/game-commands.ts';
import type { RawOptions } from '../src/engine/types.ts';
import { newGameAgainstBot, opponentOptions } from '../src/app/opponent.ts';
import { CLOCK_SLEEP_CHOICES, clockCommand, giveOp } from '../src/app/clock.ts';
import { CLOCK_CHOICES } from '../src/engine/clock.ts';
import type { Caller, Output } from '../src/app/outputs.ts';
import type { GameService } from '../src/app/service.ts';
import { waitingLine } from '../src/app/waiting.ts';
import { rematch } from '../src/app/rematch.ts';
import { unwatch, watch } from '../src/app/watchers.ts';

/** /game status, with how long the side to move has had it, under the line that names it. */
async function withWaitingLine(app: GameService, caller: Caller, outputs: Output[]): Promise<Output[]> {
  const row = await app.store.activeGameIn(caller.channel);
  const line = row ? await waitingLine(app, await app.load(row), app.now()) : null;
  if (!line) return outputs;
  const under = (text: string) => {
    const lines = text.split('\n');
    const next = lines.findIndex((l) => l.startsWith('Next: '));
    lines.splice(next < 0 ? lines.length : next + 1, 0, line);
    return lines.join('\n');
  };
  return outputs.map((o, i) => (i === 0 ? { ...o, text: under(o.text) } : o));
}

/** The sides a person may take against a game's bot (side: with opponent:bot), from the games that bring one. */
const BOT_SIDES = [...new Set(PRESENTATIONS.flatMap((p) => p.opponent?.sides ?? []))];

/** A game's short name as players say it: its title up to the colon. */
const shortTitle = (title: string): string => title.split(':')[0]!.trim();

/** The games that bring a bot, by short title. */
const BOT_GAMES = GAMES.filter((g) => g.presentation.opponent).map((g) => shortTitle(g.module.title));

/** The options of /game new that are not a game's own. */
const NEW_GAME_OPTIONS: ReadonlySet<string> = new Set([
  'game',
  'auto',
  'clock',
  'clock_sleep',
  'opponent',
  'side',
  'level',
  'hints',
  'thread',
]);

/** Discord's longest option description. */
const DESCRIPTION_MAX = 100;
/** Discord's most choices for one option. */
const CHOICES_MAX = 25;

const described = (text: string): string =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;

/**
 * Every registered game's own options (GameModule.options), each name once: true|false ones as boolean
 * options, the others with their values as choices. One every game takes reads as the first game's
 * description; one only some take names them before it (the title up to its colon).
 */
function withGameOptions(s: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  const byName = new Map<string, { values: Set<string>; description: string; games: string[] }>();
  for (const g of GAMES)
    for (const o of g.module.options) {
      if (NEW_GAME_OPTIONS.has(o.name))
        throw new Error(
          `${g.id}: /game new has an option ${o.name}: of its own, for every game; name the game's option otherwise.`,
        );
      const seen = byName.get(o.name) ?? { values: new Set<string>(), description: o.description, games: [] };
      o.values.forEach((v) => seen.values.add(v));
      seen.games.push(shortTitle(g.module.title));
      byName.set(o.name, seen);
    }
  for (const [name, { values, description, games }] of byName) {
    const text = described(games.length === GAMES.length ? description : `${games.join(', ')}: ${description}`);
    if ([...values].every((v) => v === 'true' || v === 'false'))
      s.addBooleanOption((o) => o.setName(name).setDescription(text));
    else
      s.addStringOption((o) =>
        o
          .setName(name)
          .setDescription(text)
          .addChoices(...(values.size <= CHOICES_MAX ? [...values].map((v) => ({ name: v, value: v })) : [])),
      );
  }
  return s;
}

const ANSWERS = ['request', 'accept', 'decline'].map((a) => ({ name: a, value: a }));

/** `/game pause` and `/game resume`: asked by one player, answered by the other. */
const byAgreement = (s: SlashCommandSubcommandBuilder, name: string, description: string) =>
  s
    .setName(name)
    .setDescription(description)
    .addStringOption((o) =>
      o
        .setName('answer')
        .setDescription('Ask, or answer the opponent')
        .setRequired(true)
        .addChoices(...ANSWERS),
    );
const TIMEOUT_CHOICES = ['claim', 'stand-in', 'give', 'wait', 'back'] as const;

const data = new SlashCommandBuilder()
  .setName('game')
  .setDescription('Start, join and follow a game in this channel')
  .addSubcommand((s) =>
    withGameOptions(
      s
        .setName('new')
        .setDescription('Start a new game in this channel')
        .addStringOption((o) =>
          o
            .setName('game')
            .setDescription('Which game')
            .setRequired(true)
            .addChoices(...GAME_IDS.map((id) => ({ name: id, value: id }))),
        ),
    )
      .addBooleanOption((o) =>
        o.setName('auto').setDescription('Forced steps pass by themselves (default: true; false in a sandbox)'),
      )
      .addStringOption((o) =>
        o
          .setName('clock')
          .setDescription('Two players: each side’s time bank (default none); /help clock')
          .addChoices(...CLOCK_CHOICES.map((c) => ({ name: c, value: c }))),
      )
      .addStringOption((o) =>
        o
          .setName('clock_sleep')
          .setDescription('With a clock: stops = no clock runs in its player’s /settings sleep hours (default runs)')
          .addChoices(...CLOCK_SLEEP_CHOICES.map((c) => ({ name: c, value: c }))),
      )
      .addStringOption((o) =>
        o
          .setName('opponent')
          .setDescription(described(`${BOT_GAMES.join(', ')}: play against Heliograph (it takes the other side)`))
          .addChoices({ name: 'bot', value: 'bot' }),
      )
      .addStringOption((o) =>
        o
          .setName('side')
          .setDescription('With opponent:bot: your side')
          .addChoices(...BOT_SIDES.map((side) => ({ name: side, value: side }))),
      )
      .addIntegerOption((o) =>
        o
          .setName('level')
          .setDescription('With opponent:bot: 1 random, 2 greedy, 3 search (default 2)')
          .setMinValue(1)
          .setMaxValue(3),
      )
      .addBooleanOption((o) =>
        o.setName('hints').setDescription('Allow /hint: the players agree at creation (with or without opponent:bot)'),
      )
      .addBooleanOption((o) =>
        o.setName('thread').setDescription('Discord: keep the game, its pings and reminders in a thread of its own'),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('join')
      .setDescription('Take a side in this channel’s game')
      .addStringOption((o) =>
        o.setName('side').setDescription('The side to play').setRequired(true).setAutocomplete(true),
      ),
  )
  .addSubcommand((s) => s.setName('status').setDescription('Where the game stands and who is to move'))
  .addSubcommand((s) =>
    s
      .setName('resign')
      .setDescription('Resign this channel’s game (asks for confirmation)')
      .addBooleanOption((o) =>
        o.setName('confirm').setDescription('true: resign now, without the confirmation button'),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('watch')
      .setDescription('Follow this channel’s game as a spectator (the public view only)')
      .addBooleanOption((o) => o.setName('ping').setDescription('true: each hand-off post by DM (default false)')),
  )
  .addSubcommand((s) => s.setName('unwatch').setDescription('Stop watching this channel’s game'))
  .addSubcommand((s) => s.setName('list').setDescription('The games running on this server'))
  .addSubcommand((s) =>
    s
      .setName('rematch')
      .setDescription('After the end: the same game, same options, sides swapped, once both players ask'),
  )
  .addSubcommand((s) =>
    s
      .setName('verify')
      .setDescription('After the end: check the seed, every die and draw, and the chain of the log')
      .addIntegerOption((o) =>
        o.setName('id').setDescription('An earlier game of this channel (default: the latest)').setMinValue(1),
      )
      .addStringOption((o) =>
        o
          .setName('receipt')
          .setDescription('A receipt you kept from a hand-off or /game status: is it in the log?')
          .setMinLength(8)
          .setMaxLength(64),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('vacation')
      .setDescription('Stop your clock for some days (ends early with your next move)')
      .addIntegerOption((o) =>
        o
          .setName('days')
          .setDescription('Days away (0 ends your vacation now)')
          .setRequired(true)
          .setMinValue(0)
          .setMaxValue(60),
      ),
  )
  .addSubcommand((s) => byAgreement(s, 'pause', 'Pause the game by agreement: no clock runs, no move is made'))
  .addSubcommand((s) => byAgreement(s, 'resume', 'Resume a paused game by agreement'))
  .addSubcommand((s) =>
    s
      .setName('timeout')
      .setDescription('When a clock ran out: what happens now (the opponent chooses; back: take your seat back)')
      .addStringOption((o) =>
        o
          .setName('choice')
          .setDescription('claim the win, Heliograph stands in, give time, wait; back: your seat again')
          .setRequired(true)
          .addChoices(...TIMEOUT_CHOICES.map((c) => ({ name: c, value: c }))),
      )
      .addIntegerOption((o) =>
        o.setName('days').setDescription('With choice:give: days to give (default 1)').setMinValue(0).setMaxValue(30),
      )
      .addIntegerOption((o) =>
        o.setName('hours').setDescription('With choice:give: hours to give').setMinValue(0).setMaxValue(23),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('export')
      .setDescription('The game log as a JSON file (after the end; sandbox games at any time)')
      .addIntegerOption((o) =>
        o.setName('id').setDescription('An earlier game of this channel (default: the latest)').setMinValue(1),
      ),
  );

const num = (input: CommandInput, name: string): number | undefined => {
  const v = input.options[name];
  return typeof v === 'number' ? v : undefined;
};

/** Options every game takes, read by the service rather than the game (auto: forced steps). */
/** thread: read by the Discord router, which creates the thread and runs /game new inside it. */
/** clock, clock_sleep: read by the service (src/app/clock.ts). */
const KERNEL_OPTIONS: ReadonlySet<string> = new Set(['auto', 'clock', 'clock_sleep', 'thread']);

export const game: CommandSpec = {
  data,
  async run({ app, caller }, input) {
    switch (input.subcommand) {
      case 'new': {
        const { game: kind, thread, ...rest } = input.options;
        // The Discord router takes thread:true away before the command runs; the console has no threads.
        if (thread === true)
          throw new UserError(
            'thread:true is for Discord, where the game gets a thread of its own; the console has no threads. Start the game in a channel of its own instead (:channel <name>). Nothing was created.',
          );
        const { game: raw, opponent } = opponentOptions(rest as RawOptions, String(kind));
        // The options of one game are not silently taken by the other.
        const module = gameModule(String(kind));
        const foreign = module
          ? Object.keys(raw).filter(
              // hints: /game new's own, handed on by opponentOptions to a game that takes it.
              (k) => !KERNEL_OPTIONS.has(k) && k !== 'hints' && !module.options.some((o) => o.name === k),
            )
          : [];
        if (module && foreign.length > 0)
          throw new UserError(
            `${module.title} has no option ${foreign.map((k) => `${k}:`).join(', ')}. Its options: ${module.options.map((o) => `${o.name}:${o.values.join('|')}`).join(', ') || 'none'}, and for every game auto:true|false and, in Discord, thread:true|false. Nothing was created.`,
          );
        if (opponent) return await newGameAgainstBot(app, caller, String(kind), raw, opponent);
        return await app.newGame(caller, String(kind), raw);
      }
      case 'join':
        return await app.join(caller, str(input, 'side') ?? '');
      case 'status':
        return await withWaitingLine(app, caller, await app.status(caller));
      case 'resign':
        return await app.resign(caller, bool(input, 'confirm') === true);
      case 'watch':
        return await watch(app, caller, bool(input, 'ping') === true);
      case 'unwatch':
        return await unwatch(app, caller);
      case 'list':
        return await app.list(caller);
      case 'rematch':
        return await rematch(app, caller);
      case 'verify':
        return await verifyGame(app, caller, num(input, 'id'), str(input, 'receipt'));
      case 'export':
        return await exportGame(app, caller, num(input, 'id'));
      case 'vacation':
        return await clockCommand(app, caller, { op: 'vacation', days: num(input, 'days') ?? 0 });
      case 'pause':
      case 'resume': {
        const answer = str(input, 'answer');
        if (answer !== 'request' && answer !== 'accept' && answer !== 'decline')
          throw new UserError(`answer:${String(answer)} — answer takes request, accept or decline.`);
        return await clockCommand(app, caller, { op: input.subcommand, answer });
      }
      case 'timeout': {
        const choice = str(input, 'choice');
        if (choice === 'give') {
          const g = await app.activeGame(caller.channel);
          return await clockCommand(app, caller, giveOp(g.folded, num(input, 'days'), num(input, 'hours')));
        }
        if (choice === 'claim' || choice === 'stand-in' || choice === 'wait' || choice === 'back')
          return await clockCommand(app, caller, { op: choice });
        throw new UserError(`choice:${String(choice)} — choices: ${TIMEOUT_CHOICES.join(', ')}.`);
      }
      default:
        return await app.status(caller);
    }
  },
  async autocomplete({ app, caller }, _input, focused) {
    if (focused.name !== 'side') return [];
    const row = await app.store.activeGameIn(caller.channel);
    if (!row) return [];
    const g = await app.load(row);
    return g.module.seats
      .filter((s) => !g.seats.some((x) => x.side === s))
      .filter((s) => s.toLowerCase().startsWith(focused.value.toLowerCase()))
      .map((s) => ({ name: s, value: s }));
  },
};
