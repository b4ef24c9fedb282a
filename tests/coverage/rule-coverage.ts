// Which rule sections and rulings are tested. Run after the tests: npx tsx tests/coverage/rule-coverage.ts
// (add --write-baseline to rewrite tests/coverage/known-gaps.json). A rule counts as covered when a
// test in the game's test folders (1) names it ("13.1.2 — …", "R20 …", in its own name or a describe()
// around it), (2) passed with at least one assertion, and (3) exercised it while it ran: the rule, or
// one under it (28.1.B for 28.1), is among the rules tests/setup/rule-trace.ts recorded for that test
// (RuleErrors made, rules of the events decide() returned, rules cited by describe()) or written beside
// a function of the rules code the test ran (rule-paths.ts). An empty describe('30.3') covers nothing.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RULES_TEXT as HOD_RULES } from '../../src/games/hill-of-doves/data/rules-text.ts';
import { RULINGS as HOD_RULINGS } from '../../src/games/hill-of-doves/data/rulings.ts';
import { RULES_TEXT as LV_RULES } from '../../src/games/lettow-vorbeck/data/rules-text.ts';
import { RULINGS as LV_RULINGS } from '../../src/games/lettow-vorbeck/data/rulings.ts';
import { rulesOfFunctions } from './rule-paths.ts';
import { tracePath, type FileTrace, type TestTrace } from '../setup/trace-record.ts';

const root = join(import.meta.dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : p.endsWith('.test.ts') ? [p] : [];
  });
}

/** The traced tests of these folders; throws, naming them, when a test file has no fresh record. */
export function tracedTests(dirs: readonly string[]): TestTrace[] {
  const files = dirs.flatMap((d) => testFiles(join(root, d)));
  const missing: string[] = [];
  const out: TestTrace[] = [];
  for (const f of files) {
    const rel = relative(root, f);
    const path = tracePath(rel);
    const rec = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FileTrace) : null;
    if (!rec || rec.mtimeMs < statSync(f).mtimeMs) missing.push(rel);
    else out.push(...rec.tests);
  }
  if (missing.length > 0)
    throw new Error(
      `No rule trace (tmp/rule-trace/) from a run of ${missing.join(', ')} since it last changed: run the whole suite (npx vitest run)`,
    );
  return out;
}

const cites = (names: string, n: string): boolean =>
  new RegExp(`(^|[^0-9.R])${n.replace(/\./g, '\\.')}(?![0-9])`).test(names);

const exercisedBy = new WeakMap<TestTrace, Set<string>>();

/** The rules a test exercised: those the rules code produced, and those beside the functions it ran. */
function rulesOf(t: TestTrace): Set<string> {
  let all = exercisedBy.get(t);
  if (!all) {
    all = new Set([...t.rules, ...rulesOfFunctions(t.ran)]);
    exercisedBy.set(t, all);
  }
  return all;
}

/** Did the test exercise rule `n`: n itself, or a rule under it (28.1.B, 28.1.2 for 28.1; 13.A for 13.0)? */
function exercised(t: TestTrace, n: string): boolean {
  const under = n.endsWith('.0') ? n.slice(0, -1) : `${n}.`;
  for (const r of rulesOf(t)) if (r === n || r.startsWith(under)) return true;
  return false;
}

/** A test that counts at all: it passed, asserted something and ran rules code. */
const real = (t: TestTrace): boolean => t.state === 'pass' && t.assertions > 0 && rulesOf(t).size > 0;

export interface Coverage {
  /** Rules no real test names (an empty describe('30.3') names nothing). */
  unnamed: string[];
  /** Rules a real test names, but none of the tests that name them was seen exercising them. */
  unexercised: string[];
}

function coverage(tests: readonly TestTrace[], rules: readonly string[]): Coverage {
  const out: Coverage = { unnamed: [], unexercised: [] };
  for (const n of rules) {
    const naming = tests.filter((t) => real(t) && cites(t.name, n));
    if (naming.length === 0) out.unnamed.push(n);
    else if (!naming.some((t) => exercised(t, n))) out.unexercised.push(n);
  }
  return out;
}

export const LV_TEST_DIRS = ['tests/lettow-vorbeck', 'tests/spine'];
export const HOD_TEST_DIRS = ['tests/hill-of-doves'];

/** Lettow-Vorbeck: sections 6-30 and the rulings. */
export function lettowVorbeckCoverage(tests = tracedTests(LV_TEST_DIRS)): Coverage {
  const sections = Object.keys(LV_RULES).filter((k) => {
    const major = Number(k.split('.')[0]);
    return major >= 6 && major <= 30;
  });
  return coverage(tests, [...sections, ...LV_RULINGS.map((r) => r.id)]);
}

/** Hill of Doves: the booklet's sections (not the chapter heads N.0) and the rulings of spec §9. */
export function hillOfDovesCoverage(tests = tracedTests(HOD_TEST_DIRS)): Coverage {
  return coverage(tests, [
    ...Object.keys(HOD_RULES).filter((k) => !/^\d\.0$/.test(k)),
    ...HOD_RULINGS.map((r) => r.id),
  ]);
}

/**
 * The gaps this gate found when it was introduced (tests/coverage/known-gaps.json): rules named only
 * by data tests that cite a spec section of the same number, and rules whose tests run code without
 * that rule number beside it (mostly rules carried by data tables). The gate fails on any gap not
 * listed; when a listed rule becomes covered, take it off the list (--write-baseline rewrites it).
 */
export function knownGaps(game: 'lettow-vorbeck' | 'hill-of-doves'): Coverage {
  const all = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, Coverage>;
  return all[game] ?? { unnamed: [], unexercised: [] };
}

const BASELINE = join(import.meta.dirname, 'known-gaps.json');

if (process.argv[1]?.endsWith('rule-coverage.ts')) {
  for (const [game, c] of [
    ['Lettow-Vorbeck', lettowVorbeckCoverage()],
    ['Hill of Doves', hillOfDovesCoverage()],
  ] as const) {
    console.log(
      `${game}: rules no passing, asserting test that runs rules code names: ${c.unnamed.join(' ') || 'none'}`,
    );
    console.log(`${game}: rules named, but not exercised by a test naming them: ${c.unexercised.join(' ') || 'none'}`);
  }
  if (process.argv.includes('--write-baseline'))
    writeFileSync(
      BASELINE,
      `${JSON.stringify({ 'lettow-vorbeck': lettowVorbeckCoverage(), 'hill-of-doves': hillOfDovesCoverage() }, null, 2)}\n`,
    );
}
