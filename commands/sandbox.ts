// /sandbox place | remove | dice | card — set up a position in a sandbox game. Each is logged as an
// event; refused in normal games.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { UserError } from '../src/app/user-error.ts';
import { ephemeralOut, publicOut, type Caller, type Output } from '../src/app/outputs.ts';
import type { GameService } from '../src/app/service.ts';
import { SANDBOX_DICE_CLEAR } from '../src/engine/kernel.ts';

/** The queued die results of the channel's sandbox game: shown to the caller, or cleared (logged). */
async function diceQueue(app: GameService, caller: Caller, what: 'show' | 'clear'): Promise<Output[]> {
  const g = await app.activeGame(caller.channel);
  if (!g.row.sandbox) throw new UserError('The dice queue belongs to sandbox games (/game new ... sandbox:true).');
  const queue = g.folded.diceQueue;
  if (what === 'show')
    return [
      ephemeralOut(
        caller.user,
        queue.length === 0
          ? 'No die results are queued: the next dice come from the seed. Queue some with /sandbox dice values:6,5,1.'
          : `Queued die results, next first: ${queue.join(', ')}. /sandbox dice values:clear discards them.`,
      ),
    ];
  if (queue.length === 0) throw new UserError('No die results are queued; nothing was recorded.');
  const out = await app.act(caller, { type: SANDBOX_DICE_CLEAR });
  return [publicOut(`[SANDBOX] ${caller.name} discarded the queued die results (${queue.join(', ')}).`), ...out];
}

export const sandbox: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('sandbox')
    .setDescription('Set up a position in a sandbox game')
    .addSubcommand((s) =>
      s
        .setName('place')
        .setDescription('Put a unit anywhere')
        .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true))
        .addStringOption((o) => o.setName('at').setDescription('Space or box id').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription('Put a unit back in its recruit pool')
        .addStringOption((o) => o.setName('unit').setDescription('Unit id').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('dice')
        .setDescription('Queue the next die results; show or clear the queue')
        .addStringOption((o) =>
          o.setName('values').setDescription('Comma-separated, e.g. 6,5,1; or show (the default), or clear'),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('card')
        .setDescription('Put a card on top of a side’s deck')
        .addStringOption((o) => o.setName('side').setDescription('Whose deck').setRequired(true))
        .addStringOption((o) => o.setName('card').setDescription('Card id').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('draw')
        .setDescription('Queue the next counters drawn from a cup (a game that draws them)')
        .addStringOption((o) => o.setName('counters').setDescription('Comma-separated counter ids').setRequired(true)),
    ),
  async run({ app, caller }, input) {
    switch (input.subcommand) {
      case 'place':
        return await app.act(caller, {
          type: 'sandbox-place',
          unit: str(input, 'unit') ?? '',
          at: str(input, 'at') ?? '',
        });
      case 'remove':
        return await app.act(caller, { type: 'sandbox-remove', unit: str(input, 'unit') ?? '' });
      case 'dice': {
        const text = (str(input, 'values') ?? 'show').trim();
        if (text === 'show' || text === 'clear') return await diceQueue(app, caller, text);
        const values = text.split(',').map((v) => Number(v.trim()));
        if (values.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) {
          throw new UserError(
            `values:"${text}" — give die results from 1 to 6 separated by commas, e.g. values:6,5,1. Nothing was recorded.`,
          );
        }
        return await app.act(caller, { type: 'sandbox-dice', values });
      }
      case 'card':
        return await app.act(caller, {
          type: 'sandbox-card',
          side: str(input, 'side') ?? '',
          card: str(input, 'card') ?? '',
        });
      case 'draw': {
        const counters = (str(input, 'counters') ?? '')
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean);
        // An empty queue changes nothing: refused, so no event is written
        // (docs/decisions/bad-input-is-refused.md).
        if (counters.length === 0)
          throw new UserError(
            'Give the counters to draw, separated by commas, e.g. /sandbox draw counters:VK-16,PAT-2. Nothing was recorded.',
          );
        return await app.act(caller, { type: 'sandbox-draw', counters });
      }
      default:
        throw new UserError('Sandbox commands: place, remove, dice, card, draw.');
    }
  },
};
