// Running a TypeScript program of the repository as a child process, as `npm run <script>` runs it
// through tsx, but with tsx loaded into one Node process (`node --import tsx`): `npx tsx` starts npm,
// then tsx's own launcher, then Node — about three times the CPU for the same program.
import {
  execFileSync,
  spawnSync,
  type ExecFileSyncOptions,
  type SpawnSyncOptions,
  type SpawnSyncReturns,
} from 'node:child_process';

const withTsx = (program: string, args: readonly string[]): string[] => ['--import', 'tsx', program, ...args];

/** The program's output (throws when it exits non-zero). */
export const execTsx = (
  program: string,
  args: readonly string[],
  opts: Omit<ExecFileSyncOptions, 'encoding'> = {},
): string => execFileSync(process.execPath, withTsx(program, args), { ...opts, encoding: 'utf8' });

/** The program's exit status and output, whatever the status. */
export const spawnTsx = (
  program: string,
  args: readonly string[],
  opts: Omit<SpawnSyncOptions, 'encoding'> = {},
): SpawnSyncReturns<string> => spawnSync(process.execPath, withTsx(program, args), { ...opts, encoding: 'utf8' });
