#!/usr/bin/env node
// Generate a TypeScript module holding a rulebook's text keyed by rule number, for `/rules section:N`.
//
//   node scripts/gen-rules-text.mjs <input.md> <output.ts> [EXPORT_NAME]
//   e.g. node scripts/gen-rules-text.mjs <path to>/<game>-rules.md \
//          src/games/<game>/data/rules-text.ts RULES_TEXT
//   node scripts/gen-rules-text.mjs --all [seeds-dir]    both games' files, and scripts/rules-text.sums.json
//   node scripts/gen-rules-text.mjs --check [seeds-dir]  exit 1 unless the committed files are what --all makes
//   (seeds-dir: where the rulebooks are; default ../shared/seeds beside the repository)
//
// The rulebooks are not in the repository, so the tests cannot regenerate the text. --all records the
// checksums of each rulebook and of the file made from it (scripts/rules-text.sums.json); the tests
// check the committed file against that record and that it is exactly this script's rendering, so a
// hand edit fails there, and --check (with the rulebooks at hand) says whether a rulebook has moved on.
//
// Output: `export const EXPORT_NAME: Record<string, { title: string; text: string }>` in rulebook order, plus
// `EXPORT_NAME_SOURCE` (the input file name). Plain Node, no dependencies, deterministic output.
//
// A section starts at a numbered heading on its own line and runs until the next numbered heading.
// Recognised heading styles (both rulebooks, which are not in this repository):
//   13.1.2 Conduct Battle                  (plain line)
//   ### 2.10 Afternoon Operational ...     (markdown heading)
//   ## 1.0. STRATEGIC PHASE / **4.2 Title** (trailing dot after the number, bold wrapper)
// A number needs at least one dot ("13", "1980 was ..." are not headings). The title must start with a
// letter and must not end like a sentence, so that a paragraph opening with a number is not cut.
// Lines before the first heading (title page, table of contents) are dropped; table-of-contents bullets
// ("- 1.0 Components") are never headings. If a number occurs twice, the occurrence with text wins
// (a plain table of contents is dropped); two sections with text under one number are joined.
// Inside a section: HTML comments (transcription notes) are removed, unnumbered markdown headings
// ("#### Fort Amiel") become bold lines, runs of blank lines collapse to one, and outer blank lines go.
// An unnumbered markdown heading at the same or a higher level than the current numbered section
// ("## Referenced but not included" after "### 4.17") ends that section; its text is dropped with a warning.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where --all and --check read the rulebooks when no folder is given: beside the repository. */
const DEFAULT_SEEDS = path.resolve(ROOT, '../shared/seeds');
/** The checksums --all records (relative to the repository). */
export const SUMS_FILE = 'scripts/rules-text.sums.json';

/**
 * Each game's rulebook and the module made from it (paths relative to the repository): every game
 * folder that holds data/rules-text.ts, made from the rulebook named after the folder
 * (<game>-rules.md). Found on disk, so this script names no game.
 */
export const RULEBOOKS = fs
  .readdirSync(path.join(ROOT, 'src/games'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(ROOT, 'src/games', d.name, 'data/rules-text.ts')))
  .map((d) => d.name)
  .sort()
  .map((game) => ({
    game,
    rulebook: `${game}-rules.md`,
    output: `src/games/${game}/data/rules-text.ts`,
    exportName: 'RULES_TEXT',
  }));

/** @param {string | Buffer} data */
export const sha256 = (data) => createHash('sha256').update(data).digest('hex');

