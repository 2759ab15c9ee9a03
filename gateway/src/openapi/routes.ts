import { Router } from 'express';
import { DOCUMENTATION_ROUTES } from '../rest/resources/index.js';
import { DOCS_PAGE_CSP, docsPage, referenceScriptFile } from './docs-page.js';
import { openApiDocument } from './document.js';

/**
 * `GET /api/openapi.json`, `GET /api/docs` and `GET /api/schema.graphql` (the documentation resource's
 * table): each built once at start-up.
 */
export function openApiRoutes(publicUrl: string, schema: string): Router {
  const docs = {
    document: JSON.stringify(openApiDocument(publicUrl)),
    page: docsPage(),
    pageCsp: DOCS_PAGE_CSP,
    referenceScript: referenceScriptFile(),
    schema,
  };
  const router = Router();
  for (const route of DOCUMENTATION_ROUTES) router[route.method](route.path, route.handler(docs));
  return router;
}
