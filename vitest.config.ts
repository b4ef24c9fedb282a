import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ruleTraceMarks } from './tests/setup/trace-transform.ts';

// Three tiers, run one after the other by `npm test` (`npm run test:unit`, `test:integration` and
// `test:coverage` run one each):
//   unit         the rules, their data and views, in the test process: no network, no child process
//   integration  the store (SQLite files, PostgreSQL), the service, the console and the Discord bot
//                against the fake Discord, the pictures, the programs run as child processes
//   coverage     tests/coverage/, which reads what tests/setup/rule-trace.ts recorded in the first two
//                (tests/coverage/rule-coverage.ts)
// Test files run side by side, one per core (vitest's default leaves one core idle). Within a tier
// they share processes (isolate: false): loading the code afresh for each file cost more CPU than
// most files' tests. The few that change what a process holds for good (a game registered, the
// render threads reconfigured) run each in a process of its own.
const ISOLATED = [
  'tests/app/third-game-console.test.ts', // registerGame: the third game stays registered
  'tests/app/optional-hooks.test.ts',
  'tests/discord/bot-third-game.test.ts',
  'tests/app/game-folder-console.test.ts', // registerGame: River Ferry
  'tests/discord/bot-game-folder.test.ts',
  'tests/conformance/conformance.test.ts', // registers the third game to run the kit over it
  'tests/render/pool.test.ts', // setRenderThreads, closeRenderPool
  'tests/render/pool-stats.test.ts',
];
const UNIT = [
  'tests/lettow-vorbeck/**/*.test.ts',
  'tests/hill-of-doves/**/*.test.ts',
  'tests/hand-of-destiny/**/*.test.ts',
  'tests/views/**/*.test.ts',
  'tests/helpers/**/*.test.ts',
];

/** Every tier but coverage: the rule trace. */
const traced = { setupFiles: ['tests/setup/rule-trace.ts'] };
/** The integration tier: the PostgreSQL of scripts/test-postgres.sh, started unless TEST_DATABASE_URL is set,
 *  and dist/ built when older than its sources, for the tests that start the program (tests/setup/dist.ts). */
const integration = { globalSetup: ['tests/store/global-setup.ts', 'tests/setup/dist.ts'] };

export default defineConfig({
  test: {
    // Transformed modules kept on disk between runs (the rule-trace marks included): a run pays the
    // transform only for the files changed since the last. The key covers each file's content, the
    // plugins and this config with the files it imports (tests/setup/trace-transform.ts among them).
    experimental: { fsModuleCache: true, fsModuleCachePath: 'tmp/vitest-cache' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        plugins: [ruleTraceMarks()],
        test: { name: 'unit', include: UNIT, isolate: false, ...traced, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        plugins: [ruleTraceMarks()],
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: [...UNIT, ...ISOLATED, 'tests/coverage/**'],
          isolate: false,
          ...traced,
          ...integration,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        plugins: [ruleTraceMarks()],
        test: {
          name: 'integration-isolated',
          include: ISOLATED,
          ...traced,
          ...integration,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'coverage', include: ['tests/coverage/*.test.ts'], sequence: { groupOrder: 2 } },
      },
    ],
  },
});
