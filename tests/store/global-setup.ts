// vitest globalSetup: the PostgreSQL store tests need a server. With TEST_DATABASE_URL set (.ci/run
// sources scripts/test-postgres.sh) that one is used; otherwise the throwaway cluster of
// scripts/test-postgres.sh is started here (installed with apt-get as root when missing) and stopped
// after the run, so `npm test` alone works on a fresh machine; each run has its own (HELIOGRAPH_PG_DIR),
// so two runs side by side do not stop each other's. If it cannot start, the PostgreSQL tests
// fail with a message saying how to start one (tests/store/backends.ts) — never a silent skip.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  startThrowawayPostgres,
  stopThrowawayPostgres,
  throwawayPostgresRunning,
} from '../../scripts/throwaway-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    testDatabaseError: string;
  }
}

export default function setup(project: TestProject): (() => void) | undefined {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('testDatabaseUrl', given);
    project.provide('testDatabaseError', '');
    return undefined;
  }
  // A cluster of this run's own (keyed by the vitest process), so another `npm test` beside this one
  // neither shares nor stops it; both integration projects of this run find the same one.
  const prefix = `heliograph-pg-${process.getuid?.() ?? 0}-run-`;
  stopAbandoned(prefix);
  process.env.HELIOGRAPH_PG_DIR ??= join(tmpdir(), `${prefix}${process.pid}`);
  try {
    const wasRunning = throwawayPostgresRunning();
    const url = startThrowawayPostgres();
    process.env.TEST_DATABASE_URL = url;
    project.provide('testDatabaseUrl', url);
    project.provide('testDatabaseError', '');
    // Stopped after the run only if this run started it (a developer's `source` keeps theirs).
    return wasRunning ? undefined : () => stopThrowawayPostgres();
  } catch (e) {
    project.provide('testDatabaseUrl', '');
    project.provide('testDatabaseError', e instanceof Error ? e.message : String(e));
    return undefined;
  }
}

/** Whether a process of that id is running (signal 0 checks, sends nothing). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The clusters of earlier runs that were killed before their teardown (their vitest process is gone):
 *  stopped and removed, so killed runs do not leave servers behind. A running run's cluster is left alone. */
function stopAbandoned(prefix: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid))
      stopThrowawayPostgres(join(tmpdir(), name));
  }
}
