// /rules for any game: finding an entry of its rulebook (src/engine/presentation.ts GameRules) by what
// a player types, its whole text with its subsections named, that text in pages that fit one Discord
// message (cut between paragraphs, never with "…"), the table of contents, and a ranked word search.
// Nothing here knows a game: each brings its entries and their texts through its presentation.
import type { GameRules, RuleEntry, RuleEntryKind } from '../engine/presentation.ts';

/** The option of /rules that names each kind of entry. */
export type RulesOption = 'section' | 'table' | 'card';

export const OPTION_OF: Readonly<Record<RuleEntryKind, RulesOption>> = {
  section: 'section',
  ruling: 'section',
  table: 'table',
  card: 'card',
};

const KINDS_OF: Readonly<Record<RulesOption, readonly RuleEntryKind[]>> = {
  section: ['section', 'ruling'],
  table: ['table'],
  card: ['card'],
};

/** Discord's limit is 2,000 characters a message; a page keeps room for its heading and page line. */
export const PAGE_MAX = 1900;

const lower = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The names a query may stand for, most literal first: "Rule 13.1.2" → 13.1.2; "§3.6" and "Table 3.6"
 * → 3.6; "10" → 10.0; a lettered paragraph "28.1.B" → 28.1.
 */
function candidates(query: string): string[] {
  const q = lower(query)
    .replace(/^(rules?|table|chart|card|section|spec|r\.)\s+/, '')
    .replace(/^§\s*/, '§')
    .replace(/[.:]$/, '');
  const bare = q.replace(/^§/, '');
  const out = [q, bare, `§${bare}`, `${bare}.0`, `§${bare}.0`, bare.replace(/\.[a-z]$/, '')];
  return out.filter((c, i) => c !== '' && out.indexOf(c) === i);
}

/**
 * A title as players may type it: lower case, without its bracketed notes ("(QRC)", "(r. 2.2)") and
 * without plural s (the booklet says both "Bombard Laager Table" and "Bombard Laagers Table").
 */
const bareTitle = (t: string): string => lower(t.replace(/\s*\([^)]*\)/g, '')).replace(/s\b/g, '');

/**
 * The entry a player means, looked for among the kinds `option` names first, then among the others:
 * by id or alias, else by title ("Weather Roll Table (QRC)" as the booklet names it), else by the one
 * title that ends with the words ("Movement Priority Table").
 */
export function lookup(rules: GameRules, option: RulesOption, query: string): RuleEntry | null {
  const names = candidates(query);
  const ALL: readonly RuleEntryKind[] = ['section', 'ruling', 'table', 'card'];
  const kinds = [...KINDS_OF[option], ...ALL.filter((k) => !KINDS_OF[option].includes(k))];
  for (const kind of kinds)
    for (const name of names) {
      const e = rules.entries.find(
        (x) => x.kind === kind && (lower(x.id) === name || (x.aliases ?? []).some((a) => lower(a) === name)),
      );
      if (e) return e;
    }
  const title = bareTitle(query);
  if (title.length < 3) return null;
  for (const kind of kinds) {
    const exact = rules.entries.find((x) => x.kind === kind && bareTitle(x.title) === title);
    if (exact) return exact;
  }
  const ending = rules.entries.filter((x) => bareTitle(x.title).endsWith(` ${title}`));
  return ending.length === 1 ? ending[0]! : null;
}

/** The entries listed under `entry` in the contents. */
export function childrenOf(rules: GameRules, entry: RuleEntry): RuleEntry[] {
  return rules.entries.filter((e) => e.parent === entry.id && OPTION_OF[e.kind] === OPTION_OF[entry.kind]);
}

/** How players ask for an entry: "/rules section:13.1.2". */
export const commandFor = (e: RuleEntry): string => `/rules ${OPTION_OF[e.kind]}:${e.id}`;

const numbered = (id: string): boolean => /^(§?\d|R\d)/i.test(id);

/** The line an entry's pages start with. */
export function headingOf(e: RuleEntry): string {
  return numbered(e.id) ? `**${e.id} ${e.title}**` : `**${e.title}** (${commandFor(e)})`;
}

/** One line of a list of entries: its number and title, or its title and command. */
export const listLine = (e: RuleEntry): string =>
  numbered(e.id) ? `${e.id} ${e.title}` : `${e.title} — ${commandFor(e)}`;

/** The whole text of an entry: the game's text, then its subsections by number and title. */
export function entryText(rules: GameRules, e: RuleEntry, view: unknown): string {
  const body = rules.text(e, view).trim();
  const subs = childrenOf(rules, e);
  if (subs.length === 0) return body || '(no text)';
  const list = ['Subsections:', ...subs.map((s) => `- ${listLine(s)}`)].join('\n');
  return body ? `${body}\n\n${list}` : list;
}

