// The player's reference of a game's rules (docs/rules-<game>.md): every entry /rules answers, by
// kind, nested as the contents nest them, with the command that shows it. Written by
// scripts/rules-docs.ts from the game's presentation; tests/app/rules-docs.test.ts fails when a file
// and what /rules answers drift apart.
import type { GameRules, RuleEntry } from '../engine/presentation.ts';
import { commandFor } from './rulebook.ts';

/** The docs file of a game. */
export const rulesDocPath = (gameId: string): string => `docs/rules-${gameId}.md`;

function tree(rules: GameRules, entries: readonly RuleEntry[], depth: number): string[] {
  return entries.flatMap((e) => {
    const aliases = (e.aliases ?? []).filter((a) => a.toLowerCase() !== e.title.toLowerCase());
    const line = `${'  '.repeat(depth)}- \`${commandFor(e)}\` ${e.title}${aliases.length ? ` (also: ${aliases.join(', ')})` : ''}`;
    const kids = rules.entries.filter((c) => c.parent === e.id && c.kind === e.kind);
    return [line, ...tree(rules, kids, depth + 1)];
  });
}

/** The reference of one game, as Markdown. */
export function rulesDoc(gameId: string, title: string, rules: GameRules): string {
  const top = (kinds: readonly RuleEntry['kind'][]) =>
    rules.entries.filter((e) => kinds.includes(e.kind) && e.parent === null);
  const part = (heading: string, kinds: readonly RuleEntry['kind'][]): string[] => {
    const entries = top(kinds);
    return entries.length ? ['', `## ${heading}`, '', ...tree(rules, entries, 0)] : [];
  };
  return [
    `# ${title}: the rules, tables and cards`,
    '',
    `Everything \`/rules\` answers for this game, generated from its presentation by \`npx tsx scripts/rules-docs.ts\`;`,
    'tests/app/rules-docs.test.ts fails when this file and the game drift apart.',
    '',
    `In the channel of a game of it, \`/rules\` answers from its rules; anywhere else add \`game:${gameId}\`.`,
    '`/rules` alone is the contents; `/rules find:<words>` searches the text. Every entry comes whole, a page of',
    'one Discord message at a time (`page:<n>`, or the buttons under it); in a running game it adds what',
    'applies now, from your own view.',
    ...part('Rules', ['section']),
    ...part('Rulings', ['ruling']),
    ...part('Tables and charts', ['table']),
    ...part('Cards', ['card']),
    '',
  ].join('\n');
}
