import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi/document.js';

type Operation = {
  operationId: string;
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
};

const document = openApiDocument('http://localhost:4000');
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.values(item).map((operation) => ({ path, ...(operation as Operation) })),
);

/** Issue 23: every status a partner's program can meet is in the document. */
describe('the statuses each operation can answer', () => {
  it('declares 429 with Retry-After and the RateLimit headers on every operation a token may call', () => {
    // The documentation is served ahead of the credentials check: a token is never looked at there.
    const documentation = operations.filter((op) =>
      ['/api/docs', '/api/docs/api-reference.js', '/api/openapi.json', '/api/schema.graphql'].includes(
        op.path,
      ),
    );
    expect(documentation.length).toBe(4);
    const withToken = operations.filter((op) => !documentation.includes(op));
    expect(withToken.length).toBeGreaterThan(50);
    for (const operation of withToken) {
      const refused = operation.responses['429'];
      expect(refused, operation.operationId).toBeDefined();
      expect(Object.keys(refused?.headers ?? {}).sort(), operation.operationId).toEqual([
        'RateLimit',
        'RateLimit-Policy',
        'Retry-After',
      ]);
      expect(operation.responses['401']?.description, operation.operationId).toContain('Bearer');
    }
    for (const operation of documentation) expect(operation.responses['429']).toBeUndefined();
    expect(Object.keys(document.components.headers ?? {})).toEqual([
      'RetryAfter',
      'RateLimit',
      'RateLimitPolicy',
    ]);
  });

  it('says a token gets 403 on token management, without calling it a browser matter', () => {
    const management = operations.filter((op) => op.path.startsWith('/api/api-tokens'));
    expect(management.map((op) => op.operationId).sort()).toEqual([
      'createApiToken',
      'listApiTokens',
      'revokeApiToken',
    ]);
    for (const operation of management) {
      const forbidden = operation.responses['403']?.description ?? '';
      expect(forbidden).toContain('a token cannot list, make or revoke tokens');
      expect(forbidden).not.toContain('browsers only');
    }
  });
});
