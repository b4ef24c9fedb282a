#!/usr/bin/env node
// Generate a TypeScript module holding a rulebook's text keyed by rule number, for `/rules section:N`.
//
//   node scripts/gen-rules-text.mjs <input.md> <output.ts> [EXPORT_NAME]
//   e.g. node scripts/gen-rules-text.mjs <path to>/<game>-rules.md \
//          src/games/<game>/data/rules-text.ts RULES_TEXT
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

import fs from 'node:fs';
import path from 'node:path';

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

function main(argv) {
  const [input, output, exportName = 'RULES_TEXT'] = argv;
  if (!input || !output) {
    process.stderr.write('usage: node scripts/gen-rules-text.mjs <input.md> <output.ts> [EXPORT_NAME]\n');
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
