import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi/document.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const dir = mkdtempSync(path.join(tmpdir(), 'byway-openapi-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument('http://localhost:4000'), null, 2));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Offline and quiet: no usage data sent to Redocly, no update check; both tools use built-in rulesets only.
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

/** A tool's output whether it exits 0 or not (both exit non-zero on findings). */
async function output(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { cwd: root, env, maxBuffer: 20 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    if (failed.stdout) return failed.stdout;
    throw new Error(`${path.basename(command)} failed: ${failed.stderr ?? String(error)}`);
  }
}

/** Issue 23: the REST document passes the ecosystem's two linters without a warning. */
describe('the OpenAPI document under Redocly and Spectral', () => {
  it('has no Redocly error or warning (redocly.yaml)', async () => {
    const report = JSON.parse(
      await output(bin('redocly'), ['lint', file, '--config', 'redocly.yaml', '--format', 'json']),
    ) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('has no Spectral error, warning or hint (.spectral.yaml extends spectral:oas)', async () => {
    const results = JSON.parse(
      await output(bin('spectral'), [
        'lint',
        file,
        '--ruleset',
        '.spectral.yaml',
        '--format',
        'json',
        '--quiet',
      ]),
    ) as { code: string; message: string; path: string[] }[];
    expect(results.map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`)).toEqual(
      [],
    );
  }, 60_000);

  it('the linters do find problems (a document without descriptions fails both)', async () => {
    const bare = path.join(dir, 'bare.json');
    writeFileSync(
      bare,
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Bare', version: '1' },
        paths: { '/x': { get: { responses: { '200': { description: 'ok' } } } } },
      }),
    );
    const redocly = JSON.parse(
      await output(bin('redocly'), ['lint', bare, '--config', 'redocly.yaml', '--format', 'json']),
    ) as { totals: { errors: number; warnings: number } };
    expect(redocly.totals.errors + redocly.totals.warnings).toBeGreaterThan(0);
    const spectral = JSON.parse(
      await output(bin('spectral'), [
        'lint',
        bare,
        '--ruleset',
        '.spectral.yaml',
        '--format',
        'json',
        '--quiet',
      ]),
    ) as unknown[];
    expect(spectral.length).toBeGreaterThan(0);
  }, 60_000);
});
