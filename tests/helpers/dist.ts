// Running the program as `npm start` runs it: node on the bundle dist/main.js, which the integration
// tiers build before any test when it is older than its sources (tests/setup/dist.ts). A child started
// so is up in about a second; through tsx it first compiles every source file it imports.
import { spawnSync, type SpawnSyncOptions, type SpawnSyncReturns } from 'node:child_process';
import { OUT } from '../../scripts/build.mjs';

/** The bundled program, dist/main.js. */
export const MAIN = OUT;

/** The program's exit status and output, whatever the status. */
export const spawnMain = (
  args: readonly string[],
  opts: Omit<SpawnSyncOptions, 'encoding'> = {},
): SpawnSyncReturns<string> => spawnSync(process.execPath, [MAIN, ...args], { ...opts, encoding: 'utf8' });
