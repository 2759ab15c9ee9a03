import type { Request, Response } from 'express';
import type { Drain } from '@byway/kit';
import type { SubgraphName } from './config.js';

/** A subgraph's readiness URL from its GraphQL URL: http://host:port/graphql -> http://host:port/readyz. */
export function readinessUrl(graphqlUrl: string): string {
  return new URL('/readyz', graphqlUrl).href;
}

async function probe(url: string): Promise<'ready' | 'not ready' | 'unreachable'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok ? 'ready' : 'not ready';
  } catch {
    return 'unreachable';
  }
}

/** GET /readyz: ready when every subgraph's /readyz answers 200, and never once this gateway is stopping. */
export function readinessHandler(urls: Record<SubgraphName, string>, drain: Drain) {
  return async (_req: Request, res: Response): Promise<void> => {
    if (drain.draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const entries = await Promise.all(
      Object.entries(urls).map(async ([name, url]) => [name, await probe(readinessUrl(url))] as const),
    );
    const subgraphs = Object.fromEntries(entries);
    const ready = entries.every(([, state]) => state === 'ready');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', subgraphs });
  };
}
