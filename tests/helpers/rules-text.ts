// The games' rule text (src/games/<game>/data/rules-text.ts) is made by scripts/gen-rules-text.mjs from
// rulebooks that are not in the repository. What a test can check without them: the committed file is
// exactly the script's rendering of its sections, and its checksum is the one the script recorded
// when it made it from the rulebook (scripts/rules-text.sums.json). With the rulebooks at hand,
// `node scripts/gen-rules-text.mjs --check` says whether they still make that file.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { RULEBOOKS, SUMS_FILE, renderModule, sha256, type RuleSection } from '../../scripts/gen-rules-text.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface SumsRecord {
  rulebook: string;
  rulebookSha256: string;
  output: string;
  outputSha256: string;
  sections: number;
}

export function expectGeneratedRulesText(
  game: string,
  sections: Readonly<Record<string, RuleSection>>,
  source: string,
): void {
  const book = RULEBOOKS.find((b) => b.game === game);
  const sums = JSON.parse(fs.readFileSync(path.join(ROOT, SUMS_FILE), 'utf8')) as Record<string, SumsRecord>;
  const rec = Object.hasOwn(sums, game) ? sums[game] : undefined;
  if (!book || !rec) throw new Error(`${game}: no rulebook in scripts/gen-rules-text.mjs RULEBOOKS or ${SUMS_FILE}`);
  expect(rec.output).toBe(book.output);
  const text = fs.readFileSync(path.join(ROOT, rec.output), 'utf8');
  expect(
    sha256(text),
    `${rec.output} is not the file scripts/gen-rules-text.mjs made from ${rec.rulebook} (edited by hand?): run node scripts/gen-rules-text.mjs --all`,
  ).toBe(rec.outputSha256);
  expect(renderModule(new Map(Object.entries(sections)), book.exportName, source)).toBe(text);
  expect(source).toBe(rec.rulebook);
  expect(Object.keys(sections)).toHaveLength(rec.sections);
  expect(rec.rulebookSha256).toMatch(/^[0-9a-f]{64}$/);
}
