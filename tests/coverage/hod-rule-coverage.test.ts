// The rule coverage gate (docs/decisions/rule-coverage-gate.md): every Hill of Doves rule section 1.1-4.17 and
// every ruling of spec §9 is named by a passing test that asserts and runs the rules, and that test exercised
// it (tests/coverage/rule-coverage.ts reads what tests/setup/rule-trace.ts recorded in this run).
import { describe, expect, it } from 'vitest';
import { hillOfDovesCoverage, knownGaps } from './rule-coverage.ts';

describe('Hill of Doves rule coverage', () => {
  it('no rule section or ruling of spec §9 lacks a passing test that names it and runs the rules (bar the gaps listed in known-gaps.json)', () => {
    const known = new Set(knownGaps('hill-of-doves').unnamed);
    expect(hillOfDovesCoverage().unnamed.filter((r) => !known.has(r))).toEqual([]);
  });

  it('a test naming each rule exercised it (RuleErrors, events, the rule paths it ran), bar the gaps listed in known-gaps.json', () => {
    const gaps = knownGaps('hill-of-doves');
    const known = new Set([...gaps.unnamed, ...gaps.unexercised]);
    expect(hillOfDovesCoverage().unexercised.filter((r) => !known.has(r))).toEqual([]);
  });
});
