// A TypeScript program of the repository bundled with esbuild, once per test process, for the tests
// that run it as a child process: the child then loads a few files instead of compiling (tsx) and
// resolving every source and package file it imports — about a quarter of the CPU at each start.
// Built as npm run build builds dist/ (scripts/build.mjs): code split, with the render and chain
// threads' workers beside it (a render thread loads a game's jobs by their own module's URL), but
// with the packages inside too, save the native ones. Removed when the test process exits.
import { buildSync } from 'esbuild';
import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'dist', `test-children-${process.pid}`);
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
  const name = basename(program, '.ts');
  const dir = join(OUT, name);
  buildSync({
    entryPoints: {
      [name]: join(ROOT, program),
      'pool-worker': join(ROOT, 'src', 'render', 'pool-worker.ts'),
      'chain-worker': join(ROOT, 'src', 'store', 'chain-worker.ts'),
    },
    outdir: dir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // The packages bundled in are CommonJS that call require().
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  if (built.size === 0) process.once('exit', () => rmSync(OUT, { recursive: true, force: true }));
  const path = join(dir, `${name}.js`);
  built.set(program, path);
  return path;
}
