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
// render threads reconfigured) run in processes of their own, one per kind of change: the files of
// one kind are alike in it (the same game registered before commands/ loads, the render threads set
// and closed by each file), so they share one process, after the integration tier (a project with
// one worker takes its files at once: vitest needs it in a group of its own order).
const OWN_PROCESS: Record<string, string[]> = {
  // registerGame: the third game stays registered (tests/fixtures/third-game/register.ts)
  'third-game': [
    'tests/app/third-game-console.test.ts',
    'tests/app/optional-hooks.test.ts',
    'tests/discord/bot-third-game.test.ts',
    'tests/conformance/conformance.test.ts', // the kit runs over every registered game, the third among them
  ],
  // registerGame: River Ferry (tests/fixtures/river-ferry/register.ts)
  'river-ferry': ['tests/app/game-folder-console.test.ts', 'tests/discord/bot-game-folder.test.ts'],
  // setRenderThreads, closeRenderPool
  'render-pool': ['tests/render/pool.test.ts', 'tests/render/pool-stats.test.ts'],
};
const ISOLATED = Object.values(OWN_PROCESS).flat();
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
      ...Object.entries(OWN_PROCESS).map(([name, include]) => ({
        extends: true,
        plugins: [ruleTraceMarks()],
        test: {
          name: `integration-${name}`,
          include,
          isolate: false,
          maxWorkers: 1,
          ...traced,
          ...integration,
          sequence: { groupOrder: 2 },
        },
      })),
      {
        extends: true,
        test: { name: 'coverage', include: ['tests/coverage/*.test.ts'], sequence: { groupOrder: 3 } },
      },
    ],
  },
});
