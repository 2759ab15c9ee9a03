// What the benchmarks share: timed requests against the gateway and the figures they print.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePorts, startPlatform, type RunningPlatform } from '../../deploy/local/platform.mjs';
import { REDIS_SERVER } from '../../deploy/local/setup.mjs';

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}

/** One timed request; a non-2xx answer is an error carrying the status. */
export async function request(base: string, method: string, url: string, cookie?: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      origin: base,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms, json: text ? (JSON.parse(text) as unknown) : null, response, bytes: text.length };
}

/** The session cookie a sign-in or sign-up answered, ready for a Cookie header. */
export const sessionCookieOf = (response: Response) =>
  (response.headers.getSetCookie()[0] ?? '').split(';')[0]!;

/**
 * Whether a benchmark's platform runs with Redis: as production runs replicas (a throw-away redis-server
 * when installed, or REDIS_URL); BYWAY_REDIS=0 measures the database-only default instead.
 */
export const BENCH_WITH_REDIS =
  process.env.BYWAY_REDIS !== '0' && (Boolean(process.env.REDIS_URL) || existsSync(REDIS_SERVER));

/** One line saying how the measured platform was shaped, for the figures' context. */
export function platformShape(platform: RunningPlatform): string {
  const replicas = process.env.BYWAY_REPLICAS ?? '1';
  return `replicas: ${replicas}, shared state: ${platform.redisUrl ? 'Redis + database' : 'database only'}`;
}

/**
 * Runs a benchmark on a platform of its own: API only, a throw-away data folder, free ports, Redis as
 * BENCH_WITH_REDIS says. Ctrl-C stops the platform too, so no database is left running. `body` answers
 * whether the run failed; the process exits 1 then (or on an error), 0 otherwise.
 */
export async function withThrowAwayPlatform(
  name: string,
  env: Record<string, string>,
  log: (line: string) => void,
  body: (platform: RunningPlatform) => Promise<boolean>,
): Promise<never> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `byway-${name}-`));
  const lines: string[] = [];
  let platform: RunningPlatform | undefined;
  let failed = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      void Promise.resolve(platform?.stop()).finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(130);
      });
    });
  }
  try {
    platform = await startPlatform({
      ports: await freePorts(),
      dataDir,
      env: { LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
      sink: (line) => lines.push(line),
      frontEnds: false,
      redis: BENCH_WITH_REDIS,
    });
    failed = await body(platform);
  } catch (error) {
    failed = true;
    log(`failed: ${(error as Error).message}`);
    console.log(lines.slice(-40).join('\n'));
  } finally {
    await platform?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

/** A Markdown table, every column as wide as its widest cell; the first column left-aligned, the others right. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}
