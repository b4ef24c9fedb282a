import { defineConfig } from 'vitest/config';
import { ruleTraceMarks } from './tests/setup/trace-transform.ts';

// Two groups, run one after the other: every test (with tests/setup/rule-trace.ts recording the rules
// each exercises), then tests/coverage/, which reads those records (tests/coverage/rule-coverage.ts).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        plugins: [ruleTraceMarks()],
        test: {
          name: 'tests',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/coverage/**'],
          setupFiles: ['tests/setup/rule-trace.ts'],
          // Starts the throwaway PostgreSQL of scripts/test-postgres.sh unless TEST_DATABASE_URL is set.
          globalSetup: ['tests/store/global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'coverage', include: ['tests/coverage/*.test.ts'], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
