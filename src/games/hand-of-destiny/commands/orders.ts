// /orders — standing orders: decisions the game then makes for you without waiting (losses 13.3,
// retreat 13.5, which unit fires 13.1.2, pursuit 19.0, Major Battle recruit 20.B).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { UserError } from '../../../app/user-error.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';
import type { GameAction } from '../../../engine/types.ts';

const choices = (...v: string[]) => v.map((x) => ({ name: SORTS[x] ?? x, value: x }));

/**
 * How each sorting order picks (the battle code's weakestFirst/strongestFirst,
 * src/games/hand-of-destiny/battle/orders.ts): strength, then elite as the tie-break, then unit id.
 */
const SORTS: Readonly<Record<string, string>> = {
  'weakest-first': 'weakest-first: lowest strength first; at equal strength non-elite before elite',
  'strongest-first': 'strongest-first: highest strength first; at equal strength elite before non-elite',
};

export const orders: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('orders')
    .setDescription('Standing orders for battle decisions (ask = wait for me)')
    .addStringOption((o) =>
      o
        .setName('losses')
        .setDescription('Who takes eliminations and panics (13.3): sorted by strength, elite breaks ties')
        .addChoices(...choices('ask', 'weakest-first', 'strongest-first')),
    )
    .addStringOption((o) =>
      o
        .setName('retreat')
        .setDescription('Where beaten units retreat')
        .addChoices(...choices('ask', 'nearest-supply')),
    )
    .addStringOption((o) =>
      o
        .setName('fire')
        .setDescription('Which unit fires next (13.1.2): sorted by strength, elite breaks ties')
        .addChoices(...choices('ask', 'strongest-first', 'weakest-first')),
    )
    .addStringOption((o) =>
      o
        .setName('pursuit')
        .setDescription('Pursuit after a won battle')
        .addChoices(...choices('ask', 'never')),
    )
    .addStringOption((o) =>
      o
        .setName('recruit')
        .setDescription('Major Battle recruit (20.B)')
        .addChoices(...choices('ask', 'strongest')),
    )
    .addStringOption((o) => o.setName('side').setDescription('Sandbox only: whose orders'))
    .addBooleanOption((o) =>
      o
        .setName('confirm')
        .setDescription('true: confirm every step yourself; false (default): forced steps pass by themselves'),
    ),
  async run({ app, caller }, input) {
    const o: Record<string, string> = {};
    for (const k of ['losses', 'retreat', 'fire', 'pursuit', 'recruit']) {
      const v = str(input, k);
      if (v !== undefined) o[k] = v;
    }
    const side = str(input, 'side');
    // confirm: the kernel's per-side setting, for any game. Nothing to set changes nothing:
    // refused, so no event is written (docs/decisions/bad-input-is-refused.md).
    const confirm = input.options['confirm'];
    if (typeof confirm !== 'boolean' && Object.keys(o).length === 0)
      throw new UserError(
        'Give at least one standing order, e.g. /orders losses:weakest-first (losses, retreat, fire, pursuit, recruit, confirm). Nothing was recorded.',
      );
    const orders: GameAction | undefined =
      Object.keys(o).length > 0 ? { type: 'set-orders', ...(side ? { side } : {}), orders: o } : undefined;
    // The setting and the orders in one append (one command, one transaction).
    if (typeof confirm === 'boolean') {
      const out = await app.setConfirm(caller, confirm, orders);
      return orders ? await withPendingButtons(app, caller, out) : out;
    }
    return await withPendingButtons(app, caller, await app.act(caller, orders!));
  },
};
