// The rule numbers written beside each function of the rules code: in the comments before and inside
// it, its trailing comment, and its strings (RuleError('13.A', …)), but not in the functions nested in
// it (they count when they run themselves). With the functions a test ran (tests/setup/rule-trace.ts),
// this gives the rule paths the test hit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { functionName, isFunctionLike } from '../setup/function-names.ts';
import { ROOT, RULE_REF } from '../setup/trace-record.ts';

const byFile = new Map<string, Map<string, Set<string>>>();

/** The node whose leading comments describe the function: its statement or property. */
function holderOf(fn: ts.Node): ts.Node {
  let n = fn;
  if (ts.isVariableDeclaration(n.parent))
    n = n.parent.parent.parent; // … = () => … → the VariableStatement
  else if (ts.isPropertyAssignment(n.parent) || ts.isPropertyDeclaration(n.parent)) n = n.parent;
  return n;
}

function analyse(file: string): Map<string, Set<string>> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const named: { name: string; from: number; to: number }[] = [];
  const visit = (n: ts.Node) => {
    if (isFunctionLike(n)) {
      const name = functionName(n);
      if (name) {
        const h = holderOf(n);
        const trailing = ts.getTrailingCommentRanges(text, h.end) ?? [];
        named.push({ name, from: h.getFullStart(), to: Math.max(h.end, ...trailing.map((c) => c.end)) });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  const out = new Map<string, Set<string>>();
  for (const f of named) {
    let own = text.slice(f.from, f.to);
    for (const inner of named) {
      if (inner === f || inner.from < f.from || inner.to > f.to || (inner.from === f.from && inner.to === f.to))
        continue;
      const a = inner.from - f.from;
      own = own.slice(0, a) + ' '.repeat(inner.to - inner.from) + own.slice(a + inner.to - inner.from);
    }
    const refs = out.get(f.name) ?? new Set<string>();
    for (const m of own.matchAll(RULE_REF)) refs.add(m[0]);
    out.set(f.name, refs);
  }
  return out;
}

/** The rule numbers beside the functions that ran (file → function names). */
export function rulesOfFunctions(ran: Readonly<Record<string, readonly string[]>>): Set<string> {
  const out = new Set<string>();
  for (const [file, names] of Object.entries(ran)) {
    let refs = byFile.get(file);
    if (!refs) {
      refs = analyse(file);
      byFile.set(file, refs);
    }
    for (const n of names) for (const r of refs.get(n) ?? []) out.add(r);
  }
  return out;
}
