// The throwaway PostgreSQL of scripts/test-postgres.sh, from TypeScript: the vitest globalSetup and
// `npm run bench` start it when no TEST_DATABASE_URL / DATABASE_URL is given.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'test-postgres.sh');

/** Starts the cluster (or finds it running) and returns its URL; throws with the script's messages. */
export function startThrowawayPostgres(): string {
  const r = spawnSync('bash', [SCRIPT, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const url = r.stdout.trim().split('\n').at(-1) ?? '';
  if (r.status !== 0 || !url.startsWith('postgres://'))
    throw new Error(`scripts/test-postgres.sh start failed (exit ${r.status ?? r.signal}): ${r.stderr.trim()}`);
  return url;
}

/** Whether the throwaway cluster is running already (then whoever started it stops it). */
export function throwawayPostgresRunning(): boolean {
  return spawnSync('bash', [SCRIPT, 'running'], { stdio: 'ignore' }).status === 0;
}

/** Stops the cluster (this process's HELIOGRAPH_PG_DIR, or the one in `dir`) and removes its directory. */
export function stopThrowawayPostgres(dir?: string): void {
  const env = dir === undefined ? process.env : { ...process.env, HELIOGRAPH_PG_DIR: dir };
  spawnSync('bash', [SCRIPT, 'stop'], { stdio: 'ignore', env });
}
