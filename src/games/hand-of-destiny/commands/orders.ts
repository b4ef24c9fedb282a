// /orders — standing orders: decisions the game then makes for you without waiting (losses 13.3,
// retreat 13.5, which unit fires 13.1.2, pursuit 19.0, Major Battle recruit 20.B).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../../../app/command.ts';
import { str } from '../../../app/command.ts';
import { UserError } from '../../../app/user-error.ts';
import { withPendingButtons } from '../../../app/decision-buttons.ts';
import { ORDER_CHOICES } from '../battle/orders.ts';
import type { GameAction } from '../../../engine/types.ts';

/** Each choice named by how it picks (ORDER_CHOICES, beside the battle code's sorts; /rules table:orders). */
const choices = (order: string, ...v: string[]) =>
  v.map((x) => ({ name: ORDER_CHOICES[order]?.choices[x] ?? x, value: x }));

export const orders: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('orders')
    .setDescription('Standing orders for battle decisions (ask = wait for me)')
    .addStringOption((o) =>
      o
        .setName('losses')
        .setDescription('Who takes eliminations and panics (13.3): sorted by strength, elite breaks ties')
        .addChoices(...choices('losses', 'ask', 'weakest-first', 'strongest-first')),
    )
    .addStringOption((o) =>
      o
        .setName('retreat')
        .setDescription('Where beaten units retreat')
        .addChoices(...choices('retreat', 'ask', 'nearest-supply')),
    )
    .addStringOption((o) =>
      o
        .setName('fire')
        .setDescription('Which unit fires next (13.1.2): sorted by strength, elite breaks ties')
        .addChoices(...choices('fire', 'ask', 'strongest-first', 'weakest-first')),
    )
    .addStringOption((o) =>
      o
        .setName('pursuit')
        .setDescription('Pursuit after a won battle')
        .addChoices(...choices('pursuit', 'ask', 'never')),
    )
    .addStringOption((o) =>
      o
        .setName('recruit')
        .setDescription('Major Battle recruit (20.B)')
        .addChoices(...choices('recruit', 'ask', 'strongest')),
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
