// /rules reaches every rule, ruling, table, chart and card of both games, whole: every id the rule
// texts and the game data name (a section number, "r. 2.9", "R12", "Table 2.4.7", "§3.6", "spec 6",
// "EV-23", a card's id, a table as the booklet names it, "Weather Roll Table (QRC)") answers through
// the console, and its pages, joined, are the entry's whole text — the rulebook's or the spec's own
// words and every subsection — with no page over one Discord message. Also the contents, the search
// and the paging of src/app/rulebook.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { presentationOf } from '../../src/app/registry.ts';
import {
  childrenOf,
  entryText,
  headingOf,
  listLine,
  lookup,
  OPTION_OF,
  paginate,
  type RulesOption,
} from '../../src/app/rulebook.ts';
import type { GameRules, RuleEntry } from '../../src/engine/presentation.ts';
import { RULES_TEXT as LV_RULES_TEXT } from '../../src/games/lettow-vorbeck/data/rules-text.ts';
import { RULINGS as LV_RULINGS } from '../../src/games/lettow-vorbeck/data/rulings.ts';
import { CARDS } from '../../src/games/lettow-vorbeck/data/cards.ts';
import { SPEC_TEXT as LV_SPEC } from '../../src/games/lettow-vorbeck/data/spec-text.ts';
import { RULES_TEXT as HOD_RULES_TEXT } from '../../src/games/hill-of-doves/data/rules-text.ts';
import { OUR_RULINGS, RULINGS as HOD_RULINGS } from '../../src/games/hill-of-doves/data/rulings.ts';
import { EVENT_CARDS } from '../../src/games/hill-of-doves/data/events.ts';
import { SPEC_TEXT as HOD_SPEC } from '../../src/games/hill-of-doves/data/spec-text.ts';
import { BOOKLET_TABLE_IDS } from '../../src/games/hill-of-doves/booklet-tables.ts';
import { harness, type Harness } from '../helpers/harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DISCORD_MAX = 2000;

/** Text as compared: no code fences (a page fences its part of a grid again), whitespace as one space. */
const norm = (s: string): string =>
  s
    .split('\n')
    .filter((l) => !l.trim().startsWith('```'))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();

interface Read {
  heading: string;
  pages: string[];
  /** The pages' bodies (without their heading line), joined. */
  joined: string;
}

const text1 = (out: Output[]): string => {
  expect(out).toHaveLength(1);
  return out[0]!.text;
};

/** Every page of a /rules answer, following its page count. */
async function readAll(h: Harness, line: string, channel: string): Promise<Read> {
  const first = text1(await h.run(line, channel));
  const heading = first.split('\n')[0]!;
  const count = /— page 1 of (\d+)$/.exec(heading);
  const pages = [first];
  for (let n = 2; count && n <= Number(count[1]); n++) pages.push(text1(await h.run(`${line} page:${n}`, channel)));
  for (const p of pages) expect(p.length, `${line}: a page over Discord's limit`).toBeLessThanOrEqual(DISCORD_MAX);
  const joined = pages.map((p) => p.slice(p.indexOf('\n') + 1)).join('\n\n');
  return { heading: heading.replace(/ — page 1 of \d+$/, ''), pages, joined };
}

/** What the repository holds as an entry's own words, which its pages must hold whole. */
function sourceOf(game: string, e: RuleEntry): string[] {
  if (game === 'lettow-vorbeck') {
    if (e.kind === 'section') return [LV_RULES_TEXT[e.id]!.text];
    if (e.kind === 'ruling') {
      const r = LV_RULINGS.find((x) => x.id === e.id)!;
      return [r.question, r.ruling, r.why];
    }
    if (e.kind === 'card') {
      const c = CARDS.find((x) => x.id === e.id)!;
      return [c.event, c.history];
    }
    const spec = LV_SPEC.find((s) => s.id === e.id);
    return spec ? [spec.text] : [];
  }
  if (e.kind === 'section') return [HOD_RULES_TEXT[e.id]!.text];
  if (e.kind === 'ruling') {
    const r = HOD_RULINGS.find((x) => x.id === e.id);
    if (r) return [r.problem, r.ruling, r.why];
    return [OUR_RULINGS.find((x) => x.id === e.id)!.ruling];
  }
  if (e.kind === 'card') {
    const c = EVENT_CARDS.find((x) => x.id === e.id)!;
    return [c.targetText, c.effectText];
  }
  // The QRC and battle card tables are drawn from the data (booklet-tables.ts), not the spec's v1 text.
  if (BOOKLET_TABLE_IDS.includes(e.id)) return [];
  const spec = HOD_SPEC.find((s) => s.id === e.id);
  return spec ? [spec.text] : [];
}

