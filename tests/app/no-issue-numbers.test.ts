// Comments, test names and docs name the rule or the decision they stand for (docs/decisions/), never
// an issue number: a reader of the repository cannot open "issue #<number>". In code (TypeScript,
// JavaScript) only comments and the titles of describe/it/test are read, so a log line such as
// "Game #1" stays free; the other text files (markdown, SQL, shell, transcripts, .env.example) are
// read whole.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'tmp', 'images']);
const CODE = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs']);
const TEXT = new Set(['.md', '.sql', '.sh', '.txt', '.example']);
const ISSUE = [/\bissues? #\d+/i, /\(#\d+[),;:]/];

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return SKIP_DIRS.has(d.name) ? [] : repositoryFiles(path);
    const ext = extname(d.name);
    return d.isFile() && (CODE.has(ext) || TEXT.has(ext) || relative(ROOT, path) === '.ci/run') ? [path] : [];
  });
}

/** The comments and test titles of a TypeScript or JavaScript source, each with its line. */
function commentsAndTitles(name: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false);
  const seen = new Set<number>();
  const found: { line: number; text: string }[] = [];
  const add = (pos: number, end: number) => {
    if (seen.has(pos)) return;
    seen.add(pos);
    found.push({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: text.slice(pos, end) });
  };
  const visit = (node: ts.Node) => {
    for (const r of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) add(r.pos, r.end);
    for (const r of ts.getTrailingCommentRanges(text, node.getEnd()) ?? []) add(r.pos, r.end);
    if (ts.isCallExpression(node) && /^(describe|it|test)\b/.test(node.expression.getText(source))) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)))
        add(title.getStart(source), title.getEnd());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  visit(source.endOfFileToken);
  return found;
}

/** Where a file names an issue number: "path:line: text", one per offending comment, title or line. */
export function issueNumbers(path: string, text: string): string[] {
  if (!ISSUE.some((re) => re.test(text))) return []; // most files: nothing to parse
  const parts = CODE.has(extname(path))
    ? commentsAndTitles(path, text)
    : text.split('\n').map((line, i) => ({ line: i + 1, text: line }));
  return parts
    .filter((p) => ISSUE.some((re) => re.test(p.text)))
    .map((p) => `${path}:${p.line}: ${p.text.trim().slice(0, 120)}`);
}

describe('comments, test names and docs name rules and decisions, never issue numbers', () => {
  it('the check finds an issue number in a comment, a block comment, a test title and a doc, and nowhere else', () => {
    const code = [
      '// forced steps (issue #9)',
      'const a = 1; /* see (#12) */',
      "describe('the bot (issue #14)', () => {});",
      "const line = 'Game #1, step 2'; // a log line, not an issue",
      'const re = /\\(#1\\)/;',
    ].join('\n');
    expect(issueNumbers('x.ts', code)).toEqual([
      'x.ts:1: // forced steps (issue #9)',
      'x.ts:2: /* see (#12) */',
      "x.ts:3: 'the bot (issue #14)'",
    ]);
    expect(issueNumbers('x.md', 'Routes (#1-63).\nThe criteria of Issue #13.')).toEqual([
      'x.md:2: The criteria of Issue #13.',
    ]);
  });

  it('no source, test, script, migration or doc of the repository names an issue number', () => {
    const files = repositoryFiles(ROOT);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => issueNumbers(relative(ROOT, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});
