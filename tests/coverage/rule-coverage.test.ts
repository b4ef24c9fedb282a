// Issue #3 "Done when": every Lettow-Vorbeck rule section 6-30 and every ruling R1-R47 has a test
// named after it (tests/coverage/rule-coverage.ts reads the test names).
import { describe, expect, it } from 'vitest';
import { lettowVorbeckGaps } from './rule-coverage.ts';

describe('rule coverage', () => {
  it('Lettow-Vorbeck — every section 6.0-30.x and every ruling R1-R47 is cited by a test name', () => {
    expect(lettowVorbeckGaps()).toEqual({ sections: [], rulings: [] });
  });
});
