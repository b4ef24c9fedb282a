// /rules section:<n> | table:<id> — the rulebook text of a section (e.g. 13.1.2) or a ruling (e.g. R12),
// or a table of the game's cards (/rules table:3.6, for a game with tables), from the presentation of the
// channel's game (src/engine/presentation.ts); with no game in the channel, the first game's rulebook.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import { DEFAULT_PRESENTATION, presentationOf } from '../src/app/registry.ts';
import { UserError } from '../src/app/user-error.ts';
import type { GamePresentation } from '../src/engine/presentation.ts';

/** Long texts are cut for a single message; tables come whole (the adapter splits them). */
const cut = (text: string): string => (text.length > 1900 ? `${text.slice(0, 1900)}…` : text);

export const rules: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('rules')
    .setDescription('Read a rule (e.g. 13.1.2), a ruling (e.g. R12) or one of the game’s tables (e.g. 3.6)')
    .addStringOption((o) => o.setName('section').setDescription('Rule number or ruling id'))
    .addStringOption((o) => o.setName('table').setDescription('Table number, e.g. 3.6 or 5.2.1 (a game with tables)')),
  run: async ({ app, caller }, input) => {
    const section = str(input, 'section');
    const table = str(input, 'table');
    const row = (await app.store.activeGameIn(caller.channel)) ?? (await app.store.latestGameIn(caller.channel));
    const p: GamePresentation = (row && presentationOf(row.kind)) || DEFAULT_PRESENTATION;
    if (table !== undefined) {
      const tables = p.rules.tables;
      if (!tables) throw new UserError(`This game has no tables in the app; try /rules section:<number>.`);
      // The caller's own view of the channel's game, so the table can say what applies now.
      const view = row ? (await app.viewFor(caller)).view : null;
      const text = tables.text(table, view);
      if (!text) throw new UserError(`No table "${table}". Tables: ${tables.ids.join(', ')}.`);
      return [ephemeralOut(caller.user, text)];
    }
    if (section === undefined) throw new UserError(`Name a rule: /rules section:<number>, e.g. ${p.rules.examples}.`);
    const text = p.rules.text(section);
    if (!text) throw new UserError(`No rule "${section}". Try ${p.rules.examples}.`);
    return [ephemeralOut(caller.user, cut(text))];
  },
};
