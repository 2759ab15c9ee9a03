import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { platformSuite } from './support/platform-suite.js';

// Issue 21: the trip page's /graphql answers went out uncompressed. JSON answers are compressed when the
// client accepts it; a plan-progress stream is not (each event must arrive when it happens).
const { platform, ada } = platformSuite();
// An answer of about 1.5 KB that needs no subgraph: 15 (the most allowed) long aliases of __typename.
const ALIASES = Array.from(
  { length: 15 },
  (_, i) =>
    `the_name_of_the_type_that_answers_this_query_at_the_top_of_the_byway_graph_number_${i}: __typename`,
).join(' ');

describe('compressed answers', () => {
  it('compresses a GraphQL answer and a REST answer for a client that accepts gzip or brotli', async () => {
    for (const encoding of ['gzip', 'br']) {
      const graphql = await platform.api(ada, '/graphql', {
        method: 'POST',
        headers: { 'accept-encoding': encoding, 'apollo-require-preflight': 'true' },
        json: { query: `{ ${ALIASES} }` },
      });
      expect(graphql.status).toBe(200);
      expect(graphql.headers.get('content-encoding')).toBe(encoding);
      const { data } = (await graphql.json()) as { data: Record<string, string> };
      expect(new Set(Object.values(data))).toEqual(new Set(['Query']));
      expect(Object.keys(data)).toHaveLength(15);

      const rest = await platform.api(ada, '/api/openapi.json', { headers: { 'accept-encoding': encoding } });
      expect(rest.headers.get('content-encoding')).toBe(encoding);
      expect(((await rest.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    }
  });

  it('sends uncompressed to a client that does not ask, and never compresses a plan-progress stream', async () => {
    const plain = await platform.api(ada, '/api/openapi.json', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    await plain.body?.cancel();

    const aborted = new AbortController();
    const stream = await platform.api(ada, `/api/trips/plan-progress/${randomUUID()}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      signal: aborted.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-encoding')).toBeNull();
    aborted.abort();
  });
});