const FENCE = '```';

/** Paragraphs (blank-line separated), a fenced block kept whole. */
function paragraphs(text: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.trim().startsWith(FENCE)) fenced = !fenced;
    if (!fenced && line.trim() === '' && !line.trim().startsWith(FENCE)) {
      if (cur.length) out.push(cur.join('\n'));
      cur = [];
      continue;
    }
    cur.push(line);
  }
  if (cur.length) out.push(cur.join('\n'));
  return out;
}

/** A line longer than `max`, cut between words. */
function cutLine(line: string, max: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > max) {
    let at = rest.lastIndexOf(' ', max);
    if (at < max / 2) at = max;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).replace(/^ /, '');
  }
  out.push(rest);
  return out;
}

/**
 * A paragraph too long for the room left, cut between lines: the first piece fits `first`, the others
 * `max` (a fenced block is fenced again on every piece). The first piece is empty when not even one
 * line fits in `first`.
 */
function cutParagraph(p: string, first: number, max: number): string[] {
  const lines = p.split('\n');
  const fenced = lines[0]!.trim().startsWith(FENCE) && lines.length > 1 && lines.at(-1)!.trim() === FENCE;
  const open = fenced ? lines[0]! : '';
  const inner = fenced ? lines.slice(1, -1) : lines;
  const wrap = fenced ? open.length + FENCE.length + 2 : 0;
  const pieces: string[] = [];
  let room = first - wrap;
  let cur: string[] = [];
  let size = 0;
  for (const line of inner.flatMap((l) => cutLine(l, max - wrap))) {
    if (size + line.length + 1 > room && (cur.length > 0 || pieces.length === 0)) {
      pieces.push(cur.join('\n'));
      cur = [];
      size = 0;
      room = max - wrap;
    }
    cur.push(line);
    size += line.length + 1;
  }
  if (cur.length) pieces.push(cur.join('\n'));
  return fenced ? pieces.map((x) => (x === '' ? '' : `${open}\n${x}\n${FENCE}`)) : pieces;
}

/** Below this much room left on a page, a long paragraph starts on the next page instead. */
const MIN_ROOM = 300;

/**
 * A text in pages of at most `max` characters, cut between paragraphs; a paragraph longer than a page
 * (or one that would leave its page nearly empty) fills the rest of the page it starts on and goes on
 * over the next ones, cut between lines.
 */
export function paginate(text: string, max = PAGE_MAX): string[] {
  const pages: string[] = [];
  let cur = '';
  const flush = () => {
    if (cur) pages.push(cur);
    cur = '';
  };
  for (const para of paragraphs(text)) {
    const fits = !cur || cur.length + 2 + para.length <= max;
    // A paragraph that fits on a page of its own goes whole onto the next page, unless this page would
    // be left nearly empty (a line of introduction over a long grid): then it is cut between lines.
    if (para.length <= max && (fits || cur.length >= max / 3 || !para.includes('\n'))) {
      if (!fits) flush();
      cur = cur ? `${cur}\n\n${para}` : para;
      continue;
    }
    let room = cur ? max - cur.length - 2 : max;
    if (room < MIN_ROOM) {
      flush();
      room = max;
    }
    cutParagraph(para, room, max).forEach((piece, i) => {
      if (i > 0) flush();
      if (piece !== '') cur = cur ? `${cur}\n\n${piece}` : piece;
    });
  }
  if (cur || pages.length === 0) pages.push(cur);
  return pages;
}

/** The pages of a text under a heading: "heading — page 2 of 3" and that page's paragraphs. */
export function pagesUnder(heading: string, text: string): string[] {
  const bodies = paginate(text, PAGE_MAX - heading.length - 20);
  return bodies.map((b, i) => `${heading}${bodies.length > 1 ? ` — page ${i + 1} of ${bodies.length}` : ''}\n${b}`);
}

/** An entry's pages. */
export const entryPages = (rules: GameRules, e: RuleEntry, view: unknown): string[] =>
  pagesUnder(headingOf(e), entryText(rules, e, view));

/** The table of contents: the top-level sections, tables and charts, the cards and the rulings. */
export function contentsText(rules: GameRules): string {
  const top = (kind: RuleEntryKind) => rules.entries.filter((e) => e.kind === kind && e.parent === null);
  const parts: string[] = [];
  const sections = top('section');
  if (sections.length)
    parts.push(
      [
        'Rules — /rules section:<number> (each lists its subsections):',
        ...sections.map((e) => `- ${listLine(e)}`),
      ].join('\n'),
    );
  const rulings = rules.entries.filter((e) => e.kind === 'ruling');
  if (rulings.length)
    parts.push(`Rulings where the rules are silent or unclear — /rules section:<id>: ${ranges(rulings)}.`);
  const tables = top('table');
  if (tables.length)
    parts.push(['Tables and charts — /rules table:<id>:', ...tables.map((e) => `- ${listLine(e)}`)].join('\n'));
  const cards = top('card');
  if (cards.length) parts.push(['Cards — /rules card:<id>:', ...cards.map((e) => `- ${e.id} ${e.title}`)].join('\n'));
  parts.push('Search the text: /rules find:<words>. Long entries come in pages: page:<n>, or the buttons.');
  return parts.join('\n\n');
}

