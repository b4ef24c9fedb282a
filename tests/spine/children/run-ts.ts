// Runs a TypeScript file of the project with tsx in a child process, bounded in time (tests/spine).
import { spawn } from 'node:child_process';

const ROOT = new URL('../../../', import.meta.url).pathname;

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript file with tsx in a child process, bounded in time. */
export function runTs(args: string[], onStdout?: (chunk: string) => void): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
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
      reject(new Error(`${args.join(' ')} did not finish within 45 s`));
    }, 45_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
