#!/usr/bin/env node
// Runs before `npm start` and `npm test`: makes a fresh clone work with no other step.
//  1. node-canvas compiles from source here (its prebuilt binary cannot be downloaded), so the
//     Cairo/Pango build packages must be present: install them with apt-get when running as root.
//  2. `npm ci` when node_modules is missing or out of date against package-lock.json.
//  3. Check that the native modules (better-sqlite3, canvas) load; rebuild them if not.
// Says what it does; prints nothing when everything is in place.
import { execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (msg) => console.error(`[bootstrap] ${msg}`);
const DEBIAN_PACKAGES = ['build-essential', 'pkg-config', 'libcairo2-dev', 'libpango1.0-dev', 'libjpeg-dev', 'libgif-dev', 'librsvg2-dev'];

function run(cmd, args) {
  say(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
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

const lockPath = join(root, 'package-lock.json');
const stampPath = join(root, 'node_modules', '.heliograph-lock-sha256');
const lockHash = createHash('sha256').update(readFileSync(lockPath)).digest('hex');
const installed = existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === lockHash;

if (!installed) {
  ensureDebianPackages();
  say(existsSync(join(root, 'node_modules')) ? 'node_modules is out of date against package-lock.json: npm ci' : 'node_modules is missing: npm ci');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stampPath, `${lockHash}\n`);
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
