// Child process of tests/spine/startup.test.ts: says "ready", waits for the go file, then opens the
// stores <dir>/db-0.db … db-<n-1>.db one after the other (as a starting bot or console would), so
// that several such children collide on fresh files; prints one "ok <migrations>" or "error …" each.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteStore } from '../../../src/store/sqlite-store.ts';

const [dir, n] = process.argv.slice(2) as [string, string];
console.log('ready');
const deadline = Date.now() + 30_000;
// Polled every millisecond, asleep in between (a spin would take the cores from the children still
// starting): all children leave this loop within a millisecond of each other.
const nap = new Int32Array(new SharedArrayBuffer(4));
while (!existsSync(join(dir, 'go')) && Date.now() < deadline) Atomics.wait(nap, 0, 0, 1);
const lines: string[] = [];
for (let i = 0; i < Number(n); i++) {
  try {
    const store = new SqliteStore(join(dir, `db-${i}.db`));
    const m = store.db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number };
    await store.close();
    lines.push(`ok ${m.n}`);
  } catch (e) {
    lines.push(`error ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
console.log(lines.join('\n'));
