// /rules — the rulebook of the channel's game (with no game there, the first game's, or game:<id>):
// with no option its table of contents; section:<n> a rule section or a ruling (13.1.2, R12),
// table:<id> a table or chart (a booklet's 3.6, a chart such as brt), card:<id> a card,
// find:<words> the entries that best match the words. Every entry comes whole, in pages of one
// Discord message (page:<n>, and Previous/Next buttons that run the same command with the next page);
// in a running game it adds what applies now, from the caller's own view. The content is each game's
// (its presentation's `rules`, src/engine/presentation.ts); the paging and search are src/app/rulebook.ts.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandInput, CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { ephemeralOut, type OutputButton } from '../src/app/outputs.ts';
import { DEFAULT_PRESENTATION, GAME_IDS, gameModule, presentationOf } from '../src/app/registry.ts';
import {
  commandFor,
  contentsPages,
  entryPages,
  lookup,
  pagesUnder,
  queryWords,
  search,
  type RulesOption,
} from '../src/app/rulebook.ts';
import { UserError } from '../src/app/user-error.ts';
import type { RegisteredPresentation } from '../src/app/define-game.ts';

const OPTIONS: readonly RulesOption[] = ['section', 'table', 'card'];

const data = new SlashCommandBuilder()
  .setName('rules')
  .setDescription('Rules, tables and cards: contents, a rule (13.1.2), ruling (R12), table, card, or a word search')
  .addStringOption((o) => o.setName('section').setDescription('Rule number or ruling, e.g. 13.1.2 or R12'))
  .addStringOption((o) => o.setName('table').setDescription('Table or chart, e.g. 3.6 or brt'))
  .addStringOption((o) => o.setName('card').setDescription('A card by id or title, e.g. EV-23 or Jassin'))
  .addStringOption((o) => o.setName('find').setDescription('Words to look for in the rules'))
  .addIntegerOption((o) => o.setName('page').setDescription('Page of a long entry (1 = first)').setMinValue(1))
  .addStringOption((o) =>
    o
      .setName('game')
      .setDescription('Whose rules, where no game runs in the channel')
      .addChoices(...GAME_IDS.map((g) => ({ name: gameModule(g)?.title ?? g, value: g }))),
  );

/** The page asked for, with Previous/Next buttons that ask for its neighbours. */
function paged(
  user: string,
  pages: readonly string[],
  input: CommandInput,
  base: string,
): ReturnType<typeof ephemeralOut> {
  const raw = input.options['page'];
  const n = raw === undefined ? 1 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > pages.length)
    throw new UserError(
      `There ${pages.length === 1 ? 'is 1 page' : `are ${pages.length} pages`} here; page:${String(raw)} is not one of them.`,
    );
  const buttons: OutputButton[] = [];
  if (n > 1) buttons.push({ label: `◀ Page ${n - 1}`, command: `${base} page:${n - 1}` });
  if (n < pages.length) buttons.push({ label: `Page ${n + 1} ▶`, command: `${base} page:${n + 1}` });
  return ephemeralOut(user, pages[n - 1]!, buttons.length ? { buttons } : {});
}

/** An option value as a console/button command line writes it (quoted when it has spaces). */
const arg = (v: string): string => (/[\s"]/.test(v) ? `"${v.replace(/"/g, '')}"` : v);

export const rules: CommandSpec = {
  data,
  navigates: true,
  run: async ({ app, caller }, input) => {
    const gameOpt = str(input, 'game');
    const row = (await app.store.activeGameIn(caller.channel)) ?? (await app.store.latestGameIn(caller.channel));
    let p: RegisteredPresentation;
    if (gameOpt !== undefined) {
      const chosen = GAME_IDS.includes(gameOpt) ? presentationOf(gameOpt) : undefined;
      if (!chosen) throw new UserError(`No game "${gameOpt}". Games: ${GAME_IDS.join(', ')}.`);
      p = chosen;
    } else p = (row && presentationOf(row.kind)) || DEFAULT_PRESENTATION;
    // The caller's own view of the channel's game, when it is this game: what applies now.
    const view = row && row.kind === p.id ? (await app.viewFor(caller)).view : null;
    const title = gameModule(p.id)?.title ?? p.id;
    // Buttons ask for the same game: game:<id> again where it is not the channel's.
    const gameArg = gameOpt !== undefined && !(row && row.kind === p.id) ? ` game:${gameOpt}` : '';
    const given = OPTIONS.filter((o) => input.options[o] !== undefined);
    const find = str(input, 'find');
    if (given.length + (find !== undefined ? 1 : 0) > 1)
      throw new UserError(
        `Name one thing at a time: section:, table:, card: or find: (you gave ${[...given, ...(find !== undefined ? ['find'] : [])].join(', ')}).`,
      );
    if (find !== undefined) {
      const words = queryWords(find);
      if (words.length === 0) throw new UserError('Give some words to look for, e.g. /rules find:river retreat.');
      const found = search(p.rules, words);
      if (found.length === 0)
        throw new UserError(
          `Nothing in the ${title} rules holds ${words.map((w) => `"${w}"`).join(' or ')}. Try other words, or /rules for the contents.`,
        );
      const all = found[0]!.words === words.length;
      const lines = found.map((f) => `- ${commandFor(f.entry)} — ${f.entry.title}${f.snippet ? `: ${f.snippet}` : ''}`);
      const head = `**${title} rules: ${all ? 'best matches' : 'no entry holds every word; closest'} for ${words.join(' ')}**`;
      return [paged(caller.user, pagesUnder(head, lines.join('\n')), input, `/rules find:${arg(find)}${gameArg}`)];
    }
    const option = given[0];
    if (option === undefined) return [paged(caller.user, contentsPages(p.rules, title), input, `/rules${gameArg}`)];
    const query = str(input, option)!;
    const entry = lookup(p.rules, option, query);
    if (!entry) {
      // Words (not a number that does not exist) may name an entry by its text.
      const close = /\p{L}{3}/u.test(query)
        ? search(p.rules, queryWords(query), 3)
            .map((f) => commandFor(f.entry))
            .join(', ')
        : '';
      throw new UserError(
        `No ${option === 'section' ? 'rule' : option} "${query}" in the ${title} rules. Try ${p.rules.examples}${close ? `, or ${close}` : ''}; /rules lists them all.`,
      );
    }
    return [paged(caller.user, entryPages(p.rules, entry, view), input, `${commandFor(entry)}${gameArg}`)];
  },
};
