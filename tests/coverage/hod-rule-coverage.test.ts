// Issue #6: every Hill of Doves rule section 1.1-4.17 and every ruling of spec §9 has a test named
// after it (tests/coverage/rule-coverage.ts lists the gaps).
import { describe, expect, it } from 'vitest';
import { hillOfDovesGaps } from './rule-coverage.ts';

describe('Hill of Doves rule coverage', () => {
  it('no rule section or ruling of spec §9 lacks a test named after it', () => {
    expect(hillOfDovesGaps()).toEqual({ sections: [], rulings: [] });
  });
});
