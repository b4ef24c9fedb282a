// The record tests/setup/rule-trace.ts writes for each test file and tests/coverage/ reads.
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const TRACE_DIR = join(ROOT, 'tmp', 'rule-trace');

/** Rule numbers as the rules cite them: 13.1.2, 6.2.1.1, 28.1.B, 13.A, R20. */
export const RULE_REF = /(?<![\w.])(?:\d{1,2}\.(?:\d{1,2}(?:\.\d{1,2})*(?:\.[A-Z])?|[A-Z])|R\d{1,2})(?![\w])/g;

export interface TestTrace {
  /** The describe chain and the test name, joined by " > ". */
  name: string;
  state: string;
  assertions: number;
  /** Rule numbers the rules code produced while the test ran (RuleErrors, events, describe()). */
  rules: string[];
  /** The functions of src/engine and src/games that ran, by file. */
  ran: Record<string, string[]>;
}

export interface FileTrace {
  /** The test file, relative to the repository. */
  file: string;
  /** The test file's mtime when it ran: a later edit makes the record stale. */
  mtimeMs: number;
  tests: TestTrace[];
}

/** Where the record of a test file (relative to the repository) is kept. */
export const tracePath = (file: string): string => join(TRACE_DIR, `${file.replace(/[/\\]/g, '__')}.json`);

/** One module's marks (tests/setup/trace-transform.ts): a byte per named function, set when it runs. */
export interface ModuleMarks {
  /** Relative to the repository, e.g. src/games/lettow-vorbeck/battle/decide.ts. */
  file: string;
  names: string[];
  marks: Uint8Array;
}

/** The global array where the marked modules register (on their first function call). */
export const REGISTRY = '__heliographRan';
