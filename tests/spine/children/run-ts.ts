// Runs a TypeScript file of the project in a child process (bundled: tests/helpers/bundle.ts), or the
// program as npm start runs it (dist/main.js, tests/helpers/dist.ts), bounded in time (tests/spine).
import { spawn } from 'node:child_process';
import { bundled } from '../../helpers/bundle.ts';
import { MAIN } from '../../helpers/dist.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript file (args[0], relative to the repository) in a child process, bounded in time. */
export const runTs = ([program, ...args]: string[], onStdout?: (chunk: string) => void): Promise<Ran> =>
  run([bundled(program!), ...args], onStdout);

/** Runs the program (dist/main.js) with these arguments in a child process, bounded in time. */
export const runMain = (args: string[]): Promise<Ran> => run([MAIN, ...args]);

function run(nodeArgs: string[], onStdout?: (chunk: string) => void): Promise<Ran> {
  const what = nodeArgs.join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DISCORD_TOKEN: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      onStdout?.(d.toString());
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} did not finish within 45 s`));
    }, 45_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
