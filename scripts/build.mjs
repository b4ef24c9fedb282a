#!/usr/bin/env node
// `npm run build`: bundles src/main.ts (and all it imports) into dist/main.js with esbuild, and the
// render pool's worker (src/render/pool-worker.ts) into dist/pool-worker.js, so that
// `npm start` runs plain JavaScript instead of interpreting TypeScript through tsx on every start.
// Packages stay external (loaded from node_modules as usual; the native ones cannot be bundled).
// Code split: what the program imports lazily gets a file of its own beside them — a game's render-pool
// jobs (src/render/pool-jobs.ts) above all, which a render thread loads by that file's URL, alone.
// Files read at run time are found from the package root, whichever of src/ or dist/ runs
// (migrations/, see src/store/migrate.ts); fonts are the system's (DejaVu).
// Also exported for scripts/bootstrap.mjs, which builds when dist is missing or older than the sources.
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'dist', 'main.js');
/** What the bundle is made of: a change under these (or to the build itself) calls for a rebuild. */
const INPUTS = ['src', 'commands', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];

export async function buildDist() {
  await build({
    // The render pool's worker threads load their own entry (src/render/pool.ts finds it beside main.js).
    entryPoints: {
      main: join(ROOT, 'src', 'main.ts'),
      'pool-worker': join(ROOT, 'src', 'render', 'pool-worker.ts'),
      'chain-worker': join(ROOT, 'src', 'store', 'chain-worker.ts'),
    },
    outdir: join(ROOT, 'dist'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted or renamed file changes its directory's mtime
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Is dist/main.js missing, or older than any of its sources? */
export function distStale() {
  if (!existsSync(OUT)) return true;
  const built = statSync(OUT).mtimeMs;
  return INPUTS.some((p) => existsSync(join(ROOT, p)) && newestMtime(join(ROOT, p)) > built);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildDist();
}