const HEADING = /^\s*(?:#{1,6}\s+)?(?:\*\*)?(\d+(?:\.\d+)+)\.?\s+(.+?)(?:\*\*)?\s*#*\s*$/;
const MD_HEADING = /^\s*(#{1,6})\s+(.+?)\s*#*\s*$/;

/** @param {string} line */
export function matchHeading(line) {
  const m = HEADING.exec(line);
  if (!m) return null;
  const key = m[1];
  const title = m[2].replace(/\*\*/g, '').trim();
  if (!/^[A-Za-z\u00C0-\u024F"'(]/.test(title)) return null; // "2.5 inches of rain" / "1.5 x 2" are not headings
  if (title.length > 100 || /[.:;,]$/.test(title)) return null; // a sentence, not a title
  const hashes = /^\s*(#+)/.exec(line);
  return { key, title, level: hashes ? hashes[1].length : null };
}

/**
 * @param {string} markdown
 * @returns {{ sections: Map<string, { title: string; text: string }>; warnings: string[] }}
 */
export function parseRulebook(markdown) {
  const warnings = [];
  const src = markdown.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?-->/g, '');
  /** @type {{ key: string; title: string; level: number | null; lines: string[] }[]} */
  const raw = [];
  let current = null;
  for (const line of src.split('\n')) {
    const h = matchHeading(line);
    if (h) {
      current = { key: h.key, title: h.title, level: h.level, lines: [] };
      raw.push(current);
      continue;
    }
    const md = MD_HEADING.exec(line);
    if (md && current && current.level !== null && md[1].length <= current.level) {
      // An unnumbered heading at the level of the numbered section (e.g. an appendix): the section ends.
      warnings.push(`unnumbered section "${md[2]}" after ${current.key} dropped`);
      current = null;
    }
    if (!current) continue; // title page, table of contents, unnumbered appendix
    current.lines.push(md ? `**${md[2].replace(/\*\*/g, '')}**` : line.replace(/\s+$/, ''));
  }
  /** @type {Map<string, { title: string; text: string }>} */
  const sections = new Map();
  for (const s of raw) {
    const text = tidy(s.lines);
    const prev = sections.get(s.key);
    if (!prev) {
      sections.set(s.key, { title: s.title, text });
    } else if (prev.text === '') {
      sections.set(s.key, { title: s.title, text }); // the earlier one was a table-of-contents line
    } else if (text !== '') {
      warnings.push(`section ${s.key} appears twice with text; joined`);
      sections.set(s.key, { title: prev.title, text: `${prev.text}\n\n${text}` });
    }
  }
  return { sections, warnings };
}

/** @param {string[]} lines */
function tidy(lines) {
  const out = [];
  for (const l of lines) {
    if (l.trim() === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(l.trim() === '' ? '' : l);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/**
 * @param {Map<string, { title: string; text: string }>} sections
 * @param {string} exportName
 * @param {string} sourceName
 */
export function renderModule(sections, exportName, sourceName) {
  const q = (s) => JSON.stringify(s);
  const body = [...sections]
    .map(([key, { title, text }]) => `  ${q(key)}: {\n    title: ${q(title)},\n    text: ${q(text)},\n  },`)
    .join('\n');
  return [
    `// GENERATED by scripts/gen-rules-text.mjs from ${sourceName}. Do not edit: rerun the script.`,
    `// ${sections.size} sections keyed by rule number; text runs from the heading to the next numbered heading.`,
    '',
    `export const ${exportName}_SOURCE = ${q(sourceName)};`,
    '',
    `export const ${exportName}: Record<string, { title: string; text: string }> = {`,
    body,
    '};',
    '',
  ].join('\n');
}

/**
 * Every game's module made from the rulebooks in `seeds`, with the record of checksums.
 * @param {string} seeds
 */
function generateAll(seeds) {
  const files = [];
  /** @type {Record<string, { rulebook: string; rulebookSha256: string; output: string; outputSha256: string; sections: number }>} */
  const sums = {};
  for (const b of RULEBOOKS) {
    const input = path.join(seeds, b.rulebook);
    if (!fs.existsSync(input)) throw new Error(`${input} is missing: give the folder holding the rulebooks`);
    const markdown = fs.readFileSync(input);
    const { sections, warnings } = parseRulebook(markdown.toString('utf8'));
    for (const w of warnings) process.stderr.write(`warning: ${b.rulebook}: ${w}\n`);
    const text = renderModule(sections, b.exportName, b.rulebook);
    files.push({ path: b.output, text });
    sums[b.game] = {
      rulebook: b.rulebook,
      rulebookSha256: sha256(markdown),
      output: b.output,
      outputSha256: sha256(text),
      sections: sections.size,
    };
  }
  files.push({ path: SUMS_FILE, text: `${JSON.stringify(sums, null, 2)}\n` });
  return files;
}

/** @param {'--all' | '--check'} mode @param {string} seeds */
function allOrCheck(mode, seeds) {
  let stale = 0;
  for (const f of generateAll(seeds)) {
    const at = path.join(ROOT, f.path);
    const now = fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : null;
    if (now === f.text) continue;
    if (mode === '--all') {
      fs.writeFileSync(at, f.text);
      process.stdout.write(`${f.path}: written\n`);
    } else {
      process.stderr.write(
        `${f.path}: not what the rulebooks in ${seeds} make; run node scripts/gen-rules-text.mjs --all\n`,
      );
      stale++;
    }
  }
  if (stale > 0) process.exit(1);
  if (mode === '--check') process.stdout.write('rule text and checksums match the rulebooks\n');
}

function main(argv) {
  if (argv[0] === '--all' || argv[0] === '--check') {
    try {
      allOrCheck(argv[0], path.resolve(argv[1] ?? DEFAULT_SEEDS));
    } catch (e) {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(2);
    }
    return;
  }
  const [input, output, exportName = 'RULES_TEXT'] = argv;
  if (!input || !output) {
    process.stderr.write(
      'usage: node scripts/gen-rules-text.mjs <input.md> <output.ts> [EXPORT_NAME] | --all [seeds-dir] | --check [seeds-dir]\n',
    );
    process.exit(2);
  }
  if (!/^[A-Za-z_$][\w$]*$/.test(exportName)) {
    process.stderr.write(`bad export name: ${exportName}\n`);
    process.exit(2);
  }
  const { sections, warnings } = parseRulebook(fs.readFileSync(input, 'utf8'));
  for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
  if (sections.size === 0) {
    process.stderr.write(`no numbered sections found in ${input}\n`);
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, renderModule(sections, exportName, path.basename(input)));
  process.stdout.write(`${output}: ${sections.size} sections\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2));
}
