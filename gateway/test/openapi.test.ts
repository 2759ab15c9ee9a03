import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { REST_OPERATIONS } from '../src/rest/resources/index.js';
import { createGateway, type Gateway, type RunningGateway } from '../src/app.js';
import { loadGatewayConfig } from '../src/config.js';
import { openApiDocument } from '../src/openapi/document.js';

/** The parts of Express 5's router stack the walk reads. */
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/**
 * Every route the app serves under /api, as `METHOD /api/path/{param}`, read from Express's own stack:
 * app routes, and the routes of routers mounted at /api (the REST adapter) however deeply nested.
 */
function servedRoutes(app: Gateway['app']): Set<string> {
  const served = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`.replace(/:(\w+)/g, '{$1}');
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') served.add(`${method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle.stack) {
        // Routers are mounted at '/' (inside the adapter) or at '/api' (the adapter itself).
        walk(layer.handle.stack, `${prefix}${mountPath(layer)}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return new Set([...served].filter((route) => route.split(' ')[1]!.startsWith('/api/')));
}

/** Where a router layer is mounted: '/api' when its matcher accepts /api/x, else ''. */
function mountPath(layer: Layer): string {
  const match = (layer as unknown as { match: (path: string) => boolean }).match;
  return match.call(layer, '/api/trips') && !match.call(layer, '/trips') ? '/api' : '';
}

const catalogued = new Set(REST_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`));

let gateway: Gateway;
let running: RunningGateway;

beforeAll(async () => {
  gateway = await createGateway(loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
  running = await gateway.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await running?.stop();
});

describe("the resources' tables cover exactly the routes served under /api", () => {
  it('finds the REST routes by walking the app (the walk itself works)', () => {
    const served = servedRoutes(gateway.app);
    expect(served).toContain('GET /api/trips/{id}');
    expect(served).toContain('DELETE /api/geo-tagged-images/{id}');
    expect(served).toContain('GET /api/schema.graphql');
    expect(served.size).toBeGreaterThan(40);
  });

  it('names every route the gateway serves', () => {
    const missing = [...servedRoutes(gateway.app)].filter((route) => !catalogued.has(route));
    expect(missing, 'routes served but missing from the tables in gateway/src/rest/resources').toEqual([]);
  });

  it('names no route that nobody serves', () => {
    const served = servedRoutes(gateway.app);
    const unserved = [...catalogued].filter((route) => !served.has(route));
    expect(unserved, 'catalogued operations no route serves').toEqual([]);
  });

  it('gives every operation its own id', () => {
    const ids = REST_OPERATIONS.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/** Every `$ref` in the document, with where it sits. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ at, ref: inner }] : refsOf(inner, `${at}/${key}`),
  );
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

describe('the OpenAPI document', () => {
  const document = openApiDocument('http://localhost:3000');

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('answers something on every operation, and says how it fails', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses as Record<string, unknown>);
        expect(
          statuses.some((status) => /^[23]\d\d$/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
        expect(statuses, `${method} ${path}`).toContain('default');
      }
    }
    const trip = document.paths['/api/trips/{id}']!.get!;
    expect(Object.keys(trip.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404']),
    );
  });

  it('resolves every $ref', () => {
    const refs = refsOf(document);
    expect(refs.length).toBeGreaterThan(50);
    const dangling = refs.filter(({ ref }) => resolvePointer(document, ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('describes requests from the zod contracts, as callers send them', () => {
    const schemas = document.components.schemas as Record<
      string,
      { properties?: Record<string, unknown>; required?: string[] }
    >;
    // The trip builder's rule: the place fields required, totalDays a number or a numeric string.
    expect(schemas.CreateTripRequest?.required).toEqual(
      expect.arrayContaining(['startLocation', 'endLocation']),
    );
    expect(JSON.stringify(schemas.CreateTripRequest?.properties?.totalDays)).toContain('"pattern"');
    expect(schemas.CustomLoginRequest?.required).toEqual(['email', 'password']);
    const signIn = document.paths['/api/custom-login']!.post!;
    expect(signIn.security).toEqual([]);
    expect(document.paths['/api/trips']!.post!.security).toEqual([{ session: [] }, { apiToken: [] }]);
  });
});

describe('GET /api/openapi.json and GET /api/docs', () => {
  it('serves the document, public and cacheable', async () => {
    const response = await fetch(`${running.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toContain('/api/trips/{id}/cost-forecast');
  });

  it('serves a reference page that loads its renderer from our own origin only', async () => {
    const response = await fetch(`${running.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/https?:|\*|'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    const page = await response.text();
    // Every script is a file of ours or data (never run): no CDN, no inline code.
    const scripts = [...page.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, content] of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      if (src) expect(new URL(src, running.url).origin).toBe(new URL(running.url).origin);
      else expect(attributes).toContain('type="application/json"');
      expect(content).toBe('');
    }
    expect(page).toContain('data-url="/api/openapi.json"');
    expect(page).toContain('Authorization: Bearer byway_pat_');

    const script = await fetch(`${running.url}/api/docs/api-reference.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('data-configuration');
  });

  it('gives the renderer a document that lists every field, and says a token works', async () => {
    const document = (await (await fetch(`${running.url}/api/openapi.json`)).json()) as {
      info: { description: string };
      components: {
        schemas: Record<string, { properties?: Record<string, unknown> }>;
        securitySchemes: Record<string, { type: string; scheme?: string; description?: string }>;
      };
    };
    expect(Object.keys(document.components.schemas.CreateTripRequest?.properties ?? {})).toEqual(
      expect.arrayContaining(['startLocation', 'endLocation', 'totalDays', 'themes']),
    );
    expect(Object.keys(document.components.schemas.TripDetail?.properties ?? {})).toContain('stops');
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.info.description).toContain('Authorization: Bearer byway_pat_');
  });
});
