// What the benchmarks share: timed requests against the gateway and the figures they print.
import { performance } from 'node:perf_hooks';

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
