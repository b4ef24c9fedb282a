// Output.buttons → Discord components, and a pressed component → the command line to run.
// A button's custom_id carries the command itself (≤ 100 characters):
//     h|<user ids, comma-separated, empty = anyone>|<game channel, empty = this channel>|/<command> <name:value …>
// and falls back to "h#<row id>" in the button_commands table when that would be too long.
// Up to 25 buttons go in rows of 5; more become string select menus of up to 25 options each, whose
// values are the command lines themselves (or "#<row id>").
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { OutputButton } from '../app/outputs.ts';
import type { Store, StoredButton } from '../store/store.ts';

/** Where long button commands are kept (the store's button_commands rows). */
export type ButtonStore = Pick<Store, 'saveButton' | 'loadButton'>;

export const CUSTOM_ID_MAX = 100;
const PER_ROW = 5;
const MAX_ROWS = 5;
const PER_MENU = 25;

/** Who may press, and where the command runs (null = the channel of the message). */
export interface ButtonScope {
  users: readonly string[];
  channel: string | null;
}

export type ButtonTarget = StoredButton;

export type ComponentRow = ActionRowBuilder<MessageActionRowComponentBuilder>;

async function encode(store: ButtonStore, scope: ButtonScope, command: string): Promise<string> {
  const id = `h|${scope.users.join(',')}|${scope.channel ?? ''}|${command}`;
  if (id.length <= CUSTOM_ID_MAX) return id;
  return `h#${await store.saveButton({ users: [...scope.users], channel: scope.channel, command })}`;
}

/** The components for a message carrying `buttons` (at most 5 rows). */
export async function componentsFor(
  store: ButtonStore,
  buttons: readonly OutputButton[] | undefined,
  scope: ButtonScope,
): Promise<ComponentRow[]> {
  if (!buttons?.length) return [];
  if (buttons.length <= PER_ROW * MAX_ROWS) {
    const rows: ComponentRow[] = [];
    for (const [i, b] of buttons.entries()) {
      if (i % PER_ROW === 0) rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>());
      rows.at(-1)!.addComponents(
        new ButtonBuilder()
          .setCustomId(await encode(store, scope, b.command))
          .setLabel(label(b.label, 80))
          .setStyle(i === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary),
      );
    }
    return rows;
  }
  const rows: ComponentRow[] = [];
  const menus = Math.min(MAX_ROWS, Math.ceil(buttons.length / PER_MENU));
  if (buttons.length > menus * PER_MENU)
    console.error(`[heliograph] ${buttons.length} choices: only the first ${menus * PER_MENU} fit in one message`);
  for (let m = 0; m < menus; m++) {
    const slice = buttons.slice(m * PER_MENU, (m + 1) * PER_MENU);
    rows.push(
      await menuRow(
        store,
        slice,
        scope,
        m,
        menus > 1 ? `Choose… (${m * PER_MENU + 1}-${m * PER_MENU + slice.length})` : 'Choose…',
      ),
    );
  }
  return rows;
}

/** One string select menu (at most 25 options): choosing an option runs its command. */
export async function menuRow(
  store: ButtonStore,
  items: readonly OutputButton[],
  scope: ButtonScope,
  index: number,
  placeholder: string,
): Promise<ComponentRow> {
  let customId = `s|${index}|${scope.users.join(',')}|${scope.channel ?? ''}`;
  if (customId.length > CUSTOM_ID_MAX)
    customId = `s#${await store.saveButton({ users: [...scope.users], channel: scope.channel, command: '' })}|${index}`;
  const values = new Set<string>();
  const menu = new StringSelectMenuBuilder().setCustomId(customId).setPlaceholder(label(placeholder, 150));
  for (const b of items.slice(0, PER_MENU)) {
    let value =
      b.command.length <= CUSTOM_ID_MAX
        ? b.command
        : `#${await store.saveButton({ users: [...scope.users], channel: scope.channel, command: b.command })}`;
    if (values.has(value))
      value = `#${await store.saveButton({ users: [...scope.users], channel: scope.channel, command: b.command })}`;
    values.add(value);
    menu.addOptions({ label: label(b.label, 100), value });
  }
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(menu);
}

const label = (s: string, max: number): string => (s.length <= max ? s || '…' : `${s.slice(0, max - 1)}…`);

const splitUsers = (s: string): string[] => (s ? s.split(',') : []);

/** A pressed button's target, or undefined if the custom_id is not ours / expired. */
export async function decodeButton(store: ButtonStore, customId: string): Promise<ButtonTarget | undefined> {
  if (customId.startsWith('h#')) return await store.loadButton(Number(customId.slice(2)));
  if (!customId.startsWith('h|')) return undefined;
  const [, users = '', channel = '', ...rest] = customId.split('|');
  const command = rest.join('|');
  return command ? { users: splitUsers(users), channel: channel || null, command } : undefined;
}

/** A chosen select-menu option's target. */
export async function decodeSelect(
  store: ButtonStore,
  customId: string,
  value: string,
): Promise<ButtonTarget | undefined> {
  let scope: ButtonScope | undefined;
  if (customId.startsWith('s#')) {
    const row = await store.loadButton(Number(customId.slice(2).split('|')[0]));
    if (row) scope = { users: row.users, channel: row.channel };
  } else if (customId.startsWith('s|')) {
    const [, , users = '', channel = ''] = customId.split('|');
    scope = { users: splitUsers(users), channel: channel || null };
  }
  if (!scope) return undefined;
  if (value.startsWith('#')) {
    const row = await store.loadButton(Number(value.slice(1)));
    return row ? { users: row.users, channel: row.channel, command: row.command } : undefined;
  }
  return { users: [...scope.users], channel: scope.channel, command: value };
}
