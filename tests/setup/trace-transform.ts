// The record of which functions of the rules code (src/engine, src/games) ran during a test, for
// tests/setup/rule-trace.ts. A Vite transform (vitest.config.ts, traced tests only) puts a mark at the
// entry of each named function (function-names.ts: the names tests/coverage/rule-paths.ts reads the
// rule numbers of); rule-trace.ts reads and clears the marks after each test. It replaced V8's precise
// function coverage, which gave the same record but made the rules code 1.7 times slower (and small
// hot functions 28 times: it keeps V8 from inlining them); a mark is one byte written.
// Constructors get no mark: V8 reported them under the class's name, which no rule path is kept under.
import { relative } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { functionName, isFunctionLike } from './function-names.ts';
import { REGISTRY, ROOT } from './trace-record.ts';

const RULES_CODE = /\/src\/(engine|games)\/.*\.ts$/;
/** What a game's folder holds beside its rules: its drawing, commands, workloads and registration. */
const NOT_RULES = /\/src\/games\/[^/]+\/(render\/|commands\/|workloads\/|game\.ts$)/;

/**
 * The module's source with the marks put in, or null when it has no named function. The marks go
 * inside existing lines and the registration after the last, so line numbers in stack traces hold.
 */
export function withMarks(code: string, file: string): string | null {
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names: string[] = [];
  const inserts: { at: number; text: string }[] = [];
  const visit = (n: ts.Node): void => {
    if (isFunctionLike(n) && n.body && !ts.isConstructorDeclaration(n)) {
      const name = functionName(n);
      if (name !== undefined) {
        const mark = `(__hgRan||__hgInit())[${names.length}]=1`;
        names.push(name);
        if (ts.isBlock(n.body)) inserts.push({ at: n.body.getStart(sf) + 1, text: `${mark};` });
        else {
          inserts.push({ at: n.body.getStart(sf), text: `(${mark},` });
          inserts.push({ at: n.body.end, text: ')' });
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (names.length === 0) return null;
  // Declarations hoist: a function called before the module body runs (an import cycle) still finds them.
  const registry = `var __hgRan;function __hgInit(){__hgRan=new Uint8Array(${names.length});(globalThis.${REGISTRY}??=[]).push({file:${JSON.stringify(file)},names:${JSON.stringify(names)},marks:__hgRan});return __hgRan}`;
  inserts.push({ at: code.length, text: `\n${registry}\n` });
  let out = code;
  for (const ins of inserts.sort((a, b) => b.at - a.at)) out = out.slice(0, ins.at) + ins.text + out.slice(ins.at);
  return out;
}

/** The Vite plugin: marks in every module of src/engine and src/games (before TypeScript is stripped). */
export function ruleTraceMarks(): Plugin {
  return {
    name: 'heliograph-rule-trace-marks',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!.replace(/\\/g, '/');
      if (!RULES_CODE.test(path) || NOT_RULES.test(path) || !path.startsWith(`${ROOT.replace(/\\/g, '/')}/`))
        return null;
      const out = withMarks(code, relative(ROOT, path).replace(/\\/g, '/'));
      return out === null ? null : { code: out, map: null };
    },
  };
}