/** Ids in runs of one prefix: "R1 to R65, O1 to O5". */
function ranges(entries: readonly RuleEntry[]): string {
  const runs: RuleEntry[][] = [];
  const prefix = (e: RuleEntry) => e.id.replace(/\d.*$/, '');
  for (const e of entries) {
    const run = runs.at(-1);
    if (run && prefix(run[0]!) === prefix(e)) run.push(e);
    else runs.push([e]);
  }
  return runs.map((r) => (r.length === 1 ? r[0]!.id : `${r[0]!.id} to ${r.at(-1)!.id}`)).join(', ');
}

/** The heading of a game's contents. */
export const contentsHeading = (title: string): string => `**${title}: the rules, tables and cards**`;

/** The contents in pages. */
export const contentsPages = (rules: GameRules, title: string): string[] =>
  pagesUnder(contentsHeading(title), contentsText(rules));

const STOP = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'to',
  'and',
  'or',
  'is',
  'it',
  'by',
  'for',
  'at',
  'be',
  'do',
  'how',
  'what',
  'when',
  'can',
  'i',
]);

/** The words of a query, lower case, stop words dropped. */
export function queryWords(query: string): string[] {
  const words = lower(query).match(/[\p{L}\p{N}]+(?:['.-][\p{L}\p{N}]+)*/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP.has(w)))];
}

const WEIGHT: Readonly<Record<RuleEntryKind, number>> = { section: 1.3, ruling: 1.1, card: 1.1, table: 1 };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Found {
  entry: RuleEntry;
  /** How many of the query's words it holds. */
  words: number;
  score: number;
  /** The line it first holds a query word on, shortened. */
  snippet: string;
}

/** The searched texts of a rulebook: its entries' whole texts outside any game (text(entry, null)
 *  depends on the entry alone), written once per rulebook rather than on every /rules find. */
const SEARCHABLE = new WeakMap<
  GameRules,
  { texts: readonly { entry: RuleEntry; title: string; body: string }[]; avg: number }
>();
function searchable(rules: GameRules): {
  texts: readonly { entry: RuleEntry; title: string; body: string }[];
  avg: number;
} {
  let known = SEARCHABLE.get(rules);
  if (!known) {
    const texts = rules.entries.map((entry) => ({
      entry,
      title: `${entry.id} ${entry.title} ${(entry.aliases ?? []).join(' ')}`,
      body: rules.text(entry, null),
    }));
    const avg = texts.reduce((t, x) => t + x.body.length, 0) / Math.max(1, texts.length);
    SEARCHABLE.set(rules, (known = { texts, avg }));
  }
  return known;
}

/**
 * The entries that best match the words: most words held first, then the highest score, then book
 * order. A word matches the start of a word ("ambush" finds "ambushed"). The score is a plain BM25
 * weighting (a word's count saturates, a long text counts each hit for less), and a word in the
 * title or an alias counts three times more. The rulebook comes before the components: a rule
 * section's score counts 1.3 times, a ruling's or a card's 1.1 times.
 */
export function search(rules: GameRules, words: readonly string[], limit = 8): Found[] {
  const res = words.map((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}`, 'giu'));
  const { texts, avg } = searchable(rules);
  const K = 1.2;
  const B = 0.75;
  const found: Found[] = [];
  for (const { entry, title, body } of texts) {
    let held = 0;
    let score = 0;
    for (const re of res) {
      const t = title.match(re)?.length ?? 0;
      const b = body.match(re)?.length ?? 0;
      if (t + b === 0) continue;
      held++;
      score += 3 * Math.min(t, 1) + (b * (K + 1)) / (b + K * (1 - B + (B * body.length) / avg));
    }
    if (held === 0) continue;
    score *= WEIGHT[entry.kind];
    const line =
      body.split('\n').find((l) => res.some((re) => new RegExp(re.source, 'iu').test(l))) ?? body.split('\n')[0] ?? '';
    const snippet = line.length > 140 ? `${line.slice(0, 137)}...` : line;
    found.push({ entry, words: held, score, snippet });
  }
  const order = new Map(rules.entries.map((e, i) => [e, i]));
  found.sort((a, b) => b.words - a.words || b.score - a.score || order.get(a.entry)! - order.get(b.entry)!);
  return found.slice(0, limit);
}