/** The ids the data files (their source, comments included) and the rule texts name, by /rules option. */
function namedIds(game: string): { option: RulesOption; id: string }[] {
  const dir = join(ROOT, 'src/games', game, 'data');
  const src = readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  const out: { option: RulesOption; id: string }[] = [];
  const add = (option: RulesOption, id: string) => {
    if (!out.some((x) => x.option === option && x.id === id)) out.push({ option, id });
  };
  for (const m of src.matchAll(/\bTable (\d+(?:\.\d+)+)/g)) add('table', m[1]!);
  for (const m of src.matchAll(/§(\d+(?:\.\d+)*)/g)) add('table', `§${m[1]}`);
  for (const m of src.matchAll(/\bspec (\d+(?:\.\d+)*)/g)) add('table', m[1]!);
  for (const m of src.matchAll(/\br\. (\d+\.\d+)/g)) add('section', m[1]!);
  for (const m of src.matchAll(/(?:[Ss]ee|[Rr]ules?|per|under) (\d+\.\d+(?:\.\d+)*)/g)) add('section', m[1]!);
  for (const m of src.matchAll(/\((\d+\.\d+(?:\.\d+)*)(?:\.[A-Z])?\)/g)) add('section', m[1]!);
  for (const m of src.matchAll(/\b(R\d+)\b/g)) add('section', m[1]!);
  for (const m of src.matchAll(/\b(EV-\d\d)\b/g)) add('card', m[1]!);
  // Tables, tracks and maps as the booklet names them: "the Weather Roll Table (QRC)".
  for (const m of src.matchAll(/the ((?:[A-Z][\w']*\s)+?(?:Table|Track|Map)) \((?:QRC|AsC|AmC|SB|OB|TB)\)/g))
    add('table', m[1]!);
  // The charts the Lettow-Vorbeck rulebook abbreviates (2.2).
  for (const m of src.matchAll(/\| (BRT|TEC|TRT) \|/g)) add('table', m[1]!);
  return out;
}

const GAMES = ['lettow-vorbeck', 'hill-of-doves'] as const;

describe('/rules answers every rule, table, card and chart, whole (both games)', () => {
  const h = harness();
  const views = new Map<string, unknown>();
  beforeAll(async () => {
    for (const game of GAMES) {
      await h.run(`alice: /game new game:${game}`, game);
      await h.run(`alice: /game join side:${game === 'lettow-vorbeck' ? 'German' : 'British'}`, game);
      views.set(game, (await h.app.viewFor({ channel: game, user: 'alice', name: 'alice' })).view);
    }
  });
  afterAll(() => h.close());

  for (const game of GAMES) {
    const rules = (): GameRules => presentationOf(game)!.rules;

    it(`${game}: every id the data and the rule texts name answers (sections, rulings, tables, cards, charts)`, () => {
      const named = namedIds(game);
      expect(named.length).toBeGreaterThan(100);
      const unanswered = named.filter((n) => !lookup(rules(), n.option, n.id)).map((n) => `${n.option}:${n.id}`);
      expect(unanswered).toEqual([]);
      // Every rule section of the rulebook, every ruling and every card the data holds is one of them too.
      const texts = game === 'lettow-vorbeck' ? LV_RULES_TEXT : HOD_RULES_TEXT;
      for (const k of Object.keys(texts)) expect(lookup(rules(), 'section', k)?.id).toBe(k);
      const rulings = game === 'lettow-vorbeck' ? LV_RULINGS : [...HOD_RULINGS, ...OUR_RULINGS];
      for (const r of rulings) expect(lookup(rules(), 'section', r.id)?.id).toBe(r.id);
      const cards = game === 'lettow-vorbeck' ? CARDS : EVENT_CARDS;
      for (const c of cards) {
        expect(lookup(rules(), 'card', c.id)?.id).toBe(c.id);
        expect(lookup(rules(), 'card', c.title)?.id).toBe(c.id);
      }
      const spec = game === 'lettow-vorbeck' ? LV_SPEC : HOD_SPEC;
      for (const s of spec) expect(lookup(rules(), 'table', s.id), s.id).not.toBeNull();
    });

    it(`${game}: every entry answers under its own id, its pages joined are its whole text, its subsections named`, async () => {
      const view = views.get(game);
      const short: string[] = [];
      for (const e of rules().entries) {
        const line = `alice: /rules ${OPTION_OF[e.kind]}:${e.id}`;
        const read = await readAll(h, line, game);
        expect(read.heading, line).toBe(headingOf(e));
        expect(norm(read.joined), line).toBe(norm(entryText(rules(), e, view)));
        for (const source of sourceOf(game, e))
          if (!norm(read.joined).includes(norm(source))) short.push(`${line}: its text is not all there`);
        for (const child of childrenOf(rules(), e)) expect(read.joined, line).toContain(`- ${listLine(child)}`);
      }
      expect(short).toEqual([]);
    }, 120_000);

    it(`${game}: /rules with no option is the contents, in pages, naming every top-level entry`, async () => {
      const read = await readAll(h, 'alice: /rules', game);
      expect(read.heading).toMatch(/: the rules, tables and cards\*\*$/);
      for (const e of rules().entries.filter((x) => x.parent === null && x.kind !== 'ruling'))
        expect(read.joined).toContain(e.kind === 'card' ? `- ${e.id} ${e.title}` : `- ${listLine(e)}`);
      expect(read.joined).toContain('/rules find:<words>');
    });
  }

  it('a section with no text of its own lists its subsections instead of "(see its subsections)"', async () => {
    const out = await h.text('alice: /rules section:6.2.1', 'lettow-vorbeck');
    expect(out).not.toContain('see its subsections');
    expect(out).toContain('- 6.2.1.1 Campaign Card Phase');
    expect(out).toContain('- 6.2.1.4 Battle Phase');
    const hod = await h.text('alice: /rules section:4.0', 'hill-of-doves');
    expect(hod).toContain('- 4.1 Artillery');
    expect(hod).toContain('- 4.17 Rocket Tubes');
  });

  it('/rules find: ranks the entries holding the most words first, and says when none holds them all', async () => {
    const lv = await h.text('alice: /rules find:"tactical superiority"', 'lettow-vorbeck');
    expect(lv).toContain('best matches for tactical superiority');
    expect(lv.split('\n')[1]).toContain('/rules section:13.1.1');
    const hod = await h.text('alice: /rules find:"ambush roll"', 'hill-of-doves');
    expect(hod.split('\n').slice(1, 4).join('\n')).toContain('/rules table:3.6');
    const partial = await h.text('alice: /rules find:"ambush zeppelin"', 'hill-of-doves');
    expect(partial).toContain('no entry holds every word; closest');
    expect(await h.text('alice: /rules find:zeppelin', 'hill-of-doves')).toContain('Nothing in the Hill of Doves');
  });

  it('a page past the last, two things at once and an unknown game are refused with what is allowed', async () => {
    expect(await h.text('alice: /rules section:2.15 page:9', 'hill-of-doves')).toMatch(
      /There are \d pages here; page:9/,
    );
    expect(await h.text('alice: /rules section:1.0 page:2', 'lettow-vorbeck')).toContain('There is 1 page here');
    expect(await h.text('alice: /rules section:2.9 table:3.6', 'hill-of-doves')).toContain('Name one thing at a time');
    expect(await h.text('alice: /rules section:99.9', 'hill-of-doves')).toContain('No rule "99.9"');
  });

  it('game: reads the other game’s rules where no game runs, and its buttons keep asking for that game', async () => {
    const out = await h.run('alice: /rules section:2.15 game:hill-of-doves', 'empty');
    expect(out[0]!.text).toMatch(/^\*\*2\.15 British Camp Supply Segment\*\* — page 1 of \d/);
    expect(out[0]!.buttons).toEqual([{ label: 'Page 2 ▶', command: '/rules section:2.15 game:hill-of-doves page:2' }]);
    const lv = await h.run('alice: /rules', 'empty');
    expect(lv[0]!.text).toContain('Lettow-Vorbeck');
  });
});

describe('paging (src/app/rulebook.ts)', () => {
  it('cuts between paragraphs; a paragraph longer than a page is cut between lines, a grid fenced again on each page', () => {
    const para = (n: number, c: string) => Array.from({ length: n }, () => c.repeat(50)).join(' ');
    const text = [para(10, 'a'), para(10, 'b'), para(30, 'c')].join('\n\n');
    const pages = paginate(text, 800);
    for (const p of pages) expect(p.length).toBeLessThanOrEqual(800);
    expect(pages.join(' ').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
    expect(pages[0]!.startsWith('a')).toBe(true);
    const grid = ['```', ...Array.from({ length: 60 }, (_, i) => `row ${i} ${'x'.repeat(30)}`), '```'].join('\n');
    const gp = paginate(`intro\n\n${grid}`, 700);
    expect(gp.length).toBeGreaterThan(2);
    for (const p of gp) {
      expect(p.length).toBeLessThanOrEqual(700);
      expect((p.match(/```/g) ?? []).length).toBe(2);
    }
    expect(norm(gp.join('\n'))).toBe(norm(`intro\n\n${grid}`));
    // The first page is not left with the intro alone: the grid starts under it.
    expect(gp[0]).toContain('row 0 ');
  });
});
