import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packagedBinaries, reachableBinaries, runAs } from './postgres-binaries.mjs';

// A checkout made with `mktemp -d` is owner-only; as root, PostgreSQL runs as `postgres`, who cannot enter it.
describe('PostgreSQL binaries in an owner-only checkout', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'byway-owner-only-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('runs them from somewhere the server user can reach', async () => {
    const { initdb } = await packagedBinaries();
    const native = path.resolve(path.dirname(initdb), '..');
    cpSync(native, path.join(folder, 'native'), { recursive: true, verbatimSymlinks: true });
    chmodSync(folder, 0o700);
    const inFolder = {
      initdb: path.join(folder, 'native/bin/initdb'),
      postgres: path.join(folder, 'native/bin/postgres'),
    };
    const owner = runAs() as { uid?: number; gid?: number };
    const chosen = reachableBinaries(inFolder, owner);
    const run = spawnSync(chosen.postgres, ['--version'], { ...owner, encoding: 'utf8' });
    expect(run.stdout).toMatch(/PostgreSQL/);
    // Not root: the user who made the folder runs them where they are.
    if (owner.uid === undefined) expect(chosen).toEqual(inFolder);
    else expect(chosen.postgres.startsWith(folder)).toBe(false);
  });
});
