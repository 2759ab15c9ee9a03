import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the page's script is served from: our own origin, never a CDN. */
export const REFERENCE_SCRIPT_PATH = '/api/docs/api-reference.js';

/**
 * Scalar API Reference's standalone bundle (a maintained renderer of every operation and every schema
 * field, with a request builder), as installed: the page loads it from REFERENCE_SCRIPT_PATH.
 */
export function referenceScriptFile(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933}
.intro{max-width:60rem;margin:0 auto;padding:1rem}code{background:#f0f4f8;padding:0 .25rem;border-radius:3px}`;

/**
 * Scalar reads its settings from this element (its HTML integration); `application/json` is never run as a
 * script. No fonts from Scalar's servers, and no Scalar proxy: the page talks to our origin only.
 */
const CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  authentication: { preferredSecurityScheme: 'apiToken' },
});

/**
 * Scripts from our origin only (the bundle); Scalar writes its styles into the page as it renders (style
 * elements and attributes), so this page alone allows inline styles, which cannot run code. It reads the
 * document and sends "try it" requests to our origin only.
 */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' 'unsafe-inline'`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The reference page: a paragraph on credentials (a personal API token works on every operation but token
 * management), then Scalar's rendering of /api/openapi.json, which shows every operation and every field.
 */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Byway REST API</title>
<style>${STYLE}</style>
</head>
<body>
<div class="intro">
<h1>Byway REST API</h1>
<p>Every operation under <code>/api</code>, with every field of what it takes and answers. Call it from your own
program with a personal API token made on your profile page, sent as <code>Authorization: Bearer byway_pat_…</code>:
it works on every operation except managing tokens (a <code>read</code> token may only GET). Each token request
answers <code>RateLimit</code> and <code>RateLimit-Policy</code> headers, and 429 with <code>Retry-After</code>
past the limit. The machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1);
the GraphQL schema is <a href="/api/schema.graphql">/api/schema.graphql</a>.</p>
</div>
<script id="api-reference" type="application/json" data-url="/api/openapi.json" data-configuration="${escapeAttribute(CONFIGURATION)}"></script>
<script src="${REFERENCE_SCRIPT_PATH}"></script>
</body>
</html>
`;
}
