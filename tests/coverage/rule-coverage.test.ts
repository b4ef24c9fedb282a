// The rule coverage gate (docs/decisions/rule-coverage-gate.md): every Lettow-Vorbeck rule section 6-30 and
// every ruling R1-R47 is named by a passing test that asserts and runs the rules, and that test exercised it
// (tests/coverage/rule-coverage.ts reads what tests/setup/rule-trace.ts recorded in this run).
import { describe, expect, it } from 'vitest';
import type { TestTrace } from '../setup/trace-record.ts';
import { knownGaps, lettowVorbeckCoverage } from './rule-coverage.ts';

describe('rule coverage', () => {
  it('Lettow-Vorbeck — every section 6.0-30.x and every ruling R1-R47 is named by a passing test that runs the rules (bar the gaps listed in known-gaps.json)', () => {
    const known = new Set(knownGaps('lettow-vorbeck').unnamed);
    expect(lettowVorbeckCoverage().unnamed.filter((r) => !known.has(r))).toEqual([]);
  });

  it('Lettow-Vorbeck — a test naming each rule exercised it (RuleErrors, events, the rule paths it ran), bar the gaps listed in known-gaps.json', () => {
    const gaps = knownGaps('lettow-vorbeck');
    const known = new Set([...gaps.unnamed, ...gaps.unexercised]);
    expect(lettowVorbeckCoverage().unexercised.filter((r) => !known.has(r))).toEqual([]);
  });
});

describe('rule coverage counts what runs, not names', () => {
  const trace = (name: string, over: Partial<TestTrace> = {}): TestTrace => ({
    name,
    state: 'pass',
    assertions: 1,
    rules: ['13.1.2'],
    ran: {},
    ...over,
  });
  const gapsOf = (tests: TestTrace[]) => lettowVorbeckCoverage(tests);

  it("an empty describe('30.3') names nothing: 30.3 stays a gap", () => {
    expect(gapsOf([]).unnamed).toContain('30.3');
  });

  it('a test named 30.3 that asserts nothing, fails, or runs no rules code does not count', () => {
    for (const t of [
      trace('30.3 — forts', { assertions: 0 }),
      trace('30.3 — forts', { state: 'fail' }),
      trace('30.3 — forts', { rules: [], ran: {} }),
    ])
      expect(gapsOf([t]).unnamed).toContain('30.3');
  });

  it('a test named 30.3 that ran rules code but not 30.3 is named, not exercised; one that hit 30.3 (or 30.3.x) covers it', () => {
    expect(gapsOf([trace('30.3 — forts')]).unexercised).toContain('30.3');
    const covered = gapsOf([trace('30.3 — forts', { rules: ['30.3.A'] })]);
    expect([...covered.unnamed, ...covered.unexercised]).not.toContain('30.3');
  });
});
