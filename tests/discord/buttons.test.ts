/** Output.buttons → Discord components and back: custom_id ≤ 100, rows of 5, > 25 → select menus,
 *  long command lines kept in the database (survive a restart). Real discord.js builders, real SQLite. */
import { afterAll, describe, expect, it } from 'vitest';
import { componentsFor, decodeButton, decodeSelect } from '../../src/discord/buttons.ts';
import { chunkText } from '../../src/discord/send.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { tempDbPath } from '../helpers/harness.ts';

describe('Discord components for Output.buttons', () => {
  const path = tempDbPath();
  const store = new SqliteStore(path);
  const buttons = store;
  afterAll(async () => await store.close());
  const alice = '1234567890123456789';
  const scope = { users: [alice], channel: null };
  const ids = (rows: Awaited<ReturnType<typeof componentsFor>>) =>
    rows.flatMap((r) => r.toJSON().components.map((c) => ('custom_id' in c ? c.custom_id : '')));

  it('puts up to 25 buttons in rows of 5 with the command in the custom_id', async () => {
    const rows = await componentsFor(
      buttons,
      Array.from({ length: 12 }, (_, i) => ({ label: `U${i}`, command: `/loss unit:u${i}` })),
      scope,
    );
    expect(rows.map((r) => r.toJSON().components.length)).toEqual([5, 5, 2]);
    expect(ids(rows)[0]).toBe(`h|${alice}||/loss unit:u0`);
    expect(await decodeButton(buttons, ids(rows)[3]!)).toEqual({
      users: [alice],
      channel: null,
      command: '/loss unit:u3',
    });
  });

  it('keeps a command too long for a custom_id in the database, readable after a restart', async () => {
    const long = `/move units:${Array.from({ length: 12 }, (_, i) => `ger-${i}-fka`).join(',')} to:dar-es-salaam`;
    const [id] = ids(
      await componentsFor(buttons, [{ label: 'Go', command: long }], {
        users: [alice, '9876543210987654321'],
        channel: '5555555555555555555',
      }),
    );
    expect(id!.length).toBeLessThanOrEqual(100);
    const again = new SqliteStore(path);
    try {
      expect(await decodeButton(again, id!)).toEqual({
        users: [alice, '9876543210987654321'],
        channel: '5555555555555555555',
        command: long,
      });
    } finally {
      await again.close();
    }
  });

  it('turns more than 25 choices into select menus of at most 25 options', async () => {
    const rows = await componentsFor(
      buttons,
      Array.from({ length: 30 }, (_, i) => ({ label: `Step ${i}`, command: `/replay step n:${i + 1}` })),
      scope,
    );
    const json = rows.map((r) => r.toJSON().components[0]!);
    expect(json.map((c) => c.type)).toEqual([3, 3]);
    const menu = json[0]!;
    const options = 'options' in menu ? (menu.options ?? []) : [];
    expect(options).toHaveLength(25);
    const customId = 'custom_id' in menu ? menu.custom_id : '';
    expect(await decodeSelect(buttons, customId, options[4]!.value)).toEqual({
      users: [alice],
      channel: null,
      command: '/replay step n:5',
    });
  });

  it('refuses nothing it does not know and splits long text at line breaks under 2000 characters', async () => {
    expect(await decodeButton(buttons, 'ping:again')).toBeUndefined();
    const text = Array.from({ length: 300 }, (_, i) => `line ${i} ${'x'.repeat(10)}`).join('\n');
    const parts = chunkText(text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => p.length <= 2000)).toBe(true);
    expect(parts.join('\n')).toBe(text);
  });
});
