#!/usr/bin/env node
// Generate a TypeScript module holding a component spec's text (the reconstructed maps, tables,
// counters and cards) in entries for `/rules table:<id>`.
//
//   node scripts/gen-spec-text.mjs <input.md> <output.ts> [EXPORT_NAME]
//   e.g. node scripts/gen-spec-text.mjs <path to>/<game>-components.md \
//          src/games/<game>/data/spec-text.ts SPEC_TEXT
//
// Output: `export const EXPORT_NAME: readonly SpecEntry[]` in document order, each
// `{ id, title, parent, text }`, plus `EXPORT_NAME_SOURCE` (the input file name). Plain Node, no
// dependencies, deterministic output.
//
// Entries: the lines before the first numbered heading (the reconstruction notice) are the entry
// "components"; "## 2. Maps" is "§2"; "### 2.4 Tactical Map (TB)" is "§2.4" under "§2"; a table
// label "**Table 2.4.6: objectives within … (distance ≤ 3). Used for …**" is "2.4.6" under the
// heading it stands in, titled by the label up to its first full stop (the rest opens its text; a
// label with no title, "**Table 6.12**", takes its heading's). An entry's text runs to the next
// heading or label: the prose after a table belongs to that table. Section 9 (the rulings) keeps its
// heading only: the game's data holds the rulings, which /rules shows as R1, R2, … and lists under
// §9. Horizontal rules are dropped, runs of blank lines collapse to one; nothing inside a fenced
// block is read as a heading.

import fs from 'node:fs';
import path from 'node:path';

const H2 = /^##\s+(\d+)\.\s+(.+?)\s*$/;
const H3 = /^###\s+(\d+\.\d+)\.?\s+(.+?)\s*$/;
const LABEL = /^\*\*Table\s+(\d+(?:\.\d+)+)(?::\s*(.*?))?\*\*\s*$/;
const RULINGS_SECTION = '9';

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** Where a label's first sentence ends (". " before a capital, outside brackets), or -1. */
function sentenceEnd(label) {
  let depth = 0;
  for (let i = 0; i < label.length - 2; i++) {
    const c = label[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '.' && depth === 0 && label[i + 1] === ' ' && /[A-Z]/.test(label[i + 2])) return i;
  }
  return -1;
}

/** @param {string[]} lines */
function tidy(lines) {
  const out = [];
  for (const raw of lines) {
    const l = raw.replace(/\s+$/, '');
    if (/^-{3,}$/.test(l.trim())) continue;
    if (l === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(l);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/**
 * @param {string} markdown
 * @returns {{ id: string; title: string; parent: string | null; text: string }[]}
 */
export function parseSpec(markdown) {
  const src = markdown.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?-->/g, '');
  /** @type {{ id: string; title: string; parent: string | null; lines: string[] }[]} */
  const entries = [];
  let h2 = null;
  let h3 = null;
  let skipping = false;
  let fenced = false;
  let current = { id: 'components', title: 'About the components (a reconstruction)', parent: null, lines: [] };
  entries.push(current);
  for (const line of src.split('\n')) {
    if (line.trim().startsWith('```')) fenced = !fenced;
    const m2 = fenced ? null : H2.exec(line);
    const m3 = fenced ? null : H3.exec(line);
    const ml = fenced ? null : LABEL.exec(line);
    if (m2) {
      skipping = m2[1] === RULINGS_SECTION;
      h2 = `§${m2[1]}`;
      h3 = null;
      current = { id: h2, title: m2[2], parent: null, lines: [] };
      entries.push(current);
      continue;
    }
    if (skipping) continue;
    if (m3) {
      h3 = { id: `§${m3[1]}`, title: m3[2] };
      current = { id: h3.id, title: m3[2], parent: h2, lines: [] };
      entries.push(current);
      continue;
    }
    if (ml) {
      const label = (ml[2] ?? '').trim();
      const stop = sentenceEnd(label);
      const title =
        label === ''
          ? (h3?.title ?? entries.find((e) => e.id === h2)?.title ?? ml[1])
          : stop < 0
            ? label
            : label.slice(0, stop);
      const rest = stop < 0 ? '' : label.slice(stop + 1).trim();
      current = { id: ml[1], title: cap(title), parent: h3?.id ?? h2, lines: rest ? [rest, ''] : [] };
      entries.push(current);
      continue;
    }
    if (/^#\s/.test(line) && !fenced) continue; // the document title
    current.lines.push(line);
  }
  const seen = new Set();
  for (const e of entries) {
    if (seen.has(e.id)) throw new Error(`entry ${e.id} appears twice`);
    seen.add(e.id);
  }
  return entries.map((e) => ({ id: e.id, title: e.title, parent: e.parent, text: tidy(e.lines) }));
}

/**
 * @param {{ id: string; title: string; parent: string | null; text: string }[]} entries
 * @param {string} exportName
 * @param {string} sourceName
 */
export function renderSpecModule(entries, exportName, sourceName) {
  const q = (s) => JSON.stringify(s);
  const body = entries
    .map(
      (e) =>
        `  {\n    id: ${q(e.id)},\n    title: ${q(e.title)},\n    parent: ${e.parent === null ? 'null' : q(e.parent)},\n    text: ${q(e.text)},\n  },`,
    )
    .join('\n');
  return [
    `// GENERATED by scripts/gen-spec-text.mjs from ${sourceName}. Do not edit: rerun the script.`,
    `// ${entries.length} entries (sections and numbered tables) in document order; of section 9 (the rulings) only its heading.`,
    '',
    `export const ${exportName}_SOURCE = ${q(sourceName)};`,
    '',
    `export const ${exportName}: readonly { id: string; title: string; parent: string | null; text: string }[] = [`,
    body,
    '];',
    '',
  ].join('\n');
}

function main(argv) {
  const [input, output, exportName = 'SPEC_TEXT'] = argv;
  if (!input || !output) {
    process.stderr.write('usage: node scripts/gen-spec-text.mjs <input.md> <output.ts> [EXPORT_NAME]\n');
    process.exit(2);
  }
  if (!/^[A-Za-z_$][\w$]*$/.test(exportName)) {
    process.stderr.write(`bad export name: ${exportName}\n`);
    process.exit(2);
  }
  const entries = parseSpec(fs.readFileSync(input, 'utf8'));
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, renderSpecModule(entries, exportName, path.basename(input)));
  process.stdout.write(`${output}: ${entries.length} entries\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2));
}
