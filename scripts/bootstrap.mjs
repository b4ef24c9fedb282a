#!/usr/bin/env node
// Runs before `npm start` and `npm test`: makes a fresh clone work with no other step.
//  1. node-canvas compiles from source here (its prebuilt binary cannot be downloaded), so the
//     Cairo/Pango build packages must be present: install them with apt-get when running as root.
//  2. `npm ci` when node_modules is missing or out of date against package-lock.json.
//  3. Check that the native modules (better-sqlite3, canvas) load; rebuild them if not.
//  4. Build dist/main.js (scripts/build.mjs) when it is missing or older than the sources: `npm start`
//     runs the built JavaScript.
// Says what it does; prints nothing when everything is in place.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (msg) => console.error(`[bootstrap] ${msg}`);
const DEBIAN_PACKAGES = [
  'build-essential',
  'pkg-config',
  'libcairo2-dev',
  'libpango1.0-dev',
  'libjpeg-dev',
  'libgif-dev',
  'librsvg2-dev',
];

function run(cmd, args) {
  say(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) {
    say(`failed: ${cmd} ${args.join(' ')} (exit ${r.status ?? r.signal})`);
    process.exit(1);
  }
}

function missingDebianPackages() {
  if (process.platform !== 'linux' || !existsSync('/usr/bin/dpkg-query')) return [];
  return DEBIAN_PACKAGES.filter((p) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('install ok installed');
  });
}

function ensureDebianPackages() {
  const missing = missingDebianPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    say(`node-canvas needs these Debian packages to build: ${missing.join(' ')}`);
    say(`install them (sudo apt-get install -y ${missing.join(' ')}) and run this again.`);
    process.exit(1);
  }
  say(`installing the build packages node-canvas needs: ${missing.join(' ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing]);
}

// node_modules is up to date when npm's own record of what it installed (node_modules/.package-lock.json)
// has every package of package-lock.json at the same version. (A developer's `npm install x` keeps
// both in step, so it does not trigger a reinstall.)
function outdatedPackages() {
  const hiddenPath = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(hiddenPath)) return null;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages ?? {};
  const installed = JSON.parse(readFileSync(hiddenPath, 'utf8')).packages ?? {};
  return Object.entries(lock)
    .filter(([path, meta]) => path !== '' && !meta.optional && installed[path]?.version !== meta.version)
    .map(([path]) => path.replace(/^.*node_modules\//, ''));
}

const outdated = outdatedPackages();
if (outdated === null || outdated.length > 0) {
  ensureDebianPackages();
  say(
    outdated === null
      ? 'node_modules is missing: npm ci'
      : `node_modules is out of date against package-lock.json (${outdated.slice(0, 5).join(', ')}${outdated.length > 5 ? ', …' : ''}): npm ci`,
  );
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

// The native modules must load in this Node; a copied or stale node_modules may hold other builds.
const require = createRequire(join(root, 'package.json'));
for (const mod of ['better-sqlite3', 'canvas']) {
  try {
    require(mod);
  } catch (err) {
    say(`${mod} does not load (${String(err.message).split('\n')[0]}): rebuilding it`);
    ensureDebianPackages();
    run('npm', ['rebuild', mod]);
    try {
      execSync(`node -e "require('${mod}')"`, { cwd: root, stdio: 'ignore' });
    } catch {
      say(`${mod} still does not load after a rebuild; see the messages above.`);
      process.exit(1);
    }
  }
}

// Imported only now: esbuild is a package, so it is there only after step 2.
const { buildDist, distStale } = await import('./build.mjs');
if (distStale()) {
  say('dist/main.js is missing or older than the sources: building it (npm run build)');
  await buildDist();
}
