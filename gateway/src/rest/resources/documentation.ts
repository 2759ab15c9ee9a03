import type { RestRoute } from '../route-table.js';

/** What the documentation routes serve, each made once at start-up. */
export interface DocumentationDeps {
  /** The OpenAPI document, as JSON text. */
  document: string;
  /** The /api/docs page, and the header policy that lets its one style in. */
  page: string;
  pageCsp: string;
  /** The renderer the page loads (Scalar API Reference's standalone bundle), as a file on disk. */
  referenceScript: string;
  /** The GraphQL schema partners integrate against, as SDL. */
  schema: string;
}

/**
 * The documentation under /api: public and cacheable (unlike the REST answers, they name nobody), served by
 * the app itself ahead of the REST adapter (openapi/routes.ts mounts them).
 */
export const DOCUMENTATION_ROUTES: RestRoute<DocumentationDeps>[] = [
  {
    id: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Documentation',
    summary: 'This OpenAPI 3.1 document',
    auth: 'public',
    answers: [
      {
        status: 200,
        description: 'The document (cacheable for five minutes).',
        file: { mediaTypes: ['application/json'] },
      },
    ],
    handler: (docs) => (_req, res) => {
      res.type('application/json').set('cache-control', 'public, max-age=300').send(docs.document);
    },
  },
  {
    id: 'getRestDocs',
    method: 'get',
    path: '/api/docs',
    tag: 'Documentation',
    summary: 'The REST operations as a readable page',
    auth: 'public',
    answers: [{ status: 200, description: 'An HTML page.', file: { mediaTypes: ['text/html'] } }],
    handler: (docs) => (_req, res) => {
      res
        .type('text/html; charset=utf-8')
        .set({
          'cache-control': 'public, max-age=300',
          'content-security-policy': docs.pageCsp,
          'x-content-type-options': 'nosniff',
        })
        .send(docs.page);
    },
  },
  {
    id: 'getRestDocsScript',
    method: 'get',
    path: '/api/docs/api-reference.js',
    tag: 'Documentation',
    summary: "The reference page's renderer, Scalar API Reference, served from here (no CDN)",
    auth: 'public',
    answers: [{ status: 200, description: 'The script.', file: { mediaTypes: ['text/javascript'] } }],
    handler: (docs) => (_req, res, next) => {
      res.set('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8');
      res.sendFile(docs.referenceScript, (error) => {
        if (error) next(error);
      });
    },
  },
  {
    id: 'getGraphQLSchema',
    method: 'get',
    path: '/api/schema.graphql',
    tag: 'Documentation',
    summary: 'The GraphQL schema of /graphql, as SDL',
    description: 'Production answers no introspection; integrate against this file instead.',
    auth: 'public',
    answers: [{ status: 200, description: 'The schema, as text.', file: { mediaTypes: ['text/plain'] } }],
    // Published here because production answers no introspection: what /graphql answers, without
    // federation machinery or fields hidden from clients.
    handler: (docs) => (_req, res) => {
      res.type('text/plain; charset=utf-8').set('cache-control', 'public, max-age=300').send(docs.schema);
    },
  },
];
