// Vitest setup file (vitest.config.ts): records, for every test, what the rules code did while it
// ran — the rule of each RuleError constructed (a refusal), the `rule` fields of the events the games'
// decide() returned, the rule numbers cited by the lines their describe() wrote, and the functions of
// src/engine and src/games that ran (marks put in by trace-transform.ts) — with the test's full name, its outcome
// and its assertion count. Each test file's record goes to tmp/rule-trace/; tests/coverage/ reads them
// (rule-coverage.ts): a rule counts as tested when a passing test that names it also exercised it.
// What ran in a beforeAll/beforeEach hook counts for every test of that file (a position set up once
// for all its tests); what ran while the file loaded counts for none. Tests in a child process (the spawned transcripts) are not traced.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { RunnerTask } from 'vitest';
import { RuleError } from '../../src/engine/rule-error.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import { REGISTRY, ROOT, RULE_REF, TRACE_DIR, tracePath, type FileTrace, type ModuleMarks } from './trace-record.ts';

const inHooks = new Set<string>(); // rules exercised outside a test body (beforeAll, beforeEach)
let current: Set<string> = inHooks;
let filePath: string | undefined;
const finished: {
  name: string;
  state: string;
  assertions: number;
  rules: Set<string>;
  ran: Record<string, string[]>;
}[] = [];

// The rule paths hit: the functions of the rules code (src/engine, src/games) that ran, from the marks
// trace-transform.ts puts in them, read after each test (reading clears them). tests/coverage/ maps
// each function that ran to the rule numbers written beside it (its comments and RuleErrors).
const registry = ((globalThis as Record<string, unknown>)[REGISTRY] ??= []) as ModuleMarks[];

/** The functions of the rules code that ran since the last call, by file (relative to the repository). */
function functionsRan(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of registry) {
    const names: string[] = [];
    for (let k = 0; k < m.marks.length; k++) if (m.marks[k] === 1) names.push(m.names[k]!);
    if (names.length === 0) continue;
    m.marks.fill(0);
    out[m.file] = [...new Set([...(out[m.file] ?? []), ...names])].sort();
  }
  return out;
}
let inHooksRan: Record<string, string[]> = {};
const merge = (a: Record<string, string[]>, b: Record<string, string[]>): Record<string, string[]> => {
  const out: Record<string, string[]> = { ...a };
  for (const [f, names] of Object.entries(b)) out[f] = [...new Set([...(out[f] ?? []), ...names])].sort();
  return out;
};

const note = (rule: string) => current.add(rule);
const noteText = (text: string) => {
  for (const m of text.matchAll(RULE_REF)) current.add(m[0]);
};

// RuleError: its constructor assigns `this.name` after super(), so an accessor for `name` on its
// prototype sees every RuleError made (no change to the engine). The message begins with the rule.
Object.defineProperty(RuleError.prototype, 'name', {
  configurable: true,
  get: () => 'RuleError',
  set(this: RuleError, value: string) {
    Object.defineProperty(this, 'name', { value, writable: true, configurable: true, enumerable: false });
    note(this.message.split(' — ')[0]!);
    noteText(this.message);
  },
});

function noteEvents(events: readonly GameEvent[]): void {
  for (const e of events) {
    const rule = (e as { rule?: unknown }).rule;
    if (typeof rule === 'string') noteText(rule);
  }
}

// The games' decide() and describe(), traced in place on the module objects every caller uses. Where
// test files share a process (vitest's isolate: false) this file runs again for each: the functions
// it wraps are always the games' own, kept on the module object, never an earlier wrapper.
const ORIGINAL = Symbol.for('heliograph.rule-trace.original');
type Traced = { decide: unknown; describe: unknown; [ORIGINAL]?: { decide: unknown; describe: unknown } };
for (const m of [lettowVorbeck, hillOfDoves] as Traced[]) {
  const original = (m[ORIGINAL] ??= { decide: m.decide, describe: m.describe });
  const decide = original.decide as (...a: unknown[]) => GameEvent[];
  const describe = original.describe as (...a: unknown[]) => string | null;
  m.decide = (...a: unknown[]) => {
    const events = decide(...a);
    noteEvents(events);
    return events;
  };
  m.describe = (...a: unknown[]) => {
    const line = describe(...a);
    if (line) noteText(line);
    return line;
  };
}

// What ran while the test file loaded (its imports' top-level code) belongs to no test. Where test
// files share a process, a module loads for the first file that imports it only: counting its loading
// would make a file's record depend on which files ran before it in the same process.
beforeAll(() => void functionsRan());

function fullName(t: RunnerTask): string {
  const names: string[] = [];
  for (let x: RunnerTask | undefined = t; x && x !== t.file; x = x.suite) names.unshift(x.name);
  return names.join(' > ');
}

beforeEach(async (ctx) => {
  inHooksRan = merge(inHooksRan, functionsRan()); // what ran in beforeAll, or between tests
  const rules = new Set<string>();
  current = rules;
  filePath = ctx.task.file.filepath;
  ctx.onTestFinished(async () => {
    const state = ctx.task.result?.state ?? 'unknown';
    const assertions = expect.getState().assertionCalls;
    finished.push({ name: fullName(ctx.task), state, assertions, rules, ran: functionsRan() });
    current = inHooks;
  });
});

afterAll(() => {
  if (filePath === undefined) return; // no test ran in this file
  const hooks = [...inHooks];
  const record: FileTrace = {
    file: relative(ROOT, filePath),
    mtimeMs: statSync(filePath).mtimeMs,
    tests: finished.map((t) => ({
      name: t.name,
      state: t.state,
      assertions: t.assertions,
      rules: [...new Set([...t.rules, ...hooks])].sort(),
      ran: merge(t.ran, inHooksRan),
    })),
  };
  mkdirSync(TRACE_DIR, { recursive: true });
  writeFileSync(tracePath(record.file), JSON.stringify(record));
});
