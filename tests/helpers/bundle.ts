// A TypeScript program of the repository bundled with esbuild, once per test process, for the tests
// that run it as a child process: the child then loads one file instead of compiling (tsx) and
// resolving every source and package file it imports — about a quarter of the CPU at each start.
// The bundle goes into dist/ (built by the integration tiers' globalSetup, tests/setup/dist.ts), beside
// the thread workers src/store/chain-pool.ts looks for next to the running module, and is removed when
// the test process exits. Only for programs that draw no pictures on threads (a render thread loads
// its jobs by the URL of their module, which a one-file bundle does not have).
import { buildSync } from 'esbuild';
import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
/** Packages left outside the bundle: native ones, and those that load files beside their own. */
const EXTERNAL = [
  'better-sqlite3',
  'canvas',
  'pg-native',
  'zlib-sync',
  'bufferutil',
  'utf-8-validate',
  'piscina',
  'esbuild',
];

const built = new Map<string, string>();

/** The path of the bundle of `program` (relative to the repository, e.g. scripts/verify.ts). */
export function bundled(program: string): string {
  const known = built.get(program);
  if (known) return known;
  const out = join(ROOT, 'dist', `test-${basename(program, '.ts')}-${process.pid}.mjs`);
  buildSync({
    entryPoints: [join(ROOT, program)],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // The packages bundled in are CommonJS that call require().
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  if (built.size === 0) process.once('exit', () => built.forEach((f) => rmSync(f, { force: true })));
  built.set(program, out);
  return out;
}
