// scripts/gen-spec-text.mjs: how a component spec becomes the entries /rules table: answers
// (src/games/<game>/data/spec-text.ts) — sections by "§", numbered tables under the heading they stand
// in, a table label's first sentence as its title, the rulings' section as a heading only, and nothing
// inside a fenced block read as a heading. Run on a spec written here (tests read nothing outside the
// repository); the generated files are checked against the data by tests/app/rules-reference.test.ts.
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../../scripts/gen-spec-text.mjs';

const SPEC = [
  '# A game: reconstructed components',
  '',
  '> A reconstruction.',
  '',
  '## 2. Maps',
  '',
  '### 2.4 Tactical Map (TB)',
  'Serves r. 1.5.',
  '',
  '**Table 2.4.6: objectives within two hexes (distance ≤ 3). Used for artillery range (r. 4.1).**',
  '',
  '| Objective | Near |',
  '|---|---|',
  '| NK | TM |',
  '',
  'After the table.',
  '',
  '**Table 2.4.10: ASCII sketch (r. 2.3)**',
  '',
  '```',
  '## not a heading',
  '```',
  '',
  '---',
  '',
  '### 2.5 Boxes',
  '',
  '**Table 2.5**',
  '',
  '| a | b |',
  '',
  '## 9. Rulings',
  '',
  '| R1 | a ruling |',
  '',
  '## 10. Checks',
  'Done.',
].join('\n');

describe('scripts/gen-spec-text.mjs', () => {
  it('turns headings into § entries, table labels into numbered entries under them, and keeps only the heading of the rulings', () => {
    const entries = parseSpec(SPEC);
    expect(entries.map((e) => [e.id, e.parent])).toEqual([
      ['components', null],
      ['§2', null],
      ['§2.4', '§2'],
      ['2.4.6', '§2.4'],
      ['2.4.10', '§2.4'],
      ['§2.5', '§2'],
      ['2.5', '§2.5'],
      ['§9', null],
      ['§10', null],
    ]);
    const by = (id: string) => entries.find((e) => e.id === id)!;
    expect(by('components').text).toBe('> A reconstruction.');
    expect(by('§2.4').text).toBe('Serves r. 1.5.');
    // The label's first sentence is the title (a full stop inside brackets does not end it); the rest opens the text.
    expect(by('2.4.6').title).toBe('Objectives within two hexes (distance ≤ 3)');
    expect(by('2.4.6').text).toBe(
      'Used for artillery range (r. 4.1).\n\n| Objective | Near |\n|---|---|\n| NK | TM |\n\nAfter the table.',
    );
    expect(by('2.4.10').title).toBe('ASCII sketch (r. 2.3)');
    expect(by('2.4.10').text).toBe('```\n## not a heading\n```');
    expect(by('2.5').title).toBe('Boxes'); // a label with no title takes its heading's
    expect(by('§9').text).toBe('');
    expect(by('§10').text).toBe('Done.');
  });
});
