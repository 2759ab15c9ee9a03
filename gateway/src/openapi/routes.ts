import { Router } from 'express';
import { DOCS_PAGE_CSP, docsPage } from './docs-page.js';
import { openApiDocument } from './document.js';

/**
 * `GET /api/openapi.json` and `GET /api/docs`: built once at start-up from the operations catalogue, public
 * and cacheable (unlike the REST answers, they name nobody).
 */
export function openApiRoutes(publicUrl: string): Router {
  const document = JSON.stringify(openApiDocument(publicUrl));
  const page = docsPage();
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.type('application/json').set('cache-control', 'public, max-age=300').send(document);
  });
  router.get('/api/docs', (_req, res) => {
    res
      .type('text/html; charset=utf-8')
      .set({
        'cache-control': 'public, max-age=300',
        'content-security-policy': DOCS_PAGE_CSP,
        'x-content-type-options': 'nosniff',
      })
      .send(page);
  });
  return router;
}
